// Scenarios 5-12 and the Mindthief, Silent Knife and Tinkerer, loaded from base_content: each
// special rule seen happening in a game, the class branches, and each new class playing scenario 1
// to the end.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <set>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "tests/support/events.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/play.h"

using namespace bnb;

namespace {

const ScenarioDef& scenario(int number) {
  const auto& all = test::base().loaded.db.scenarios;
  const auto it = std::find_if(all.begin(), all.end(), [&](const ScenarioDef& s) { return s.number == number; });
  REQUIRE(it != all.end());
  return *it;
}

bool has_condition(const Figure& f, Condition c) { return (f.conditions & bit(c)) != 0; }

int monster_type(const std::string& id) {
  const auto& all = test::base().loaded.db.monsters;
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i].id == id) return int(i);
  return -1;
}

int alive_of(const Board& b, int type) {
  int n = 0;
  for (const Figure& f : b.figures) n += f.alive && f.kind == FigureKind::Monster && f.type == type;
  return n;
}

// Scenario 8: where the next centipede should appear, by the letter the cycle has reached.
Hex letter_hex(const Board& b, char letter) {
  const std::vector<Hex> hexes = b.map.letters(letter);
  REQUIRE(hexes.size() == 1);
  return hexes[0];
}

}  // namespace

TEST_CASE("[content] campaign links from scenario 3 to 12 follow the reference data", "[content][campaign]") {
  CHECK(scenario(3).next == std::vector<int>{5});
  CHECK(scenario(4).next == std::vector<int>{5});
  CHECK(scenario(5).next == std::vector<int>{6, 7});
  CHECK(scenario(6).next == std::vector<int>{8, 9});
  CHECK(scenario(7).next == std::vector<int>{8});
  CHECK(scenario(8).next == std::vector<int>{10});
  CHECK(scenario(9).next == std::vector<int>{10});
  CHECK(scenario(10).next == std::vector<int>{11, 12});
  CHECK(scenario(5).rewards == std::vector<int>{11, 12});
  CHECK(scenario(12).rewards == std::vector<int>{25, 26});
}

TEST_CASE("[content] class branches: 6/7 Mindthief, 8/9 Silent Knife, 11/12 Tinkerer", "[content][campaign]") {
  const ContentDb& db = test::base().loaded.db;
  CHECK(is_class_rule(check_setup(db, test::game_setup(6, "mindthief", 1))));
  CHECK(check_setup(db, test::game_setup(6, "bruiser", 1)) == SetupProblem::None);
  CHECK(check_setup(db, test::game_setup(7, "mindthief", 1)) == SetupProblem::None);
  CHECK(is_class_rule(check_setup(db, test::game_setup(7, "tinkerer", 1))));
  CHECK(is_class_rule(check_setup(db, test::game_setup(8, "silent-knife", 1))));
  CHECK(check_setup(db, test::game_setup(9, "silent-knife", 1)) == SetupProblem::None);
  CHECK(is_class_rule(check_setup(db, test::game_setup(9, "spellweaver", 1))));
  CHECK(is_class_rule(check_setup(db, test::game_setup(11, "tinkerer", 1))));
  CHECK(check_setup(db, test::game_setup(12, "tinkerer", 1)) == SetupProblem::None);
  CHECK(is_class_rule(check_setup(db, test::game_setup(12, "mindthief", 1))));
}

// Living rules, scenario 8: from round 2, at the start of each round, one Venomous Centipede
// spawns while fewer than three are alive, on A, then B, then C, then A again.
TEST_CASE("[content] scenario 8 spawns centipedes from round 2 cycling A, B, C", "[content][scenario8]") {
  const int centipede = monster_type("venomous-centipede");
  REQUIRE(centipede >= 0);
  bool seen_full_cycle = false;
  for (uint64_t seed = 1; seed <= 20 && !seen_full_cycle; ++seed) {
    Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(8, "bruiser", seed));
    AutoPlayer p(seed);
    std::vector<Hex> spawns;
    std::vector<int> rounds;
    int round = 0;
    play_to_end(g, [&](Game&) {
      REQUIRE(g.answer_index(p.choose(g)).ok());
      for (const Event& e : g.take_events()) {
        if (const auto* failed = e.get<ScriptFailed>()) FAIL(failed->failure->message);
        if (const auto* started = e.get<RoundStarted>()) round = started->round;
        const auto* spawned = e.get<MonsterSpawned>();
        if (!spawned) continue;
        CHECK(g.board().fig(spawned->figure).type == centipede);
        spawns.push_back(spawned->hex);
        rounds.push_back(round);
        CHECK(alive_of(g.board(), centipede) <= 3);
      }
    });
    if (spawns.empty()) continue;
    CHECK(rounds.front() >= 2);
    for (size_t i = 1; i < rounds.size(); ++i) CHECK(rounds[i] > rounds[i - 1]);  // one per round at most
    // Each spawn stands on its letter of the cycle, or next to it when the letter was taken.
    const char cycle[] = {'A', 'B', 'C'};
    for (size_t i = 0; i < spawns.size(); ++i) {
      INFO("spawn " << i + 1 << " in round " << rounds[i]);
      CHECK(distance(spawns[i], letter_hex(g.board(), cycle[i % 3])) <= 1);
    }
    seen_full_cycle = spawns.size() >= 3;  // A, B and C
  }
  CHECK(seen_full_cycle);
}

