// A real `bnb serve` of this build on a loopback port, for the tests of the server itself (limits,
// timeouts, errors, the save's lock): started with `--port 0`, stopped (SIGTERM) when it goes.
#pragma once

#include <string>

namespace bnb::test {

class ServeProcess {
 public:
  // `args` go after `bnb serve --port 0` through the shell (quote paths yourself). Waits up to 20 s
  // for the printed address; ready() is false if the server exited or printed none.
  explicit ServeProcess(const std::string& args);
  ~ServeProcess();
  ServeProcess(const ServeProcess&) = delete;
  ServeProcess& operator=(const ServeProcess&) = delete;

  bool ready() const { return port_ > 0; }
  int exit_status() const { return exit_status_; }  // when it exited before ready(), else -1
  int port() const { return port_; }
  int pid() const { return pid_; }
  const std::string& host() const { return host_; }    // as printed, e.g. "127.0.0.1" or "[::1]"
  const std::string& token() const { return token_; }
  std::string output() const;                          // stdout and stderr so far
  void stop();                                         // SIGTERM, and wait for the exit

 private:
  int pid_ = -1, port_ = 0, exit_status_ = -1;
  std::string host_, token_, out_file_;
};

// One raw HTTP exchange on a fresh connection to 127.0.0.1:port: sends `request` as is, returns
// what the server answered before closing or `timeout_ms` passed ("" when nothing came).
std::string raw_http(int port, const std::string& request, int timeout_ms = 5000);

// The status code of a raw HTTP answer (0 if none).
int http_status(const std::string& answer);
// The body of a raw HTTP answer (after the blank line).
std::string http_body(const std::string& answer);

}  // namespace bnb::test
