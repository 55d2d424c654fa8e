// Rules: "Move", "Monster Movement", Appendix B "Perform monster abilities".
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

TEST_CASE("[monster-ai] Monster Movement: the fewest movement points needed to attack, not all of them",
          "[monster-ai]") {
  auto s = situation("M . . . C .");
  move_attack(s.in, 5);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {{4, 0}}}}));
}

TEST_CASE("[monster-ai] Monster Movement: already able to attack, it does not move", "[monster-ai]") {
  auto s = situation(". M C .");
  move_attack(s.in, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {{2, 0}}}}));
}

TEST_CASE("[monster-ai] Appendix B: out of reach, it moves toward an attack hex as far as it shortens the path",
          "[monster-ai]") {
  auto s = situation("M . . . . . C");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: equally close hexes, the one that needs the fewest movement points",
          "[monster-ai]") {
  // [1,0] is one point away, the hex after it is difficult: the last point cannot be used.
  auto s = situation("M . ~ . . C");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: several equally good destinations are all offered", "[monster-ai]") {
  //   row 0: [0,0] [1,0] C [2,0] [3,0]
  //   row 1: [0,1] M [1,1] [2,1] [3,1]
  auto s = situation(
      ". . C .\n"
      " M . . .\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {{2, 0}}}, {{1, 1}, {{1, 1}}, {{2, 0}}}}));
}

TEST_CASE("[monster-ai] Appendix B: several equally good paths to one destination are all offered",
          "[monster-ai]") {
  // [1,1] is two steps from M through [1,0] or [0,1]; [0,2] only through [0,1].
  auto s = situation(
      "M . .\n"
      " . . .\n"
      "  . C . .\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{0, 2}, {{0, 1}, {0, 2}}, {{1, 2}}},
                           {{1, 1}, {{0, 1}, {1, 1}}, {{1, 2}}},
                           {{1, 1}, {{1, 0}, {1, 1}}, {{1, 2}}}}));
}

TEST_CASE("[monster-ai] Appendix B: out of reach with ties, every closest hex is offered", "[monster-ai]") {
  // Open ground; the character [2,3] is 5 away. After 2 points, three hexes are 3 away from it:
  // [0,2], [1,1] and [2,0], reached by 1, 2 and 1 paths.
  auto s = situation(
      "M . . .\n"
      " . . . .\n"
      "  . . . .\n"
      "   . . C .\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{0, 2}, {{0, 1}, {0, 2}}, {}},
                           {{1, 1}, {{0, 1}, {1, 1}}, {}},
                           {{1, 1}, {{1, 0}, {1, 1}}, {}},
                           {{2, 0}, {{1, 0}, {2, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Move: monsters move through allies", "[monster-ai]") {
  auto s = situation("M a . C");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Move: a monster cannot end its move in an ally's hex: it stops short", "[monster-ai]") {
  auto s = situation("M . a . . . C");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B: the only shortening hex is an ally's: it does not move", "[monster-ai]") {
  auto s = situation("M a . . . C");
  move_attack(s.in, 1);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::CannotShorten);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}

TEST_CASE("[monster-ai] Move: monsters cannot move through enemies", "[monster-ai]") {
  // The only way past the other enemy figure is around it through the second row.
  auto s = situation(
      "M e . C\n"
      " . . . .\n");
  move_attack(s.in, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  // Attack hexes [2,0], [2,1], [3,1]: [2,0] would be 2 points through e; around it both [2,0] and
  // [2,1] cost 3.
  CHECK(options_of(p) == opts({{{2, 0}, {{0, 1}, {1, 1}, {2, 0}}, {{3, 0}}},
                           {{2, 1}, {{0, 1}, {1, 1}, {2, 1}}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Move: an enemy in a corridor blocks the only path", "[monster-ai]") {
  auto s = situation("M e . C");
  move_attack(s.in, 3);
  CHECK(plan_monster_turn(s.in).kind == K::NoFocusUnreachable);
}

TEST_CASE("[monster-ai] Objectives are obstacles for movement", "[monster-ai]") {
  auto s = situation("M * . C");
  move_attack(s.in, 3);
  CHECK(plan_monster_turn(s.in).kind == K::NoFocusUnreachable);
}

TEST_CASE("[monster-ai] Hazards: a figure in an immobilizing hazard is an obstacle for others", "[monster-ai]") {
  auto s = situation("M b . C");
  move_attack(s.in, 3);
  CHECK(plan_monster_turn(s.in).kind == K::NoFocusUnreachable);
}

TEST_CASE("[monster-ai] Pressure plates are empty hexes: passed and ended on freely", "[monster-ai]") {
  auto s = situation("M _ _ C");
  move_attack(s.in, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Move: standing in a hazard does not count, leaving it is free", "[monster-ai]") {
  auto s = situation("m . . C");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}));
  CHECK(p.why.hazards == 0);
}
