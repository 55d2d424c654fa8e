// How a hook call looks from Lua (ctx, ev, return values) and how it may stop to ask the player.
#include <catch2/catch.hpp>

#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr const char* kHandlers = R"(function show(ctx, ev)
  local keys = {}
  for k in pairs(ev) do keys[#keys + 1] = k end
  table.sort(keys)
  local parts = { ctx.mod, ctx.hook }
  for _, k in ipairs(keys) do
    local v = ev[k]
    if type(v) == "table" then v = "{" .. v.q .. "," .. v.r .. "}" end
    parts[#parts + 1] = k .. "=" .. tostring(v)
  end
  return table.concat(parts, " ")
end
function ret_int() return 7 end
function ret_float_int() return 3.0 end
function ret_string() return "won" end
function ret_true() return true end
function ret_nil() return nil end
function ret_table() return {} end
function choose(ctx, ev)
  local i = game.ask("Which door?", {"left", "right"})
  ctx.vars.door = i
  return i
end
function choose_hex()
  local h = game.ask_hex("Where?", {{q = 1, r = 0}, {2, 0}})
  return h.q * 10 + h.r
end
function hurt()
  figures.damage(0, 2)
  game.message("after")
end
function ask_in_pcall() local ok, i = pcall(game.ask, "Sure?", {"yes", "no"}) return i end
function ask_in_coroutine() return coroutine.wrap(function() return game.ask("Sure?", {"yes", "no"}) end)() end
function ask_in_sort() table.sort({1, 2, 3}, function(a, b) game.ask("Sure?", {"yes", "no"}) return a < b end) end
function count(ctx) ctx.vars.n = (ctx.vars.n or 0) + 1 return ctx.vars.n end
function set_types(ctx) ctx.vars.b = true ctx.vars.s = "x" ctx.vars.i = 3.0 ctx.vars.gone = nil end
function get_types(ctx) return tostring(ctx.vars.b) .. " " .. ctx.vars.s .. " " .. math.type(ctx.vars.i) .. " " .. tostring(ctx.vars.missing) end
function bad_var(ctx) ctx.vars.t = {} end
function bad_var_name(ctx) return ctx.vars[1] end
function rolls() local out = {} for i = 1, 5 do out[i] = math.random(6) end return table.concat(out, ",") end
function roll_float() local x = math.random() return x >= 0 and x < 1 and math.type(x) == "float" end
function roll_range() return math.random(-2, 2) end
function roll_game() return game.random(3) end
function reseed() math.randomseed(1) end
function say() print("hello", 42, nil, true) end
function write_ctx(ctx) ctx.mod = "other" end
)";

}  // namespace

