#pragma once
// A monster's abilities, one function per verb (engine/base/content/verbs.h), monster_does_<verb>
// (rules: "Monster Abilities", "Other Monster Abilities", "Monsters and Elements", "Focus"): a move
// and an attack as the planner chooses them, heals and positive conditions to the allies that need
// them most, negative ones and forced movement on the character; the conditional effects of its
// type paid when they benefit (then every monster of the type has them for the round).
#include <string>

#include "engine/kernel/step/context.h"

namespace bnb {

// Monster `id`, of the type in `slot`, performs ability `i` of its type's rolled column `col`;
// `first` is the index of that ability's first conditional effect among the column's, `mod` the
// mod its scripts come from.
void monster_perform(Ctx& ctx, FigureId id, int slot, const MonsterColumn& col, size_t i, int first,
                     const std::string& mod);

}  // namespace bnb
