#pragma once
// The map as an SVG picture (`bnb show scenario N --svg FILE`): pointy-top hexes coloured by
// terrain, the start hex, monsters with their symbols, map letters and a legend.
#include <string>

#include "engine/base/content/content_db.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

std::string map_svg(const ContentDb& db, const MapView& v, const std::string& title);

}  // namespace bnb::cli
