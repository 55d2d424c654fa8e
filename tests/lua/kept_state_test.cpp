// The sandbox's no-kept-state rule (bindings/freeze.h): once a mod has loaded, a hook has no way
// to keep state outside ctx.vars. Each route is refused, with the mod, file and line: a variable a
// kept function captured (file-level local, through a helper, a factory, load()), a coroutine or
// an iterator kept from loading (here, when the mod loads), and tables kept from loading (in a
// game, tests/lua/hardening_sandbox_test.cpp). Frozen tables still read as before.
#include <catch2/catch.hpp>

#include <string>

#include "tests/lua/hardening_mod.h"
#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// The load errors of a mod with `lua` appended to its rules.lua, "{line}" standing for the line
// holding "--!".
struct Refused {
  HostileMod m;
  std::string diags;
  Refused(const std::string& name, const std::string& lua) : m(name, lua), diags(m.content.diags.str()) {}
  bool has(std::string want) const {
    if (const size_t at = want.find("{line}"); at != std::string::npos)
      want.replace(at, 6, std::to_string(m.line_of("--!")));
    return diags.find(want) != std::string::npos;
  }
};

constexpr const char* kOutlives =
    "inside this function: the variable outlives the call and would keep state between hook calls (keep game "
    "state in ctx.vars)";

}  // namespace

TEST_CASE("[sandbox] no kept state: a hook assigning a file-level local is refused when the mod loads", "[sandbox]") {
  Refused r("local-counter", R"(local count = 0
function round_start(ctx, ev)
  count = count + 1 --!
  ctx.vars.n = count
end)");
  INFO(r.diags);
  CHECK(r.has("rules.lua:{line}: error: cannot assign to 'count' " + std::string(kOutlives)));
}

TEST_CASE("[sandbox] no kept state: a file-level local assigned through a helper function is refused", "[sandbox]") {
  Refused r("helper-counter", R"(local count = 0
local function bump()
  count = count + 1 --!
  return count
end
function round_start(ctx, ev) ctx.vars.n = bump() end)");
  INFO(r.diags);
  CHECK(r.has("rules.lua:{line}: error: cannot assign to 'count' " + std::string(kOutlives)));
}

TEST_CASE("[sandbox] no kept state: a counter made by a factory at load time is refused", "[sandbox]") {
  // The variable is a local of a function that has returned: it lives as long as the counter.
  Refused r("factory-counter", R"(local function counter()
  local n = 0
  return function()
    n = n + 1 --!
    return n
  end
end
local next_id = counter()
function round_start(ctx, ev) ctx.vars.n = next_id() end)");
  INFO(r.diags);
  CHECK(r.has("rules.lua:{line}: error: cannot assign to 'n' " + std::string(kOutlives)));
}

TEST_CASE("[sandbox] no kept state: a counter made by load() at load time is refused", "[sandbox]") {
  Refused r("load-counter", R"(local next_id = load("local n = 0\nreturn function() n = n + 1 return n end")()
function round_start(ctx, ev) ctx.vars.n = next_id() end)");
  INFO(r.diags);
  CHECK(r.has("rules.lua(load):2: error: cannot assign to 'n' " + std::string(kOutlives)));
}

TEST_CASE("[sandbox] no kept state: locals of the hook and of functions it makes may be assigned", "[sandbox]") {
  Refused r("fresh-locals", R"(function round_start(ctx, ev)
  local n = 0
  local function bump() n = n + 1 end
  bump()
  bump()
  ctx.vars.n = n
end
local function make() local k = 0 return function() return k end end
local reader = make()
function turn_start(ctx, ev) return reader() end)");
  CHECK(r.diags.empty());
}

TEST_CASE("[sandbox] no kept state: a coroutine kept from loading is refused", "[sandbox]") {
  Refused r("kept-coroutine", R"(local co = coroutine.wrap(function() local n = 0 while true do n = n + 1 coroutine.yield(n) end end)
function round_start(ctx, ev) ctx.vars.n = co() end
thread = coroutine.create(function() end))");
  INFO(r.diags);
  CHECK(r.has("rules.lua: error: local 'co' holds a coroutine.wrap function once the mod is loaded: it goes on from "
              "where it stopped and would keep state between hook calls (keep game state in ctx.vars)"));
  CHECK(r.has("rules.lua: error: global 'thread' holds a coroutine once the mod is loaded"));
}

