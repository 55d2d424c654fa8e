// Hostile scripts: each way a script could hang the engine, escape its budgets, corrupt engine
// state or leak into a later game is stopped, reported with mod, file and line, and play goes on.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "engine/play/game/game.h"
#include "tests/lua/hardening_mod.h"
#include "tests/lua/lua_fixture.h"
#include "tests/support/fixtures.h"

using namespace bnb;
using namespace bnb::test;
namespace fs = std::filesystem;

namespace {

constexpr const char* kHostile = R"lua(function ok() return 42 end
function xpcall_loop_handler() return xpcall(function() while true do end end, function() while true do end end) end
function xpcall_error_loop_handler() return xpcall(error, function() while true do end end) end
function vars_flood(ctx) for i = 1, 1e6 do ctx.vars["k" .. i] = i end end
function vars_long_text(ctx) ctx.vars.big = ("x"):rep(70000) end
function vars_long_name(ctx) ctx.vars[("n"):rep(100)] = 1 end
function vars_many_texts(ctx) ctx.vars.a = ("x"):rep(40000) ctx.vars.b = ("y"):rep(30000) end
function api_spin() for i = 1, 1e9 do game.message("x") end end
function spoofed_chunk() load("error('boom')", "@base/items/items.lua")() end
function huge_attack() return 2147483647 end
function wrapping_damage() return 2^32 + 3 end
function negative_huge() return -2147483649 end
function fine_damage(ctx, ev) return 5 end
)lua";

}  // namespace

TEST_CASE("[hardening] an xpcall handler that loops is stopped once the budget is spent", "[hardening]") {
  LuaFixture f({{"main.lua", kHostile}}, budget(10000));
  REQUIRE(f.diags.str().empty());
  CHECK(f.error_of("xpcall_loop_handler") ==
        "test/main.lua:2: in hook 'on_turn_start': instruction budget exceeded (10000 instructions per call)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.error_of("xpcall_error_loop_handler") ==
        "test/main.lua:3: in hook 'on_turn_start': instruction budget exceeded (10000 instructions per call)");
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[hardening] what scripts store in ctx.vars is capped", "[hardening]") {
  LuaFixture f({{"main.lua", kHostile}});
  CHECK(f.error_of("vars_flood") == "test/main.lua:4: in hook 'on_turn_start': ctx.vars: 'k257': at most 256 variables");
  CHECK(f.api.vars.size() == kMaxScriptVars);
  CHECK(f.error_of("vars_long_text") ==
        "test/main.lua:5: in hook 'on_turn_start': ctx.vars: 'big': strings are at most 65536 bytes");
  CHECK(f.error_of("vars_long_name") ==
        "test/main.lua:6: in hook 'on_turn_start': ctx.vars: variable names are at most 64 bytes");
  // Each text below the limit of one, together over the limit of all (every step copies them).
  f.api.vars.clear();
  CHECK(f.error_of("vars_many_texts") ==
        "test/main.lua:7: in hook 'on_turn_start': ctx.vars: 'b': the variables would hold 70002 bytes of names and "
        "texts, at most 65536");
  CHECK(f.api.vars.count("a") == 1);
  CHECK(f.api.vars.count("b") == 0);
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[hardening] engine work done through API calls is charged to the instruction budget", "[hardening]") {
  LuaFixture f({{"main.lua", kHostile}});
  CHECK(f.error_of("api_spin") ==
        "test/main.lua:8: in hook 'on_turn_start': instruction budget exceeded (1000000 instructions per call)");
  // Without the charge the loop's few VM instructions per call would allow ~250,000 calls.
  CHECK(f.api.calls.size() <= 1'000'000 / 500 + 1);
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[hardening] a chunk loaded under another file's name is blamed on the file that loaded it", "[hardening]") {
  LuaFixture f({{"main.lua", kHostile}});
  CHECK(f.error_of("spoofed_chunk") == "test/main.lua(load):1: in hook 'on_turn_start': boom");
}