TEST_CASE("[lua] ctx and ev carry the fields that hooks.h lists for each hook") {
  LuaFixture f({{"main.lua", kHandlers}});
  REQUIRE(f.diags.str().empty());
  auto show = [&](Hook hook, HookEvent ev) { return *f.call("show", hook, ev).text; };

  CHECK(show(Hook::on_scenario_setup, {}) == "test on_scenario_setup");
  HookEvent round;
  round.round = 4;
  CHECK(show(Hook::on_round_start, round) == "test on_round_start round=4");
  HookEvent enter;
  enter.figure = 1, enter.hex = {2, -1}, enter.has_hex = true, enter.terrain = "hazard", enter.name = "spikes";
  CHECK(show(Hook::on_enter_hex, enter) == "test on_enter_hex figure=1 hex={2,-1} name=spikes terrain=hazard");
  CHECK(show(Hook::pressure_plate, enter) == "test pressure_plate figure=1 hex={2,-1} name=spikes");
  HookEvent attack;
  attack.figure = 0, attack.other = 2, attack.amount = 3;
  CHECK(show(Hook::before_attack, attack) == "test before_attack amount=3 attacker=0 melee=false target=2");
  attack.melee = true;
  CHECK(show(Hook::after_modifier_roll, attack) == "test after_modifier_roll amount=3 attacker=0 melee=true target=2");
  HookEvent damage;
  damage.figure = 0, damage.amount = 2;  // no source: a trap
  CHECK(show(Hook::before_damage, damage) == "test before_damage amount=2 figure=0");
  damage.other = 1;
  CHECK(show(Hook::on_figure_killed, damage) == "test on_figure_killed figure=0 source=1");
  HookEvent ability;
  ability.figure = 0, ability.value = 4, ability.range = 3, ability.target = 2;
  CHECK(show(Hook::ability, ability) == "test ability figure=0 range=3 targets=2 value=4");
  HookEvent item;
  item.figure = 0, item.name = "clean_water", item.amount = 1;
  CHECK(show(Hook::item, item) == "test item amount=1 figure=0 item=clean_water");
  item.attacker = 3, item.attacked = 0, item.amount = 2;  // used against a monster's attack
  CHECK(show(Hook::item, item) == "test item amount=2 attacker=3 figure=0 item=clean_water target=0");
  CHECK(f.error_of("write_ctx") == "test/main.lua:46: in hook 'on_turn_start': cannot assign to 'ctx.mod': 'ctx' is read-only");
  CHECK(show(Hook::on_turn_start, {}) == "test on_turn_start");
}

TEST_CASE("[lua] a handler's return value becomes the script result") {
  LuaFixture f({{"main.lua", kHandlers}});
  CHECK(f.call("ret_int").integer == 7);
  CHECK(f.call("ret_float_int").integer == 3);
  CHECK(f.call("ret_string", Hook::check_goal).text == "won");
  CHECK(f.call("ret_true").boolean == true);
  CHECK_FALSE(f.call("ret_true").text);
  for (const char* fn : {"ret_nil", "ret_table"}) {
    const ScriptResult r = f.call(fn);
    CHECK(r.status == ScriptResult::Ok);
    CHECK_FALSE(r.integer);
    CHECK_FALSE(r.text);
  }
}

TEST_CASE("[lua] game.ask suspends until the answer is recorded, then the re-run sees it") {
  LuaFixture f({{"main.lua", kHandlers}});
  ScriptResult r = f.call("choose");
  CHECK(r.status == ScriptResult::Suspended);
  CHECK(f.api.calls == std::vector<std::string>{"ask Which door? [left] [right]"});
  CHECK(f.api.vars.empty());

  f.api.answers = {1};
  r = f.call("choose");
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(r.integer == 2);
  CHECK(f.api.vars.at("door") == VarValue(int64_t(2)));

  CHECK(f.call("choose_hex").status == ScriptResult::Suspended);
  f.api.answers = {1};
  CHECK(f.call("choose_hex").integer == 20);

  // Through pcall the handler still stops (pcall can be yielded across).
  CHECK(f.call("ask_in_pcall").status == ScriptResult::Suspended);
  f.api.answers = {0};
  CHECK(f.call("ask_in_pcall").integer == 1);
}

TEST_CASE("[lua] an action that needs the player's decision stops the handler at once") {
  LuaFixture f({{"main.lua", kHandlers}});
  f.api.suspend_on_damage = true;
  CHECK(f.call("hurt").status == ScriptResult::Suspended);
  CHECK(f.api.calls == std::vector<std::string>{"suffer_damage 0 2"});
  f.api.suspend_on_damage = false;
  CHECK(f.call("hurt").status == ScriptResult::Ok);
}

TEST_CASE("[lua] a question can only wait in the hook's own coroutine") {
  LuaFixture f({{"main.lua", kHandlers}});
  const std::string why =
      "game.ask: needs the player's answer, which can only be waited for in the hook function itself (not inside a "
      "coroutine, metamethod or callback of a library function)";
  CHECK(f.error_of("ask_in_coroutine") == "test/main.lua:33: in hook 'on_turn_start': " + why);
  CHECK(f.error_of("ask_in_sort") == "test/main.lua:34: in hook 'on_turn_start': " + why);
  f.api.answers = {1};
  CHECK(f.call("ask_in_coroutine").integer == 2);  // answered: nothing to wait for
}

