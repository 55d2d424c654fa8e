// Rules: "Jump", "Flying", "Obstacles", "Hazards", "Difficult Terrain".
#include <catch2/catch.hpp>

#include "tests/monster_ai/plan_table.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

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

TEST_CASE("[monster-ai] Flying: over obstacles, hazards and figures, hazards never counted, difficult terrain costs 1, off an obstacle as usual",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {"over obstacles, hazards and figures", "M # ^ e . C", 4, false, true, K::Attacks, {{{4, 0}, {{4, 0}}, {{5, 0}}}}},
      {"hazards do not count at all, not even the last hex", kHazardsRow, 3, false, true, K::Attacks,
       {{{3, 2}, {{3, 2}}, {{4, 2}}}}, 0},
      {"difficult terrain costs 1", "M ~ ~ C", 2, false, true, K::Attacks, {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
      {"a flying monster standing on an obstacle moves off it as usual", "F . . C", 2, false, true, K::Attacks,
       {{{2, 0}, {{2, 0}}, {{3, 0}}}}},
  })));
}

TEST_CASE("[monster-ai] Jump: over an obstacle", "[monster-ai]") {
  auto s = situation("M # . C");
  move_attack(s.in, 2);
  CHECK(plan_monster_turn(s.in).kind == K::NoFocusUnreachable);
  s.in.jump = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {{2, 0}}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Jump: a hazard in the last hex counts", "[monster-ai]") {
  // Attack hexes: [2,0] (hazard, 2 away) and [4,0] (4 away): it lands on the hazard-free one.
  auto s = situation("M . ^ C .");
  move_attack(s.in, 4);
  s.in.jump = true;
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{4, 0}, {{4, 0}}, {{3, 0}}}}));

  // Not far enough this turn: it does not land on the hazard either.
  move_attack(s.in, 3);
  p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Jump: difficult terrain is ignored, even in the last hex", "[monster-ai]") {
  auto s = situation("M ~ ~ C");
  move_attack(s.in, 3);
  auto p = plan_monster_turn(s.in);  // walking: 2 + 2 points to reach [2,0]
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {}}}));

  move_attack(s.in, 2);
  s.in.jump = true;
  p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {{2, 0}}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Flying: may end on an obstacle, not on a figure", "[monster-ai]") {
  auto s = situation("M . # C");
  move_attack(s.in, 2);
  s.in.flying = true;
  auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{2, 0}, {{2, 0}}, {{3, 0}}}}));

  auto t = situation("M . a C .");
  move_attack(t.in, 4);
  t.in.flying = true;
  p = plan_monster_turn(t.in);
  CHECK(options_of(p) == opts({{{4, 0}, {{4, 0}}, {{3, 0}}}}));
}

