// Lua table `figures`: the character and the monsters on the map, and what scripts may do to them.
#include <algorithm>
#include <string>
#include <vector>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

constexpr lua_Integer kMaxAmount = 1000000;  // no rule deals or heals more; catches unit mistakes

void push_optional_figure(lua_State* L, const std::optional<FigureView>& f) {
  if (f)
    push_figure(L, *f);
  else
    lua_pushnil(L);
}

int intf_all(lua_State* L) {
  ScriptApi& api = need_api(L, "figures.all");
  return fetch_and_push(
      L, "figures.all",
      [&] {
        std::vector<FigureView> all = api.figures();
        std::sort(all.begin(), all.end(), [](const FigureView& a, const FigureView& b) { return a.id < b.id; });
        return all;
      },
      [](lua_State* L, const std::vector<FigureView>& all) { push_list(L, all, push_figure); });
}

int intf_get(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.get", "id");
  ScriptApi& api = need_api(L, "figures.get");
  return fetch_and_push(L, "figures.get", [&] { return api.figure(id); }, push_optional_figure);
}

int intf_at(lua_State* L) {
  const Hex h = check_hex(L, 1, "figures.at", "hex");
  ScriptApi& api = need_api(L, "figures.at");
  std::optional<FigureId> id;
  call_api(L, "figures.at", [&] { id = api.figure_at(h); });
  push_figure_id(L, id ? *id : kNoFigure);
  return 1;
}

int intf_character(lua_State* L) {
  ScriptApi& api = need_api(L, "figures.character");
  return fetch_and_push(
      L, "figures.character",
      [&]() -> std::optional<FigureView> {
        for (FigureView& f : api.figures())
          if (f.kind == FigureKind::Character) return std::move(f);
        return std::nullopt;
      },
      push_optional_figure);
}

int intf_damage(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.damage", "id");
  const int n = int(check_integer_in(L, 2, "figures.damage", "amount", 0, kMaxAmount));
  ScriptApi& api = need_api(L, "figures.damage");
  return act(L, api, "figures.damage", [&] { api.suffer_damage(id, n); });
}

int intf_heal(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.heal", "id");
  const int n = int(check_integer_in(L, 2, "figures.heal", "amount", 0, kMaxAmount));
  ScriptApi& api = need_api(L, "figures.heal");
  return act(L, api, "figures.heal", [&] { api.heal(id, n); });
}

int intf_add_condition(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.add_condition", "id");
  const Condition c = check_condition(L, 2, "figures.add_condition", "condition");
  ScriptApi& api = need_api(L, "figures.add_condition");
  return act_checked(L, api, "figures.add_condition", [&] { return api.add_condition(id, c); });
}

int intf_remove_condition(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.remove_condition", "id");
  const Condition c = check_condition(L, 2, "figures.remove_condition", "condition");
  ScriptApi& api = need_api(L, "figures.remove_condition");
  return act(L, api, "figures.remove_condition", [&] { api.remove_condition(id, c); });
}

int intf_move(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.move", "id");
  const Hex to = check_hex(L, 2, "figures.move", "to");
  ScriptApi& api = need_api(L, "figures.move");
  return act_checked(L, api, "figures.move", [&] { return api.move_figure(id, to); });
}

int intf_push(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.push", "id");
  const FigureId from = check_figure_id(L, 2, "figures.push", "from");
  const int n = int(check_integer_in(L, 3, "figures.push", "distance", 0, 100));
  ScriptApi& api = need_api(L, "figures.push");
  return act_checked(L, api, "figures.push", [&] { return api.push(id, from, n); });
}

int intf_pull(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.pull", "id");
  const FigureId toward = check_figure_id(L, 2, "figures.pull", "toward");
  const int n = int(check_integer_in(L, 3, "figures.pull", "distance", 0, 100));
  ScriptApi& api = need_api(L, "figures.pull");
  return act_checked(L, api, "figures.pull", [&] { return api.pull(id, toward, n); });
}

int intf_control_move(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.control_move", "id");
  const int n = int(check_integer_in(L, 2, "figures.control_move", "points", 1, 100));
  ScriptApi& api = need_api(L, "figures.control_move");
  return act_checked(L, api, "figures.control_move", [&] { return api.control_move(id, n); });
}

