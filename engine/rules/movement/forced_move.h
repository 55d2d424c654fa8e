#pragma once
// Push and pull (rules: "Push", "Pull", "Flying"): each hex entered must be farther from (push) or
// closer to (pull) the attacker; not through obstacles or figures; difficult terrain does not
// matter; hazards entered trigger; immobilized figures can still be moved. A flying figure keeps
// flying: it passes over obstacles and figures, hazards do not affect it, and it must stop on a
// hex with no figure and no obstacle. When the
// character pushes or pulls, the player picks each hex and may stop early. When a monster does,
// the target moves as far as possible and the player picks among the longest paths.
#include "engine/kernel/step/context.h"

namespace bnb {

void forced_move(Ctx& ctx, FigureId target, FigureId source, int distance, bool push);

}  // namespace bnb