TEST_CASE("[hardening] hook results outside the engine's range are errors with mod, file and line", "[hardening]") {
  LuaFixture f({{"main.lua", kHostile}});
  CHECK(f.error_of("huge_attack", Hook::before_attack) ==
        "test/main.lua:10: in hook 'before_attack': the handler returned 2147483647, out of range (expected -1000000 "
        "to 1000000)");
  CHECK(f.error_of("wrapping_damage", Hook::before_damage) ==
        "test/main.lua:11: in hook 'before_damage': the handler returned 4294967299, out of range (expected -1000000 "
        "to 1000000)");
  CHECK(f.error_of("negative_huge", Hook::before_damage) ==
        "test/main.lua:12: in hook 'before_damage': the handler returned -2147483649, out of range (expected "
        "-1000000 to 1000000)");
  CHECK(f.call("fine_damage", Hook::before_damage).integer == 5);
}

TEST_CASE("[hardening] hooks nested through script actions share the outer call's budget", "[hardening]") {
  LuaFixture f({{"main.lua", R"(function outer() for i = 1, 100 do figures.move(1, {q = 1, r = 1}) end return 1 end
function inner() for i = 1, 20000 do end end
)"}},
               budget(100000));
  int nested_ok = 0;
  f.api.on_move = [&](FigureId) {
    FakeScriptApi nested;
    if (f.host.call("test", "main.lua#inner", Hook::on_enter_hex, {}, nested).status == ScriptResult::Ok) ++nested_ok;
  };
  const ScriptResult r = f.call("outer");
  REQUIRE(r.status == ScriptResult::Error);
  CHECK(r.error.str() ==
        "test/main.lua:1: in hook 'on_turn_start': instruction budget exceeded (100000 instructions per call)");
  // 100 nested calls of ~20,000 instructions each would be 2 million on a fresh budget each.
  CHECK(nested_ok < 10);
  f.api.on_move = nullptr;
  const ScriptResult again = f.call("inner");
  INFO(again.error.str());
  CHECK(again.status == ScriptResult::Ok);
}

// ---- the same, played through the real engine ----


TEST_CASE("[hardening] damage dealt inside before_damage never lands on a figure that died meanwhile", "[hardening]") {
  HostileMod m("reentrant", R"(function log(ctx, ev)
  if ctx.hook == "before_damage" then figures.damage(ev.figure, ev.amount) end
end)");
  INFO(m.content.diags.str());
  REQUIRE_FALSE(m.content.diags.has_errors());
  Game g(m.content.db, &m.lua, every_hook());
  const std::vector<Event> events = play_first_options(g).events;
  std::map<FigureId, int> killed;
  bool nesting_reported = false;
  for (const Event& e : events) {
    if (const auto* k = e.get<FigureKilled>()) ++killed[k->figure];
    if (const auto* d = e.get<DamageSuffered>()) CHECK(killed.count(d->figure) == 0);
    if (const auto* f = e.get<ScriptFailed>(); f && f->failure->message.find("nested too deeply") != std::string::npos) {
      nesting_reported = true;
      CHECK(f->failure->mod + "/" + f->failure->file == "lua-hooks/rules.lua");
      CHECK(f->failure->line > 0);
    }
  }
  CHECK(nesting_reported);
  REQUIRE_FALSE(killed.empty());
  for (const auto& [id, n] : killed) CHECK(n == 1);
}

TEST_CASE("[hardening] a table a script keeps in its globals does not survive into the next game", "[hardening]") {
  HostileMod m("leak", R"(local seen = {rounds = 0}
function round_start(ctx, ev)
  seen.rounds = seen.rounds + 1
  ctx.vars.seen = seen.rounds
end
function check_goal(ctx, ev) if ev.round >= 3 then return "lost" end end)");
  INFO(m.content.diags.str());
  REQUIRE_FALSE(m.content.diags.has_errors());
  uint64_t first = 0;
  for (int game = 0; game < 3; ++game) {
    Game g(m.content.db, &m.lua, every_hook());
    play_first_options(g);
    REQUIRE(g.over());
    if (game == 0) first = g.hash();
    CHECK(g.hash() == first);
  }
}

TEST_CASE("[hardening] a list an API call returns is charged per item", "[hardening]") {
  LuaFixture f({{"main.lua", "function list_all() for i = 1, 1e9 do figures.all() end end\n"}});
  // 1,000 figures: each call is charged 500 + 1,000 * 50 instructions, so the budget of 1,000,000
  // allows fewer than 20 calls (without the per-item charge it would allow about 2,000).
  const FigureView model = f.api.figs.back();
  for (int i = 0; i < 1000; ++i) {
    FigureView v = model;
    v.id = FigureId(f.api.figs.size());
    f.api.figs.push_back(v);
  }
  int calls = 0;
  struct Counting : FakeScriptApi {
    int* n = nullptr;
    std::vector<FigureView> figures() const override {
      ++*n;
      return FakeScriptApi::figures();
    }
  } api;
  api.figs = f.api.figs;
  api.n = &calls;
  const ScriptResult r = f.host.call("test", "main.lua#list_all", Hook::on_turn_start, {}, api);
  REQUIRE(r.status == ScriptResult::Error);
  CHECK(r.error.str() ==
        "test/main.lua:1: in hook 'on_turn_start': instruction budget exceeded (1000000 instructions per call)");
  CHECK(calls <= 20);
  CHECK(calls > 10);
}

TEST_CASE("[hardening] games on simulation threads start from the same script state as a fresh process", "[hardening]") {
  const char* counter = R"(state = {n = 0}
function round_start(ctx, ev) state.n = state.n + 1; ctx.vars.n = state.n end)";
  HostileMod reference("threads-ref", counter);
  Game g(reference.content.db, &reference.lua, every_hook());
  const uint64_t expected = play_first_options(g).hash;
  uint64_t hashes[2][2] = {};
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&, t] {
      HostileMod m("threads-" + std::to_string(t), counter);
      for (int game = 0; game < 2; ++game) {
        Game tg(m.content.db, &m.lua, every_hook());
        while (!tg.over() && tg.decision()) tg.answer_index(0);
        hashes[t][game] = tg.hash();
      }
    });
  for (std::thread& t : threads) t.join();
  for (auto& per_thread : hashes)
    for (uint64_t h : per_thread) CHECK(h == expected);
}

