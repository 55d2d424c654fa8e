// Script errors: each names mod, file, line and hook (or, while loading, reads like a compiler
// message), never crashes the engine, and leaves the host able to run the next call.
#include <catch2/catch.hpp>

#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr const char* kFaulty = R"(function ok() return 42 end
function boom(ctx, ev)
  local x
  return x + 1
end
function raise() error("the lever is stuck") end
function raise_table() error({code = 1}) end
function damage_string() figures.damage(1, "x") end
function damage_nil() figures.damage(1) end
function damage_float() figures.damage(1, 2.5) end
function move_bad_hex() figures.move(1, "a") end
function bad_condition() figures.add_condition(1, "sleepy") end
function ask_empty() game.ask("Which?", {}) end
function ask_number() game.ask("Which?", {"a", 2}) end
function bad_id() figures.get(70000) end
function round() return game.round() end
function non_integer() return 2.5 end
function yield() coroutine.yield(1) end
function spin() while true do end end
function spin_pcall() while true do pcall(function() while true do end end) end end
function spin_coroutine() coroutine.wrap(function() while true do end end)() end
local subject = ("a"):rep(3000)
function pattern_find() return subject:find(".-.-.-.-b") end
function pattern_match() return string.match(subject, "(a*)*b") end
function pattern_gmatch() for _ in subject:gmatch(".-.-.-b") do end end
function pattern_gsub() return (subject:gsub(".-.-.-b", "x")) end
function pattern_pcall() local ok = pcall(string.find, subject, ".-.-.-.-b") while true do end end
function pattern_fine()
  local a, b, c = ("key = value"):match("^(%w+)%s*=%s*(%w+)()$")
  local words = {}
  for w in ("one two  three"):gmatch("%a+") do words[#words + 1] = w end
  local s, n = ("hello world"):gsub("o", "0")
  return table.concat({a, b, c, table.concat(words, ","), s, n, ("x[y]z"):find("%b[]"), ("abc"):find("b", 1, true)}, " ")
end
)";

}  // namespace

TEST_CASE("[lua] a runtime error in a hook names mod, file, line and hook") {
  LuaFixture f({{"main.lua", kFaulty}});
  const ScriptResult r = f.call("boom", Hook::before_attack);
  REQUIRE(r.status == ScriptResult::Error);
  CHECK(r.error.mod == "test");
  CHECK(r.error.file == "main.lua");
  CHECK(r.error.line == 4);
  CHECK(r.error.hook == "before_attack");
  CHECK(r.error.message == "attempt to perform arithmetic on a nil value (local 'x')");
  CHECK(r.error.str() ==
        "test/main.lua:4: in hook 'before_attack': attempt to perform arithmetic on a nil value (local 'x')");
  CHECK_THAT(r.error.traceback, Catch::Contains("test/main.lua:4: in function"));
  CHECK(f.call("ok").integer == 42);

  CHECK(f.error_of("raise") == "test/main.lua:6: in hook 'on_turn_start': the lever is stuck");
  CHECK(f.error_of("raise_table") == "test/main.lua:7: in hook 'on_turn_start': (error object is a table value)");
}

TEST_CASE("[lua] argument errors name the function, the argument and the script line") {
  LuaFixture f({{"main.lua", kFaulty}});
  const std::pair<const char*, const char*> cases[] = {
      {"damage_string", "test/main.lua:8: in hook 'on_turn_start': figures.damage: arg 2 'amount': expected integer, got string"},
      {"damage_nil", "test/main.lua:9: in hook 'on_turn_start': figures.damage: arg 2 'amount': expected integer, got nil"},
      {"damage_float",
       "test/main.lua:10: in hook 'on_turn_start': figures.damage: arg 2 'amount': expected integer, got number 2.5"},
      {"move_bad_hex",
       "test/main.lua:11: in hook 'on_turn_start': figures.move: arg 2 'to': expected hex {q=integer, r=integer}, got "
       "string"},
      {"bad_condition",
       "test/main.lua:12: in hook 'on_turn_start': figures.add_condition: arg 2 'condition': unknown condition "
       "'sleepy' (expected poison, wound, immobilize, disarm, muddle, strengthen or invisible)"},
      {"ask_empty",
       "test/main.lua:13: in hook 'on_turn_start': game.ask: arg 2 'options': expected list of texts, got an empty "
       "table"},
      {"ask_number",
       "test/main.lua:14: in hook 'on_turn_start': game.ask: arg 2 'options': item 2: expected string or game.text(key, args), got number"},
      {"bad_id", "test/main.lua:15: in hook 'on_turn_start': figures.get: arg 1 'id': no figure has id 70000"},
  };
  for (const auto& [fn, expected] : cases) {
    INFO(fn);
    CHECK(f.error_of(fn) == expected);
    CHECK(f.call("ok").integer == 42);
  }
  CHECK(f.api.calls.empty());
}