TEST_CASE("[lua] ctx.vars reads and writes the game's variables") {
  LuaFixture f({{"main.lua", kHandlers}});
  CHECK(f.call("count").integer == 1);
  CHECK(f.call("count").integer == 2);
  CHECK(f.api.vars.at("n") == VarValue(int64_t(2)));
  f.api.vars["gone"] = std::string("still here");
  REQUIRE(f.call("set_types").status == ScriptResult::Ok);
  CHECK(f.api.vars.at("b") == VarValue(true));
  CHECK(f.api.vars.at("s") == VarValue(std::string("x")));
  CHECK(f.api.vars.at("i") == VarValue(int64_t(3)));
  CHECK(f.api.vars.count("gone") == 0);
  CHECK(f.call("get_types").text == "true x integer nil");
  CHECK(f.error_of("bad_var") ==
        "test/main.lua:38: in hook 'on_turn_start': ctx.vars: 't': expected nil, boolean, integer or string, got table");
  CHECK(f.error_of("bad_var_name") ==
        "test/main.lua:39: in hook 'on_turn_start': ctx.vars: variable names are strings, got number");
}

TEST_CASE("[lua] math.random and game.random draw from the game's RNG") {
  LuaFixture f({{"main.lua", kHandlers}});
  Rng expected{7};
  std::string rolls;
  for (int i = 0; i < 5; ++i) rolls += (i ? "," : "") + std::to_string(expected.below(6) + 1);
  CHECK(f.call("rolls").text == rolls);
  CHECK(f.api.random_ns == std::vector<uint32_t>(5, 6));

  f.api.random_ns.clear();
  CHECK(f.call("roll_float").boolean == true);
  CHECK(f.api.random_ns == std::vector<uint32_t>{1u << 26, 1u << 27});

  f.api.rng = Rng{7};
  expected = Rng{7};
  CHECK(f.call("roll_range").integer == int64_t(expected.below(5)) - 2);
  CHECK(f.call("roll_game").integer == int64_t(expected.below(3)) + 1);
  CHECK(f.error_of("reseed") ==
        "test/main.lua:44: in hook 'on_turn_start': math.randomseed: the game seeds its random numbers itself; "
        "scripts cannot reseed them");
}

TEST_CASE("[lua] print goes to the host's log, tagged with the mod") {
  std::vector<std::string> printed;
  LuaFixture f({{"main.lua", kHandlers}}, quiet_options(&printed));
  REQUIRE(f.call("say").status == ScriptResult::Ok);
  CHECK(printed == std::vector<std::string>{"test: hello\t42\tnil\ttrue"});
  CHECK(f.api.calls.empty());
}

TEST_CASE("[lua] require loads the mod's own files once, their functions can be referenced") {
  LuaFixture f({{"main.lua", R"(local rules = require("rules")
local helpers = require("sub.helpers")
function use() return rules.double(21) .. " " .. helpers.name .. " " .. rules.loads end
)"},
                {"rules.lua", "local M = {loads = 0}\nfunction M.double(x) return 2 * x end\nM.loads = M.loads + 1\nreturn M\n"},
                {"sub/helpers.lua", "name = 'helpers'\nfunction shout() return 'hi' end\n"},
                {"a.lua", "require('b')\n"},
                {"b.lua", "require('a')\n"}});
  CHECK(f.diags.str() == "test/b.lua:1: error: require: a.lua requires itself (through a loop of requires)\n");
  CHECK(f.call("use").text == "42 helpers 1");
  CHECK(f.host.has_function("test", "rules.lua#double"));
  CHECK(f.call("sub/helpers.lua#shout").text == "hi");
  CHECK_FALSE(f.host.has_function("test", "main.lua#double"));
}