// Living rules, scenario 8: the goal is met by ending a turn on each pressure plate. A player that
// walks to the nearest switch not yet pressed (and otherwise plays like the built-in player) wins
// some games; every win has a turn of the character ended on each of the three plates.
TEST_CASE("[content] scenario 8 is won by ending turns on the three switches", "[content][scenario8]") {
  int wins = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(8, "spellweaver", seed));
    AutoPlayer p(seed);
    const std::vector<Hex> plates = g.board().map.letters('P');
    REQUIRE(plates.size() == 3);
    std::set<std::pair<int, int>> pressed;
    Hex hero_at = g.board().fig(g.board().character()).hex;
    play_to_end(g, [&](Game&) {
      const Decision& d = *g.decision();
      int choice = p.choose(g);
      if (d.kind == DecisionKind::MoveDestination) {
        int best = 1 << 20;
        for (size_t i = 0; i < d.options.size(); ++i) {
          const Option& o = d.options[i];
          const Hex h = o.hex.value_or(hero_at);
          for (Hex plate : plates)
            if (!pressed.contains({plate.q, plate.r}) && distance(h, plate) < best) best = distance(h, plate), choice = int(i);
        }
      }
      REQUIRE(g.answer_index(choice).ok());
      for (const Event& e : g.take_events()) {
        if (const auto* failed = e.get<ScriptFailed>()) FAIL(failed->failure->message);
        if (const auto* moved = e.get<FigureMoved>(); moved && moved->figure == g.board().character())
          hero_at = moved->to;
        const auto* ended = e.get<TurnEnded>();
        if (ended && ended->figure == g.board().character() &&
            std::find(plates.begin(), plates.end(), hero_at) != plates.end())
          pressed.insert({hero_at.q, hero_at.r});
      }
    });
    REQUIRE(g.over());
    if (g.outcome() == Outcome::Won) {
      ++wins;
      CHECK(pressed.size() == 3);
    }
  }
  CHECK(wins >= 1);
}

// GHS scenarios/10.json: at the start of round 1 all monsters gain Invisible.
TEST_CASE("[content] scenario 10 makes every monster invisible in round 1", "[content][scenario10]") {
  Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(10, "spellweaver", 1));
  AutoPlayer p(1);
  std::set<FigureId> invisible_in_round_1;
  int monsters = 0;
  for (const Figure& f : g.board().figures) monsters += f.kind == FigureKind::Monster;
  REQUIRE(monsters == 3);
  int round = 0, n = 0;
  while (!g.over() && g.decision() && round <= 2 && n++ < 2000) {
    REQUIRE(g.answer_index(p.choose(g)).ok());
    for (const Event& e : g.take_events()) {
      if (const auto* started = e.get<RoundStarted>()) round = started->round;
      const auto* gained = e.get<ConditionGained>();
      if (gained && gained->condition == Condition::Invisible && round == 1 &&
          g.board().fig(gained->figure).kind == FigureKind::Monster)
        invisible_in_round_1.insert(gained->figure);
    }
  }
  CHECK(int(invisible_in_round_1.size()) == monsters);
  // Round 1 only: by round 2 the rule has worn off (Invisible ends after each monster's turn).
  if (!g.over() && round >= 2)
    for (const Figure& f : g.board().figures)
      if (f.alive && f.kind == FigureKind::Monster) CHECK_FALSE(has_condition(f, Condition::Invisible));
}

// GHS scenarios/11.json: the character starts Muddled (a scenario effect).
TEST_CASE("[content] scenario 11 starts the character muddled", "[content][scenario11]") {
  for (const std::string cls : {"bruiser", "mindthief", "silent-knife"}) {
    Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(11, cls, 1));
    AutoPlayer p(1);
    // Past the choices made before the scenario starts (upgrades, items) to the first card selection.
    int n = 0;
    while (g.decision() && g.decision()->kind != DecisionKind::SelectCards && n++ < 50)
      REQUIRE(g.answer_index(p.choose(g)).ok());
    REQUIRE(g.decision());
    CHECK(g.board().round == 1);
    CHECK(has_condition(g.board().fig(g.board().character()), Condition::Muddle));
  }
}

// Each new class plays scenario 1 to the end with the built-in player, with no script error.
TEST_CASE("[content] the Mindthief, Silent Knife and Tinkerer play scenario 1 to the end", "[content][playthrough]") {
  for (const std::string cls : {"mindthief", "silent-knife", "tinkerer"})
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      INFO(cls << " seed " << seed);
      Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(1, cls, seed));
      AutoPlayer p(seed);
      play_to_end(g, [&](Game&) {
        REQUIRE(g.answer_index(p.choose(g)).ok());
        for (const Event& e : g.take_events()) CHECK_FALSE(e.is<ScriptFailed>());
      });
      CHECK(g.over());
    }
}
