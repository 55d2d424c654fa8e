// Rules: "Move", "Monster Movement", Appendix B "Perform monster abilities".
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

TEST_CASE("[monster-ai] Monster Movement: the fewest movement points needed to attack, none when already able to",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"the fewest movement points needed to attack, not all of them", "M . . . C .", 5, false, false, K::Attacks,
       {{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {{4, 0}}}}},
      {"already able to attack, it does not move", ". M C .", 3, false, false, K::Attacks, {{{1, 0}, {}, {{2, 0}}}}},
  })));
}

TEST_CASE("[monster-ai] Appendix B: out of reach it moves closer by the fewest points, every equally good destination and path offered",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"out of reach, it moves toward an attack hex as far as it shortens the path", "M . . . . . C", 2, false, false,
       K::MovesCloser, {{{2, 0}, {{1, 0}, {2, 0}}, {}}}},
      // [1,0] is one point away, the hex after it is difficult: the last point cannot be used.
      {"equally close hexes, the one that needs the fewest movement points", "M . ~ . . C", 2, false, false, K::MovesCloser,
       {{{1, 0}, {{1, 0}}, {}}}},
      // row 0: [0,0] [1,0] C [2,0] [3,0]; row 1: [0,1] M [1,1] [2,1] [3,1]
      {"several equally good destinations are all offered", ". . C .\n M . . .\n", 2, false, false, K::Attacks,
       {{{1, 0}, {{1, 0}}, {{2, 0}}}, {{1, 1}, {{1, 1}}, {{2, 0}}}}},
      // [1,1] is two steps from M through [1,0] or [0,1]; [0,2] only through [0,1].
      {"several equally good paths to one destination are all offered", "M . .\n . . .\n  . C . .\n", 2, false, false,
       K::Attacks,
       {{{0, 2}, {{0, 1}, {0, 2}}, {{1, 2}}}, {{1, 1}, {{0, 1}, {1, 1}}, {{1, 2}}}, {{1, 1}, {{1, 0}, {1, 1}}, {{1, 2}}}}},
      // Open ground; the character [2,3] is 5 away. After 2 points, three hexes are 3 away from it:
      // [0,2], [1,1] and [2,0], reached by 1, 2 and 1 paths.
      {"out of reach with ties, every closest hex is offered", "M . . .\n . . . .\n  . . . .\n   . . C .\n", 2, false,
       false, K::MovesCloser,
       {{{0, 2}, {{0, 1}, {0, 2}}, {}}, {{1, 1}, {{0, 1}, {1, 1}}, {}}, {{1, 1}, {{1, 0}, {1, 1}}, {}},
        {{2, 0}, {{1, 0}, {2, 0}}, {}}}},
      {"the only shortening hex is an ally's: it does not move", "M a . . . C", 1, false, false, K::CannotShorten,
       {{{0, 0}, {}, {}}}},
  })));
}

TEST_CASE("[monster-ai] Move: through allies but not ending on one, never through enemies, a hazard stood in is free",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"monsters move through allies", "M a . C", 2, false, false, K::Attacks, {{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}},
      {"a monster cannot end its move in an ally's hex: it stops short", "M . a . . . C", 2, false, false, K::MovesCloser,
       {{{1, 0}, {{1, 0}}, {}}}},
      // The only way past the other enemy figure is around it through the second row. Attack hexes
      // [2,0], [2,1], [3,1]: [2,0] would be 2 points through e; around it both [2,0] and [2,1] cost 3.
      {"monsters cannot move through enemies", "M e . C\n . . . .\n", 3, false, false, K::Attacks,
       {{{2, 0}, {{0, 1}, {1, 1}, {2, 0}}, {{3, 0}}}, {{2, 1}, {{0, 1}, {1, 1}, {2, 1}}, {{3, 0}}}}},
      {"an enemy in a corridor blocks the only path", "M e . C", 3, false, false, K::NoFocusUnreachable, {}},
      {"standing in a hazard does not count, leaving it is free", "m . . C", 2, false, false, K::Attacks,
       {{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}, 0},
  })));
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

}  // namespace bnb::test
