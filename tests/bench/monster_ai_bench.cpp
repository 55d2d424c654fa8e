// One monster turn decision on a 60-hex map with 6 monsters, obstacles, hazards and difficult
// terrain. Goal: under 20 microseconds median. Run: bnb_bench --benchmark_filter=MonsterAi
//   --benchmark_repetitions=10 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include "engine/monsters/ai.h"

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

struct Fixture {
  Map map;
  MonsterTurnInput in;
  // walls: the obstacles become wall hexes (docs/maps.md, "Walls and doors").
  explicit Fixture(bool walls = false) {
    for (int r = 0; r < 6; ++r) {
      const std::string line = kMap[r];
      for (int x = 0; x < int(line.size()); ++x) {
        const char ch = line[size_t(x)];
        if (ch == ' ') continue;
        const Hex h{int16_t((x - r) / 2), int16_t(r)};
        Cell c{h, Terrain::Featureless, 0, -1};
        if (ch == '#' && walls) {
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
    in.map = &map;
    in.has_move = true;
    in.move = 3;
    in.has_attack = true;
  }
};

void run(benchmark::State& state, const Fixture& f) {
  for (auto _ : state) {
    MonsterTurnPlan plan = plan_monster_turn(f.in);
    benchmark::DoNotOptimize(plan);
  }
  // The shape of the situation, printed with the timings: 60 hexes, 6 monsters (the acting one and
  // 5 allies), 4 obstacles, 3 hazards, 3 difficult terrain hexes.
  int obstacles = 0, hazards = 0;
  for (const Cell& c : f.map.cells()) {
    obstacles += c.terrain == Terrain::Obstacle;
    hazards += c.terrain == Terrain::Hazard;
  }
  state.counters["hexes"] = double(f.map.cells().size());
  state.counters["monsters"] = double(f.in.allies.size() + 1);
  state.counters["obstacles"] = obstacles;
  state.counters["hazards"] = hazards;
}

void BM_MonsterAi_MeleeMovesCloser(benchmark::State& state) {
  Fixture f;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_MeleeMovesCloser);

void BM_MonsterAi_MeleeReachesAndAttacks(benchmark::State& state) {
  Fixture f;
  f.in.move = 9;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_MeleeReachesAndAttacks);

void BM_MonsterAi_RangedStepsAway(benchmark::State& state) {
  Fixture f;
  f.in.self = {6, 3};  // next to the character at [7,3]
  f.in.range = 3;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_RangedStepsAway);

void BM_MonsterAi_Jump(benchmark::State& state) {
  Fixture f;
  f.in.jump = true;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_Jump);

void BM_MonsterAi_RangedArea(benchmark::State& state) {
  Fixture f;
  f.in.range = 2;
  f.in.aoe = {{0, 0}, {1, 0}, {0, 1}};
  run(state, f);
}
BENCHMARK(BM_MonsterAi_RangedArea);

// The same situations with walls (docs/maps.md, "Walls and doors"): the 4 obstacles become wall
// hexes, and a thin wall of 4 edges runs under row 2 east of them, so range is counted around walls
// and every attack hex needs line of sight.
Fixture walled() {
  Fixture f(true);
  for (int q = 4; q <= 5; ++q) {
    f.map.add_thin_wall({int16_t(q), 2}, {int16_t(q - 1), 3});
    f.map.add_thin_wall({int16_t(q), 2}, {int16_t(q), 3});
  }
  return f;
}

void BM_MonsterAi_Walls_MeleeMovesCloser(benchmark::State& state) {
  Fixture f = walled();
  f.in.map = &f.map;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_Walls_MeleeMovesCloser);

void BM_MonsterAi_Walls_MeleeReachesAndAttacks(benchmark::State& state) {
  Fixture f = walled();
  f.in.map = &f.map;
  f.in.move = 9;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_Walls_MeleeReachesAndAttacks);

void BM_MonsterAi_Walls_RangedStepsAway(benchmark::State& state) {
  Fixture f = walled();
  f.in.map = &f.map;
  f.in.self = {6, 3};
  f.in.range = 3;
  run(state, f);
}
BENCHMARK(BM_MonsterAi_Walls_RangedStepsAway);

void BM_MonsterAi_Walls_RangedArea(benchmark::State& state) {
  Fixture f = walled();
  f.in.map = &f.map;
  f.in.range = 2;
  f.in.aoe = {{0, 0}, {1, 0}, {0, 1}};
  run(state, f);
}
BENCHMARK(BM_MonsterAi_Walls_RangedArea);

}  // namespace
