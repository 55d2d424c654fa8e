// What a player reads in play: every base scenario played with every class it allows (the
// built-in player), and every prompt, option and event line, in the words layer and in the JSON
// API, checked for a script path or a hook name; the JSON API carries the words layer's own words.
#include <catch2/catch.hpp>
#include <regex>
#include <set>
#include <string>

#include "engine/play/bots/auto_player.h"
#include "engine/play/game/play_to_end.h"
#include "engine/base/core/hooks.h"
#include "engine/play/game/game.h"
#include "engine/play/words/words.h"
#include "tests/support/base_content.h"
#include "tests/support/script_words.h"
#include "tools/bnb/cmd_serve_json.h"

using namespace bnb;
using bnb::test::script_words_in;

namespace {

bool allows(const ScenarioDef& s, const std::string& cls) {
  const auto has = [&](const std::vector<std::string>& v) { return std::find(v.begin(), v.end(), cls) != v.end(); };
  return (s.classes_allowed.empty() || has(s.classes_allowed)) && !has(s.classes_excluded);
}

struct Seen {
  std::set<std::string> decision_kinds, event_kinds;
  int texts = 0, worded = 0;  // worded: consumption and area options met
  int paths = 0;              // options naming a path (a monster's move, a move through hazards)
};

void check_text(const std::string& where, const std::string& text, Seen& seen) {
  ++seen.texts;
  const std::string found = script_words_in(text);
  INFO(where << ": " << text);
  CHECK(found.empty());
}

void play(int scenario, const std::string& cls, Seen& seen) {
  const ContentDb& db = test::base().loaded.db;
  GameSetup s;
  s.scenario = scenario, s.class_id = cls, s.seed = 1;
  Game g(db, test::base().lua.get(), s);
  AutoPlayer p(1);
  words::Narrator narrator, json_narrator, expect;
  const auto events = [&] {
    const std::vector<Event> es = g.take_events();
    const words::Labels labels(db, g.board());
    for (const std::string& line : narrator.narrate(es, labels)) check_text("event", line, seen);
    const std::vector<web::json> js = web::events_json(db, g.board(), es, json_narrator);
    const std::vector<std::string> lines = expect.lines(es, labels);
    for (size_t i = 0; i < es.size(); ++i) {
      seen.event_kinds.insert(std::string(event_kind_name(es[i].kind())));
      // The JSON API's event text is the words layer's line for that event (labels aside: both
      // name figures and hexes alike here).
      if (!lines[i].empty()) CHECK(js[i]["text"].get<std::string>() == lines[i]);
      check_text("JSON event", js[i].dump(), seen);
    }
  };
  play_to_end(g, [&](Game&) {
    events();
    const Decision& d = *g.decision();
    seen.decision_kinds.insert(std::string(decision_kind_name(d.kind)));
    const words::Labels labels(db, g.board());
    check_text("prompt", words::prompt_words(d, labels) + words::decision_facts(d), seen);
    const web::json j = web::decision_json(d, &labels);
    // An ambiguous monster move: the API names what the planner found; the prompt says why.
    if (d.kind == DecisionKind::MonsterChoice && d.monster_choice == MonsterChoiceOf::Move)
      CHECK(j.value("monster_turn", std::string()) != "");
    for (size_t i = 0; i < d.options.size(); ++i) {
      const std::string w = words::option_words(d, d.options[i], labels);
      check_text("option", w, seen);
      // The JSON API says what the words layer says.
      CHECK(j["options"][i]["text"].get<std::string>() == w);
      // Questions that say what they change: a consumption what it buys, an area every hex.
      if (d.kind == DecisionKind::ConsumeElement && d.options[i].accepts) CHECK(w.find(" becomes ") != std::string::npos);
      if (d.kind == DecisionKind::PlaceArea && !d.options[i].area.empty()) CHECK(w.find(" (hexes ") != std::string::npos);
      if (d.kind == DecisionKind::ConsumeElement || d.kind == DecisionKind::PlaceArea) ++seen.worded;
      // A card's half reads as the card does (its bonus, infusion and consumptions in words, not
      // the data's notation "{earth}", "[fire: +1]").
      if (d.kind == DecisionKind::ChooseAction && !d.options[i].basic) {
        static const std::regex notation(R"(\{[a-z]+\}|\[[a-z/]+[:\]]|\(persistent[,)]|\(round bonus\) (?!\(skipping ))");
        INFO(w);
        CHECK(!std::regex_search(w, notation));
      }
      // A path is named by marks and directions, never by coordinates (the destination is the
      // front end's label: coordinates here).
      static const std::regex coordinates(R"(-?[0-9]+,-?[0-9]+)");
      for (const char* via : {" via ", " through "})
        if (const size_t at = w.find(via); at != std::string::npos && (d.kind == DecisionKind::MonsterChoice ||
                                                                         d.kind == DecisionKind::MoveDestination)) {
          INFO(w);
          CHECK(!std::regex_search(w.substr(at), coordinates));
          ++seen.paths;
        }
    }
    REQUIRE(g.answer_index(p.choose(g)).ok());
  });
  events();
}

}  // namespace

