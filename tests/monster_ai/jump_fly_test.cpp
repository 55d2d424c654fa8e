// Rules: "Jump", "Flying", "Obstacles", "Hazards", "Difficult Terrain".
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

namespace {
// Walking, the hazard would make it go around; jumping or flying, the straight line is free.
constexpr const char* kHazardRow =
    ". . . . .\n"
    " . # # # .\n"
    "  M ^ . . C\n";
constexpr const char* kHazardsRow =
    ". . . . .\n"
    " . # # # .\n"
    "  M ^ ^ ^ C\n";
}  // namespace

TEST_CASE("[monster-ai] Jump: over figures and hazards, landing on neither an ally nor an obstacle, on a hazard only when every attack hex is one",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"over figures, but not landing on an ally", "M e a . C", 3, true, false, K::Attacks, {{{3, 0}, {{3, 0}}, {{4, 0}}}}},
      {"hazards jumped over do not count", kHazardRow, 3, true, false, K::Attacks, {{{3, 2}, {{3, 2}}, {{4, 2}}}}, 0},
      {"lands on a hazard when every attack hex is one", "M . ^ C", 2, true, false, K::Attacks, {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
      {"cannot land on an obstacle", "M . # C", 3, true, false, K::NoFocusUnreachable, {}},
  })));
}

TEST_CASE("[monster-ai] Flying: over obstacles, hazards and figures, hazards never counted, difficult terrain costs 1, off an obstacle as usual, may end on an obstacle, not on a figure",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"over obstacles, hazards and figures", "M # ^ e . C", 4, false, true, K::Attacks, {{{4, 0}, {{4, 0}}, {{5, 0}}}}},
      {"hazards do not count at all, not even the last hex", kHazardsRow, 3, false, true, K::Attacks,
       {{{3, 2}, {{3, 2}}, {{4, 2}}}}, 0},
      {"difficult terrain costs 1", "M ~ ~ C", 2, false, true, K::Attacks, {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
      {"a flying monster standing on an obstacle moves off it as usual", "F . . C", 2, false, true, K::Attacks,
       {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
      {"may end on an obstacle, not on a figure", "M . # C", 2, false, true, K::Attacks, {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
      {"may end on an obstacle, not on a figure (nor on the ally before the character)", "M . a C .", 4, false, true, K::Attacks, {{{4, 0}, {{4, 0}}, {{3, 0}}}}},
  })));
}

TEST_CASE("[monster-ai] Jump: over an obstacle, a hazard in the last hex counts, difficult terrain is ignored",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"Jump: over an obstacle (walking, it has no way)", "M # . C", 2, false, false, K::NoFocusUnreachable, {}},
      {"Jump: over an obstacle", "M # . C", 2, true, false, K::Attacks, {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
      // Attack hexes: [2,0] (hazard, 2 away) and [4,0] (4 away): it lands on the hazard-free one.
      {"a hazard in the last hex counts", "M . ^ C .", 4, true, false, K::Attacks, {{{4, 0}, {{4, 0}}, {{3, 0}}}}},
      {"a hazard in the last hex counts (not far enough this turn, it does not land on it either)", "M . ^ C .", 3, true,
       false, K::MovesCloser, {{{1, 0}, {{1, 0}}, {}}}},
      {"difficult terrain is ignored, even in the last hex (walking, 2 + 2 points to reach [2,0])", "M ~ ~ C", 3, false, false, K::MovesCloser,
       {{{1, 0}, {{1, 0}}, {}}}},
      {"difficult terrain is ignored, even in the last hex", "M ~ ~ C", 2, true, false, K::Attacks,
       {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
  })));
}

}  // namespace bnb::test
