// One monster turn decision on a 60-hex map with 6 monsters, obstacles, hazards and difficult
// terrain, with and without walls. Goal: under 2.4 microseconds median (CPU time). Run:
//   bnb_bench --benchmark_filter=MonsterAi --benchmark_repetitions=10
//   --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include "engine/rules/monsters/ai.h"

using namespace bnb;

namespace {

// 10 x 6 hexes (doubled layout as in docs/maps.md): M acting monster, a allies, C character.
const char* kMap[] = {
    ". . . # . . . . . .",
    " . M . # . ^ . a . .",
    "  . . ~ ~ . ^ . . . .",
    "   a . . # . . . C . .",
    "    . a . # ^ . . . a .",
    "     . . . . . ~ . . a .",
};

// Plain: the map as drawn. Walls: the 4 obstacles become wall hexes and a thin wall of 4 edges
// runs under row 2 east of them (docs/maps.md, "Walls and doors"), so paths go around walls, range
// is counted around them and every attack hex needs line of sight. ThinWalls: the obstacles stay
// and only the thin wall is added.
enum class Layout { Plain, Walls, ThinWalls };

struct Fixture {
  Map map;
  MonsterTurnInput in;
  explicit Fixture(Layout layout) {
    for (int r = 0; r < 6; ++r) {
      const std::string line = kMap[r];
      for (int x = 0; x < int(line.size()); ++x) {
        const char ch = line[size_t(x)];
        if (ch == ' ') continue;
        const Hex h{int16_t((x - r) / 2), int16_t(r)};
        Cell c{h, Terrain::Featureless, 0, -1};
        if (ch == '#' && layout == Layout::Walls) {
          map.add_wall(h);
          continue;
        }
        if (ch == '#') c.terrain = Terrain::Obstacle;
        if (ch == '~') c.terrain = Terrain::Difficult;
        if (ch == '^') c.terrain = Terrain::Hazard;
        if (ch == 'M') in.self = h;
        if (ch == 'C') in.focus = h;
        if (ch == 'a') in.allies.push_back(h);
        map.set(c);
      }
    }
    if (layout != Layout::Plain)
      for (int q = 4; q <= 5; ++q) {
        map.add_thin_wall({int16_t(q), 2}, {int16_t(q - 1), 3});
        map.add_thin_wall({int16_t(q), 2}, {int16_t(q), 3});
      }
    in.map = &map;
    in.has_move = true;
    in.move = 3;
    in.has_attack = true;
  }
  Fixture(const Fixture&) = delete;
};

void run(benchmark::State& state, Layout layout, void (*situation)(MonsterTurnInput&)) {
  Fixture f(layout);
  situation(f.in);
  for (auto _ : state) {
    MonsterTurnPlan plan = plan_monster_turn(f.in);
    benchmark::DoNotOptimize(plan);
  }
  // The shape of the situation, printed with the timings: 60 hexes (56 with wall hexes), 6
  // monsters (the acting one and 5 allies), 4 obstacles (or wall hexes), 3 hazards, 3 difficult
  // terrain hexes, 4 thin wall edges (with walls).
  int obstacles = 0, hazards = 0;
  for (const Cell& c : f.map.cells()) {
    obstacles += c.terrain == Terrain::Obstacle;
    hazards += c.terrain == Terrain::Hazard;
  }
  state.counters["hexes"] = double(f.map.cells().size());
  state.counters["monsters"] = double(f.in.allies.size() + 1);
  state.counters["obstacles"] = obstacles;
  state.counters["hazards"] = hazards;
  state.counters["wall_hexes"] = double(f.map.walls().size());
  state.counters["thin_walls"] = double(f.map.thin_walls().size());
}

void melee_moves_closer(MonsterTurnInput&) {}
void melee_reaches_and_attacks(MonsterTurnInput& in) { in.move = 9; }
void ranged_steps_away(MonsterTurnInput& in) {
  in.self = {6, 3};  // next to the character at [7,3]
  in.range = 3;
}
void jump(MonsterTurnInput& in) { in.jump = true; }
void ranged_area(MonsterTurnInput& in) {
  in.range = 2;
  in.aoe = {{0, 0}, {1, 0}, {0, 1}};
}

// Each situation on the three layouts, side by side.
#define MONSTER_AI_CASE(Name, situation)                                                          \
  void BM_MonsterAi_##Name(benchmark::State& s) { run(s, Layout::Plain, situation); }             \
  BENCHMARK(BM_MonsterAi_##Name);                                                                 \
  void BM_MonsterAi_Walls_##Name(benchmark::State& s) { run(s, Layout::Walls, situation); }       \
  BENCHMARK(BM_MonsterAi_Walls_##Name);                                                           \
  void BM_MonsterAi_ThinWalls_##Name(benchmark::State& s) { run(s, Layout::ThinWalls, situation); } \
  BENCHMARK(BM_MonsterAi_ThinWalls_##Name);

MONSTER_AI_CASE(MeleeMovesCloser, melee_moves_closer)
MONSTER_AI_CASE(MeleeReachesAndAttacks, melee_reaches_and_attacks)
MONSTER_AI_CASE(RangedStepsAway, ranged_steps_away)
MONSTER_AI_CASE(Jump, jump)
MONSTER_AI_CASE(RangedArea, ranged_area)

}  // namespace
