#pragma once
// A scenario map: any set of hexes, each with one terrain, an optional letter (A, B, ... for spawn
// points and notable hexes) and, for hazards and pressure plates, a name that content binds to an
// effect. Figures are not stored here (see state/board.h); this is the ground they stand on.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/base/core/names.h"
#include "engine/base/hex/hex.h"

namespace bnb {

enum class Terrain : uint8_t { Featureless, Obstacle, Difficult, Hazard, PressurePlate, Objective };
inline constexpr auto kTerrainNames =
    name_table<Terrain>("featureless", "obstacle", "difficult", "hazard", "pressure_plate", "objective");
static_assert(kTerrainNames.size() == size_t(Terrain::Objective) + 1);
std::string_view terrain_name(Terrain t);
std::optional<Terrain> terrain_from_name(std::string_view s);

struct Cell {
  Hex hex;
  Terrain terrain = Terrain::Featureless;
  char letter = 0;        // 0 = none
  int16_t name = -1;      // index into Map::names for hazards / pressure plates; -1 = unnamed
  bool operator==(const Cell&) const = default;
};

// Limits that keep every coordinate, index and count within its type, whatever a file says: the
// hexes of a map lie within kMaxMapSpan rows and kMaxMapSpan hexes per row (far more than any
// board), and a map holds at most kMaxMapNames hazard / plate names.
constexpr int kMaxMapSpan = 256;
constexpr size_t kMaxMapNames = 1024;

// A door hex (see docs/maps.md, "Walls and doors"). While closed it blocks sight like a wall hex;
// a character opens it by entering it, revealing `room` (0 = none).
struct Door {
  Hex hex;
  bool open = false;
  char room = 0;
  bool operator==(const Door&) const = default;
};

class Map {
 public:
  Map() = default;
  // Adds a hex or replaces the cell at that hex. Returns false, changing nothing, when the hex
  // would stretch the map beyond kMaxMapSpan.
  bool set(const Cell& cell);
  // Adds hexes that are not on the map yet, each once, re-indexing once (linear, where adding
  // them one by one with set() re-indexes per hex). Returns false, adding nothing, when the map
  // would stretch beyond kMaxMapSpan.
  bool add_all(const std::vector<Cell>& cells);
  bool contains(Hex h) const { return index_of(h) >= 0; }
  const Cell* at(Hex h) const;
  Cell* at(Hex h);
  const std::vector<Cell>& cells() const { return cells_; }
  // Index of a cell (stable while no hex is added), or -1.
  int index_of(Hex h) const;
  std::optional<Hex> letter(char c) const;
  std::vector<Hex> letters(char c) const;
  // The index of `name` among the map's names, added if new; -1 when kMaxMapNames are taken.
  int16_t intern(const std::string& name);
  const std::string& name(int16_t i) const { return names_[size_t(i)]; }
  const std::vector<std::string>& names() const { return names_; }

  // Movement helpers used by every rule that walks the map.
  bool is_obstacle(Hex h) const;  // outside the map, obstacles and objectives
  int move_cost(Hex h) const;     // 2 for difficult terrain, else 1

  // Walls and doors, an opt-in part of the map (docs/maps.md). A wall hex is not a cell (no figure
  // enters or stands there) and blocks sight; a thin wall lies along the edge between two adjacent
  // hexes, blocking steps across it and sight through it. Maps without any take the fast paths.
  void add_wall(Hex h);
  bool add_thin_wall(Hex a, Hex b);      // false unless a and b are adjacent
  bool add_door(Hex h, char room = 0);   // false unless h is a cell
  bool is_wall(Hex h) const;
  bool thin_wall_between(Hex a, Hex b) const;
  const Door* door(Hex h) const;
  bool is_closed_door(Hex h) const { const Door* d = door(h); return d && !d->open; }
  bool open_door(Hex h);  // true when a closed door was opened
  const std::vector<Hex>& walls() const { return walls_; }
  const std::vector<std::pair<Hex, Hex>>& thin_walls() const { return thin_walls_; }
  const std::vector<Door>& doors() const { return doors_; }
  bool has_walls() const { return !walls_.empty() || !thin_walls_.empty() || !doors_.empty(); }
  // A single step from `from` to the adjacent `to` crosses a thin wall.
  bool step_blocked(Hex from, Hex to) const { return !thin_walls_.empty() && thin_wall_between(from, to); }

  bool operator==(const Map& o) const {
    return cells_ == o.cells_ && names_ == o.names_ && walls_ == o.walls_ && thin_walls_ == o.thin_walls_ &&
           doors_ == o.doors_;
  }

 private:
  bool fits(const std::vector<Cell>& more) const;
  void reindex();
  std::vector<Cell> cells_;
  std::vector<std::string> names_;
  std::vector<Hex> walls_;                        // sorted
  std::vector<std::pair<Hex, Hex>> thin_walls_;   // each pair ordered (first < second), sorted
  std::vector<Door> doors_;
  // Dense lookup over the bounding box: (q - qmin) + (r - rmin) * width -> cell index or -1.
  std::vector<int32_t> index_;
  int16_t qmin_ = 0, rmin_ = 0, width_ = 0, height_ = 0;
};

}  // namespace bnb
