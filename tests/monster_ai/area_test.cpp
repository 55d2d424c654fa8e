// Rules: "Area of Effect" (rotating and mirroring, gray hex = melee, one red hex within range).
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

namespace {
const char* kOpen =
    ". . . . . . .\n"
    " . . . . . . .\n"
    "  . . . . . . .\n"
    "   . . . . . . .\n"
    "    . . . . . . .\n";

Situation open_with(Hex monster, Hex character) {
  Situation s = situation(kOpen);
  s.in.self = monster;
  s.in.focus = character;
  return s;
}
}  // namespace

TEST_CASE("[monster-ai] Area of Effect: a melee line of two reaches a character two hexes away", "[monster-ai]") {
  auto s = situation("M . C .");
  move_attack(s.in, 2);
  s.in.aoe = {{0, 0}, {1, 0}};
  s.in.aoe_melee = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {{2, 0}}}}));
  CHECK_FALSE(p.disadvantage);
}

TEST_CASE("[monster-ai] Area of Effect: the pattern is rotated", "[monster-ai]") {
  // Triangle: attacker at [-1,0]; cells [0,0], [1,0], [0,1]. Relative to the attacker that is
  // [1,0], [2,0], [1,1]; turned by 180 degrees, [1,1] becomes [-1,-1].
  auto s = open_with({3, 2}, {2, 1});
  move_attack(s.in, 2);
  s.in.aoe = {{0, 0}, {1, 0}, {0, 1}};
  s.in.aoe_melee = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{3, 2}, {}, {{2, 1}}}}));
}

TEST_CASE("[monster-ai] Area of Effect: the pattern is mirrored", "[monster-ai]") {
  // Cells [0,0], [1,0], [2,-1]: relative to the attacker [3,-1] is reached by rotation only in its
  // own chirality; [2,1] (its mirror image) needs the mirrored pattern.
  auto s = open_with({1, 1}, {3, 2});
  move_attack(s.in, 2);
  s.in.aoe = {{0, 0}, {1, 0}, {2, -1}};
  s.in.aoe_melee = true;
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 1}, {}, {{3, 2}}}}));
}

TEST_CASE("[monster-ai] Area of Effect: the character must be inside the pattern", "[monster-ai]") {
  // A line of two cannot reach [1,1] from [0,0] (2 away, not in a straight line): it moves.
  auto s = open_with({0, 0}, {1, 1});
  move_attack(s.in, 2);
  s.in.aoe = {{0, 0}, {1, 0}};
  s.in.aoe_melee = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  // Its neighbours on the map, [1,0] and [0,1], are both adjacent to the character.
  CHECK(options_of(p) == opts({{{0, 1}, {{0, 1}}, {{1, 1}}}, {{1, 0}, {{1, 0}}, {{1, 1}}}}));
}

TEST_CASE("[monster-ai] Area of Effect: a ranged area needs only one hex within range", "[monster-ai]") {
  // Ranged line of three, range 2: placed on [2,0]..[4,0] it covers C with [2,0] in range.
  auto s = situation("M . . . C .");
  move_attack(s.in, 2, 2);
  s.in.aoe = {{0, 0}, {1, 0}, {2, 0}};
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {{4, 0}}}}));

  // The same attack without the area has to come 2 closer.
  s.in.aoe.clear();
  p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {{4, 0}}}}));
}

TEST_CASE("[monster-ai] Area of Effect: a ranged area is a ranged attack: it steps away from adjacent",
          "[monster-ai]") {
  auto s = situation(". . M C .");
  move_attack(s.in, 1, 2);
  s.in.aoe = {{0, 0}, {1, 0}};
  const auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {{3, 0}}}}));
  CHECK_FALSE(p.disadvantage);
}

TEST_CASE("[monster-ai] Area of Effect: a melee area adjacent has no disadvantage and stays", "[monster-ai]") {
  auto s = situation(". . M C .");
  move_attack(s.in, 1);
  s.in.aoe = {{0, 0}, {1, 0}};
  s.in.aoe_melee = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{2, 0}, {}, {{3, 0}}}}));
  CHECK_FALSE(p.disadvantage);
}

TEST_CASE("[monster-ai] Focus: extra targets do not change where it goes", "[monster-ai]") {
  auto s = situation("M . . C e");
  move_attack(s.in, 3, 3);
  s.in.targets = 2;
  const auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {{3, 0}}}}));
}
