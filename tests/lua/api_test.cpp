// The Lua API tables read the game and act through ScriptApi, one call per Lua call.
#include <catch2/catch.hpp>

#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr const char* kApi = R"(function list_figures()
  local out = {}
  for _, f in ipairs(figures.all()) do
    out[#out + 1] = table.concat({f.id, f.kind, f.type, f.number, f.hex.q .. "," .. f.hex.r, f.hp .. "/" .. f.max_hp,
                                  table.concat(f.conditions, "+")}, ":")
  end
  return table.concat(out, " ")
end
function reads()
  local c = cards.list()[1]
  local i = items.list()[1]
  return table.concat({
    game.round(), tostring(figures.at({q = 2, r = 0})), tostring(figures.at({3, 3})), figures.character().id,
    tostring(figures.get(9)), figures.get(1).type, tostring(board.exists({q = 3, r = 3})),
    tostring(board.exists({q = 9, r = 0})), board.terrain({q = 1, r = 1}), board.name({q = 1, r = 1}),
    "[" .. board.name({0, 0}) .. "]", #board.letter("A"), board.letter("A")[2].r,
    table.concat(elements.available(), "+"), c.id .. "/" .. c.name .. "/" .. c.pile .. "/" .. c.side,
    i.number .. "/" .. i.id .. "/" .. i.state}, " ")
end
function acts()
  figures.damage(1, 2)
  figures.heal({id = 0}, 1)
  local a, why_a = figures.add_condition(2, "wound")
  figures.remove_condition(1, "poison")
  local m1, why_m = figures.move(1, {q = 0, r = 2})
  local m2 = figures.move(1, {3, 3})
  figures.push(1, 0, 2)
  figures.pull(2, 0, 1)
  local id = figures.spawn("rat", {q = -1, r = 0})
  local none, why_s = figures.spawn("dragon", {q = -1, r = 0})
  figures.remove(2)
  elements.infuse("ice")
  local c1 = elements.consume("fire")
  local c2, why_c = elements.consume("air")
  board.set_terrain({q = 1, r = 0}, "obstacle")
  board.set_terrain({q = 1, r = 1}, "hazard", "spikes")
  game.message("done " .. 7)
  game.win()
  game.lose()
  return table.concat({tostring(a), why_a, tostring(m1), why_m, tostring(m2), id, tostring(none), why_s,
                       tostring(c1), tostring(c2), why_c}, "|")
