#pragma once
// The text grid of docs/maps.md: one line per row r, hex [q, r] at character column x = 2q + r.
// Parses a grid into a Map (with a legend for extra symbols) and prints a Map back in the same
// layout, optionally with figures drawn over the terrain.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/map/map.h"

namespace bnb {

// An extra grid symbol: what a hex drawn with it is.
struct LegendEntry {
  char symbol = 0;
  Terrain terrain = Terrain::Featureless;
  std::string name;  // hazard / pressure plate name; empty = the unnamed default
  char letter = 0;   // 0 = none
};
using Legend = std::vector<LegendEntry>;

// Symbols with a fixed meaning; a legend may not redefine them.
bool is_builtin_grid_symbol(char c);

// A problem at a position of the grid text (both 1-based).
struct GridError {
  int line = 0, column = 0;
  std::string message;
};

// Parses `text` into `out` (which should be empty). Every problem is appended to `errors`; hexes
// that parse are kept. Returns true when there were no errors.
bool parse_text_grid(std::string_view text, const Legend& legend, Map& out, std::vector<GridError>& errors);

// Draws one hex: a figure's character, or nullopt to show the terrain.
using GridOverlay = std::function<std::optional<char>(Hex)>;

// Prints `map` as a grid. Cells no built-in symbol can show are looked up in `legend`; when
// `legend` is non-null, missing entries are added to it (lowercase letters, then digits), so that
// parse_text_grid(print_text_grid(m, &legend), legend) == m. Maps with hexes at r < 0 or x < 0 are
// shifted by whole hexes so that the grid starts at row 0, column 0. Trailing spaces are dropped.
std::string print_text_grid(const Map& map, Legend* legend = nullptr, const GridOverlay& overlay = {});

}  // namespace bnb
