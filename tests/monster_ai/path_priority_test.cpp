// Rules: "Path Priority", "Difficult Terrain", Appendix B "Find path".
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

namespace {
// A short way through a hazard ([1,2]) and a long hazard-free way over the top row.
//   row 0: [0,0] .. [4,0]
//   row 1: [0,1] . [1,1]..[3,1] obstacles [4,1] .
//   row 2: [0,2] M [1,2] hazard [2,2] [3,2] . [4,2] C
const char* kDetour =
    ". . . . .\n"
    " . # # # .\n"
    "  M ^ . . C\n";
}  // namespace

TEST_CASE("[monster-ai] Path Priority: fewest hazards first, even if it cannot attack this turn", "[monster-ai]") {
  // Through the hazard it would attack this turn ([3,2], 3 points); it takes the 6-hex way instead.
  auto s = situation(kDetour);
  move_attack(s.in, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{2, 0}, {{0, 1}, {1, 0}, {2, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Path Priority: the longer hazard-free path is followed to the attack", "[monster-ai]") {
  auto s = situation(kDetour);
  move_attack(s.in, 6);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{4, 1}, {{0, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}}, {{4, 2}}}}));
}

TEST_CASE("[monster-ai] Path Priority: through a hazard only when no other path exists", "[monster-ai]") {
  auto s = situation(
      ". . . . .\n"
      " # # # # .\n"
      "  M ^ . . C\n");
  move_attack(s.in, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{3, 2}, {{1, 2}, {2, 2}, {3, 2}}, {{4, 2}}}}));
  CHECK(p.why.hazards > 0);
}

TEST_CASE("[monster-ai] Path Priority: hazards beyond this turn's movement still count", "[monster-ai]") {
  // The short way has its hazard at [2,2], out of reach this turn; the first step already differs.
  auto s = situation(
      ". . . . .\n"
      " . # # # .\n"
      "  M . ^ . C\n");
  move_attack(s.in, 1);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{0, 1}, {{0, 1}}, {}}}));
}

TEST_CASE("[monster-ai] Path Priority: with hazards on every path, the one with the fewest", "[monster-ai]") {
  // Top row: one hazard, 6 hexes. Bottom row: two hazards, 3 hexes.
  auto s = situation(
      ". ^ . . .\n"
      " . # # # .\n"
      "  M ^ ^ . C\n");
  move_attack(s.in, 6);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{4, 1}, {{0, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}}, {{4, 2}}}}));
}

TEST_CASE("[monster-ai] Appendix B: a movement path that triggers the fewest negative hexes", "[monster-ai]") {
  // [1,1] can be reached in 2 points over [1,0] (hazard) or [0,1]: only the second is offered.
  auto s = situation(
      "M ^ . .\n"
      " . . . .\n"
      "  . C . .\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  // Attack hexes at 2 points: [1,1] and [0,2]; [2,1] needs 3.
  CHECK(options_of(p) == opts({{{0, 2}, {{0, 1}, {0, 2}}, {{1, 2}}}, {{1, 1}, {{0, 1}, {1, 1}}, {{1, 2}}}}));
}

TEST_CASE("[monster-ai] Difficult terrain costs 2 movement points", "[monster-ai]") {
  auto s = situation("M ~ . C");
  move_attack(s.in, 2);
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {}}}));

  move_attack(s.in, 3);
  p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Focus: the shortest path counts difficult terrain, not hexes", "[monster-ai]") {
  // Straight over two difficult hexes costs 5; around them costs 4.
  //   row 0: [0,0] M [1,0] ~ [2,0] ~ [3,0] . [4,0] C
  //   row 1: [0,1]..[3,1] featureless
  auto s = situation(
      "M ~ ~ . C\n"
      " . . . .\n");
  move_attack(s.in, 4);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  // Attack hexes [3,0] and [3,1], both 4 points away along the bottom row; over the top row 5.
  CHECK(options_of(p) == opts({{{3, 0}, {{0, 1}, {1, 1}, {2, 1}, {3, 0}}, {{4, 0}}},
                           {{3, 1}, {{0, 1}, {1, 1}, {2, 1}, {3, 1}}, {{4, 0}}}}));
}

TEST_CASE("[monster-ai] Appendix B: no move when it cannot shorten its path (difficult terrain)", "[monster-ai]") {
  auto s = situation("M ~ . C");
  move_attack(s.in, 1);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::CannotShorten);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: equally short moves, the one that triggers fewer hazards now", "[monster-ai]") {
  // The only attack hex is [2,1]; both ways round the obstacles cross one hazard and cost 3. After
  // one point, [1,0] (a hazard) and [0,2] are both 2 from it: it takes [0,2] and meets its hazard
  // later.
  //   row 0: [0,0] . [1,0] ^ [2,0] . [3,0] #
  //   row 1: [0,1] M [1,1] # [2,1] . [3,1] C
  //   row 2: [0,2] . [1,2] ^ [2,2] # [3,2] .
  auto s = situation(
      ". ^ . #\n"
      " M # . C\n"
      "  . ^ # .\n");
  move_attack(s.in, 1);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{0, 2}, {{0, 2}}, {}}}));
}

TEST_CASE("[monster-ai] Path Priority: a hazard on the chosen path is entered when the move goes past it",
          "[monster-ai]") {
  // No way avoids [2,0]; it does not stop in front of it, the hazard is part of its path.
  auto s = situation("M . ^ . . C");
  move_attack(s.in, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {}}}));
}
