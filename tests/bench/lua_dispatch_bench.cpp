// What a hook costs (goal: dispatching to an empty Lua handler well under 0.5 us).
//   bnb_bench --benchmark_filter=Lua --benchmark_repetitions=10 --benchmark_report_aggregates_only=true
// reports the median of each.
//   LuaHostCall/*       LuaHost::call alone: coroutine, ctx, ev, resume, result (constants: with a
//                       handler reading file-level tables, a global table and a helper)
//   ScenarioHook/*      Ctx::scenario_hook as the rules call it: finding the binding, the board
//                       snapshot taken for a rollback, the call; and with no handler bound
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "engine/kernel/step/context.h"
#include "engine/play/game/hook_runner.h"
#include "engine/play/game/script_api_impl.h"
#include "engine/rules/scenario/scenario.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {

// `constants` reads what a typical handler reads besides ev: a table in a file-level local, a
// table in a global, a helper function (the tables that the sandbox freezes once loaded).
constexpr const char* kBench = R"(function empty(ctx, ev) end
function read_ev(ctx, ev) return ev.figure end
local BONUS = { fire = 2, ice = 1, steps = { 1, 2, 3, 4 } }
LIMITS = { max = 5 }
local function bonus(n) return n + BONUS.fire end
function constants(ctx, ev)
  local s = 0
  for i = 1, #BONUS.steps do s = s + BONUS.steps[i] end
  return bonus(s) + LIMITS.max
end
)";

LuaHostOptions quiet() {
  LuaHostOptions o;
  o.print = [](std::string_view, std::string_view) {};
  return o;
}

// The test scenario "Every Hook" (tests/data/lua_scenario) with bench.lua added to its mod and
// on_turn_start bound to `fn` (or to nothing).
struct Room {
  ContentDb db;
  LuaHost lua{quiet()};
  Board board;
  std::vector<uint16_t> answers;
  EventSink sink;

  explicit Room(const std::string& fn) {
    LoadResult r = load_mods({test::data_path("lua_scenario")});
    db = std::move(r.db);
    for (ModInfo& m : db.mods)
      if (m.id == "lua-hooks") m.scripts.emplace_back("bench.lua", kBench);
    ScenarioDef& s = db.scenarios[0];
    s.hooks.clear();
    if (!fn.empty()) s.hooks.push_back({Hook::on_turn_start, "bench.lua#" + fn});
    Diagnostics diags;
    lua.load(db, diags);
    GameSetup setup;
    setup.scenario = 1, setup.class_id = "tinker";
    board = initial_board(db, setup);
  }
};

void host_call(benchmark::State& st, const char* ref) {
  Room room("");
  GameHooks hooks(&room.lua);
  Ctx ctx(room.db, hooks, room.board, room.answers, room.sink);
  ScriptApiImpl api(ctx);
  HookEvent ev;
  ev.figure = 0;
  const std::string mod = "lua-hooks", fn = ref;
  for (auto _ : st) {
    ScriptResult r = room.lua.call(mod, fn, Hook::on_turn_start, ev, api);
    benchmark::DoNotOptimize(r);
  }
}

void scenario_hook(benchmark::State& st, const char* fn) {
  Room room(fn);
  const uint64_t entries = room.lua.lua_entries();
  GameHooks hooks(&room.lua);
  Ctx ctx(room.db, hooks, room.board, room.answers, room.sink);
  HookEvent ev;
  ev.figure = 0;
  for (auto _ : st) {
    ScriptResult r = ctx.scenario_hook(Hook::on_turn_start, ev);
    benchmark::DoNotOptimize(r);
  }
  st.counters["lua_entries_per_call"] =
      benchmark::Counter(double(room.lua.lua_entries() - entries), benchmark::Counter::kAvgIterations);
}

}  // namespace

BENCHMARK_CAPTURE(host_call, LuaHostCall/empty, "bench.lua#empty");
BENCHMARK_CAPTURE(host_call, LuaHostCall/read_ev, "bench.lua#read_ev");
BENCHMARK_CAPTURE(host_call, LuaHostCall/constants, "bench.lua#constants");
BENCHMARK_CAPTURE(scenario_hook, ScenarioHook/empty, "empty");
BENCHMARK_CAPTURE(scenario_hook, ScenarioHook/no_handler, "");
