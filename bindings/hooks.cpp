#include "bindings/hooks.h"

#include <cstdio>
#include <string>

#include "bindings/sandbox.h"
#include "bindings/stack.h"

namespace bnb::lua {
namespace {

constexpr EvFieldInfo kInfos[] = {
    {EvField::Round, "round", "integer", "the current round, from 1"},
    {EvField::Figure, "figure", "integer", "id of the figure the hook is about (whose turn, who moved, who is hit)"},
    {EvField::Attacker, "attacker", "integer", "id of the attacking figure"},
    {EvField::Target, "target", "integer", "attack hooks: id of the attacked figure; after_attack: nil for an attack on an objective"},
    {EvField::TargetCount, "targets", "integer", "ability: how many targets the ability has"},
    {EvField::Amount, "amount", "integer", "the attack value, the damage, or the item's amount"},
    {EvField::Source, "source", "integer?", "id of the figure causing the damage or the kill; nil if none (trap, script)"},
    {EvField::Hex, "hex", "Hex", "the hex entered"},
    {EvField::Terrain, "terrain", "string", "terrain of the hex entered (see board.terrain)"},
    {EvField::Name, "name", "string", "hazard or pressure plate name of the hex, \"\" if none"},
    {EvField::Value, "value", "integer", "ability: its value (attack, heal, move ... amount)"},
    {EvField::Range, "range", "integer", "ability: its range (0 for melee)"},
    {EvField::Item, "item", "string", "item: the item's id"},
    {EvField::ItemAttacker, "attacker", "integer?", "item: id of the attacking figure when the item is used in an attack (yours or an enemy's), else nil"},
    {EvField::ItemTarget, "target", "integer?", "item: id of the attacked figure when the item is used in an attack, else nil"},
    {EvField::AttackedHex, "hex", "Hex?", "after_attack: the hex of the objective attacked; nil when a figure was attacked"},
    {EvField::Melee, "melee", "boolean",
     "attack hooks: true for a melee attack (no range, whatever the distance; an area with the attacker's hex), false for a ranged one"},
};

static_assert(std::size(kInfos) == size_t(EvField::Melee) + 1 && kInfos[size_t(EvField::Melee)].field == EvField::Melee);

}  // namespace

std::span<const EvFieldInfo> ev_field_infos() { return kInfos; }
const EvFieldInfo& ev_field_info(EvField f) { return kInfos[size_t(f)]; }  // kInfos is in enum order
std::span<const EvField> hook_fields(Hook h) { return hook_doc(h).ev.list(); }

void push_ctx(lua_State* L, std::string_view mod, Hook hook) {
  lua_createtable(L, 0, 3);
  push_string(L, mod);
  lua_setfield(L, -2, "mod");
  push_string(L, hook_name(hook));
  lua_setfield(L, -2, "hook");
  lua_getfield(L, LUA_REGISTRYINDEX, "bnb.vars");
  lua_setfield(L, -2, "vars");
  make_readonly(L, "ctx");
}

void push_event(lua_State* L, Hook hook, const HookEvent& ev) {
  const std::span<const EvField> fields = hook_fields(hook);
  lua_createtable(L, 0, int(fields.size()));
  for (EvField field : fields) {
    switch (field) {
      case EvField::Round: lua_pushinteger(L, ev.round); break;
      case EvField::Figure:
      case EvField::Attacker: push_figure_id(L, ev.figure); break;
      case EvField::Target:
      case EvField::Source: push_figure_id(L, ev.other); break;
      case EvField::TargetCount: lua_pushinteger(L, ev.target); break;
      case EvField::Amount: lua_pushinteger(L, ev.amount); break;
      case EvField::Hex:
      case EvField::AttackedHex:
        if (ev.has_hex)
          push_hex(L, ev.hex);
        else
          lua_pushnil(L);
        break;
      case EvField::Terrain: push_string(L, ev.terrain); break;
      case EvField::Name:
      case EvField::Item: push_string(L, ev.name); break;
      case EvField::Value: lua_pushinteger(L, ev.value); break;
      case EvField::Range: lua_pushinteger(L, ev.range); break;
      case EvField::ItemAttacker: push_figure_id(L, ev.attacker); break;
      case EvField::ItemTarget: push_figure_id(L, ev.attacked); break;
      case EvField::Melee: lua_pushboolean(L, ev.melee); break;
    }
    lua_setfield(L, -2, ev_field_info(field).name);
  }
}

bool read_result(lua_State* L, int idx, ScriptResult& result, std::string& problem) {
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER: {
      int ok = 0;
      const lua_Integer i = lua_tointegerx(L, idx, &ok);
      if (!ok) {
        char number[32];
        std::snprintf(number, sizeof number, "%.14g", double(lua_tonumber(L, idx)));
        problem = std::string("the handler returned ") + number + ", expected an integer";
        return false;
      }
      if (i < -kMaxHookInteger || i > kMaxHookInteger) {
        problem = "the handler returned " + std::to_string(i) + ", out of range (expected -" +
                  std::to_string(kMaxHookInteger) + " to " + std::to_string(kMaxHookInteger) + ")";
        return false;
      }
      result.integer = i;
      return true;
    }
    case LUA_TSTRING: {
      size_t n = 0;
      const char* s = lua_tolstring(L, idx, &n);
      result.text = std::string(s, n);
      return true;
    }
    case LUA_TBOOLEAN: result.boolean = lua_toboolean(L, idx) != 0; return true;
    default: return true;
  }
}

}  // namespace bnb::lua
