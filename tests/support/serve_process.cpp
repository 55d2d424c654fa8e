#include "tests/support/serve_process.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

namespace bnb::test {

ServeProcess::ServeProcess(const std::string& args) {
  static int count = 0;
  out_file_ = (std::filesystem::temp_directory_path() /
               ("bnb-serve-out-" + std::to_string(::getpid()) + "-" + std::to_string(++count) + ".txt"))
                  .string();
  const std::string cmd = "exec " + std::string(BNB_BINARY) + " serve --port 0 " + args + " >'" + out_file_ + "' 2>&1";
  pid_ = ::fork();
  if (pid_ == 0) {
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  const std::regex address(R"(Open http://(\S+):(\d+)/\?token=([0-9a-f]+))");
  for (int i = 0; i < 400; ++i) {
    std::smatch m;
    const std::string out = output();
    if (std::regex_search(out, m, address)) {
      host_ = m[1], port_ = std::stoi(m[2]), token_ = m[3];
      return;
    }
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      exit_status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

ServeProcess::~ServeProcess() {
  stop();
  std::error_code ec;
  std::filesystem::remove(out_file_, ec);
}

void ServeProcess::stop() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
}

std::string ServeProcess::output() const {
  std::ifstream in(out_file_, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string raw_http(int port, const std::string& request, int timeout_ms) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return {};
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(uint16_t(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string answer;
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) {
    for (size_t sent = 0; sent < request.size();) {
      const ssize_t n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
      if (n <= 0) break;
      sent += size_t(n);
    }
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
      if (left.count() <= 0) break;
      pollfd p{fd, POLLIN, 0};
      if (::poll(&p, 1, int(left.count())) <= 0) break;
      char buf[4096];
      const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
      if (n <= 0) break;
      answer.append(buf, size_t(n));
      // A whole answer with a Content-Length: done without waiting for the close.
      const size_t head = answer.find("\r\n\r\n");
      const std::regex length(R"(Content-Length: (\d+))", std::regex::icase);
      std::smatch m;
      const std::string headers = head == std::string::npos ? std::string() : answer.substr(0, head);
      if (head != std::string::npos && std::regex_search(headers, m, length) &&
          answer.size() >= head + 4 + std::stoul(m[1]))
        break;
    }
  }
  ::close(fd);
  return answer;
}

int http_status(const std::string& answer) {
  if (answer.size() < 12 || answer.compare(0, 5, "HTTP/") != 0) return 0;
  return std::atoi(answer.c_str() + 9);
}

std::string http_body(const std::string& answer) {
  const size_t head = answer.find("\r\n\r\n");
  return head == std::string::npos ? std::string() : answer.substr(head + 4);
}

}  // namespace bnb::test
