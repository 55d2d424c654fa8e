// Lua table `board`: the hexes of the scenario map, their terrain, names and letters.
#include <string>
#include <vector>

#include "bindings/api/api.h"
#include "engine/base/map/map.h"
#include "engine/base/map/sight.h"

namespace bnb::lua {
namespace {

int intf_exists(lua_State* L) {
  const Hex h = check_hex(L, 1, "board.exists", "hex");
  ScriptApi& api = need_api(L, "board.exists");
  return fetch_and_push(L, "board.exists", [&] { return api.hex_exists(h); }, push_boolean);
}

int intf_terrain(lua_State* L) {
  const Hex h = check_hex(L, 1, "board.terrain", "hex");
  ScriptApi& api = need_api(L, "board.terrain");
  Terrain t = Terrain::Obstacle;
  call_api(L, "board.terrain", [&] { t = api.terrain(h); });
  push_string(L, terrain_name(t));
  return 1;
}

int intf_name(lua_State* L) {
  const Hex h = check_hex(L, 1, "board.name", "hex");
  ScriptApi& api = need_api(L, "board.name");
  return fetch_and_push(L, "board.name", [&] { return api.hex_name(h); },
                        [](lua_State* L, const std::string& s) { push_string(L, s); });
}

int intf_letter(lua_State* L) {
  const std::string_view letter = check_string(L, 1, "board.letter", "letter");
  if (letter.size() != 1) arg_problem(L, 1, "board.letter", "letter", "expected a single letter such as \"A\"");
  ScriptApi& api = need_api(L, "board.letter");
  const char c = letter[0];
  return fetch_and_push(L, "board.letter", [&] { return api.letter_hexes(c); },
                        [](lua_State* L, const std::vector<Hex>& hexes) { push_list(L, hexes, push_hex); });
}

void push_objective(lua_State* L, const ObjectiveView& o) {
  lua_createtable(L, 0, 4);
  set_field(L, "hex", o.hex);
  set_field(L, "name", o.name);
  if (o.max_hp >= 0) {
    set_field(L, "hp", o.hp);
    set_field(L, "max_hp", o.max_hp);
  }
}

int intf_objectives(lua_State* L) {
  ScriptApi& api = need_api(L, "board.objectives");
  return fetch_and_push(L, "board.objectives", [&] { return api.objectives(); },
                        [](lua_State* L, const std::vector<ObjectiveView>& all) { push_list(L, all, push_objective); });
}

int intf_set_terrain(lua_State* L) {
  const Hex h = check_hex(L, 1, "board.set_terrain", "hex");
  const Terrain t = check_terrain(L, 2, "board.set_terrain", "terrain");
  const std::string_view name = opt_string(L, 3, "board.set_terrain", "name");
  ScriptApi& api = need_api(L, "board.set_terrain");
  return act_checked(L, api, "board.set_terrain", [&] { return api.set_terrain(h, t, std::string(name)); });
}

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

int intf_reachable(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "board.reachable", "id");
  const int points = int(check_integer_in(L, 2, "board.reachable", "points", 0, 99));
  const bool jump = lua_toboolean(L, 3);
  ScriptApi& api = need_api(L, "board.reachable");
  return fetch_and_push(L, "board.reachable", [&] { return api.reachable(id, points, jump); },
                        [](lua_State* L, const std::vector<Hex>& hexes) { push_list(L, hexes, push_hex); });
}

int intf_path(lua_State* L) {
  const FigureId id = check_figure_id(L, 1, "board.path", "id");
  const Hex to = check_hex(L, 2, "board.path", "to");
  const int points = int(check_integer_in(L, 3, "board.path", "points", 0, 99));
  const bool jump = lua_toboolean(L, 4);
  ScriptApi& api = need_api(L, "board.path");
  return fetch_and_push(L, "board.path", [&] { return api.path(id, to, points, jump); },
                        [](lua_State* L, const std::vector<Hex>& hexes) { push_list(L, hexes, push_hex); });
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
    {"reachable", intf_reachable, "id: integer, points: integer, jump?: boolean", "Hex[]",
     "The hexes the figure could end a move of that many points on, its own hex first (a monster: every figure blocks)."},
    {"path", intf_path, "id: integer, to: Hex, points: integer, jump?: boolean", "Hex[]",
     "The hexes a move of that many points enters to reach `to` (the cheapest path); empty when it cannot."},
    {"exists", intf_exists, "hex: Hex", "boolean", "Whether the hex is part of the scenario map."},
    {"terrain", intf_terrain, "hex: Hex", "string",
     "The terrain: featureless, obstacle, difficult, hazard, pressure_plate or objective (obstacle off the map)."},
    {"name", intf_name, "hex: Hex", "string", "The name of the hazard or pressure plate on the hex, \"\" if none."},
    {"letter", intf_letter, "letter: string", "Hex[]", "The hexes the map marks with this letter (\"A\", \"B\", ...)."},
    {"objectives", intf_objectives, "", "Objective[]",
     "The objectives still on the map, in map order; hp and max_hp are nil for one immune to damage."},
    {"set_terrain", intf_set_terrain, "hex: Hex, terrain: string, name?: string", "boolean ok, string? reason",
     "Changes the terrain of a map hex, with the hazard or plate name for named terrain."},
};

}  // namespace

const ApiTable kBoardApi{"board",
                         "The scenario map: which hexes exist, their terrain, names and letters, its objectives, "
                         "distances and the moves a figure could make.",
                         kFunctions};

}  // namespace bnb::lua