TEST_CASE("[hardening] a figure a hook kills takes no further part in the attack or move that ran the hook", "[hardening]") {
  // before_attack kills the monster that attacks or is attacked; on_enter_hex kills a monster as it
  // steps. The attack must not land, the move must not go on, the dead must not act.
  HostileMod m("kill-in-hooks", R"(local function kill_monster(id)
  local f = id and figures.get(id)
  if f and f.kind == "monster" and f.hp > 0 then figures.damage(id, 100) end
end
function log(ctx, ev)
  if ctx.hook == "before_attack" then
    kill_monster(ev.target)
    kill_monster(ev.attacker)
  elseif ctx.hook == "on_enter_hex" then
    kill_monster(ev.figure)
  end
end)");
  INFO(m.content.diags.str());
  REQUIRE_FALSE(m.content.diags.has_errors());
  Game g(m.content.db, &m.lua, every_hook());
  const PlayedGame p = play_first_options(g);
  CHECK(p.over);
  CHECK(p.failures.empty());
  std::map<FigureId, int> killed;
  auto dead = [&](FigureId id) { return killed.count(id) > 0; };
  for (const Event& e : p.events) {
    if (const auto* k = e.get<FigureKilled>()) {
      CHECK_FALSE(dead(k->figure));
      ++killed[k->figure];
    }
    if (const auto* d = e.get<DamageSuffered>()) CHECK_FALSE(dead(d->figure));
    if (const auto* mv = e.get<FigureMoved>()) CHECK_FALSE(dead(mv->figure));
    if (const auto* a = e.get<AttackResolved>()) {
      CHECK_FALSE(dead(a->attacker));
      CHECK_FALSE(dead(a->target));
    }
    if (const auto* t = e.get<TurnStarted>()) CHECK_FALSE(dead(t->figure));
    if (const auto* c = e.get<ConditionGained>()) CHECK_FALSE(dead(c->figure));
    if (const auto* r = e.get<Retaliated>()) CHECK_FALSE(dead(r->retaliator));
  }
  CHECK(killed.size() >= 2);  // both grubs die by the hooks
}
