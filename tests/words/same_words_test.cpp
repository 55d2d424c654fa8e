// The same words in every front end: every base scenario played with every class it allows (the
// built-in player), and for every decision kind and event kind met, the terminal's question and
// event lines (tools/bnb/screen.h, as `bnb play` prints them) and the JSON API's (`bnb serve`)
// carry the same words. Labels aside: the terminal names a monster "Bandit Guard G1" and a hex by
// the number the map shows ("[5]"), the words layer's default labels "Bandit Guard 1" and "3,-1"
// (a step of a path by its direction, "south-west"). The served API uses the terminal's labels
// (tools/bnb/map_labels.h; tests/web/serve_api_test.cpp compares the two exactly).
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "engine/bots/auto_player.h"
#include "engine/game/game.h"
#include "tests/support/base_content.h"
#include "tools/bnb/cmd_serve_json.h"
#include "tools/bnb/screen.h"

using namespace bnb;

namespace {

// The text with its labels replaced by what they stand for: "<figure>" for a monster, "<hex>" for
// a hex however it is named.
std::string without_labels(std::string s, const ContentDb& db) {
  for (const MonsterDef& m : db.monsters) {
    const std::regex monster(std::regex_replace(m.name, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") + R"( [A-Za-z]?\d+)");
    s = std::regex_replace(s, monster, "<figure>");
  }
  // A step of a path the terminal names by its mark, the JSON API by its direction.
  static const std::regex hex(R"(\[[^\]\n]*\]|your hex|\b[A-Za-z]\d+\b|-?\d+,-?\d+|\b(north-|south-)?(east|west)\b)");
  return std::regex_replace(s, hex, "<hex>");
}

bool allows(const ScenarioDef& s, const std::string& cls) {
  const auto has = [&](const std::vector<std::string>& v) { return std::find(v.begin(), v.end(), cls) != v.end(); };
  return (s.classes_allowed.empty() || has(s.classes_allowed)) && !has(s.classes_excluded);
}

struct Compared {
  std::map<std::string, int> decisions, events;  // kind: how many compared
  bool enough(std::map<std::string, int>& m, const std::string& kind) { return ++m[kind] > 40; }
};

// The question as the terminal prints it, from the JSON API's words.
std::string question_from_json(const web::json& j) {
  std::string out = j["prompt"].get<std::string>() + j["facts"].get<std::string>() + "\n";
  for (size_t i = 0; i < j["options"].size(); ++i)
    out += "  " + std::to_string(i + 1) + ") " + j["options"][i]["text"].get<std::string>() + "\n";
  return out;
}

void play(int scenario, const std::string& cls, Compared& seen) {
  const ContentDb& db = test::base().loaded.db;
  GameSetup s;
  s.scenario = scenario, s.class_id = cls, s.seed = 1;
  Game g(db, test::base().lua.get(), s);
  AutoPlayer p(1);
  cli::Screen screen(false);
  words::Narrator json_narrator;
  int n = 0;
  const auto events = [&] {
    const std::vector<Event> es = g.take_events();
    const std::vector<std::string> terminal = screen.narrate(g, es);
    std::vector<std::string> api;
    std::set<std::string> kinds;
    for (const web::json& j : web::events_json(db, g.board(), es, json_narrator))
      if (!j["detail"].get<bool>()) api.push_back(j["text"].get<std::string>()), kinds.insert(j["kind"].get<std::string>());
    bool wanted = false;
    for (const std::string& k : kinds) wanted |= !seen.enough(seen.events, k);
    if (!wanted) return;
    INFO("events of scenario " << scenario << ", " << cls);
    REQUIRE(terminal.size() == api.size());
    for (size_t i = 0; i < api.size(); ++i) CHECK(without_labels(terminal[i], db) == without_labels(api[i], db));
  };
  while (!g.over() && g.decision() && n++ < 20000) {
    events();
    const Decision& d = *g.decision();
    if (!seen.enough(seen.decisions, std::string(decision_kind_name(d.kind)))) {
      const words::Labels labels(db, g.board());
      const std::string api = question_from_json(web::decision_json(d, &labels));
      const std::string terminal = screen.question(g, d);
      INFO(decision_kind_name(d.kind) << " in scenario " << scenario << ", " << cls);
      CHECK(without_labels(terminal, db) == without_labels(api, db));
    }
    REQUIRE(g.answer_index(p.choose(g)).ok());
  }
  events();
}

}  // namespace

TEST_CASE("Same words: the terminal and the JSON API word every decision and event kind of the base game alike",
          "[words][playthrough]") {
  const ContentDb& db = test::base().loaded.db;
  Compared seen;
  for (const ScenarioDef& s : db.scenarios)
    for (const ClassDef& c : db.classes)
      if (allows(s, c.id)) play(s.number, c.id, seen);
  INFO(seen.decisions.size() << " decision kinds, " << seen.events.size() << " event kinds compared");
  CHECK(seen.decisions.size() >= 20);
  CHECK(seen.events.size() >= 20);
}

TEST_CASE("Same words: leaving labels aside keeps every other difference", "[words]") {
  const ContentDb& db = test::base().loaded.db;
  // Labels of either front end compare equal...
  CHECK(without_labels("Bandit Guard G1 attacks you at [5]", db) == without_labels("Bandit Guard 1 attacks you at 3,-1", db));
  CHECK(without_labels("move to your hex", db) == without_labels("move to -1,4", db));
  CHECK(without_labels("G1 to [4] via [2], [3]", db) == without_labels("G1 to 1,2 via south-west, north-east", db));
  // ...but a word or a number that differs does not.
  CHECK(without_labels("move to [5] (2 move points)", db) != without_labels("move to 3,-1 (3 move points)", db));
  CHECK(without_labels("Bandit Guard G1 attacks you", db) != without_labels("Bandit Guard 1 strikes you", db));
  CHECK(without_labels("suffer 2 damage", db) != without_labels("suffer 2 damage (persistent)", db));
}
