#pragma once
// The character's turn (rules: "Character Turn", "Playing Ability Cards", "Basic Actions"): the
// top action of one selected card and the bottom action of the other, in either order; either
// card may instead be used for the basic Attack 2 (top) or Move 2 (bottom). A long rest is the
// whole turn.
#include "engine/kernel/step/context.h"

namespace bnb {

void character_turn(Ctx& ctx);
// The basic action a card half may be used for instead: Attack 2 (top) or Move 2 (bottom).
const Action& basic_action(Half half);

}  // namespace bnb
