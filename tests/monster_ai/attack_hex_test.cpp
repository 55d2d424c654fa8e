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
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

TEST_CASE("[monster-ai] Focus: the attack hex with the shortest path, tied ones each with their own best moves",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      // By the top, [2,0] is 4 points away, but the two allies on the way leave no hex to stop in.
      // By the bottom, [0,1] is 5 points away (difficult terrain at [0,2]). Moving 2 along the bottom
      // would leave 3 points to [0,1] but 6 to [2,0], the attack hex it moves toward: it stays.
      {.rule = "Focus: a monster never ends farther from the attack hex with the shortest path",
       .map = "  C . . a\n"
              " . # # # a\n"
              "  ~ . . M\n",
       .move = 2, .kind = K::CannotShorten, .options = {{{3, 2}, {}, {}}}},
      // Both attack hexes are 5 points away. Toward [2,0] the difficult hex [4,0] stops it after 1
      // point (4 left); toward [0,1] it moves 2 (3 left). Both are the player's choice, although the
      // second ends closer to an attack hex.
      {.rule = "Appendix B: tied attack hexes each give their own best moves",
       .map = "  C . . ~\n"
              " . # # # .\n"
              "  ~ . . M\n",
       .move = 2, .kind = K::MovesCloser, .options = {{{1, 2}, {{2, 2}, {1, 2}}, {}}, {{4, 1}, {{4, 1}}, {}}}},
      // Both attack hexes are 4 points away. The allies on the top leave no hex that shortens the path
      // to [2,0], so for that one it stays; for [0,1] it moves 2 along the bottom.
      {.rule = "Appendix B: a tied attack hex it cannot get closer to offers staying",
       .map = "  C . . a\n"
              " . # # # a\n"
              "  . . . M\n",
       .move = 2, .kind = K::MovesCloser, .options = {{{1, 2}, {{2, 2}, {1, 2}}, {}}, {{3, 2}, {}, {}}},
       .holds = [](const MonsterTurnPlan& p) { return p.why.stays_too; }},
      // Range 2: [3,0], [2,1] and [1,2] are the attack hexes 3 points from M. With 1 point, [1,0]
      // shortens the path to the first two and [0,1] to the third.
      {.rule = "Appendix B: tied ranged attack hexes each give the hex that shortens the path to them",
       .map = "M . . . .\n"
              " . # . . .\n"
              "  . . . C .\n",
       .move = 1, .kind = K::MovesCloser, .options = {{{0, 1}, {{0, 1}}, {}}, {{1, 0}, {{1, 0}}, {}}}, .range = 2},
      // Three attack hexes tie at 3 points and one hazard: [3,0] only by the top, [2,2] only by the
      // bottom, [2,1] both ways. Toward [3,0] its first point enters the hazard [1,0]; toward the other
      // two, [0,2] is as close and meets its hazard later. Both moves are offered.
      //   row 0: [0,0] . [1,0] ^ [2,0] . [3,0] .
      //   row 1: [0,1] M [1,1] # [2,1] . [3,1] C
      //   row 2: [0,2] . [1,2] ^ [2,2] . [3,2] .
      {.rule = "Appendix B: fewer hazards now is a tie-break toward one attack hex, not between tied ones",
       .map = ". ^ . .\n"
              " M # . C\n"
              "  . ^ . .\n",
       .move = 1, .kind = K::MovesCloser, .options = {{{0, 2}, {{0, 2}}, {}}, {{1, 0}, {{1, 0}}, {}}}},
  })));
}

}  // namespace bnb::test
