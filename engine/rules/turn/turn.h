#pragma once
// Turn bookkeeping shared by the character's and the monsters' turns (rules: "Turn Order",
// "Conditions"): the start (wound, on_turn_start) and the end (on_turn_end, conditions expire).
#include "engine/kernel/step/context.h"

namespace bnb {

void begin_turn(Ctx& ctx, FigureId id);
void finish_turn(Ctx& ctx, FigureId id);

}  // namespace bnb
