#include "engine/base/map/text_grid.h"

#include <algorithm>
#include <climits>

namespace bnb {

namespace {

struct Builtin {
  char symbol;
  Terrain terrain;
  const char* name;  // default name interned for the hex, or nullptr
};
constexpr Builtin kBuiltins[] = {
    {'.', Terrain::Featureless, nullptr},   {'#', Terrain::Obstacle, nullptr},
    {'~', Terrain::Difficult, nullptr},     {'^', Terrain::Hazard, "hazard"},
    {'_', Terrain::PressurePlate, "plate"}, {'*', Terrain::Objective, nullptr},
};

const Builtin* builtin(char c) {
  for (const Builtin& b : kBuiltins)
    if (b.symbol == c) return &b;
  return nullptr;
}

// Hazards and pressure plates always carry a name so that content can bind an effect to it.
std::string default_name(Terrain t) {
  if (t == Terrain::Hazard) return "hazard";
  if (t == Terrain::PressurePlate) return "plate";
  return {};
}

const LegendEntry* find_symbol(const Legend& legend, char c) {
  for (const LegendEntry& e : legend)
    if (e.symbol == c) return &e;
  return nullptr;
}

std::string ordinal_columns(int row) {
  const int first = row % 2 == 0 ? 1 : 2;
  return std::to_string(first) + ", " + std::to_string(first + 2) + ", " + std::to_string(first + 4) + ", ...";
}

}  // namespace

// Walls and doors (docs/maps.md): '=' a wall hex, '+' a closed door, '/' an open door, '|' between
// two hexes of a row a thin wall along their shared edge.
constexpr char kWallSymbol = '=', kDoorSymbol = '+', kOpenDoorSymbol = '/', kThinWallSymbol = '|';

bool is_builtin_grid_symbol(char c) {
  return builtin(c) != nullptr || (c >= 'A' && c <= 'Z') || c == kWallSymbol || c == kDoorSymbol ||
         c == kOpenDoorSymbol || c == kThinWallSymbol;
}

bool parse_text_grid(std::string_view text, const Legend& legend, Map& out, std::vector<GridError>& errors) {
  const size_t errors_before = errors.size();
  std::vector<Cell> cells;  // added at once at the end: one re-index, not one per hex
  std::vector<Hex> walls, doors, open_doors;
  std::vector<std::pair<Hex, Hex>> thin_walls;
  const std::string too_big = "the map is larger than " + std::to_string(kMaxMapSpan) + " rows or " +
                              std::to_string(kMaxMapSpan) + " hexes per row";
  int r = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (r >= kMaxMapSpan && line.find_first_not_of(' ') != std::string_view::npos) {
      errors.push_back({r + 1, 1, too_big});
      break;
    }
    for (size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (c == ' ') continue;
      if (i >= size_t(2 * kMaxMapSpan)) {
        errors.push_back({r + 1, int(std::min<size_t>(i, INT_MAX - 1)) + 1, too_big});
        break;
      }
      const int x = int(i), column = x + 1, line_no = r + 1;
      if (c == '\t') {
        errors.push_back({line_no, column, "tab character in the map; use spaces"});
        continue;
      }
      if (c == kThinWallSymbol) {
        if ((x - r) % 2 == 0) {
          errors.push_back({line_no, column, "'|' is on a hex; a thin wall goes between two hexes of a row"});
          continue;
        }
        thin_walls.push_back({Hex{int16_t((x - 1 - r) / 2), int16_t(r)}, Hex{int16_t((x + 1 - r) / 2), int16_t(r)}});
        continue;
      }
      Cell cell;
      bool wall = false;
      if (c == kWallSymbol) {
        wall = true;
      } else if (c == kDoorSymbol || c == kOpenDoorSymbol) {
        // A door is a featureless hex; which one is kept below.
      } else if (const Builtin* b = builtin(c)) {
        cell.terrain = b->terrain;
        if (b->name) cell.name = out.intern(b->name);
      } else if (c >= 'A' && c <= 'Z') {
        cell.letter = c;
      } else if (const LegendEntry* e = find_symbol(legend, c)) {
        cell.terrain = e->terrain;
        cell.letter = e->letter;
        const std::string name = e->name.empty() ? default_name(e->terrain) : e->name;
        if (!name.empty()) cell.name = out.intern(name);
      } else {
        errors.push_back({line_no, column, std::string("unknown map symbol '") + c + "' (add it to the legend)"});
        continue;
      }
      if ((x - r) % 2 != 0) {
        errors.push_back({line_no, column,
                          std::string("'") + c + "' is between two hexes (on line " + std::to_string(line_no) +
                              " hexes are at columns " + ordinal_columns(r) + ")"});
        continue;
      }
      cell.hex = Hex{int16_t((x - r) / 2), int16_t(r)};
      if (wall) {
        walls.push_back(cell.hex);
        continue;
      }
      if (c == kDoorSymbol) doors.push_back(cell.hex);
      if (c == kOpenDoorSymbol) open_doors.push_back(cell.hex);
      cells.push_back(cell);
    }
    start = end + 1;
    ++r;
  }
  if (!out.add_all(cells)) errors.push_back({1, 1, too_big});
  for (Hex h : walls) out.add_wall(h);
  for (const auto& [a, b] : thin_walls) out.add_thin_wall(a, b);
  for (Hex h : doors) out.add_door(h);
  for (Hex h : open_doors)
    if (out.add_door(h)) out.open_door(h);
  return errors.size() == errors_before;
}

