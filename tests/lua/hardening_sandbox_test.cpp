// The sandbox, played: each escape a script might try, from the hardening list and the classic
// ones, runs inside a real game (the "Every Hook" mod with the hostile handler appended). For each:
// the exact message, with mod, file and line; the game goes on to its end with every invariant
// holding after every answer; and the next game on the same Lua host ends in the same state as the
// first, so nothing the script did outlives its game.
#include <catch2/catch.hpp>

#include <string>

#include "tests/lua/hardening_mod.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// `lua` is appended to the mod's rules.lua. `expected` is the message of every failure the game
// reports, with {line} standing for the line of rules.lua that holds "--!"; "" when the script
// must not fail at all.
void check_escape(const std::string& name, const std::string& lua, const std::string& expected,
                  LuaHostOptions options = quiet_options()) {
  HostileMod m(name, lua, std::move(options));
  INFO(m.content.diags.str());
  REQUIRE_FALSE(m.content.diags.has_errors());
  std::string want = expected;
  if (const size_t at = want.find("{line}"); at != std::string::npos) {
    const int line = m.line_of("--!");
    REQUIRE(line > 0);
    want.replace(at, 6, std::to_string(line));
  }

  Game first(m.content.db, &m.lua, every_hook());
  const PlayedGame a = play_first_options(first);
  CHECK(a.over);
  if (expected.empty()) {
    CHECK(a.failures.empty());
  } else {
    REQUIRE_FALSE(a.failures.empty());
    for (const std::string& f : a.failures) CHECK(f == want);
  }

  // The next game on the same host: the same failures, the same end.
  Game second(m.content.db, &m.lua, every_hook());
  const PlayedGame b = play_first_options(second);
  CHECK(b.over);
  CHECK(b.failures == a.failures);
  CHECK(b.hash == a.hash);

  // And the same end as a game on a host that never ran the hostile script before.
  HostileMod fresh(name + "-fresh", lua, m.lua.options());
  Game third(fresh.content.db, &fresh.lua, every_hook());
  CHECK(play_first_options(third).hash == a.hash);
}

// A round-start handler that runs `code` (the line the error names) every round.
std::string at_round_start(const std::string& code) {
  return "function round_start(ctx, ev)\n  " + code + " --!\nend";
}

// The message of a failure on the marked line of rules.lua in `hook`.
std::string at_line(const std::string& hook, const std::string& message) {
  return "lua-hooks/rules.lua:{line}: in hook '" + hook + "': " + message;
}

}  // namespace

// ---- the breaches of the hardening list, in a game ----

TEST_CASE("[hardening] sandbox in a game: an xpcall handler that loops forever", "[hardening][sandbox]") {
  check_escape("xpcall", at_round_start("xpcall(error, function() while true do end end)"), at_line("on_round_start",
               "instruction budget exceeded (100000 instructions per call)"), budget(100000));
}

TEST_CASE("[hardening] sandbox in a game: filling ctx.vars without end", "[hardening][sandbox]") {
  // In round 1 only, so that the variables the mod keeps itself (its log) are always the same one.
  check_escape("vars-flood", at_round_start("if ev.round == 1 then for i = 1, 1e6 do ctx.vars['k' .. i] = i end end"),
               at_line("on_round_start",
               "ctx.vars: 'k256': at most 256 variables"));
}

TEST_CASE("[hardening] sandbox in a game: keeping the engine busy through API calls", "[hardening][sandbox]") {
  check_escape("api-spin", at_round_start("for i = 1, 1e9 do figures.all() end"), at_line("on_round_start",
               "instruction budget exceeded (1000000 instructions per call)"));
}

TEST_CASE("[hardening] sandbox in a game: no kept state: a table in a global is read-only once the mod is loaded", "[hardening][sandbox]") {
  check_escape("global-table", R"(state = {n = 0}
function round_start(ctx, ev)
  state.n = state.n + 1 --!
  ctx.vars.n = state.n
end)",
               at_line("on_round_start", "cannot assign to field 'n': tables are read-only once the mod is loaded "
                                         "(keep game state in ctx.vars)"));
}