TEST_CASE("[lua] calling a function that does not exist is an error, not a crash") {
  LuaFixture f({{"main.lua", kFaulty}});
  CHECK_FALSE(f.host.has_function("test", "main.lua#nope"));
  CHECK(f.host.has_function("test", "main.lua#ok"));
  CHECK(f.error_of("nope") == "test/main.lua: in hook 'on_turn_start': no function named 'nope'");
  CHECK(f.error_of("other.lua#ok") ==
        "test/other.lua: in hook 'on_turn_start': no function named 'ok' (the mod has no file other.lua that loaded)");
  CHECK(f.host.call("test", "main.lua", Hook::on_turn_start, {}, f.api).error.str() ==
        "test/main.lua: in hook 'on_turn_start': bad function reference 'main.lua' (expected file.lua#function)");
  FakeScriptApi api;
  const ScriptResult r = f.host.call("nomod", "main.lua#ok", Hook::on_round_end, {}, api);
  CHECK(r.error.str() ==
        "nomod/main.lua: in hook 'on_round_end': no function named 'ok' (the mod has no file main.lua that loaded)");
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[lua] an endless loop is stopped by the instruction budget, also under pcall or in a coroutine") {
  LuaFixture f({{"main.lua", kFaulty}}, budget(10000));
  CHECK(f.error_of("spin") ==
        "test/main.lua:19: in hook 'on_turn_start': instruction budget exceeded (10000 instructions per call)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.error_of("spin_pcall") ==
        "test/main.lua:20: in hook 'on_turn_start': instruction budget exceeded (10000 instructions per call)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.error_of("spin_coroutine") ==
        "test/main.lua:21: in hook 'on_turn_start': instruction budget exceeded (10000 instructions per call)");
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[lua] string patterns that backtrack for ever are stopped by the instruction budget") {
  // Lua's matcher is a C loop the VM's count hook never sees; ours charges every step.
  LuaFixture f({{"main.lua", kFaulty}}, budget(100000));
  REQUIRE(f.diags.str().empty());
  CHECK(f.error_of("pattern_find") ==
        "test/main.lua:23: in hook 'on_turn_start': instruction budget exceeded (100000 instructions per call)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.error_of("pattern_match") ==
        "test/main.lua:24: in hook 'on_turn_start': instruction budget exceeded (100000 instructions per call)");
  CHECK(f.error_of("pattern_gmatch") ==
        "test/main.lua:25: in hook 'on_turn_start': instruction budget exceeded (100000 instructions per call)");
  CHECK(f.error_of("pattern_gsub") ==
        "test/main.lua:26: in hook 'on_turn_start': instruction budget exceeded (100000 instructions per call)");
  // pcall catches the error, but the budget stays spent: the next instruction fails.
  CHECK(f.error_of("pattern_pcall") ==
        "test/main.lua:27: in hook 'on_turn_start': instruction budget exceeded (100000 instructions per call)");
  // Ordinary patterns work as in Lua 5.4, and the host goes on.
  const ScriptResult r = f.call("pattern_fine");
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(*r.text == "key value 12 one,two,three hell0 w0rld 2 2 2 2");
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[lua] a memory bomb hits the memory cap and the memory comes back") {
  LuaHostOptions o = budget(100'000'000);
  o.memory_limit = size_t(4) << 20;
  LuaFixture f({{"main.lua", R"(function ok() return 42 end
function rep() return #string.rep("x", 1 << 30) end
function grow()
  local t = {}
  for i = 1, 1e9 do t[i] = ("x"):rep(1000) .. i end
end
function concat()
  local s = "x"
  while true do s = s .. s end
end
)"}},
               o);
  REQUIRE(f.diags.str().empty());
  const size_t before = f.host.memory_used();
  CHECK(f.error_of("rep") == "test/main.lua:2: in hook 'on_turn_start': memory limit exceeded (4 MiB)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.error_of("grow") == "test/main.lua:5: in hook 'on_turn_start': memory limit exceeded (4 MiB)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.error_of("concat") == "test/main.lua:9: in hook 'on_turn_start': memory limit exceeded (4 MiB)");
  CHECK(f.call("ok").integer == 42);
  CHECK(f.host.memory_used() < before + (size_t(1) << 20));
}

TEST_CASE("[lua] runaway recursion is an error, in Lua and through C functions") {
  LuaFixture f({{"main.lua", R"(function ok() return 42 end
local function deep(n) return 1 + deep(n + 1) end
function lua_recursion() return deep(1) end
function metamethod_recursion() local t = setmetatable({}, {__index = function(t, k) return t[k .. "x"] end}) return t.a end
)"}});
  for (const char* fn : {"lua_recursion", "metamethod_recursion"}) {
    INFO(fn);
    const ScriptResult r = f.call(fn);
    REQUIRE(r.status == ScriptResult::Error);
    CHECK(r.error.file == "main.lua");
    CHECK(r.error.line > 0);
    // Deep Lua recursion meets the memory cap before Lua's own stack limit.
    CHECK_THAT(r.error.message, Catch::Contains("stack overflow") || Catch::Contains("memory limit exceeded"));
    CHECK(f.call("ok").integer == 42);
  }
}

TEST_CASE("[lua] an exception thrown by the engine becomes a script error") {
  LuaFixture f({{"main.lua", kFaulty}});
  f.api.throw_on_round = true;
  CHECK(f.error_of("round") == "test/main.lua:16: in hook 'on_turn_start': game.round: internal error: round is broken");
  f.api.throw_on_round = false;
  CHECK(f.call("round").integer == 3);
}

TEST_CASE("[lua] odd returns and stray yields are errors") {
  LuaFixture f({{"main.lua", kFaulty}});
  CHECK(f.error_of("non_integer", Hook::before_damage) ==
        "test/main.lua:17: in hook 'before_damage': the handler returned 2.5, expected an integer");
  CHECK(f.error_of("yield") ==
        "test/main.lua:18: in hook 'on_turn_start': coroutine.yield outside a coroutine: a hook function cannot yield "
        "(game.ask waits for the player)");
  CHECK(f.call("ok").integer == 42);
}

TEST_CASE("[lua] load reports every broken file like a compiler and keeps the good ones") {
  LuaFixture f({{"good.lua", "function ok() return 1 end\n"},
                {"bad.lua", "local a = 1\nlocal x = = 1\n"},
                {"top.lua", "local n = 1\nerror('no map here')\n"},
                {"early.lua", "local r = game.round()\n"},
                {"uses_bad.lua", "local b = require('bad')\n"}});
  CHECK(f.diags.str() ==
        "test/bad.lua:2: error: unexpected symbol near '='\n"
        "test/top.lua:2: error: no map here\n"
        "test/early.lua:1: error: game.round: only available while a hook runs, not while the mod's files load\n"
        "test/uses_bad.lua:1: error: require: bad.lua failed to load (see its error)\n");
  CHECK(f.call("good.lua#ok").integer == 1);
}

TEST_CASE("[lua] endless loops and memory bombs while loading are load errors") {
  LuaHostOptions o = budget(10000);
  o.memory_limit = size_t(2) << 20;
  LuaFixture f({{"loop.lua", "while true do end\n"},
                {"bomb.lua", "local s = string.rep('x', 1 << 28)\n"},
                {"good.lua", "function ok() return 1 end\n"}},
               o);
  CHECK(f.diags.str() ==
        "test/loop.lua:1: error: instruction budget exceeded (10000 instructions per call)\n"
        "test/bomb.lua: error: memory limit exceeded (2 MiB)\n");
  CHECK(f.call("good.lua#ok").integer == 1);
}

TEST_CASE("[lua] hooks nested through script actions run, up to a depth limit") {
  LuaFixture f({{"main.lua", R"(function outer(ctx, ev)
  local ok = figures.move(ev.figure, {q = 1, r = 1})
  return ctx.vars.inner
end
function inner(ctx, ev) ctx.vars.inner = ev.figure * 10 end
function recurse(ctx, ev) figures.move(0, {q = 1, r = 1}) end
)"}});
  f.api.on_move = [&](FigureId id) {
    FakeScriptApi nested;
    nested.vars = f.api.vars;
    HookEvent ev;
    ev.figure = id;
    REQUIRE(f.host.call("test", "main.lua#inner", Hook::on_enter_hex, ev, nested).status == ScriptResult::Ok);
    f.api.vars = nested.vars;
  };
  HookEvent ev;
  ev.figure = 2;
  const ScriptResult r = f.call("outer", Hook::on_turn_start, ev);
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(r.integer == 20);

  std::vector<ScriptResult> results;
  f.api.on_move = [&](FigureId) { results.push_back(f.call("recurse", Hook::on_enter_hex)); };
  CHECK(f.call("recurse").status == ScriptResult::Ok);
  REQUIRE(results.size() == 8);
  CHECK(results.front().error.str() ==
        "test/main.lua:6: in hook 'on_enter_hex': hook calls nested too deeply (8 levels): script actions keep "
        "triggering hooks");
  f.api.on_move = nullptr;
  const ScriptResult again = f.call("outer", Hook::on_turn_start, ev);
  INFO(again.error.str());
  CHECK(again.status == ScriptResult::Ok);
}
