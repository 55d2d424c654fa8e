#pragma once
// The ground of a map as marks: terrain with the symbols its scenario's file uses (or the built-in
// ones), walls and doors, and the legend of the symbols used. No figures, no option numbers: those
// are map_view's (map_view.h).
#include "engine/play/words/lang.h"
#include "tools/bnb/map_view.h"

namespace bnb::cli {

// `scenario_idx` < 0: a map of no scenario (the built-in symbols). The terrain key in `lang`.
MapView map_ground(const ContentDb& db, const Map& map, int scenario_idx, const words::Lang& lang);

}  // namespace bnb::cli
