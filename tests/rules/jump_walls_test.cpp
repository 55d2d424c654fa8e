// Jump and walls (Gloomhaven rules: "Move": "Figures can never move through walls"; "Jump": a jump
// ignores figures and terrain effects, and walls are neither). Custom maps only (docs/maps.md,
// "Walls and doors"); the reading for doors is in docs/rules-interpretations.md.
#include <catch2/catch.hpp>

#include "engine/rules/monsters/ai.h"
#include "engine/rules/movement/move.h"
#include "tests/support/rules_fixture.h"
#include "tests/support/wall_at.h"

using namespace bnb;
using namespace bnb::test;

namespace {
MoveRules jump(int n) { return {n, true, false}; }

const Reach* reach_of(const std::vector<Reach>& v, Hex h) {
  for (const Reach& x : v)
    if (x.dest == h) return &x;
  return nullptr;
}

std::vector<Reach> jumps(const Rules& r, FigureId id, int points) {
  Bench b(r);
  std::vector<Reach> out;
  b.run([&](Ctx& c) { out = reachable(c, id, jump(points)); });
  return out;
}
}  // namespace

TEST_CASE("[move] Jump: a jump passes over an obstacle but never through a wall hex (\"Figures can never move through walls\")",
          "[rules][move][walls]") {
  // The hero at [0,0]; [1,0] is the only hex between it and [2,0] in two steps.
  Rules obstacle;
  obstacle.terrain(Hex{1, 0}, Terrain::Obstacle);
  CHECK(reach_of(jumps(obstacle, 0, 2), {2, 0}));

  Rules walled;
  wall_at(walled, {1, 0});
  CHECK_FALSE(reach_of(jumps(walled, 0, 2), {2, 0}));
  const std::vector<Reach> three = jumps(walled, 0, 3);
  const Reach* around = reach_of(three, {2, 0});
  REQUIRE(around);  // the way around the wall: [0,1] [1,1] [2,0]
  CHECK(around->cost == 3);
  CHECK(around->path == std::vector<Hex>{{0, 1}, {1, 1}, {2, 0}});
  CHECK_FALSE(reach_of(three, {1, 0}));  // nor does it land in the wall
}

TEST_CASE("[move] Jump: a jump does not cross a thin wall (\"Figures can never move through walls\")",
          "[rules][move][walls]") {
  Rules r;
  REQUIRE(r.scenario().map.add_thin_wall({0, 0}, {1, 0}));
  const std::vector<Reach> two = jumps(r, 0, 2);
  CHECK_FALSE(reach_of(two, {2, 0}));
  const Reach* beside = reach_of(two, {1, 0});
  REQUIRE(beside);  // the hex behind the thin wall, the long way round
  CHECK(beside->path == std::vector<Hex>{{0, 1}, {1, 0}});
  CHECK(reach_of(jumps(r, 0, 3), {2, 0}));
}

TEST_CASE("[move] Jump: a monster's jump does not pass a closed door, a wall to monsters until opened",
          "[rules][move][walls]") {
  Rules r;
  r.hero_at({7, 3});
  r.place("dummy", {0, 0});
  REQUIRE(r.scenario().map.add_door({1, 0}));
  const std::vector<Reach> shut = jumps(r, 1, 2);
  CHECK_FALSE(reach_of(shut, {2, 0}));
  CHECK_FALSE(reach_of(shut, {1, 0}));
  r.scenario().map.open_door({1, 0});
  CHECK(reach_of(jumps(r, 1, 2), {2, 0}));
}

TEST_CASE("[move] Jump: a character jumping over a closed door enters it, so it opens (\"Revealing a room\")",
          "[rules][move][walls]") {
  Rules r;
  REQUIRE(r.scenario().map.add_door({1, 0}));
  Bench b(r);
  b.run([](Ctx& c) { character_move(c, 0, jump(2)); });
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  b.answer("hex 2,0");
  CHECK(b.fig(0).hex == Hex{2, 0});
  REQUIRE(b.after().map.door({1, 0}));
  CHECK(b.after().map.door({1, 0})->open);
}

TEST_CASE("[move] Jump: the monster planner jumps around a wall hex, a thin wall and a closed door, never through",
          "[rules][move][walls]") {
  // M at [0,0], the character at [3,0]: a jump of 2 lands beside it at [2,0] only straight
  // through [1,0].
  const auto plan_with = [](const std::function<void(Map&)>& wall) {
    Map m;
    for (int r = 0; r < 3; ++r)
      for (int q = -1; q < 5; ++q) REQUIRE(m.set(Cell{{int16_t(q), int16_t(r)}, Terrain::Featureless, 0, -1}));
    wall(m);
    MonsterTurnInput in;
    in.map = &m;
    in.self = {0, 0};
    in.focus = {3, 0};
    in.has_move = true, in.move = 2, in.jump = true, in.has_attack = true;
    return plan_monster_turn(in);
  };
  const MonsterTurnPlan open = plan_with([](Map& m) { m.set(Cell{{1, 0}, Terrain::Obstacle, 0, -1}); });
  REQUIRE(open.kind == MonsterTurnKind::Attacks);
  CHECK(open.options.front().destination == Hex{2, 0});
  const auto no_wall_crossed = [](const MonsterTurnPlan& p) {
    CHECK(p.kind == MonsterTurnKind::MovesCloser);
    for (const MonsterTurnOption& o : p.options) CHECK(o.destination != Hex{2, 0});
  };
  SECTION("a wall hex") {
    no_wall_crossed(plan_with([](Map& m) {
      Map w;
      std::vector<Cell> cells;
      for (const Cell& c : m.cells())
        if (c.hex != Hex{1, 0}) cells.push_back(c);
      REQUIRE(w.add_all(cells));
      w.add_wall({1, 0});
      m = w;
    }));
  }
  SECTION("a thin wall on each edge of [1,0] towards [0,0] and [0,1]") {
    no_wall_crossed(plan_with([](Map& m) {
      REQUIRE(m.add_thin_wall({0, 0}, {1, 0}));
      REQUIRE(m.add_thin_wall({0, 1}, {1, 0}));
    }));
  }
  SECTION("a closed door") {
    no_wall_crossed(plan_with([](Map& m) { REQUIRE(m.add_door({1, 0})); }));
  }
}
