// The fiber's stack switch: a game switches twice per decision (tools/dev.sh bench).
#include <benchmark/benchmark.h>

#include "engine/play/game/fiber.h"

using namespace bnb;

namespace {
struct Loop {
  Fiber* fiber = nullptr;
  bool stop = false;
};
void suspend_until_stopped(void* p) {
  Loop& l = *static_cast<Loop*>(p);
  while (!l.stop) l.fiber->suspend();
}
void nothing(void*) {}
}  // namespace

// One resume() and the suspend() that comes back: two switches.
static void BM_FiberResumeSuspend(benchmark::State& st) {
  Loop l;
  Fiber f(&suspend_until_stopped, &l);
  l.fiber = &f;
  for (auto _ : st) f.resume();
  l.stop = true;
  f.resume();
}
BENCHMARK(BM_FiberResumeSuspend);

// A fiber made, run to its end and destroyed (its stack from the pool).
static void BM_FiberStartToEnd(benchmark::State& st) {
  for (auto _ : st) {
    Fiber f(&nothing, nullptr);
    f.resume();
    benchmark::DoNotOptimize(f.finished());
  }
}
BENCHMARK(BM_FiberStartToEnd);
