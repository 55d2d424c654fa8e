#pragma once
// The legend of a scenario's map grid as its file writes it: the symbols the mod chose (`g` for
// a gate, `p` for a lever plate). The loaded Map keeps what each hex is, not the symbol it was
// drawn with; a UI that draws the map the way the mod wrote it reads the legend again from the
// scenario's source file.
#include "engine/base/content/defs.h"
#include "engine/base/map/text_grid.h"

namespace bnb {

// Empty when the scenario has no legend or its file cannot be read.
Legend scenario_legend(const ScenarioDef& s);

}  // namespace bnb
