// Adjacency from the map (Gloomhaven rules, "Line-of-sight": "two hexes separated by a wall line are
// not considered adjacent, and range cannot be counted through walls"; docs/maps.md, "Walls and
// doors"). Every rule that says adjacent, melee or range 1 asks the map, on a small walled test map:
// the fixture's open 8x4 map with a thin wall or a wall hex added.
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/base/map/sight.h"
#include "engine/rules/monsters/monster_plan.h"
#include "engine/rules/movement/forced_move.h"
#include "tests/support/rules_fixture.h"
#include "tests/support/wall_at.h"

using namespace bnb;
using namespace bnb::test;

namespace {
bool can_attack(const Rules& r, FigureId id, const Ability& a) {
  Bench b(r);
  bool out = false;
  b.run([&](Ctx& c) { out = monster_can_attack(c, id, a); });
  return out;
}
}  // namespace

TEST_CASE("[walls] Adjacency: hexes on both sides of a thin wall are not adjacent", "[rules][walls]") {
  Map m;
  REQUIRE(m.set({Hex{0, 0}}));
  REQUIRE(m.set({Hex{1, 0}}));
  CHECK(adjacent_on_map(m, {0, 0}, {1, 0}));
  REQUIRE(m.add_thin_wall({0, 0}, {1, 0}));
  CHECK_FALSE(adjacent_on_map(m, {0, 0}, {1, 0}));
  CHECK_FALSE(adjacent_on_map(m, {1, 0}, {0, 0}));
  CHECK_FALSE(can_attack_hex(m, {0, 0}, {1, 0}, 0));  // melee: range 1, counted around the wall
}

TEST_CASE("[walls] Advantage and Disadvantage: a ranged attack on an enemy across a thin wall is not on an adjacent enemy",
          "[rules][walls][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  REQUIRE(r.scenario().map.add_thin_wall({0, 0}, {1, 0}));
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2, 3)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  REQUIRE(b.has_option("target 1"));  // in sight past the wall's end, 2 hexes around it
  b.answer("target 1");
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // no disadvantage
}

TEST_CASE("[walls] Attack: a melee attack does not reach an enemy across a thin wall", "[rules][walls][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  REQUIRE(r.scenario().map.add_thin_wall({0, 0}, {1, 0}));
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2)); });
  CHECK_FALSE(b.has_option("target 1"));
}

TEST_CASE("[walls] Retaliate: a retaliate without a range does not reach an attacker across a thin wall",
          "[rules][walls][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 2;
  r.place("dummy", Hex{1, 0});
  REQUIRE(r.scenario().map.add_thin_wall({0, 0}, {1, 0}));
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1, 3)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::Retaliated) == 0);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[walls] Focus: a monster does not attack in melee across a thin wall (monster_can_attack)",
          "[rules][walls][monsters]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  CHECK(can_attack(r, 1, attack(2)));
  REQUIRE(r.scenario().map.add_thin_wall({0, 0}, {1, 0}));
  CHECK_FALSE(can_attack(r, 1, attack(2)));
}

TEST_CASE("[walls] Line of sight: a monster's ranged attack does not pass through a wall hex (monster_can_attack)",
          "[rules][walls][monsters]") {
  Rules r;
  r.place("brute", Hex{4, 0});
  CHECK(can_attack(r, 1, attack(2, 4)));
  wall_at(r, {2, 0});
  CHECK_FALSE(line_of_sight(r.scenario().map, {0, 0}, {4, 0}));
  CHECK_FALSE(can_attack(r, 1, attack(2, 4)));
}

TEST_CASE("[walls] Pull: \"closer\" is counted around a thin wall, not through it", "[rules][walls][forced-move]") {
  // The hero at [0,0], a thin wall along its east edge; the monster at [2,0] is 3 steps around it.
  // [1,0] and [1,1] are both 2 steps from the hero around the wall: both are closer.
  Rules r;
  r.place("dummy", Hex{2, 0});
  REQUIRE(r.scenario().map.add_thin_wall({0, 0}, {1, 0}));
  Bench b(r);
  b.run([](Ctx& c) { forced_move(c, 1, 0, 1, false); });
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  CHECK(b.has_option("hex 1,0"));
  CHECK(b.has_option("hex 1,1"));
}

TEST_CASE("[walls] Adjacency: a map without walls keeps plain distance for every rule", "[rules][walls]") {
  Map m;
  for (int q = 0; q < 4; ++q) REQUIRE(m.set({Hex{int16_t(q), 0}}));
  CHECK(adjacent_on_map(m, {0, 0}, {1, 0}));
  CHECK(can_attack_hex(m, {0, 0}, {3, 0}, 3));
  CHECK_FALSE(can_attack_hex(m, {0, 0}, {3, 0}, 2));
  CHECK(steps_apart(m, {0, 0}, {3, 0}) == 3);
  CHECK(range_in_sight(m, {0, 0}, {3, 0}, 1) == 3);
}
