// Rules: "Path Priority", "Difficult Terrain", Appendix B "Find path".
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

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

TEST_CASE("[monster-ai] Path Priority: the fewest hazards first, counted to the attack hex, entered when the path goes past one, through one only when no other path exists",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      // Through the hazard it would attack this turn ([3,2], 3 points); it takes the 6-hex way instead.
      {"fewest hazards first, even if it cannot attack this turn", kDetour, 3, false, false, K::MovesCloser,
       {{{2, 0}, {{0, 1}, {1, 0}, {2, 0}}, {}}}},
      {"the longer hazard-free path is followed to the attack", kDetour, 6, false, false, K::Attacks,
       {{{4, 1}, {{0, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}}, {{4, 2}}}}},
      // The short way has its hazard at [2,2], out of reach this turn; the first step already differs.
      {"hazards beyond this turn's movement still count", ". . . . .\n . # # # .\n  M . ^ . C\n", 1, false, false,
       K::MovesCloser, {{{0, 1}, {{0, 1}}, {}}}},
      // Top row: one hazard, 6 hexes. Bottom row: two hazards, 3 hexes.
      {"with hazards on every path, the one with the fewest", ". ^ . . .\n . # # # .\n  M ^ ^ . C\n", 6, false, false,
       K::Attacks, {{{4, 1}, {{0, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}}, {{4, 2}}}}},
      // No way avoids [2,0]; it does not stop in front of it, the hazard is part of its path.
      {"a hazard on the chosen path is entered when the move goes past it", "M . ^ . . C", 3, false, false, K::MovesCloser,
       {{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {}}}},
      {"through a hazard only when no other path exists", ". . . . .\n # # # # .\n  M ^ . . C\n", 3, false, false,
       K::Attacks, {{{3, 2}, {{1, 2}, {2, 2}, {3, 2}}, {{4, 2}}}}, 1},
  })));
}

TEST_CASE("[monster-ai] Appendix B: the path that triggers the fewest negative hexes, now too, and no move when it cannot shorten its path",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      // [1,1] can be reached in 2 points over [1,0] (hazard) or [0,1]: only the second is offered.
      // Attack hexes at 2 points: [1,1] and [0,2]; [2,1] needs 3.
      {"a movement path that triggers the fewest negative hexes", "M ^ . .\n . . . .\n  . C . .\n", 2, false, false,
       K::Attacks, {{{0, 2}, {{0, 1}, {0, 2}}, {{1, 2}}}, {{1, 1}, {{0, 1}, {1, 1}}, {{1, 2}}}}},
      {"no move when it cannot shorten its path (difficult terrain)", "M ~ . C", 1, false, false, K::CannotShorten,
       {{{0, 0}, {}, {}}}},
      // The only attack hex is [2,1]; both ways round the obstacles cross one hazard and cost 3. After
      // one point, [1,0] (a hazard) and [0,2] are both 2 from it: it takes [0,2] and meets its hazard
      // later.
      //   row 0: [0,0] . [1,0] ^ [2,0] . [3,0] #
      //   row 1: [0,1] M [1,1] # [2,1] . [3,1] C
      //   row 2: [0,2] . [1,2] ^ [2,2] # [3,2] .
      {"equally short moves, the one that triggers fewer hazards now", ". ^ . #\n M # . C\n  . ^ # .\n", 1, false, false,
       K::MovesCloser, {{{0, 2}, {{0, 2}}, {}}}},
  })));
}

TEST_CASE("[monster-ai] Difficult Terrain: it costs 2 movement points, and the shortest path counts them",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"Difficult terrain costs 2 movement points", "M ~ . C", 2, false, false, K::MovesCloser, {{{1, 0}, {{1, 0}}, {}}}},
      {"Difficult terrain costs 2 movement points (3 to attack beyond it)", "M ~ . C", 3, false, false, K::Attacks,
       {{{2, 0}, {{1, 0}, {2, 0}}, {{3, 0}}}}},
      // Straight over two difficult hexes costs 5; around them costs 4. Attack hexes [3,0] and [3,1],
      // both 4 points away along the bottom row; over the top row 5.
      //   row 0: [0,0] M [1,0] ~ [2,0] ~ [3,0] . [4,0] C
      //   row 1: [0,1]..[3,1] featureless
      {"Focus: the shortest path counts difficult terrain, not hexes", "M ~ ~ . C\n . . . .\n", 4, false, false,
       K::Attacks,
       {{{3, 0}, {{0, 1}, {1, 1}, {2, 1}, {3, 0}}, {{4, 0}}}, {{3, 1}, {{0, 1}, {1, 1}, {2, 1}, {3, 1}}, {{4, 0}}}}},
  })));
}

}  // namespace bnb::test
