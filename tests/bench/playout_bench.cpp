// Whole games per CPU second with base content's Lua loaded (the random bot = the engine alone;
// the heuristic bot = the built-in player), and heap allocations per decision on the random path.
// Google Benchmark computes the rates over CPU time.
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/random_bot.h"
#include "engine/play/game/game.h"
#include "tests/support/base_content.h"

// Every heap allocation of this program is counted (the benchmark reads the difference). GCC takes
// the malloc / free pair of these replacements for a new / free mismatch.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
namespace {
std::atomic<uint64_t> g_allocations{0};
}
void* operator new(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using namespace bnb;

namespace {

GameSetup scenario1(uint64_t seed) {
  GameSetup s;
  s.scenario = 1, s.class_id = "bruiser", s.seed = seed;
  return s;
}

// The same game with every item of the content available to equip, as `bnb sim` sets its games up
// (sim::sim_setup): the equip question before the first round and the items' uses in play.
GameSetup scenario1_with_items(uint64_t seed) {
  GameSetup s = scenario1(seed);
  for (const ItemDef& it : test::base().loaded.db.items) s.items_available.push_back(it.number);
  return s;
}

template <class Player, bool kItems = false>
void play_games(benchmark::State& st) {
  uint64_t seed = 1, decisions = 0;
  for (auto _ : st) {
    Game g(test::base().loaded.db, test::base().lua.get(), kItems ? scenario1_with_items(seed) : scenario1(seed));
    Player p(seed++);
    for (; !g.over() && g.decision(); ++decisions) g.answer_index(p.choose(g));
    benchmark::DoNotOptimize(g.hash());
  }
  st.SetItemsProcessed(int64_t(st.iterations()));  // games per second
  st.counters["decisions/game"] = double(decisions) / double(st.iterations());
}

}  // namespace

static void BM_Scenario1RandomGames(benchmark::State& st) { play_games<RandomBot>(st); }
BENCHMARK(BM_Scenario1RandomGames)->Unit(benchmark::kMicrosecond);

static void BM_Scenario1HeuristicGames(benchmark::State& st) { play_games<AutoPlayer>(st); }
BENCHMARK(BM_Scenario1HeuristicGames)->Unit(benchmark::kMicrosecond);

// The engine's games of `bnb sim` (every item available), without the sim's records: against
// BM_Scenario1*Games, what the items cost; against sim_bench.cpp's, what the record costs.
static void BM_Scenario1RandomGamesWithItems(benchmark::State& st) { play_games<RandomBot, true>(st); }
BENCHMARK(BM_Scenario1RandomGamesWithItems)->Unit(benchmark::kMicrosecond);

static void BM_Scenario1HeuristicGamesWithItems(benchmark::State& st) { play_games<AutoPlayer, true>(st); }
BENCHMARK(BM_Scenario1HeuristicGamesWithItems)->Unit(benchmark::kMicrosecond);

// Allocations per decision once a game is running (the setup's are left out): choose, answer.
template <class Player>
void count_allocations(benchmark::State& st) {
  uint64_t seed = 1, decisions = 0, allocations = 0;
  for (auto _ : st) {
    st.PauseTiming();
    Game g(test::base().loaded.db, test::base().lua.get(), scenario1(seed));
    Player p(seed++);
    while (!g.over() && g.decision() && g.decision()->kind != DecisionKind::SelectCards) g.answer_index(p.choose(g));
    st.ResumeTiming();
    const uint64_t before = g_allocations.load();
    for (; !g.over() && g.decision(); ++decisions) g.answer_index(p.choose(g));
    allocations += g_allocations.load() - before;
    st.PauseTiming();
    g.take_events();
    st.ResumeTiming();
  }
  st.counters["allocs/decision"] = double(allocations) / double(decisions);
}

static void BM_Scenario1RandomAllocationsPerDecision(benchmark::State& st) { count_allocations<RandomBot>(st); }
BENCHMARK(BM_Scenario1RandomAllocationsPerDecision)->Unit(benchmark::kMicrosecond);

// The built-in player's own work (its map scans, its plans) is not held to zero: measured, not a goal.
static void BM_Scenario1HeuristicAllocationsPerDecision(benchmark::State& st) { count_allocations<AutoPlayer>(st); }
BENCHMARK(BM_Scenario1HeuristicAllocationsPerDecision)->Unit(benchmark::kMicrosecond);
