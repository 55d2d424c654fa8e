// Lua table `walls`: the walls, thin walls and doors of a map (docs/maps.md, "Walls and doors") and
// line of sight around them.
#include <vector>

#include "bindings/api/bind.h"
#include "engine/base/map/sight.h"

namespace bnb::lua {
namespace {

const Map& need_map(lua_State* L, const char* fn) {
  const Map* m = nullptr;
  ScriptApi& api = need_api(L, fn);
  call_api(L, fn, [&] { m = api.walled_map(); });
  if (!m) fn_error(L, fn, "no map while no scenario is played");
  return *m;
}

int intf_line_of_sight(lua_State* L) {
  const Hex a = check_hex(L, 1, "walls.line_of_sight", "from");
  const Hex b = check_hex(L, 2, "walls.line_of_sight", "to");
  lua_pushboolean(L, line_of_sight(need_map(L, "walls.line_of_sight"), a, b));
  return 1;
}

int intf_range(lua_State* L) {
  const Hex a = check_hex(L, 1, "walls.range", "from");
  const Hex b = check_hex(L, 2, "walls.range", "to");
  const Map& m = need_map(L, "walls.range");
  const int d = range_around_walls(m, a, b, kMaxMapSpan * 2);
  if (d > kMaxMapSpan * 2) lua_pushnil(L);
  else lua_pushinteger(L, d);
  return 1;
}

int intf_hexes(lua_State* L) {
  push_list(L, need_map(L, "walls.hexes").walls(), push_hex);
  return 1;
}

int intf_thin(lua_State* L) {
  const Map& m = need_map(L, "walls.thin");
  lua_createtable(L, int(m.thin_walls().size()), 0);
  int i = 0;
  for (const auto& [a, b] : m.thin_walls()) {
    lua_createtable(L, 2, 0);
    push_hex(L, a);
    lua_rawseti(L, -2, 1);
    push_hex(L, b);
    lua_rawseti(L, -2, 2);
    lua_rawseti(L, -2, ++i);
  }
  return 1;
}

int intf_doors(lua_State* L) {
  const Map& m = need_map(L, "walls.doors");
  lua_createtable(L, int(m.doors().size()), 0);
  int i = 0;
  for (const Door& d : m.doors()) {
    lua_createtable(L, 0, 2);
    set_field(L, "hex", d.hex);
    lua_pushboolean(L, d.open);
    lua_setfield(L, -2, "open");
    lua_rawseti(L, -2, ++i);
  }
  return 1;
}

constexpr ApiFunction kFunctions[] = {
    {"line_of_sight", intf_line_of_sight, "from: Hex, to: Hex", "boolean",
     "Whether a line from a corner of one hex to a corner of the other touches no wall, closed door or thin wall."},
    {"range", intf_range, "from: Hex, to: Hex", "integer?",
     "The range from one hex to the other counted around walls (steps that enter no wall or closed door and cross no thin wall); nil if there is no way."},
    {"hexes", intf_hexes, "", "Hex[]", "The wall hexes of the map."},
    {"thin", intf_thin, "", "Hex[][]", "The thin walls, each as the two hexes whose shared edge it lies on."},
    {"doors", intf_doors, "", "{hex: Hex, open: boolean}[]", "The doors of the map and whether each is open."},
    {"open_door", query<&ScriptApi::open_door, push_boolean, arg::Hex>, "hex: Hex", "boolean",
     "Opens the closed door on the hex as if the character entered it (on_door_open runs); false if there is none."},
};

}  // namespace

const ApiTable kWallsApi{"walls", "Walls, thin walls and doors of the map, and line of sight around them.", kFunctions};

}  // namespace bnb::lua
