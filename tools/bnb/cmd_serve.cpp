// bnb serve: the campaign in the browser. A local web server (cpp-httplib) serves the page in
// tools/web/ and the JSON API of cmd_serve_api.h; the address it prints carries a random access
// token, which every API request must send, so that other users and pages cannot drive the game.
#include <httplib.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "tools/bnb/option_table.h"
#include "tools/bnb/cmd_serve_api.h"
#include "tools/bnb/cmd_serve_json.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/odds_pool.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

constexpr const char* kHead = R"(usage: bnb serve [options]

Plays the Buttons & Bugs campaign in the browser. Prints the address to open; it carries an
access token, so only whoever reads it can play. The campaign uses the same save file as
`bnb play`: a campaign started in the browser continues in the terminal and back.

options:
)";

struct Options {
  int port = 8080;
  std::string host = "127.0.0.1", web;
  web::ApiConfig api;
  int jobs = 0;
};

OptionTable serve_table(Options& o) {
  const OptionKind undo{Takes::one, "honest or free", [&o](const std::string&, const std::string&, const std::string& v) {
                          if (v != "honest" && v != "free") throw std::runtime_error("bnb serve: --undo takes honest or free");
                          o.api.undo = v;
                        }};
  return {"serve", kHead, {
      {"--port", "P", whole(o.port, 0, 65535), "port to listen on (default 8080; 0 picks a free one)"},
      {"--host", "H", text(o.host, "an address"), "address to bind (default 127.0.0.1: this computer only). Any other address\n"
                                                  "lets other computers reach the game, with the token as its only protection\n"
                                                  "over plain HTTP: put a TLS reverse proxy in front (docs/web-api.md)"},
      {"--mods", "DIR...", words(o.api.mods), "extra mods loaded after the base game"},
      {"--save", "FILE", text(o.api.save, "a file"), "campaign save file (default: bnb-campaign.sav in the current folder)"},
      {"--seed", "S", whole(o.api.seed, 0, INT64_MAX), "first seed of a new campaign (default 1)"},
      {"--difficulty", "D", text(o.api.difficulty, "a difficulty"), "monster modifier table: very_easy, easy, normal, hard, very_hard"},
      {"--replay-out", "FILE", text(o.api.replay_out, "a file"), "keep a replay file of the scenario in play (for `bnb replay`)"},
      {"--web", "DIR", text(o.web, "a folder"), "the page's files (default: tools/web of the source tree or the install)"},
      {"--undo", "MODE", undo, "what the page's undo takes back by default: honest (back to the last roll) or\n"
                               "free (back to the scenario's start; the dice roll the same again)"},
      {"--hint-budget", "S", seconds(o.api.hint_seconds, 0.01, 3600), "seconds a hint may take (default 2)"},
      {"--hint-futures", "N", whole(o.api.hint_futures, 1, 100000),
       "a hint plays exactly N futures per option instead (the same hint every time)"},
      {"--review-futures", "N", whole(o.api.review_futures, 2, 100000),
       "futures per option of the review at a scenario's end (default 128)"},
      {"--jobs", "K", whole(o.jobs, 1, 256), "threads a hint or a review plays on (default: every core)"},
  }, ""};
}

bool parse(int argc, char** argv, Options& o) { return read_options(serve_table(o), argc, argv); }

std::string find_web_dir() {
  namespace fs = std::filesystem;
  for (const std::string& dir : {std::string(BNB_SOURCE_DIR) + "/tools/web", std::string(BNB_DATA_DIR) + "/web"})
    if (fs::exists(fs::path(dir) / "index.html")) return dir;
  return "tools/web";
}

std::string random_token() {
  std::random_device rd;
  std::string t;
  for (int i = 0; i < 4; ++i) {
    char buf[9];
    std::snprintf(buf, sizeof buf, "%08x", unsigned(rd()));
    t += buf;
  }
  return t;
}

// Limits that keep one client from starving the others or the memory: a request body is read only
// after the token and its size were checked (see the pre-routing handler below), slow clients
// time out, and up to kConnections connections are served at once (more wait in the queue).
constexpr size_t kMaxAnswerBody = 64 * 1024;  // POST /api/answer: a key, a version and a seq
constexpr size_t kMaxOtherBody = 1024;        // every other request needs no body
constexpr int kConnections = 64;
constexpr time_t kReadTimeoutSeconds = 5;

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.starts_with("127.");
}

// The host as it goes into an address: IPv6 in brackets, a wildcard as this computer's loopback.
std::string url_host(const std::string& host) {
  if (host == "0.0.0.0") return "127.0.0.1";
  if (host == "::") return "[::1]";
  if (host.find(':') != std::string::npos) return "[" + host + "]";
  return host;
}

void send_json(httplib::Response& res, const web::ApiResponse& r) {
  res.status = r.status;
  res.set_header("Cache-Control", "no-store");
  // Text from mods may hold invalid UTF-8: replaced, so the answer is always valid JSON.
  res.set_content(web::json_text(r.body), "application/json");
}

web::ApiResponse json_error(int status, const std::string& code, const std::string& message) {
  return {status, {{"error", {{"code", code}, {"message", message}}}}};
}

