// Walls and line of sight in the monster planner (docs/maps.md, "Walls and doors"; Gloomhaven
// rules: "Line-of-sight", "two hexes separated by a wall line are not considered adjacent").
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

namespace {
// A thin wall along the whole edge between rows `r` and `r + 1`, except under the hexes of row r
// from `gap_from` on.
void wall_below_row(Map& m, int r, int q_from, int q_to) {
  for (int q = q_from; q <= q_to; ++q) {
    m.add_thin_wall({int16_t(q), int16_t(r)}, {int16_t(q - 1), int16_t(r + 1)});
    m.add_thin_wall({int16_t(q), int16_t(r)}, {int16_t(q), int16_t(r + 1)});
  }
}
}  // namespace

TEST_CASE("[monster-ai] Walls: a melee monster walks around a wall hex to a hex beside the character",
          "[monster-ai]") {
  auto s = situation(
      ". . . . .\n"
      " . M = C .\n"
      "  . . . . .\n");
  move_attack(s.in, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 2}, {{1, 2}, {2, 2}}, {{3, 1}}}, {{3, 0}, {{2, 0}, {3, 0}}, {{3, 1}}}}));
}

TEST_CASE("[monster-ai] Walls: hexes on both sides of a thin wall are not adjacent for a melee attack",
          "[monster-ai]") {
  auto s = situation(
      ". . . .\n"
      " . M|C .\n"
      "  . . . .\n");
  move_attack(s.in, 0);
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind != K::Attacks);
  // With a move it steps around the end of the thin wall.
  move_attack(s.in, 1);
  p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 2}, {{1, 2}}, {{2, 1}}}, {{2, 0}, {{2, 0}}, {{2, 1}}}}));
}

TEST_CASE("[monster-ai] Line of sight: a ranged attack through a thin wall is not possible", "[monster-ai]") {
  const char* grid =
      ". . . . . . .\n"
      " . M . . . . .\n"
      "  . . . . . . .\n"
      "   . C . . . . .\n";
  auto open = situation(grid);
  move_attack(open.in, 0, 3);
  CHECK(plan_monster_turn(open.in).kind == K::Attacks);

  auto s = situation(grid);
  move_attack(s.in, 0, 3);
  wall_below_row(s.map, 1, -1, 5);  // a gap at the east end only
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind != K::Attacks);
  CHECK(p.options.size() == 1);
  CHECK(!p.options[0].target);
}

TEST_CASE("[monster-ai] Line of sight: a ranged monster moves to a hex that sees past the wall", "[monster-ai]") {
  auto s = situation(
      ". . . . . . .\n"
      " . M . . . . .\n"
      "  . . . . . . .\n"
      "   . C . . . . .\n");
  move_attack(s.in, 8, 3);
  wall_below_row(s.map, 1, -1, 5);
  const auto p = plan_monster_turn(s.in);
  REQUIRE(p.kind == K::Attacks);
  for (const MonsterTurnOption& o : p.options) {
    INFO(o.destination.q << "," << o.destination.r);
    CHECK(o.destination.r >= 2);  // below the wall: nothing above it sees the character
    CHECK(o.target == Hex{1, 3});
  }
}

TEST_CASE("[monster-ai] Area of Effect: an area hex behind a thin wall is out of sight", "[monster-ai]") {
  const char* grid =
      ". . . . .\n"
      " . M . . .\n"
      "  . . . . .\n"
      "   . C . . .\n";
  auto open = situation(grid);
  move_attack(open.in, 0);
  open.in.aoe = {{0, 0}, {1, 0}};  // a melee line of two
  open.in.aoe_melee = true;
  CHECK(plan_monster_turn(open.in).kind == K::Attacks);

  auto s = situation(grid);
  move_attack(s.in, 0);
  s.in.aoe = {{0, 0}, {1, 0}};
  s.in.aoe_melee = true;
  wall_below_row(s.map, 1, -2, 6);
  CHECK(plan_monster_turn(s.in).kind != K::Attacks);
}

TEST_CASE("[monster-ai] Walls: a closed door is a wall to monsters, flying or not", "[monster-ai]") {
  auto s = situation("M . . C");
  s.map.add_door({1, 0});
  move_attack(s.in, 4);
  CHECK(plan_monster_turn(s.in).kind == K::NoFocusUnreachable);
  s.in.flying = true;
  CHECK(plan_monster_turn(s.in).kind == K::NoFocusUnreachable);
  s.map.open_door({1, 0});
  s.in.flying = false;
  CHECK(plan_monster_turn(s.in).kind == K::Attacks);
}
