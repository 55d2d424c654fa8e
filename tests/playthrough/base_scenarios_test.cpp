#include <catch2/catch.hpp>

#include <memory>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/play.h"

using namespace bnb;

namespace {

struct Result {
  Outcome outcome;
  int rounds;
  uint64_t hash;
  std::vector<uint16_t> answers;
};

Result play_auto(int scenario, const std::string& cls, uint64_t seed) {
  Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(scenario, cls, seed));
  AutoPlayer p(seed);
  test::play_to_end_checked(g, p);
  REQUIRE(g.over());
  return {g.outcome(), g.board().round, g.hash(), g.state().history};
}

// Plays 20 seeds with the built-in player, replays each from its answers, and checks that the
// player still wins at least `min_wins` of them (a guard against a weaker player or harder content).
void play_and_replay(int scenario, const std::string& cls, int min_wins) {
  REQUIRE_FALSE(test::base().loaded.diags.has_errors());
  int won = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const Result r = play_auto(scenario, cls, seed);
    won += r.outcome == Outcome::Won;
    Game again(test::base().loaded.db, test::base().lua.get(), test::game_setup(scenario, cls, seed));
    for (uint16_t a : r.answers) REQUIRE(again.answer_index(a).ok());
    CHECK(again.over());
    CHECK(again.outcome() == r.outcome);
    CHECK(again.board().round == r.rounds);
    CHECK(again.hash() == r.hash);
  }
  INFO("won " << won << " of 20");
  CHECK(won >= min_wins);
}

}  // namespace

TEST_CASE("[content] base mod loads without errors: 20 scenarios, 6 classes, 42 items, 20 monster types", "[content][base]") {
  INFO(test::base().loaded.diags.str());
  CHECK_FALSE(test::base().loaded.diags.has_errors());
  CHECK(test::base().loaded.db.scenarios.size() == 20);
  CHECK(test::base().loaded.db.classes.size() == 6);
  CHECK(test::base().loaded.db.items.size() == 42);
  CHECK(test::base().loaded.db.monsters.size() == 20);
}

TEST_CASE("[content] scenario 1 with the Bruiser: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(1, "bruiser", 13); }
TEST_CASE("[content] scenario 1 with the Spellweaver: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(1, "spellweaver", 11); }
TEST_CASE("[content] scenario 1 with the Cragheart: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(1, "cragheart", 9); }
TEST_CASE("[content] scenario 2 with the Bruiser: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(2, "bruiser", 6); }
TEST_CASE("[content] scenario 2 with the Spellweaver: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(2, "spellweaver", 5); }
TEST_CASE("[content] scenario 3 with the Spellweaver: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(3, "spellweaver", 4); }
TEST_CASE("[content] scenario 4 with the Bruiser: 20 seeds to the end, replayed", "[content][playthrough]") { play_and_replay(4, "bruiser", 4); }

TEST_CASE("[content] scenario class rules: 3 refuses the Bruiser, 4 refuses the Spellweaver", "[content]") {
  GameSetup s;
  s.scenario = 3, s.class_id = "bruiser";
  CHECK(check_setup(test::base().loaded.db, s) == SetupProblem::ClassExcluded);
  CHECK(setup_problem_text(test::base().loaded.db, s, SetupProblem::ClassExcluded) ==
        "scenario 3 (In the Walls) cannot be played by the Bruiser");
  s.scenario = 4, s.class_id = "spellweaver";
  CHECK(check_setup(test::base().loaded.db, s) == SetupProblem::ClassNotAllowed);
  CHECK(setup_problem_text(test::base().loaded.db, s, SetupProblem::ClassNotAllowed).starts_with(
      "scenario 4 (Barging In) cannot be played by the Spellweaver: only by bruiser"));
  s.class_id = "bruiser";
  CHECK(check_setup(test::base().loaded.db, s) == SetupProblem::None);
}