TEST_CASE("[hardening] sandbox in a game: no kept state: a table in a file-level local is read-only once the mod is loaded", "[hardening][sandbox]") {
  check_escape("local-table", R"(local seen = {}
function round_start(ctx, ev)
  table.insert(seen, ev.round) --!
  ctx.vars.n = #seen
end)",
               at_line("on_round_start", "cannot assign to a field: tables are read-only once the mod is loaded "
                                         "(keep game state in ctx.vars)"));
}

TEST_CASE("[hardening] sandbox in a game: no kept state: a module table reached through require is read-only", "[hardening][sandbox]") {
  check_escape("module-table", R"(function round_start(ctx, ev)
  local m = require("rules")
  rawset(m, "n", (m.n or 0) + 1) --!
end
return {n = 0})",
               at_line("on_round_start", "rawset: tables are read-only once the mod is loaded (keep game state in "
                                         "ctx.vars)"));
}

TEST_CASE("[hardening] sandbox: a script that names _ENV is refused when the mod loads, so no hook can replace it", "[hardening][sandbox]") {
  // Replacing _ENV gave the file's functions a writable environment: state kept between hook
  // calls outside ctx.vars. The name is refused in the source, wherever it stands.
  HostileMod m("replaced-env", R"(local real = _ENV --!
function round_start(ctx, ev)
  if real.rawequal(_ENV, real) then _ENV = real.setmetatable({n = 0}, {__index = real}) end
  n = n + 1
  ctx.vars.n = n
end)");
  const std::string diags = m.content.diags.str();
  INFO(diags);
  CHECK(diags.find("/rules.lua:" + std::to_string(m.line_of("--!")) + ": error: the name _ENV is not allowed") !=
        std::string::npos);
}

TEST_CASE("[hardening] sandbox: the _ENV rule skips strings and comments and holds for load()", "[hardening][sandbox]") {
  // Named only inside strings and comments: the mod loads; load() of a chunk naming it fails.
  check_escape("env-in-load", R"(-- _ENV in a comment, --[[ and _ENV ]] in a long one
local text = "_ENV" .. '_ENV' .. [[_ENV]]
function round_start(ctx, ev)
  local f, err = load("_ENV = {}")
  if not f then error(err) end --!
end)",
               at_line("on_round_start", "lua-hooks/rules.lua(load):1: the name _ENV is not allowed (globals are "
                                         "read-only once the mod is loaded: keep game state in ctx.vars)"));
}

TEST_CASE("[hardening] sandbox in a game: load under another mod's file name", "[hardening][sandbox]") {
  // The chunk's own line 1 is blamed, on the file that loaded it.
  check_escape("spoofed-load", at_round_start("load(\"error('boom')\", \"@base/items/items.lua\")()"),
               "lua-hooks/rules.lua(load):1: in hook 'on_round_start': boom");
}

TEST_CASE("[hardening] sandbox in a game: a hook result out of the engine's range", "[hardening][sandbox]") {
  // A result has no line of its own once the handler returned: the handler's first line is named.
  check_escape("huge-attack", "function log(ctx, ev) --!\n  if ctx.hook == 'before_attack' then return 2147483647 end\nend",
               at_line("before_attack", "the handler returned 2147483647, out of range (expected -1000000 to 1000000)"));
}

TEST_CASE("[hardening] sandbox in a game: before_damage returning 2^32 + 3", "[hardening][sandbox]") {
  check_escape("wrapping-damage", "function log(ctx, ev) --!\n  if ctx.hook == 'before_damage' then return 2^32 + 3 end\nend",
               at_line("before_damage", "the handler returned 4294967299, out of range (expected -1000000 to 1000000)"));
}

// ---- the classic escapes ----

