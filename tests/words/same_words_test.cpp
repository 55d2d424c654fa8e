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

#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "engine/play/game/play_to_end.h"
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
  play_to_end(g, [&](Game&) {
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
  });
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
  // PerformAbility is not met: a card's free "may" abilities are chosen with its action
  // (docs/rules-interpretations.md, "Folded windows").
  CHECK(seen.decisions.size() >= 19);
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

namespace {

// The campaign decision `d` as the terminal prints it and as the JSON API carries it: the same
// question and option words, from the words layer; returns the options' words.
std::vector<std::string> campaign_words_of(const ContentDb& db, const CampaignDecision& d) {
  const std::string shown = cli::render_decision(db, d);
  const web::json j = web::campaign_decision_json(db, d);
  CHECK(j["prompt"] == words::campaign_prompt_words(d));
  CHECK(shown.starts_with(words::campaign_prompt_words(d) + "\n"));
  std::vector<std::string> out;
  for (size_t i = 0; i < d.options.size(); ++i) {
    const std::string w = words::campaign_option_words(db, d, d.options[i]);
    CHECK(j["options"][i]["text"] == w);
    CHECK(shown.find("  " + std::to_string(i + 1) + ") " + w + "\n") != std::string::npos);
    out.push_back(w);
  }
  return out;
}

}  // namespace

TEST_CASE("Same words: the campaign's questions and options, worded from their fields, in the terminal and the JSON API",
          "[words][campaign]") {
  const ContentDb& db = test::base().loaded.db;
  CampaignFlow flow(db, 1, "normal");
  REQUIRE(flow.decision());
  CHECK(words::campaign_prompt_words(*flow.decision()) == "Choose your class:");
  const std::vector<std::string> classes = campaign_words_of(db, *flow.decision());
  REQUIRE(classes.size() == db.classes.size());
  CHECK(classes[0] == db.classes[0].name + " -- " + db.classes[0].style);
  REQUIRE(flow.answer(db.classes[0].id).ok());
  REQUIRE(flow.scenario());
  const int first = flow.scenario()->setup.scenario;
  flow.finish_scenario(ScenarioResult::Lost, 3);
  REQUIRE(flow.decision());
  CHECK(words::campaign_prompt_words(*flow.decision()) == "Continue the campaign?");
  CHECK(campaign_words_of(db, *flow.decision()) ==
        std::vector<std::string>{"play scenario " + std::to_string(first) + " again", "stop here (saved)"});
  REQUIRE(flow.answer("yes").ok());
  flow.finish_scenario(ScenarioResult::Won, 3);
  REQUIRE(flow.decision());
  CHECK(flow.decision()->kind == CampaignChoice::AfterWin);
  CHECK(campaign_words_of(db, *flow.decision()) == std::vector<std::string>{"play the next scenario", "stop here (saved)"});
  // A choice among open scenarios (the base campaign may open one at a time): the same fields the
  // flow sets.
  CampaignDecision next{CampaignChoice::NextScenario, {}};
  for (int n : {2, 3}) {
    CampaignOption o;
    o.key = std::to_string(n), o.scenario = n;
    next.options.push_back(o);
  }
  CHECK(words::campaign_prompt_words(next) == "Choose the next scenario:");
  CHECK(campaign_words_of(db, next) ==
        std::vector<std::string>{"scenario 2: " + db.scenarios[size_t(db.scenario_index(2))].name,
                                 "scenario 3: " + db.scenarios[size_t(db.scenario_index(3))].name});
}
