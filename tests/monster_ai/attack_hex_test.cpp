// Rules: "Focus" (the shortest path to a hex from which it can attack), Appendix B "Find path" and
// "Perform monster abilities" (end with a shorter path to that attack hex, or do not move; still
// ambiguous: you decide).
//
// The maps are a ring of ten hexes around a wall, so that the character's two attack hexes lie in
// opposite directions:
//     C [2,0] [3,0] [4,0]
//  [0,1]  #  #  #  [4,1]
//     [0,2] [1,2] [2,2] M
// C is at [1,0]; its attack hexes are [2,0] (by the top) and [0,1] (by the bottom).
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

TEST_CASE("[monster-ai] Focus: a monster never ends farther from the attack hex with the shortest path",
          "[monster-ai]") {
  // By the top, [2,0] is 4 points away, but the two allies on the way leave no hex to stop in.
  // By the bottom, [0,1] is 5 points away (difficult terrain at [0,2]). Moving 2 along the bottom
  // would leave 3 points to [0,1] but 6 to [2,0], the attack hex it moves toward: it stays.
  auto s = situation(
      "  C . . a\n"
      " . # # # a\n"
      "  ~ . . M\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::CannotShorten);
  CHECK(options_of(p) == opts({{{3, 2}, {}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: tied attack hexes each give their own best moves", "[monster-ai]") {
  // Both attack hexes are 5 points away. Toward [2,0] the difficult hex [4,0] stops it after 1
  // point (4 left); toward [0,1] it moves 2 (3 left). Both are the player's choice, although the
  // second ends closer to an attack hex.
  auto s = situation(
      "  C . . ~\n"
      " . # # # .\n"
      "  ~ . . M\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 2}, {{2, 2}, {1, 2}}, {}}, {{4, 1}, {{4, 1}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: a tied attack hex it cannot get closer to offers staying",
          "[monster-ai]") {
  // Both attack hexes are 4 points away. The allies on the top leave no hex that shortens the path
  // to [2,0], so for that one it stays; for [0,1] it moves 2 along the bottom.
  auto s = situation(
      "  C . . a\n"
      " . # # # a\n"
      "  . . . M\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 2}, {{2, 2}, {1, 2}}, {}}, {{3, 2}, {}, {}}}));
  CHECK(p.why.stays_too);
}

TEST_CASE("[monster-ai] Appendix B: tied ranged attack hexes each give the hex that shortens the path to them",
          "[monster-ai]") {
  // Range 2: [3,0], [2,1] and [1,2] are the attack hexes 3 points from M. With 1 point, [1,0]
  // shortens the path to the first two and [0,1] to the third.
  auto s = situation(
      "M . . . .\n"
      " . # . . .\n"
      "  . . . C .\n");
  move_attack(s.in, 1, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{0, 1}, {{0, 1}}, {}}, {{1, 0}, {{1, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: fewer hazards now is a tie-break toward one attack hex, not between tied ones",
          "[monster-ai]") {
  // Three attack hexes tie at 3 points and one hazard: [3,0] only by the top, [2,2] only by the
  // bottom, [2,1] both ways. Toward [3,0] its first point enters the hazard [1,0]; toward the other
  // two, [0,2] is as close and meets its hazard later. Both moves are offered.
  //   row 0: [0,0] . [1,0] ^ [2,0] . [3,0] .
  //   row 1: [0,1] M [1,1] # [2,1] . [3,1] C
  //   row 2: [0,2] . [1,2] ^ [2,2] . [3,2] .
  auto s = situation(
      ". ^ . .\n"
      " M # . C\n"
      "  . ^ . .\n");
  move_attack(s.in, 1);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{0, 2}, {{0, 2}}, {}}, {{1, 0}, {{1, 0}}, {}}}));
}