TEST_CASE("[sandbox] no kept state: a string.gmatch iterator kept from loading is refused", "[sandbox]") {
  Refused r("kept-gmatch", R"(local words = ("a b c d e f"):gmatch("%a")
function round_start(ctx, ev) ctx.vars.w = words() end)");
  INFO(r.diags);
  CHECK(r.has("rules.lua: error: local 'words' holds a string.gmatch iterator once the mod is loaded"));
}

TEST_CASE("[sandbox] no kept state: the next game reuses the loaded Lua state, unless a script broke the rule", "[sandbox]") {
  HostileMod good("reuse-state", "");
  REQUIRE_FALSE(good.content.diags.has_errors());
  Game first(good.content.db, &good.lua, every_hook());
  const PlayedGame a = play_first_options(first);
  Game second(good.content.db, &good.lua, every_hook());
  const PlayedGame b = play_first_options(second);
  CHECK(a.hash == b.hash);
  CHECK(good.lua.loads() == 1);

  Refused bad("reload-state", "local count = 0\nfunction round_start(ctx, ev) count = count + 1 ctx.vars.n = count end");
  REQUIRE(bad.m.content.diags.has_errors());
  Game third(bad.m.content.db, &bad.m.lua, every_hook());
  const PlayedGame c = play_first_options(third);
  Game fourth(bad.m.content.db, &bad.m.lua, every_hook());
  const PlayedGame d = play_first_options(fourth);
  CHECK(c.hash == d.hash);  // loaded again: the counter starts over
  CHECK(bad.m.lua.loads() == 2);
}

// ---- frozen tables read as before ----

namespace {

constexpr const char* kFrozenReads = R"(local LIST = {3, 1, 2}
local NAMES = {a = 1, b = 2}
local Vec = {}
Vec.__index = Vec
Vec.__add = function(a, b) return Vec.new(a.x + b.x) end
function Vec.new(x) return setmetatable({x = x}, Vec) end
function Vec:double() return self.x * 2 end
local ORIGIN = Vec.new(5)
EMPTY = {}
function reads()
  local keys = {}
  for k, v in pairs(NAMES) do keys[#keys + 1] = k .. "=" .. v end
  table.sort(keys)
  local s = 0
  for _, v in ipairs(LIST) do s = s + v end
  return table.concat(keys, ",") .. " " .. #LIST .. " " .. s .. " " .. rawlen(LIST) .. " " .. rawget(NAMES, "a") ..
    " " .. tostring(next(EMPTY)) .. " " .. tostring(next(LIST) ~= nil) .. " " .. table.concat(LIST, "-") .. " " ..
    select("#", table.unpack(LIST))
end
function objects()
  local v = Vec.new(2) + ORIGIN
  return v.x .. " " .. v:double() .. " " .. ORIGIN:double() .. " " .. tostring(getmetatable(v) == Vec) .. " " ..
    tostring(getmetatable(ORIGIN) == Vec) .. " " .. tostring(getmetatable(LIST))
end
function writes()
  local out = {}
  for _, f in ipairs({function() LIST[1] = 0 end, function() NAMES.c = 1 end, function() table.insert(LIST, 4) end,
                      function() rawset(LIST, 1, 0) end, function() setmetatable(LIST, nil) end,
                      function() Vec.y = 1 end, function() table.sort(LIST) end}) do
    local ok, err = pcall(f)
    out[#out + 1] = ok and "written" or tostring(err):match("read%-only") and "refused" or tostring(err)
  end
  return table.concat(out, " ")
end
)";

}  // namespace

TEST_CASE("[sandbox] no kept state: frozen tables read as before: pairs, ipairs, #, next, rawget, rawlen, table functions", "[sandbox]") {
  LuaFixture f({{"main.lua", kFrozenReads}});
  REQUIRE_FALSE(f.diags.has_errors());
  CHECK(f.call("reads").text == "a=1,b=2 3 6 3 1 nil true 3-1-2 3");
}

TEST_CASE("[sandbox] no kept state: a frozen class still makes objects, with its metamethods and identity", "[sandbox]") {
  LuaFixture f({{"main.lua", kFrozenReads}});
  CHECK(f.call("objects").text == "7 14 10 true true nil");
}

TEST_CASE("[sandbox] no kept state: every write to a frozen table is refused", "[sandbox]") {
  LuaFixture f({{"main.lua", kFrozenReads}});
  CHECK(f.call("writes").text == "refused refused refused refused refused refused refused");
}
