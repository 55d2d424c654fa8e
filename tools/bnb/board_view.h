#pragma once
// The map as text for the terminal: every hex two characters wide (terrain symbol, monster symbol
// + number, `@` for you, or the number of the option that names the hex), rows numbered r at the
// left, q along the diagonals from the top and bottom edges, and a legend below.
#include <string>

#include "engine/content/content_db.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

// Colour when the terminal can show it: stdout is a terminal, NO_COLOR is unset, TERM is not dumb.
bool colour_wanted();
std::string draw_map(const ContentDb& db, const MapView& v, bool colour);
// The legend lines: monster symbols and the map's own symbols.
std::string map_legend(const ContentDb& db, const MapView& v);

}  // namespace bnb::cli