end
function bad_letter() board.letter("AB") end
function bad_terrain() board.set_terrain({q = 1, r = 0}, "lava") end
function bad_element() elements.infuse("water") end
function objectives()
  local out = {}
  for _, o in ipairs(board.objectives()) do
    out[#out + 1] = o.hex.q .. "," .. o.hex.r .. ":" .. o.name .. ":" .. tostring(o.hp) .. "/" .. tostring(o.max_hp)
  end
  return table.concat(out, " ")
end
function controls()
  local m1 = figures.control_move(1, 2)
  local m2, why = figures.control_move({id = 2}, 1)
  local a1 = figures.control_attack(1, 3)
  local a2 = figures.control_attack(2, 2, 3, 2)
  return table.concat({tostring(m1), tostring(m2), why, tostring(a1), tostring(a2)}, "|")
end
function movement()
  local function hexes(list)
    local out = {}
    for _, h in ipairs(list) do out[#out + 1] = h.q .. "," .. h.r end
    return table.concat(out, "+")
  end
  return table.concat({board.distance({0, 0}, {q = 2, r = -1}), #board.neighbours({0, 0}), #board.neighbours({3, 3}),
                       hexes(board.reachable(1, 1)), hexes(board.path(1, {1, 0}, 1, true)), #board.path(1, {3, 3}, 1)}, " ")
end
function bad_points() figures.control_move(1, 0) end
function bad_value() figures.control_attack(1, "three") end
function bad_targets() figures.control_attack(1, 2, 0, 0) end
)";

}  // namespace

TEST_CASE("[lua] figures.all gives every figure as a table") {
  LuaFixture f({{"main.lua", kApi}});
  REQUIRE(f.diags.str().empty());
  CHECK(f.call("list_figures").text ==
        "0:character:bruiser:0:0,0:10/10: 1:monster:rat:1:2,0:4/5:poison 2:monster:rat:2:0,2:5/5:");
}

TEST_CASE("[lua] the read functions of figures, board, elements, cards and items") {
  LuaFixture f({{"main.lua", kApi}});
  CHECK(f.call("reads").text ==
        "3 1 nil 0 nil rat true false hazard spikes [] 2 -1 fire+dark trample/Trample/hand/A 6/clean_water/ready");
  CHECK(f.api.calls.empty());
}

TEST_CASE("[lua] actions go through ScriptApi and report refusals with the rules' reason") {
  LuaFixture f({{"main.lua", kApi}});
  const ScriptResult r = f.call("acts");
  INFO(r.error.str());
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(r.text.value_or("") ==
        "false|rat 2 is immune|false|hex 0,2 is occupied|true|3|nil|unknown monster type 'dragon'|true|false|air is "
        "not available");
  CHECK(f.api.calls == std::vector<std::string>{
                           "suffer_damage 1 2", "heal 0 1", "add_condition 2 wound", "remove_condition 1 poison",
                           "move 1 0,2", "move 1 3,3", "push 1 0 2", "pull 2 0 1", "spawn rat -1,0",
                           "spawn dragon -1,0", "remove 2", "infuse ice", "consume fire", "consume air",
                           "set_terrain 1,0 obstacle ''", "set_terrain 1,1 hazard 'spikes'", "message done 7", "win",
                           "lose"});
}

TEST_CASE("[lua] names of letters, terrains and elements are checked") {
  LuaFixture f({{"main.lua", kApi}});
  CHECK(f.error_of("bad_letter") ==
        "test/main.lua:43: in hook 'on_turn_start': board.letter: arg 1 'letter': expected a single letter such as \"A\"");
  CHECK(f.error_of("bad_terrain") ==
        "test/main.lua:44: in hook 'on_turn_start': board.set_terrain: arg 2 'terrain': unknown terrain 'lava' (expected "
        "featureless, obstacle, difficult, hazard, pressure_plate or objective)");
  CHECK(f.error_of("bad_element") ==
        "test/main.lua:45: in hook 'on_turn_start': elements.infuse: arg 1 'element': unknown element 'water' (expected "
        "fire, ice, air, earth, light or dark)");
}

TEST_CASE("[lua] board.objectives lists the objectives, hit points are nil for an immune one") {
  LuaFixture f({{"main.lua", kApi}});
  CHECK(f.call("objectives").text == "-2,1:Barricade:3/5 -2,2::nil/nil");
}

TEST_CASE("[lua] board.distance, neighbours, reachable and path measure movement as the rules do") {
  LuaFixture f({{"main.lua", kApi}});
  const ScriptResult r = f.call("movement");
  INFO(r.error.str());
  // The fake map is q, r in -3..3: its corner 3,3 has two neighbours on it.
  CHECK(r.text.value_or("") == "2 6 2 0,0+1,0 1,0 0");
}

TEST_CASE("[lua] figures.control_move and control_attack call ScriptApi, arguments are checked") {
  LuaFixture f({{"main.lua", kApi}});
  const ScriptResult r = f.call("controls");
  INFO(r.error.str());
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(r.text.value_or("") == "true|false|rat 2 is immobilized|true|true");
  CHECK(f.api.calls == std::vector<std::string>{"control_move 1 2", "control_move 2 1", "control_attack 1 3 0 1",
                                                "control_attack 2 2 3 2"});
  CHECK(f.error_of("bad_points").find("figures.control_move: arg 2 'points': expected integer from 1 to 100, got 0") !=
        std::string::npos);
  CHECK(f.error_of("bad_value").find("figures.control_attack: arg 2 'value'") != std::string::npos);
  CHECK(f.error_of("bad_targets").find("figures.control_attack: arg 4 'targets': expected integer from 1 to 100, got 0") !=
        std::string::npos);
}