web::ApiRequest to_request(const httplib::Request& req) {
  web::ApiRequest r;
  r.method = req.method, r.path = req.path, r.body = req.body;
  for (const auto& [k, v] : req.params) r.query.emplace(k, v);
  r.token = req.get_header_value("X-Bnb-Token");
  if (r.token.empty()) r.token = req.get_param_value("token");
  r.lang = req.get_header_value("X-Bnb-Lang");
  if (r.lang.empty()) r.lang = req.get_param_value("lang");
  return r;
}

}  // namespace

int cmd_serve(int argc, char** argv) {
  Options o;
  if (const int bad = parse_or_usage([&] { return parse(argc, argv, o); })) return bad;
  if (o.web.empty()) o.web = find_web_dir();
  Session s;
  if (!open_session(o.api.mods, s)) return 1;
  if (s.db().difficulty_index(o.api.difficulty) < 0) {
    std::fprintf(stderr, "bnb serve: no difficulty '%s'\n", o.api.difficulty.c_str());
    return 2;
  }
  o.api.token = random_token();
  o.api.texts = &s.texts();  // the names and stories in the language each request asks for
  OddsPool pool(s, o.api.mods, o.jobs ? o.jobs : default_jobs());
  o.api.workers = [&pool] { return pool.workers(); };
  web::WebApi api(s.db(), s.scripts.get(), o.api);
  if (!api.open_error().empty()) {
    std::fprintf(stderr, "bnb serve: %s\nUse --save FILE for another file.\n", api.open_error().c_str());
    return 1;
  }

  httplib::Server server;
  if (!server.set_mount_point("/", o.web)) {
    std::fprintf(stderr, "bnb serve: the page's folder %s is missing (--web DIR)\n", o.web.c_str());
    return 1;
  }
  server.new_task_queue = [] { return new httplib::ThreadPool(kConnections); };
  server.set_read_timeout(kReadTimeoutSeconds, 0);
  server.set_write_timeout(kReadTimeoutSeconds, 0);
  server.set_keep_alive_timeout(kReadTimeoutSeconds);
  server.set_payload_max_length(kMaxAnswerBody);
  // Before any body is read: its size for the path, then (for the API) the token.
  server.set_pre_routing_handler([&](const httplib::Request& req, httplib::Response& res) {
    const bool answer = req.path == "/api/answer" && req.method == "POST";
    const size_t limit = answer ? kMaxAnswerBody : kMaxOtherBody;
    const bool chunked = req.get_header_value("Transfer-Encoding").find("chunked") != std::string::npos;
    const std::string length = req.get_header_value("Content-Length");
    if ((chunked && !answer) || (!length.empty() && std::strtoull(length.c_str(), nullptr, 10) > limit) ||
        length.size() > 20) {
      send_json(res, json_error(413, "too_large",
                                req.path + " takes a body of at most " + std::to_string(limit) + " bytes"));
      return httplib::Server::HandlerResponse::Handled;
    }
    if (req.path.starts_with("/api/") && !api.token_ok(to_request(req).token)) {
      send_json(res, api.handle(to_request(req)));  // the API's 401, without reading the body
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  auto serve_api = [&](const httplib::Request& req, httplib::Response& res) { send_json(res, api.handle(to_request(req))); };
  server.Get("/api/.*", serve_api);
  server.Post("/api/.*", serve_api);
  // Other methods on /api/ get the API's own JSON error too.
  server.Put("/api/.*", serve_api);
  server.Delete("/api/.*", serve_api);
  // Every other error (a missing file, a refused request) is JSON with a message too.
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty() && res.get_header_value("Content-Type") == "application/json") return;
    const std::string what = res.status == 404 ? "no such file: " + req.path : "the request was refused (HTTP " + std::to_string(res.status) + ")";
    send_json(res, json_error(res.status, res.status == 404 ? "not_found" : "http", what));
  });
  server.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    send_json(res, json_error(500, "internal", "the server failed on this request"));
  });

  if (o.host.empty()) {
    std::fputs("bnb serve: --host needs an address (127.0.0.1: this computer only)\n", stderr);
    return 2;
  }
  const int port = o.port == 0 ? server.bind_to_any_port(o.host) : (server.bind_to_port(o.host, o.port) ? o.port : -1);
  if (port < 0) {
    std::fprintf(stderr, "bnb serve: cannot listen on %s port %d (the port is in use, or the address is not one of "
                         "this computer's; try --port or --host)\n", o.host.c_str(), o.port);
    return 1;
  }
  if (!is_loopback(o.host))
    std::fprintf(stderr, "bnb serve: warning: listening on %s, not only on this computer: anyone on the network who "
                         "learns the address with its token can play, and plain HTTP sends the token unencrypted. "
                         "Put a TLS reverse proxy in front (docs/web-api.md).\n", o.host.c_str());
  std::printf("bnb serve: the campaign in %s\nOpen http://%s:%d/?token=%s\n(Ctrl+C stops the server; the game is saved after every answer.)\n",
              o.api.save.c_str(), url_host(o.host).c_str(), port, o.api.token.c_str());
  std::fflush(stdout);
  server.listen_after_bind();
  return 0;
}

}  // namespace bnb::cli
