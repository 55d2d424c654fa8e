// Undo, the hint and the review through the JSON API of `bnb serve` (tools/bnb/cmd_serve_api.h),
// called without a server.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <thread>
#include <unistd.h>

#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tools/bnb/cmd_serve_api.h"

using namespace bnb;
using namespace bnb::web;

namespace {

const std::string kToken = "0123456789abcdef";

struct Dir {
  std::filesystem::path path = std::filesystem::temp_directory_path() / ("bnb-serve-undo-" + std::to_string(::getpid()));
  Dir() { std::filesystem::create_directories(path); }
  ~Dir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

ApiResponse post(WebApi& api, const std::string& path, const json& body, const std::string& lang = "") {
  ApiRequest r;
  r.method = "POST", r.path = path, r.token = kToken, r.body = body.dump(), r.lang = lang;
  return api.handle(r);
}

json state(WebApi& api) {
  ApiRequest r;
  r.method = "GET", r.path = "/api/state", r.token = kToken;
  return api.handle(r).body;
}

size_t count_lines(const std::string& text, const std::string& start) {
  size_t n = 0;
  for (size_t at = text.find("\n" + start); at != std::string::npos; at = text.find("\n" + start, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("[serve] /api/undo, /api/hint and /api/review: undo keeps only the answers that stand, a hint changes nothing, a review ends with its result, worded in each request's language", "[serve][undo][hint][review]") {
  Dir dir;
  ApiConfig c;
  c.save = dir.file("campaign.sav"), c.token = kToken, c.replay_out = dir.file("scenario.replay");
  c.hint_futures = 4, c.review_futures = 2;
  WebApi api(test::base().loaded.db, test::base().lua.get(), c);
  json s = post(api, "/api/answer", {{"key", "bruiser"}, {"version", state(api)["version"]}}).body;
  REQUIRE(s["decision"]["scope"] == "scenario");
  CHECK(post(api, "/api/undo", {{"version", s["version"]}}).body["error"]["code"] == "nothing_to_undo");  // the first question

  // The round's cards: the monsters' actions are rolled then, so honest undo refuses.
  s = post(api, "/api/answer", {{"key", s["decision"]["options"][0]["key"]}, {"version", s["version"]}}).body;
  const ApiResponse honest = post(api, "/api/undo", {{"version", s["version"]}, {"mode", "honest"}});
  CHECK(honest.status == 409);
  CHECK(honest.body["error"]["code"] == "nothing_to_undo");

  // A few more answers, then free undo of two.
  for (int i = 0; i < 3; ++i) s = post(api, "/api/answer", {{"key", s["decision"]["options"][0]["key"]}, {"version", s["version"]}}).body;
  const int answers = s["answers"];
  const json asked = s["decision"];
  REQUIRE(count_lines(test::read_file(c.save), "answer ") == size_t(answers));
  const ApiResponse undone = post(api, "/api/undo", {{"version", s["version"]}, {"count", 2}, {"mode", "free"}});
  REQUIRE(undone.status == 200);
  CHECK(undone.body["undone"] == 2);
  CHECK(undone.body["answers"] == answers - 2);
  CHECK(count_lines(test::read_file(c.save), "answer ") == size_t(answers - 2));
  CHECK(count_lines(test::read_file(c.replay_out), "step ") == size_t(answers - 2));
  CHECK(undone.body["events"].size() > 0);  // the log from the scenario's start
  CHECK(post(api, "/api/undo", {{"version", 1}}).body["error"]["code"] == "out_of_date");
  s = undone.body;
  s = post(api, "/api/answer", {{"key", s["decision"]["options"][0]["key"]}, {"version", s["version"]}}).body;
  s = post(api, "/api/answer", {{"key", s["decision"]["options"][0]["key"]}, {"version", s["version"]}}).body;
  CHECK(s["decision"] == asked);  // the same answers again reach the same question

  // A hint: the options estimated, one best, nothing changed.
  const std::string saved = test::read_file(c.save);
  const ApiResponse hint = post(api, "/api/hint", {{"version", s["version"]}});
  REQUIRE(hint.status == 200);
  CHECK(hint.body["hint"]["futures"] == 4);
  int best = 0;
  for (const json& o : hint.body["hint"]["options"]) {
    best += o["best"].get<bool>();
    CHECK(o["low"].get<double>() <= o["chance"].get<double>());
  }
  CHECK(best == 1);
  const json after = state(api);
  CHECK(after["version"] == s["version"]);
  CHECK(after["answers"] == s["answers"]);
  CHECK(test::read_file(c.save) == saved);

  // The review needs the scenario's end; then it runs on its own thread until its result.
  CHECK(post(api, "/api/review", json::object()).body["error"]["code"] == "not_over");
  for (int n = 0; n < 3000 && s["decision"]["scope"] == "scenario"; ++n)
    s = post(api, "/api/answer", {{"key", s["decision"]["options"][0]["key"]}, {"version", s["version"]}}).body;
  REQUIRE(s["scenario_over"] == true);
  json r = post(api, "/api/review", json::object()).body;
  for (int n = 0; n < 6000 && r["review"].is_null(); ++n) {
    CHECK(r["progress"]["done"] <= r["progress"]["total"]);
    if (n == 0 && r["review"].is_null()) {
      const ApiResponse refused = post(api, "/api/hint", json::object());
      CHECK(refused.status == 409);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    r = post(api, "/api/review", json::object()).body;
  }
  REQUIRE(r["review"].is_object());
  CHECK(r["review"]["decisions"].get<int>() > 5);
  CHECK(r["review"]["mistakes"].is_array());
  CHECK(r["progress"]["done"] == r["review"]["decisions"]);

  // The review is kept as data and worded when asked: in German its mistakes are German (the
  // same mistakes), and in English again as they were.
  const json& en = r["review"]["mistakes"];
  REQUIRE(en.size() > 0);
  const json de = post(api, "/api/review", json::object(), "de").body["review"]["mistakes"];
  REQUIRE(de.size() == en.size());
  for (size_t m = 0; m < en.size(); ++m) {
    CHECK(de[m]["answer"] == en[m]["answer"]);
    CHECK(de[m]["chosen"]["key"] == en[m]["chosen"]["key"]);
    CHECK(de[m]["best"]["chance"] == en[m]["best"]["chance"]);
    CHECK(de[m]["prompt"] != en[m]["prompt"]);
    CHECK(de[m]["board"]["scenario"]["special_rules"].size() == en[m]["board"]["scenario"]["special_rules"].size());
  }
  CHECK(post(api, "/api/review", json::object(), "en").body["review"]["mistakes"] == en);
}
