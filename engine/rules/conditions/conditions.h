#pragma once
// Conditions (rules: "Conditions"): gaining, removing and their timing.
//  - A figure never holds the same condition twice; gaining it again resets its duration.
//  - Immune figures do not gain it.
//  - Immobilize, disarm, muddle, strengthen, invisible end at the end of the figure's next turn
//    (a condition gained during the figure's own turn lasts until the end of its following turn).
//  - Poison and wound last until healed. Wound: 1 damage at the start of each of the figure's turns.
#include "engine/kernel/step/context.h"

namespace bnb {

bool gain_condition(Ctx& ctx, FigureId id, Condition c);  // false if immune
// Each condition of `set`, in condition order (a dead figure gains none).
void gain_conditions(Ctx& ctx, FigureId id, ConditionSet set);
void remove_condition(Ctx& ctx, FigureId id, Condition c);
bool is_immune(const Ctx& ctx, FigureId id, Condition c);
// Start of a figure's turn: wound.
void conditions_at_turn_start(Ctx& ctx, FigureId id);
// End of a figure's turn: timed conditions expire.
void conditions_at_turn_end(Ctx& ctx, FigureId id);

}  // namespace bnb