TEST_CASE("[hardening] sandbox in a game: the classic escapes fail with their message and leave nothing behind",
          "[hardening][sandbox]") {
  // Each escape is tried in a round-start handler of a mod of its own.
  struct Escape {
    const char* escape;
    const char* mod;
    const char* code;     // the handler's line
    const char* message;  // the message of each failure
  };
  const Escape e = GENERATE(values<Escape>({
      {"io", "io", "io.open('/etc/passwd')",
       "attempt to index a nil value (global 'io')"},
      {"os.execute", "os", "os.execute('true')",
       "attempt to index a nil value (global 'os')"},
      {"os.exit", "os-exit", "os.exit(1)",
       "attempt to index a nil value (global 'os')"},
      {"debug", "debug", "debug.sethook()",
       "attempt to index a nil value (global 'debug')"},
      {"package", "package", "package.loadlib('libc.so.6', 'system')",
       "attempt to index a nil value (global 'package')"},
      {"require of a C module", "require", "require('socket.core')",
       "require: module 'socket.core' not found (a mod can only require its own Lua files; mod 'lua-hooks' has no socket/core.lua)"},
      {"dofile", "dofile", "dofile('/etc/passwd')",
       "attempt to call a nil value (global 'dofile')"},
      {"loadfile", "loadfile", "loadfile('/etc/passwd')",
       "attempt to call a nil value (global 'loadfile')"},
      {"a binary chunk", "binary-chunk", "assert(load('\\27Lua\\84\\0\\25\\147\\13\\10\\26\\10', 'x', 'b'))",
       "attempt to load a binary chunk (mode is 't')"},
      {"string.dump", "string-dump", "string.dump(round_start)",
       "attempt to call a nil value (field 'dump')"},
      {"the metatable of strings", "string-metatable", "getmetatable('').__index = {upper = function() return 'x' end}",
       "attempt to index a string value"},
      {"the metatable of an engine table", "api-metatable", "setmetatable(figures, nil)",
       "cannot change a protected metatable"},
      {"the metatable of ctx.vars", "vars-metatable", "setmetatable(ctx.vars, {})",
       "cannot change a protected metatable"},
      {"collectgarbage", "collectgarbage", "collectgarbage('stop')",
       "attempt to call a nil value (global 'collectgarbage')"},
      {"a yield out of a hook", "yield", "coroutine.yield(1)",
       "coroutine.yield outside a coroutine: a hook function cannot yield (game.ask waits for the player)"},
      {"a memory bomb", "memory", "local s = 'x' for i = 1, 40 do s = s .. s end",
       "memory limit exceeded (32 MiB)"},
      {"one huge string", "huge-string", "local s = ('x'):rep(1 << 30)",
       "memory limit exceeded (32 MiB)"},
      {"a CPU bomb", "cpu", "while true do end",
       "instruction budget exceeded (1000000 instructions per call)"},
      {"a pattern that backtracks for ever", "pattern", "(('a'):rep(5000)):find('.-.-.-.-b')",
       "instruction budget exceeded (1000000 instructions per call)"},
      {"a global assignment", "global", "counter = (counter or 0) + 1",
       "cannot set global 'counter': globals are read-only once the mod is loaded (keep game state in ctx.vars)"},
  }));
  INFO(e.escape);
  check_escape(e.mod, at_round_start(e.code), at_line("on_round_start", e.message));
}

TEST_CASE("[hardening] sandbox in a game: a yield across an engine call", "[hardening][sandbox]") {
  // The coroutine calls figures.damage, whose before_damage handler yields: the handler runs in its
  // own coroutine, so the yield cannot reach the script's coroutine through the engine.
  check_escape("yield-across", R"(function log(ctx, ev)
  if ctx.hook == "before_damage" then coroutine.yield("out") end --!
end
function round_start(ctx, ev)
  local co = coroutine.wrap(function()
    for _, f in ipairs(figures.all()) do
      if f.kind == "monster" then figures.damage(f.id, 1) end
    end
    return "back"
  end)
  ctx.vars.got = co()
end)",
               at_line("before_damage",
                       "coroutine.yield outside a coroutine: a hook function cannot yield (game.ask waits for the player)"));
}

TEST_CASE("[hardening] sandbox in a game: deep recursion", "[hardening][sandbox]") {
  check_escape("recursion", "local function f(n) return f(n + 1) + 1 end --!\nfunction round_start(ctx, ev) f(1) end",
               at_line("on_round_start", "stack overflow (Lua calls nested more than 1000 deep)"));
}

TEST_CASE("[hardening] sandbox in a game: registering thousands of hazard names", "[hardening][sandbox]") {
  // The map's names are a 16-bit table: past its limit set_terrain refuses, with the reason.
  check_escape("terrain-names", R"(function round_start(ctx, ev)
  for i = 1, 5000 do
    local ok, why = board.set_terrain({q = 5, r = 0}, "hazard", "spikes " .. i)
    if not ok then error(why) end --!
  end
end)",
               at_line("on_round_start", "the map has 1024 hazard and plate names already (the limit)"));
}
