// The planner is a pure function: same input, same plan, whatever was planned before; and it
// never picks one of several equal options by itself.
#include <catch2/catch.hpp>

#include "engine/play/words/words.h"
#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;

TEST_CASE("[monster-ai] the plan depends only on the input", "[monster-ai]") {
  auto a = situation(
      ". . . .\n"
      " . M C .\n"
      "  . . . .\n");
  move_attack(a.in, 1, 3);
  auto b = situation("M . ^ C . . . . .");
  move_attack(b.in, 6);
  b.in.jump = true;
  const auto first = plan_monster_turn(a.in);
  const auto other = plan_monster_turn(b.in);
  const auto again = plan_monster_turn(a.in);
  CHECK(options_of(first) == options_of(again));
  CHECK(words::monster_turn_reason(first.kind, first.why, first.disadvantage) ==
        words::monster_turn_reason(again.kind, again.why, again.disadvantage));
  CHECK(first.kind == again.kind);
  CHECK(options_of(plan_monster_turn(b.in)) == options_of(other));
}

TEST_CASE("[monster-ai] options are sorted by destination, then path, without duplicates", "[monster-ai]") {
  auto s = situation(
      "M . . .\n"
      " . . . .\n"
      "  . . . .\n"
      "   . . C .\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  const std::vector<Expected> o = options_of(p);
  REQUIRE(o.size() > 1);
  for (size_t i = 1; i < o.size(); ++i) CHECK(o[i - 1] < o[i]);
}

TEST_CASE("[monster-ai] an absurd number of equal paths is cut and flagged, never silently", "[monster-ai]") {
  std::string grid;
  for (int r = 0; r < 24; ++r) grid += std::string(size_t(r), ' ') + ". . . . . . . . . . . . . . . . . . . . . . . .\n";
  auto s = situation(grid);
  s.in.self = {0, 0};
  s.in.focus = {23, 23};
  move_attack(s.in, 20);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.truncated);
  CHECK(p.options.size() == kMaxMonsterTurnOptions);
}