int intf_control_attack(lua_State* L) {
  ControlAttack a;
  const FigureId id = check_figure_id(L, 1, "figures.control_attack", "id");
  a.value = int(check_integer_in(L, 2, "figures.control_attack", "value", 0, 100));
  if (!lua_isnoneornil(L, 3)) a.range = int(check_integer_in(L, 3, "figures.control_attack", "range", 0, 100));
  if (!lua_isnoneornil(L, 4)) a.targets = int(check_integer_in(L, 4, "figures.control_attack", "targets", 1, 100));
  ScriptApi& api = need_api(L, "figures.control_attack");
  return act_checked(L, api, "figures.control_attack", [&] { return api.control_attack(id, a); });
}

int intf_spawn(lua_State* L) {
  const std::string_view monster = check_string(L, 1, "figures.spawn", "monster");
  const Hex at = check_hex(L, 2, "figures.spawn", "hex");
  ScriptApi& api = need_api(L, "figures.spawn");
  std::optional<FigureId> id;
  Msg reason;
  call_api(L, "figures.spawn", [&] {
    api.error.clear();
    id = api.spawn(std::string(monster), at);
    if (!id) reason.set(api.error);
  });
  if (api.suspended) return suspend(L, "figures.spawn");
  if (id) {
    lua_pushinteger(L, *id);
    return 1;
  }
  lua_pushnil(L);
  lua_pushlstring(L, reason.text, reason.len);
  return 2;
}

int intf_remove(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "figures.remove", "id");
  ScriptApi& api = need_api(L, "figures.remove");
  return act(L, api, "figures.remove", [&] { api.remove_figure(id); });
}

constexpr ApiFunction kFunctions[] = {
    {"all", intf_all, "", "Figure[]", "Every figure on the map, in id order."},
    {"get", intf_get, "id: integer", "Figure?", "The figure with this id, or nil if there is none (or it died)."},
    {"at", intf_at, "hex: Hex", "integer?", "The id of the figure standing on the hex, or nil."},
    {"character", intf_character, "", "Figure?", "The player's character."},
    {"damage", intf_damage, "id: integer, amount: integer", "",
     "The figure suffers damage (not an attack: no shield; the character may negate it)."},
    {"heal", intf_heal, "id: integer, amount: integer", "", "Heals the figure (up to its maximum hit points)."},
    {"add_condition", intf_add_condition, "id: integer, condition: string", "boolean ok, (Refusal|string)? reason",
     "Gives the figure a condition (poison, wound, ...); false if it is immune."},
    {"remove_condition", intf_remove_condition, "id: integer, condition: string", "",
     "Removes a condition from the figure."},
    {"move", intf_move, "id: integer, to: Hex", "boolean ok, (Refusal|string)? reason",
     "Places the figure on an empty hex (entering it: hazards and plates trigger)."},
    {"push", intf_push, "id: integer, from: integer, distance: integer", "boolean ok, (Refusal|string)? reason",
     "Pushes the figure up to `distance` hexes away from the figure `from`."},
    {"pull", intf_pull, "id: integer, toward: integer, distance: integer", "boolean ok, (Refusal|string)? reason",
     "Pulls the figure up to `distance` hexes toward the figure `toward`."},
    {"control_move", intf_control_move, "id: integer, points: integer", "boolean moved, (Refusal|string)? reason",
     "Control: the player moves the monster up to `points` hexes (forced movement: hazards and plates trigger)."},
    {"control_attack", intf_control_attack, "id: integer, value: integer, range?: integer, targets?: integer",
     "boolean attacked, (Refusal|string)? reason",
     "Control: the monster attacks monsters the player picks (range 0 = melee), with its own modifier table."},
    {"spawn", intf_spawn, "monster: string, hex: Hex", "integer? id, string? reason",
     "Spawns a monster of this type on the hex (or the closest empty hex); returns its id."},
    {"remove", intf_remove, "id: integer", "", "Removes the figure from the map without killing it."},
};

}  // namespace

const ApiTable kFiguresApi{
    "figures",
    "Figures on the map: the character and the monsters. Figure ids are integers; a figure table "
    "may be passed wherever an id is expected.",
    kFunctions};

}  // namespace bnb::lua
