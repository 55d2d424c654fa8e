#pragma once
// Monster turns (rules: "Monster Turns", "Monster Abilities", "Monster Movement", "Monster
// Attacks", "Other Monster Abilities", "Monsters and Elements", "Appendix B"). All monsters of a
// type act at the type's initiative, in ascending number order, performing the rolled action's
// abilities top to bottom. Movement and attack targets come from the planner (monsters/ai.h);
// where the rules leave it to "you decide", the player chooses among the planner's options.
#include "engine/kernel/step/context.h"

namespace bnb {

void monster_type_turn(Ctx& ctx, int type_slot);
void monster_turn(Ctx& ctx, FigureId id, int type_slot);

}  // namespace bnb