namespace {

char next_free_symbol(const Legend& legend) {
  for (char c = 'a'; c <= 'z'; ++c)
    if (!find_symbol(legend, c)) return c;
  for (char c = '0'; c <= '9'; ++c)
    if (!find_symbol(legend, c)) return c;
  return '?';
}

char symbol_for(const Map& map, const Cell& cell, Legend* legend) {
  const std::string name = cell.name >= 0 ? map.name(cell.name) : std::string();
  const bool default_named = name == default_name(cell.terrain);
  if (cell.letter == 0 && default_named)
    for (const Builtin& b : kBuiltins)
      if (b.terrain == cell.terrain) return b.symbol;
  if (cell.letter != 0 && cell.terrain == Terrain::Featureless && name.empty()) return cell.letter;
  if (legend) {
    for (const LegendEntry& e : *legend) {
      const std::string entry_name = e.name.empty() ? default_name(e.terrain) : e.name;
      if (e.terrain == cell.terrain && e.letter == cell.letter && entry_name == name) return e.symbol;
    }
    const char c = next_free_symbol(*legend);
    legend->push_back({c, cell.terrain, default_named ? std::string() : name, cell.letter});
    return c;
  }
  // Without a legend, show the terrain (the play screen does not need the name).
  for (const Builtin& b : kBuiltins)
    if (b.terrain == cell.terrain) return b.symbol;
  return '?';
}

}  // namespace

std::string print_text_grid(const Map& map, Legend* legend, const GridOverlay& overlay) {
  if (map.cells().empty()) return {};
  int rmin = INT_MAX, rmax = INT_MIN, xmin = INT_MAX;
  auto extend = [&](Hex h) {
    rmin = std::min(rmin, int(h.r));
    rmax = std::max(rmax, int(h.r));
    xmin = std::min(xmin, 2 * h.q + h.r);
  };
  for (const Cell& c : map.cells()) extend(c.hex);
  for (Hex h : map.walls()) extend(h);
  // Shift by whole hexes (dq, dr) so that rows and columns start at 0 and parity is kept.
  const int dr = std::min(rmin, 0);
  int dq = 0;
  if (xmin - dr < 0) dq = (xmin - dr - 1) / 2;  // floor for negatives
  std::vector<std::string> rows(size_t(rmax - dr + 1));
  for (const Cell& c : map.cells()) {
    const int r = c.hex.r - dr;
    const int x = 2 * (c.hex.q - dq) + r;
    std::string& row = rows[size_t(r)];
    if (row.size() <= size_t(x)) row.resize(size_t(x) + 1, ' ');
    std::optional<char> figure = overlay ? overlay(c.hex) : std::nullopt;
    const Door* door = map.door(c.hex);
    row[size_t(x)] = figure ? *figure : door ? (door->open ? kOpenDoorSymbol : kDoorSymbol) : symbol_for(map, c, legend);
  }
  auto put = [&](Hex h, int dx, char symbol) {
    const int r = h.r - dr;
    const int x = 2 * (h.q - dq) + r + dx;
    std::string& row = rows[size_t(r)];
    if (row.size() <= size_t(x)) row.resize(size_t(x) + 1, ' ');
    row[size_t(x)] = symbol;
  };
  for (Hex h : map.walls()) put(h, 0, kWallSymbol);
  // Only thin walls between two hexes of a row can be drawn; others are listed in `thin_walls`.
  for (const auto& [a, b] : map.thin_walls())
    if (a.r == b.r) put(a, 1, kThinWallSymbol);
  std::string out;
  for (const std::string& row : rows) out += row + "\n";
  return out;
}

}  // namespace bnb
