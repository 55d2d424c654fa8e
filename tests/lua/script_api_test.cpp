// The script interface over the real engine: Lua content run by the real LuaHost on a board the
// test prepares, through ScriptApiImpl and the engine's rule operations.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "engine/rules/attack/attack.h"
#include "engine/rules/items/items.h"
#include "tests/lua/lua_fixture.h"
#include "tests/support/fixtures.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr const char* kRules = R"(local function hex(h) return h and (h.q .. "," .. h.r) or "nil" end
local function log(ctx, line) ctx.vars.log = (ctx.vars.log or "") .. line .. "\n" end
function after(ctx, ev)
  local parts = {}
  for _, o in ipairs(board.objectives()) do
    parts[#parts + 1] = hex(o.hex) .. ":" .. o.name .. ":" .. tostring(o.hp) .. "/" .. tostring(o.max_hp)
  end
  log(ctx, "after_attack target=" .. tostring(ev.target) .. " hex=" .. hex(ev.hex) .. " amount=" .. ev.amount ..
      " objectives=" .. table.concat(parts, " "))
end
function control(ctx, ev)
  local a, why_a = figures.control_attack(1, 3)
  local m, why_m = figures.control_move(2, 2)
  local c, why_c = figures.control_move(0, 2)
  log(ctx, table.concat({tostring(a), tostring(why_a), tostring(m), why_m.refused, why_m.figure, why_m.text, tostring(c),
                         why_c.refused, why_c.text, "why: " .. why_m}, "|"))
  game.message(why_m)
end
)";

std::string var_text(const Board& b, const std::string& name) {
  for (const auto& [k, v] : b.vars)
    if (k == name)
      if (const auto* s = std::get_if<std::string>(&v)) return *s;
  return "";
}

// Rules with the mod "base" holding base_content's items.lua and the test's rules.lua; the
// scenario's after_attack and on_round_start hooks are bound to rules.lua.
Rules scripted_rules() {
  Rules r;
  ModInfo mod;
  mod.id = "base";
  mod.scripts = {{"items/items.lua", read_file(source_path("base_content/items/items.lua"))},
                 {"rules.lua", kRules}};
  r.db.mods.push_back(mod);
  r.scenario().mod = "base";
  r.scenario().hooks = {{Hook::after_attack, "rules.lua#after"}, {Hook::on_round_start, "rules.lua#control"}};
  return r;
}

}  // namespace

TEST_CASE("[lua] after_attack names the objective's hex, board.objectives reads their hit points") {
  Rules r = scripted_rules();
  r.terrain(Hex{1, 0}, Terrain::Objective);
  r.terrain(Hex{3, 3}, Terrain::Objective);
  r.scenario().objectives = {{Hex{1, 0}, 5, "Barricade"}};
  r.place("dummy", Hex{0, 1});
  LuaHost lua(quiet_options());
  Diagnostics diags;
  lua.load(r.db, diags);
  REQUIRE(diags.str().empty());
  Bench b(r);
  b.scripts(&lua);
  REQUIRE(b.run([](Ctx& c) { attack_objective(c, 0, Hex{1, 0}, strike(2)); }));
  CHECK(var_text(b.after(), "log") ==
        "after_attack target=nil hex=1,0 amount=2 objectives=1,0:Barricade:3/5 3,3::nil/nil\n");
  b.board() = b.after();
  REQUIRE(b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); }));
  CHECK(var_text(b.after(), "log").find("after_attack target=1 hex=nil amount=2") != std::string::npos);
}

TEST_CASE("[lua] figures.control_attack and control_move run the Control rules, refusals give the reason") {
  Rules r = scripted_rules();
  r.hero_at(Hex{2, 1});
  r.place("brute", Hex{3, 0});
  r.place("dummy", Hex{4, 0});
  LuaHost lua(quiet_options());
  Diagnostics diags;
  lua.load(r.db, diags);
  REQUIRE(diags.str().empty());
  Bench b(r);
  b.scripts(&lua);
  b.board().fig(2).conditions = bit(Condition::Immobilize);
  b.run([](Ctx& c) { c.scenario_hook(Hook::on_round_start, HookEvent{}); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK_FALSE(b.has_option("target 0"));  // the character is not the controlled monster's enemy
  b.answer("target 2");
  CHECK(b.fig(2).hp == 10 - 3);
  CHECK(b.after().monster_row == 1);  // the monsters' modifier table
  CHECK(var_text(b.after(), "log") ==
        "after_attack target=2 hex=nil amount=3 objectives=\n"  // the controlled attack is an attack
        "true|nil|false|immobilized|2|Dummy 1 is immobilized|false|not_a_monster|only monsters can be controlled|"
        "why: Dummy 1 is immobilized\n");  // joined into a string (a script written when it was one): its English
  // Shown to the player as the refusal itself, which each front end words in its language.
  const Message& shown = b.first<Message>();
  REQUIRE(shown.words);
  CHECK(shown.words->refusal == ScriptRefusal{Refusal::Immobilized, 2});
  CHECK(shown.text() == "Dummy 1 is immobilized");
}

TEST_CASE("[lua] the Magnetic Needle controls the enemy's move: a hazard it is moved into hurts it") {
  Rules r = scripted_rules();
  ItemDef needle;
  needle.number = 11, needle.id = "magnetic-needle", needle.name = "Magnetic Needle";
  needle.slot = ItemSlot::Small, needle.usage = ItemUsage::Lost, needle.window = ItemWindow::YourTurn;
  Ability script;
  script.kind = AbilityKind::Script, script.script = "items/items.lua#magnetic_needle";
  needle.abilities = {script}, needle.mod = "base";
  r.add_item(needle);
  r.place("dummy", Hex{3, 0});
  r.terrain(Hex{5, 0}, Terrain::Hazard);
  LuaHost lua(quiet_options());
  Diagnostics diags;
  lua.load(r.db, diags);
  REQUIRE(diags.str().empty());
  Bench b(r);
  b.scripts(&lua);
  b.equip(11);
  b.run([](Ctx& c) { offer_turn_items(c); });
  b.answer("use 11");
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  CHECK(b.has_option("hex 5,0"));
  CHECK_FALSE(b.has_option("hex 6,0"));  // Move 2
  b.answer("hex 5,0");
  CHECK(b.fig(1).hex == Hex{5, 0});
  CHECK(b.fig(1).hp == 10 - 1);  // the hazard applies, as for any forced movement
  CHECK(b.after().hero.items[0].status == ItemStatus::Lost);
}
