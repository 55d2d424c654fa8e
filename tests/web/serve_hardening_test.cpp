// `bnb serve` under attack and bad luck, as a real server on a loopback port: the save it did not
// write is never overwritten, a save it cannot write is an error the page sees, one program writes
// a save at a time, request bodies are limited before the token is read, slow clients cannot
// starve the others, every error is JSON, and the address printed is the one to open.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"
#include "tests/support/serve_process.h"

using bnb::test::http_body;
using bnb::test::http_status;
using bnb::test::raw_http;
using bnb::test::ServeProcess;
using json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

struct Folder {
  fs::path path;
  explicit Folder(const std::string& name) {
    path = fs::temp_directory_path() / ("bnb-serve-hard-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Folder() { fs::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string get(const ServeProcess& s, const std::string& path) {
  return raw_http(s.port(), "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bnb-Token: " + s.token() +
                                "\r\nConnection: close\r\n\r\n");
}

std::string post(const ServeProcess& s, const std::string& path, const std::string& body) {
  return raw_http(s.port(), "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bnb-Token: " + s.token() +
                                "\r\nContent-Type: application/json\r\nContent-Length: " +
                                std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
}

// The JSON body of an answer; a body that is not JSON fails the test.
json body_of(const std::string& answer) {
  INFO(answer);
  const json j = json::parse(http_body(answer), nullptr, false);
  REQUIRE_FALSE(j.is_discarded());
  return j;
}

// An error answer: `status`, and a JSON body with a code and a message.
json error_of(const std::string& answer, int status) {
  INFO(answer);
  CHECK(http_status(answer) == status);
  const json j = body_of(answer);
  REQUIRE(j.contains("error"));
  CHECK(j["error"]["message"].is_string());
  CHECK_FALSE(j["error"]["message"].get<std::string>().empty());
  return j["error"];
}

// A server on a new campaign in `dir`, with the class chosen (so the save exists).
json choose_class(const ServeProcess& s) {
  const json st = body_of(get(s, "/api/state"));
  const std::string answer = post(s, "/api/answer", json{{"key", "bruiser"}, {"version", st["version"]}}.dump());
  REQUIRE(http_status(answer) == 200);
  return body_of(answer);
}

}  // namespace

TEST_CASE("[serve] a save replaced under the running server by one it cannot read is never overwritten", "[serve][hardening]") {
  Folder dir("replaced");
  const std::string save = dir.file("camp.sav");
  ServeProcess s("--save '" + save + "'");
  REQUIRE(s.ready());
  const json st = choose_class(s);
  REQUIRE(fs::exists(save));

  // Another program (a newer bnb) writes a save this one cannot read.
  const std::string other = "bnb-save campaign 2\nclass bruiser\nchecksum 0000000000000000\n";
  std::ofstream(save, std::ios::binary | std::ios::trunc) << other;

  const json e = error_of(get(s, "/api/state"), 500);
  CHECK(e["message"].get<std::string>().find("camp.sav") != std::string::npos);
  std::string key = st["decision"].is_null() ? "x" : st["decision"]["options"][0]["key"].get<std::string>();
  error_of(post(s, "/api/answer", json{{"key", key}, {"version", st["version"]}}.dump()), 500);
  CHECK(slurp(save) == other);
}

TEST_CASE("[serve] an answer whose save cannot be written is an error with a JSON message, not a 200", "[serve][hardening]") {
  Folder dir("unwritable");
  const fs::path sub = dir.path / "sub";
  fs::create_directories(sub);
  ServeProcess s("--save '" + (sub / "camp.sav").string() + "'");
  REQUIRE(s.ready());
  const json st = choose_class(s);
  fs::remove_all(sub);  // the save's folder goes away
  const std::string key = st["decision"]["options"][0]["key"];
  const json e = error_of(post(s, "/api/answer", json{{"key", key}, {"version", st["version"]}}.dump()), 500);
  CHECK(e["message"].get<std::string>().find("camp.sav") != std::string::npos);
  CHECK_FALSE(fs::exists(sub / "camp.sav"));  // not a new campaign written over the missing one
}

TEST_CASE("[serve] one program writes a save at a time: bnb play names the server holding it and refuses", "[serve][hardening]") {
  Folder dir("lock");
  const std::string save = dir.file("camp.sav");
  ServeProcess s("--save '" + save + "'");
  REQUIRE(s.ready());
  choose_class(s);
  const std::string before = slurp(save);
  const bnb::test::BnbRun play = bnb::test::run_bnb("play --save '" + save + "' </dev/null");
  INFO(play.out);
  CHECK(play.status == 1);
  CHECK(play.out.find("in use by bnb serve (process " + std::to_string(s.pid())) != std::string::npos);
  CHECK(slurp(save) == before);
  // A second server is refused the same way.
  ServeProcess serve2("--save '" + save + "'");
  CHECK_FALSE(serve2.ready());
  CHECK(serve2.exit_status() == 1);
  CHECK(serve2.output().find("in use by bnb serve") != std::string::npos);

  // Stopped (Ctrl+C leaves the lock file behind): the next program takes the stale lock over.
  s.stop();
  const bnb::test::BnbRun after = bnb::test::run_bnb("play --save '" + save + "' </dev/null");
  INFO(after.out);
  CHECK(after.out.find("in use") == std::string::npos);
  CHECK(after.out.find("Continuing the campaign") != std::string::npos);
}

TEST_CASE("[serve] a save whose class comes from a mod that is not loaded: a clear error and exit 1, the save untouched", "[serve][hardening]") {
  Folder dir("missing-mod");
  const std::string save = dir.file("camp.sav");
  const std::string mod = bnb::test::source_path("mods/example-class");
  const bnb::test::BnbRun play = bnb::test::run_bnb("play --auto --quiet --scenarios 1 --class seedslinger --mods '" +
                                                    mod + "' --save '" + save + "'");
  INFO(play.out);
  REQUIRE(fs::exists(save));
  const std::string before = slurp(save);
  ServeProcess serve("--save '" + save + "'");
  INFO(serve.output());
  CHECK_FALSE(serve.ready());
  CHECK(serve.exit_status() == 1);
  CHECK(serve.output().find("seedslinger") != std::string::npos);
  CHECK(slurp(save) == before);
}

TEST_CASE("[serve] request bodies are limited before the token is checked, and smaller where none is needed", "[serve][hardening]") {
  Folder dir("bodies");
  ServeProcess s("--save '" + dir.file("camp.sav") + "'");
  REQUIRE(s.ready());
  // 1 GiB announced, nothing sent: refused at once, not read.
  const auto start = std::chrono::steady_clock::now();
  const std::string huge = raw_http(s.port(), "POST /api/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 1073741824\r\n\r\n", 3000);
  CHECK(error_of(huge, 413)["code"] == "too_large");
  // Without the token, a body in the limit is not waited for either: 401 before it is read.
  const std::string unauth = raw_http(s.port(), "POST /api/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 60000\r\n\r\n", 3000);
  CHECK(error_of(unauth, 401)["code"] == "token");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  // A GET needs no body: 2 KiB is too much for it.
  const std::string get_body = raw_http(s.port(), "GET /api/state HTTP/1.1\r\nHost: x\r\nX-Bnb-Token: " + s.token() +
                                                      "\r\nContent-Length: 2048\r\n\r\n", 3000);
  CHECK(error_of(get_body, 413)["code"] == "too_large");
  // The server still answers.
  CHECK(http_status(get(s, "/api/state")) == 200);
}

TEST_CASE("[serve] sixteen slow clients trickling their headers do not hold up a normal request", "[serve][hardening]") {
  Folder dir("slow");
  ServeProcess s("--save '" + dir.file("camp.sav") + "'");
  REQUIRE(s.ready());
  std::vector<std::thread> slow;
  for (int i = 0; i < 16; ++i)  // each sends one byte, then waits as long as the server lets it
    slow.emplace_back([&] { raw_http(s.port(), "G", 6000); });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const auto start = std::chrono::steady_clock::now();
  const std::string answer = get(s, "/api/state");
  const auto took = std::chrono::steady_clock::now() - start;
  for (std::thread& t : slow) t.join();
  CHECK(http_status(answer) == 200);
  CHECK(took < std::chrono::seconds(2));
}

TEST_CASE("[serve] every error answer is JSON with a message, and echoed keys are cut short", "[serve][hardening]") {
  Folder dir("errors");
  ServeProcess s("--save '" + dir.file("camp.sav") + "'");
  REQUIRE(s.ready());
  error_of(get(s, "/no-such-file.html"), 404);
  error_of(raw_http(s.port(), "GET /api/state HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 401);
  error_of(get(s, "/api/nothing"), 404);
  const json st = body_of(get(s, "/api/state"));
  const json e = error_of(post(s, "/api/answer", json{{"key", std::string(30000, 'k')}, {"version", st["version"]}}.dump()), 400);
  CHECK(e["message"].get<std::string>().size() < 200);
}

TEST_CASE("[serve] the address printed is the one to open: IPv6 in brackets, a warning beyond this computer", "[serve][hardening]") {
  Folder dir("hosts");
  {
    ServeProcess s("--host ::1 --save '" + dir.file("camp.sav") + "'");
    if (s.ready()) {  // a machine without IPv6 cannot bind ::1
      CHECK(s.host() == "[::1]");
      CHECK(s.output().find("warning") == std::string::npos);
    }
  }
  {
    ServeProcess s("--host 0.0.0.0 --save '" + dir.file("camp.sav") + "'");
    REQUIRE(s.ready());
    s.stop();
    INFO(s.output());
    CHECK(s.output().find("warning: listening on 0.0.0.0") != std::string::npos);
    CHECK(s.output().find("TLS reverse proxy") != std::string::npos);
    CHECK(s.host() == "127.0.0.1");
  }
  const bnb::test::BnbRun empty = bnb::test::run_bnb("serve --port 0 --host '' --save '" + dir.file("camp.sav") + "'");
  CHECK(empty.status == 2);
  CHECK(empty.out.find("--host needs an address") != std::string::npos);
}