TEST_CASE("Player words: no prompt, option or event of any base scenario and class names a script or hook, no path a coordinate",
          "[words][playthrough]") {
  const ContentDb& db = test::base().loaded.db;
  Seen seen;
  int games = 0;
  for (const ScenarioDef& s : db.scenarios)
    for (const ClassDef& c : db.classes)
      if (allows(s, c.id)) {
        INFO("scenario " << s.number << ", " << c.id);
        play(s.number, c.id, seen);
        ++games;
      }
  INFO(games << " games, " << seen.texts << " texts");
  CHECK(games == 84);  // the class and scenario pairs the class rules allow
  CHECK(seen.decision_kinds.size() >= 10);
  CHECK(seen.event_kinds.size() >= 20);
  CHECK(seen.worded > 0);
  CHECK(seen.paths > 0);
}

TEST_CASE("Words: no rule writes a prompt or an option text, the words layer words every question and option of the base game",
          "[words][playthrough]") {
  // The rules set fields and keys only (engine/play/words words them); only a script's question brings
  // its own words.
  const ContentDb& db = test::base().loaded.db;
  std::set<std::string> kinds;
  int decisions = 0;
  for (const ScenarioDef& s : db.scenarios) {
    const ClassDef* cls = nullptr;
    for (const ClassDef& c : db.classes)
      if (!cls && allows(s, c.id)) cls = &c;
    if (!cls) continue;
    GameSetup setup;
    setup.scenario = s.number, setup.class_id = cls->id, setup.seed = 2;
    Game g(db, test::base().lua.get(), setup);
    AutoPlayer p(2);
    play_to_end(g, [&](Game&) {
      const Decision& d = *g.decision();
      const words::Labels labels(db, g.board());
      INFO("scenario " << s.number << ", " << cls->id << ": " << decision_kind_name(d.kind));
      kinds.insert(std::string(decision_kind_name(d.kind)));
      ++decisions;
      if (d.kind != DecisionKind::Script) CHECK(d.prompt.empty());
      CHECK(!words::prompt_words(d, labels).empty());
      for (const Option& o : d.options) {
        INFO(o.key);
        if (d.kind != DecisionKind::Script) CHECK(o.text.empty());
        CHECK(!words::option_words(d, o, labels).empty());
      }
      REQUIRE(g.answer_index(p.choose(g)).ok());
    });
  }
  INFO(decisions << " decisions of " << kinds.size() << " kinds");
  CHECK(kinds.size() >= 12);
}

TEST_CASE("Words: why a monster moves as it does is told from the planner's fields, one whole sentence each",
          "[words]") {
  using K = MonsterTurnKind;
  MonsterTurnWhy why;
  CHECK(words::monster_turn_reason(K::Attacks, why, false) == "It attacks from where it stands.");
  why.moves = true, why.steps_away = true, why.points = 1;
  CHECK(words::monster_turn_reason(K::Attacks, why, false) ==
        "It steps away from the adjacent character so that its ranged attack has no disadvantage (1 movement point).");
  why.steps_away = false, why.points = 2, why.hazards = 1;
  CHECK(words::monster_turn_reason(K::Attacks, why, true) ==
        "It moves to an attack hex with the fewest movement points (2 points) and attacks. It attacks with "
        "disadvantage: it cannot step away and stay in range. No path to an attack hex avoids hazards: it takes one "
        "with the fewest (1 hazard).");
  why = MonsterTurnWhy{};
  why.moves = true, why.tied_goals = 3, why.path_points = 5, why.stays_too = true;
  CHECK(words::monster_turn_reason(K::MovesCloser, why, false) ==
        "It cannot attack this turn: 3 attack hexes tie for the shortest path (5 points); it moves to shorten its path "
        "to one of them, or stays where no reachable hex shortens the path to one.");
  why = MonsterTurnWhy{};
  why.immobilized = true, why.will_attack = true, why.hazards = 2;
  CHECK(words::monster_turn_reason(K::CannotMove, why, false) ==
        "Immobilized: it stays, and cannot attack from where it stands. No path to an attack hex avoids hazards: it "
        "takes one with the fewest (2 hazards).");
  why = MonsterTurnWhy{};
  why.off_map = true, why.hazards = 1;  // without a focus nothing else is told
  CHECK(words::monster_turn_reason(K::NoFocusUnreachable, why, false) == "The monster is not on the map.");
}
