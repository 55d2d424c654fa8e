#pragma once
// The player's choices before round 1 (rules: "Scenario Level", "Items"): which level-1 cards are
// replaced by their level-2 upgrade (level - 1 of them) and which items are equipped.
#include <vector>

#include "engine/step/context.h"

namespace bnb {

void choose_upgrades(Ctx& ctx);
void choose_items(Ctx& ctx, const std::vector<int>& available);

}  // namespace bnb
