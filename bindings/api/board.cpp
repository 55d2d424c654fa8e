// Lua table `board`: the hexes of the scenario map, their terrain, names and letters.
#include <string>
#include <vector>

#include "bindings/api/bind.h"
#include "engine/base/map/map.h"
#include "engine/base/map/sight.h"

namespace bnb::lua {
namespace {

void push_objective(lua_State* L, const ObjectiveView& o) {
  lua_createtable(L, 0, 4);
  set_fields(L, "hex", o.hex, "name", o.name);
  if (o.max_hp >= 0) set_fields(L, "hp", o.hp, "max_hp", o.max_hp);
}
void push_objectives(lua_State* L, const std::vector<ObjectiveView>& all) { push_list(L, all, push_objective); }

void push_terrain(lua_State* L, const Terrain& t) { push_string(L, terrain_name(t)); }

// A map letter, given as a one-letter string.
struct Letter {
  static char read(Call& c) {
    const std::string_view letter = arg::Checked<check_string>::read(c);
    if (letter.size() != 1) arg_problem(c.L, c.index(), c.fn(), c.param(), "expected a single letter such as \"A\"");
    return letter[0];
  }
};
using Points = arg::Int<0, 99>;

int intf_distance(lua_State* L) {
  const Hex a = check_hex(L, 1, "board.distance", "a");
  const Hex b = check_hex(L, 2, "board.distance", "b");
  lua_pushinteger(L, distance(a, b));
  return 1;
}

// Range as the rules count it (docs/maps.md, "Line of sight"): around walls and in sight, and a
// range of 0 is melee, which reaches only hexes adjacent on the map. The same answer as the
// engine's own attacks (can_attack_hex), so a script's "within range" is never a plain distance.
int intf_in_range(lua_State* L) {
  const Hex a = check_hex(L, 1, "board.in_range", "from");
  const Hex b = check_hex(L, 2, "board.in_range", "to");
  const int range = int(check_integer_in(L, 3, "board.in_range", "range", 0, 99));
  ScriptApi& api = need_api(L, "board.in_range");
  bool out = false;
  call_api(L, "board.in_range", [&] {
    const Map* map = api.walled_map();
    out = map ? can_attack_hex(*map, a, b, range) : distance(a, b) <= (range < 1 ? 1 : range);
  });
  lua_pushboolean(L, out);
  return 1;
}

int intf_neighbours(lua_State* L) {
  const Hex h = check_hex(L, 1, "board.neighbours", "hex");
  ScriptApi& api = need_api(L, "board.neighbours");
  return fetch_and_push(L, "board.neighbours",
                        [&] {
                          // Adjacent on the map: a thin wall between two hexes parts them.
                          const Map* map = api.walled_map();
                          std::vector<Hex> out;
                          for (Hex n : neighbors(h))
                            if (api.hex_exists(n) && !(map && map->step_blocked(h, n))) out.push_back(n);
                          return out;
                        },
                        [](lua_State* L, const std::vector<Hex>& hexes) { push_list(L, hexes, push_hex); });
}

int intf_adjacent(lua_State* L) {
  const Hex a = check_hex(L, 1, "board.adjacent", "a");
  const Hex b = check_hex(L, 2, "board.adjacent", "b");
  ScriptApi& api = need_api(L, "board.adjacent");
  bool out = false;
  call_api(L, "board.adjacent", [&] {
    const Map* map = api.walled_map();
    out = adjacent(a, b) && !(map && map->step_blocked(a, b));
  });
  lua_pushboolean(L, out);
  return 1;
}

constexpr ApiFunction kFunctions[] = {
    {"distance", intf_distance, "a: Hex, b: Hex", "integer",
     "The number of hexes from a to b, ignoring what is between (not a range: see board.in_range)."},
    {"in_range", intf_in_range, "from: Hex, to: Hex, range: integer", "boolean",
     "Whether an ability with that range reaches `to` from `from` as the rules count range: around walls, in "
     "line of sight, and range 0 (melee) only an adjacent hex with no thin wall between."},
    {"neighbours", intf_neighbours, "hex: Hex", "Hex[]",
     "The hexes of the map adjacent to the hex (up to six; a thin wall between two hexes parts them)."},
    {"adjacent", intf_adjacent, "a: Hex, b: Hex", "boolean",
     "Whether the two hexes are adjacent: next to each other with no thin wall between them."},
    {"reachable", query<&ScriptApi::reachable, push_hexes, arg::Figure, Points, arg::Flag>,
     "id: integer, points: integer, jump?: boolean", "Hex[]",
     "The hexes the figure could end a move of that many points on, its own hex first (a monster: every figure blocks)."},
    {"path", query<&ScriptApi::path, push_hexes, arg::Figure, arg::Hex, Points, arg::Flag>,
     "id: integer, to: Hex, points: integer, jump?: boolean", "Hex[]",
     "The hexes a move of that many points enters to reach `to` (the cheapest path); empty when it cannot."},
    {"exists", query<&ScriptApi::hex_exists, push_boolean, arg::Hex>,
     "hex: Hex", "boolean", "Whether the hex is part of the scenario map."},
    {"terrain", query<&ScriptApi::terrain, push_terrain, arg::Hex>, "hex: Hex", "string",
     "The terrain: featureless, obstacle, difficult, hazard, pressure_plate or objective (obstacle off the map)."},
    {"name", query<&ScriptApi::hex_name, push_string, arg::Hex>,
     "hex: Hex", "string", "The name of the hazard or pressure plate on the hex, \"\" if none."},
    {"letter", query<&ScriptApi::letter_hexes, push_hexes, Letter>,
     "letter: string", "Hex[]", "The hexes the map marks with this letter (\"A\", \"B\", ...)."},
    {"objectives", query<&ScriptApi::objectives, push_objectives>, "", "Objective[]",
     "The objectives still on the map, in map order; hp and max_hp are nil for one immune to damage."},
    {"set_terrain", action<&ScriptApi::set_terrain, arg::Hex, arg::Terrain, arg::OptString>,
     "hex: Hex, terrain: string, name?: string", "boolean ok, string? reason",
     "Changes the terrain of a map hex, with the hazard or plate name for named terrain."},
};

}  // namespace

const ApiTable kBoardApi{"board",
                         "The scenario map: which hexes exist, their terrain, names and letters, its objectives, "
                         "distances and the moves a figure could make.",
                         kFunctions};

}  // namespace bnb::lua
