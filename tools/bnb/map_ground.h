#pragma once
// The ground of a map as marks: terrain with the symbols its scenario's file uses (or the built-in
// ones), walls and doors, and the legend of the symbols used. No figures, no option numbers: those
// are map_view's (map_view.h).
#include "tools/bnb/map_view.h"

namespace bnb::cli {

// `scenario_idx` < 0: a map of no scenario (the built-in symbols).
MapView map_ground(const ContentDb& db, const Map& map, int scenario_idx);

}  // namespace bnb::cli
