// Undo (engine/play/game/undo.h): taking back answers replays the setup with the answers that stand, so
// the game after an undo is the game that never had the undone answers; honest undo stops at the
// last roll of the dice.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "engine/play/bots/auto_player.h"
#include "engine/play/game/play_to_end.h"
#include "engine/play/game/replay.h"
#include "engine/play/game/undo.h"
#include "tests/support/base_content.h"

using namespace bnb;

namespace {

GameSetup setup(int scenario, const std::string& cls, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = cls, s.seed = seed;
  for (const ItemDef& it : test::base().loaded.db.items) s.items_available.push_back(it.number);
  return s;
}

Game new_game(const GameSetup& s) { return Game(test::base().loaded.db, test::base().lua.get(), s); }

// The first class a scenario allows, from the ones every test knows.
const char* class_for(int scenario) {
  for (const char* c : {"bruiser", "tinkerer", "spellweaver", "mindthief", "silent-knife", "cragheart"}) {
    GameSetup s = setup(scenario, c, 1);
    if (check_setup(test::base().loaded.db, s) == SetupProblem::None) return c;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("[undo] taking back one answer restores the game before it, at every decision kind", "[undo]") {
  std::map<DecisionKind, int> undone;  // kind -> how many times an answer to it was taken back
  const ContentDb& db = test::base().loaded.db;
  for (const ScenarioDef& sc : db.scenarios) {
    const char* cls = class_for(sc.number);
    if (!cls) continue;
    Game g = new_game(setup(sc.number, cls, 3));
    AutoPlayer p(3);
    std::set<DecisionKind> seen;  // per game, the first answer of each kind is taken back
    play_to_end(g, [&](Game&) {
      const DecisionKind kind = g.decision()->kind;
      const int pick = p.choose(g);
      if (seen.insert(kind).second) {
        const GameState before = g.state();
        const uint64_t hash = g.hash();
        Game after = g;
        REQUIRE(after.answer_index(pick).ok());
        REQUIRE(undoable(after, test::base().lua.get(), UndoMode::Free) == before.history.size() + 1);
        Game back = undo_answers(after, test::base().lua.get(), 1);
        CHECK(back.hash() == hash);
        CHECK(back.state() == before);
        REQUIRE(back.decision());
        CHECK(back.decision()->kind == kind);
        CHECK(back.decision()->options.size() == g.decision()->options.size());
        ++undone[kind];
      }
      REQUIRE(g.answer_index(pick).ok());
    });
  }
  // Every kind the base scenarios asked the built-in player was taken back at least once; the
  // common ones of every scenario must be among them (a card's "may" abilities are chosen with its
  // action: PerformAbility is no longer one of them).
  for (DecisionKind k : {DecisionKind::EquipItems, DecisionKind::SelectCards, DecisionKind::ChooseAction,
                         DecisionKind::MoveDestination, DecisionKind::ChooseTarget})
    CHECK(undone.count(k) == 1);
  CAPTURE(undone.size());
  CHECK(undone.size() >= 10);
}

TEST_CASE("[undo] honest undo goes back to the last roll of the dice and no further", "[undo]") {
  ScriptHost* lua = test::base().lua.get();
  Game g = new_game(setup(1, "bruiser", 5));
  AutoPlayer p(5);
  int rolls_checked = 0, quiet_checked = 0;
  play_to_end(g, [&](Game&) {
    const uint64_t rng_before = g.board().rng.state;
    const size_t before = undoable(g, lua, UndoMode::Honest);
    REQUIRE(g.answer_index(p.choose(g)).ok());
    if (g.over()) return false;
    const size_t now = undoable(g, lua, UndoMode::Honest);
    CHECK(undoable(g, lua, UndoMode::Free) == g.state().history.size());
    if (g.board().rng.state != rng_before) {
      // The answer revealed a roll: it cannot be taken back honestly.
      CHECK(now == 0);
      ++rolls_checked;
    } else {
      // Nothing rolled: this answer and the ones before it since the last roll can be.
      CHECK(now == before + 1);
      ++quiet_checked;
      // And taking them all back lands where the dice last rolled, not earlier.
      Game back = undo_answers(g, lua, now);
      CHECK(back.board().rng.state == g.board().rng.state);
      CHECK(undoable(back, lua, UndoMode::Honest) == 0);
    }
    return !(rolls_checked > 10 && quiet_checked > 20);  // enough seen: stop
  });
  CHECK(rolls_checked >= 10);
  CHECK(quiet_checked >= 20);
}

TEST_CASE("[undo] a game with undos replays to the same hash as the game played without the undone answers", "[undo]") {
  ScriptHost* lua = test::base().lua.get();
  const GameSetup s = setup(2, "bruiser", 11);
  Game g = new_game(s);
  AutoPlayer p(11);
  int undos = 0;
  int n = 0;  // decisions answered
  play_to_end(g, [&](Game&) {
    const Decision& d = *g.decision();
    // Every seventh decision: answer with another option first, then take it back.
    if (n % 7 == 3 && d.options.size() > 1) {
      const int pick = p.choose(g);
      const int other = (pick + 1) % int(d.options.size());
      REQUIRE(g.answer_index(other).ok());
      g = undo_answers(g, lua, 1);
      ++undos;
    }
    REQUIRE(g.answer_index(p.choose(g)).ok());
    ++n;
  });
  REQUIRE(g.over());
  REQUIRE(undos > 5);
  // The answers that stand, as a replay file keeps them, played from the setup.
  Replay r;
  r.setup = s;
  Game plain = new_game(s);
  for (const std::string& key : g.answer_keys()) {
    REQUIRE(plain.answer(key).ok());
    r.steps.push_back({plain.hash(), key});
  }
  r.final_hash = plain.hash();
  CHECK(plain.hash() == g.hash());
  const ReplayCheck check = run_replay(test::base().loaded.db, lua, r);
  CHECK(check.ok);
  CHECK(check.final_hash == g.hash());
}

TEST_CASE("[undo] the modes are named honest and free", "[undo]") {
  CHECK(parse_undo_mode("honest") == UndoMode::Honest);
  CHECK(parse_undo_mode("free") == UndoMode::Free);
  CHECK_FALSE(parse_undo_mode("sometimes"));
  CHECK(undo_mode_name(UndoMode::Free) == "free");
}
