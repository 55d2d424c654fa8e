// Benchmarks run on demand (tools/dev.sh bench), never as timed tests.
#include <benchmark/benchmark.h>

#include "engine/base/content/loader.h"
#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "tests/support/fixtures.h"
#include "tests/support/tiny_content.h"

using namespace bnb;

namespace {
// A board with 10 figures: the character and nine monsters, mid-game.
GameState ten_figure_state(const ContentDb& db) {
  Game g(db, nullptr, test::tiny_setup(3));
  AutoPlayer p(3);
  for (int i = 0; i < 6 && g.decision(); ++i) g.answer_index(p.choose(g));
  GameState s = g.state();
  while (s.checkpoint.figures.size() < 10) {
    Figure f = s.checkpoint.figures.back();
    f.id = FigureId(s.checkpoint.figures.size());
    f.number = int8_t(f.number + 1);
    s.checkpoint.figures.push_back(f);
  }
  return s;
}
}  // namespace

static void BM_CopyGameState10Figures(benchmark::State& st) {
  static const ContentDb db = test::tiny_content();
  const GameState s = ten_figure_state(db);
  for (auto _ : st) {
    GameState copy = s;
    benchmark::DoNotOptimize(copy);
  }
}
BENCHMARK(BM_CopyGameState10Figures);

static void BM_CopyBoard10Figures(benchmark::State& st) {
  static const ContentDb db = test::tiny_content();
  const Board b = ten_figure_state(db).checkpoint;
  for (auto _ : st) {
    Board copy = b;
    benchmark::DoNotOptimize(copy);
  }
}
BENCHMARK(BM_CopyBoard10Figures);

static void BM_LoadAndValidateBaseMod(benchmark::State& st) {
  for (auto _ : st) {
    LoadResult r = load_mods({test::source_path("base_content")});
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_LoadAndValidateBaseMod)->Unit(benchmark::kMillisecond);

static void BM_PlayTinyScenarioWithAutoPlayer(benchmark::State& st) {
  static const ContentDb db = test::tiny_content();
  uint64_t seed = 1;
  for (auto _ : st) {
    Game g(db, nullptr, test::tiny_setup(seed));
    AutoPlayer p(seed++);
    while (!g.over() && g.decision()) g.answer_index(p.choose(g));
    benchmark::DoNotOptimize(g.hash());
  }
}
BENCHMARK(BM_PlayTinyScenarioWithAutoPlayer)->Unit(benchmark::kMicrosecond);
