// The loop of `bnb sim` itself, beside the engine's games of playout_bench.cpp: the same call a
// `bnb sim` thread makes per game (sim::play_bot_game: the bot, the game with every item available
// as in `bnb sim`, its record), so the figures of `bnb sim` can be held against the engine's.
#include <benchmark/benchmark.h>

#include "engine/play/bots/search_bot.h"
#include "engine/play/sim/play.h"
#include "tests/support/base_content.h"

using namespace bnb;

namespace {

void sim_games(benchmark::State& st, BotKind kind) {
  uint64_t seed = 1, decisions = 0;
  BotConfig bot;
  bot.kind = kind;
  for (auto _ : st) {
    const GameSetup setup = sim::sim_setup(test::base().loaded.db, 1, "bruiser", seed++, 0, "normal");
    const sim::GameRecord r = sim::play_bot_game(test::base().loaded.db, test::base().lua.get(), setup, bot);
    decisions += uint64_t(r.answers);
    benchmark::DoNotOptimize(r.won);
  }
  st.SetItemsProcessed(int64_t(st.iterations()));  // games per second
  st.counters["decisions/game"] = double(decisions) / double(st.iterations());
}

}  // namespace

static void BM_SimScenario1RandomGames(benchmark::State& st) { sim_games(st, BotKind::Random); }
BENCHMARK(BM_SimScenario1RandomGames)->Unit(benchmark::kMicrosecond);

static void BM_SimScenario1HeuristicGames(benchmark::State& st) { sim_games(st, BotKind::Heuristic); }
BENCHMARK(BM_SimScenario1HeuristicGames)->Unit(benchmark::kMicrosecond);

// The search bot's games (scenario 2, the Bruiser, the default budget): CPU per game, and how
// many playouts it spent, at the setup's decisions (items, upgrades) and in all.
static void BM_SearchScenario2Games(benchmark::State& st) {
  uint64_t seed = 1;
  long playouts = 0, setup = 0;
  for (auto _ : st) {
    const GameSetup setup_ = sim::sim_setup(test::base().loaded.db, 2, "bruiser", seed, 0, "normal");
    SearchBot bot(seed++, test::base().lua.get());
    const sim::GameRecord r = sim::play_recorded(test::base().loaded.db, test::base().lua.get(), setup_, bot, "search");
    playouts += bot.playouts(), setup += bot.setup_playouts();
    benchmark::DoNotOptimize(r.won);
  }
  st.counters["playouts/game"] = double(playouts) / double(st.iterations());
  st.counters["setup playouts/game"] = double(setup) / double(st.iterations());
}
BENCHMARK(BM_SearchScenario2Games)->Unit(benchmark::kMillisecond)->Iterations(4);
