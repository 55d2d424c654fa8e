// How long dispatching a hook to an empty Lua handler takes (goal: well under 0.5 us). Hidden:
// run with  bnb_tests "[.lua-bench]"  in an optimised build. The Google Benchmark version, with
// the engine's own call path, is tests/bench/lua_dispatch_bench.cpp.
#include <catch2/catch.hpp>

#include <ctime>
#include <cstdio>

#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

TEST_CASE("[lua] dispatch cost of an empty handler", "[.lua-bench]") {
  LuaFixture f({{"main.lua", "function empty(ctx, ev) end\nfunction plate(ctx, ev) return ev.figure end\n"}});
  HookEvent ev;
  ev.figure = 1, ev.hex = {1, 2}, ev.has_hex = true, ev.name = "spikes";
  const std::string mod = "test";
  for (const char* fn : {"main.lua#empty", "main.lua#plate"}) {
    const std::string ref = fn;
    const int n = 200000;
    for (int i = 0; i < 1000; ++i) f.host.call(mod, ref, Hook::pressure_plate, ev, f.api);
    // CPU time, not wall time: a busy machine should not change the figure much.
    const std::clock_t t0 = std::clock();
    for (int i = 0; i < n; ++i) f.host.call(mod, ref, Hook::pressure_plate, ev, f.api);
    const double ns = double(std::clock() - t0) / CLOCKS_PER_SEC * 1e9 / n;
    std::printf("%-16s %.0f ns of CPU per call\n", fn, ns);
  }
}
