// Lua table `figures`: the character and the monsters on the map, and what scripts may do to them.
#include <algorithm>
#include <string>
#include <vector>

#include "bindings/api/bind.h"

namespace bnb::lua {
namespace {

constexpr lua_Integer kMaxAmount = 1000000;  // no rule deals or heals more; catches unit mistakes

void push_optional_figure(lua_State* L, const std::optional<FigureView>& f) {
  if (f)
    push_figure(L, *f);
  else
    lua_pushnil(L);
}

void push_optional_id(lua_State* L, const std::optional<FigureId>& id) { push_figure_id(L, id ? *id : kNoFigure); }

using Amount = arg::Int<0, kMaxAmount>;
using Distance = arg::Int<0, 100>;

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

constexpr ApiFunction kFunctions[] = {
    {"all", intf_all, "", "Figure[]", "Every figure on the map, in id order."},
    {"get", query<&ScriptApi::figure, push_optional_figure, arg::Figure>,
     "id: integer", "Figure?", "The figure with this id, or nil if there is none (or it died)."},
    {"at", query<&ScriptApi::figure_at, push_optional_id, arg::Hex>,
     "hex: Hex", "integer?", "The id of the figure standing on the hex, or nil."},
    {"character", intf_character, "", "Figure?", "The player's character."},
    {"damage", action<&ScriptApi::suffer_damage, arg::Figure, Amount>, "id: integer, amount: integer", "",
     "The figure suffers damage (not an attack: no shield; the character may negate it)."},
    {"heal", action<&ScriptApi::heal, arg::Figure, Amount>,
     "id: integer, amount: integer", "", "Heals the figure (up to its maximum hit points)."},
    {"add_condition", action<&ScriptApi::add_condition, arg::Figure, arg::Condition>,
     "id: integer, condition: string", "boolean ok, (Refusal|string)? reason",
     "Gives the figure a condition (poison, wound, ...); false if it is immune."},
    {"remove_condition", action<&ScriptApi::remove_condition, arg::Figure, arg::Condition>,
     "id: integer, condition: string", "",
     "Removes a condition from the figure."},
    {"move", action<&ScriptApi::move_figure, arg::Figure, arg::Hex>,
     "id: integer, to: Hex", "boolean ok, (Refusal|string)? reason",
     "Places the figure on an empty hex (entering it: hazards and plates trigger)."},
    {"push", action<&ScriptApi::push, arg::Figure, arg::Figure, Distance>,
     "id: integer, from: integer, distance: integer", "boolean ok, (Refusal|string)? reason",
     "Pushes the figure up to `distance` hexes away from the figure `from`."},
    {"pull", action<&ScriptApi::pull, arg::Figure, arg::Figure, Distance>,
     "id: integer, toward: integer, distance: integer", "boolean ok, (Refusal|string)? reason",
     "Pulls the figure up to `distance` hexes toward the figure `toward`."},
    {"control_move", action<&ScriptApi::control_move, arg::Figure, arg::Int<1, 100>>,
     "id: integer, points: integer", "boolean moved, (Refusal|string)? reason",
     "Control: the player moves the monster up to `points` hexes (forced movement: hazards and plates trigger)."},
    {"control_attack", intf_control_attack, "id: integer, value: integer, range?: integer, targets?: integer",
     "boolean attacked, (Refusal|string)? reason",
     "Control: the monster attacks monsters the player picks (range 0 = melee), with its own modifier table."},
    {"spawn", intf_spawn, "monster: string, hex: Hex", "integer? id, string? reason",
     "Spawns a monster of this type on the hex (or the closest empty hex); returns its id."},
    {"remove", action<&ScriptApi::remove_figure, arg::Figure>,
     "id: integer", "", "Removes the figure from the map without killing it."},
};

}  // namespace

const ApiTable kFiguresApi{
    "figures",
    "Figures on the map: the character and the monsters. Figure ids are integers; a figure table "
    "may be passed wherever an id is expected.",
    kFunctions};

}  // namespace bnb::lua
