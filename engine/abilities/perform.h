#pragma once
// Performing abilities (rules: "Abilities", "Added Effects", "Conditional Effects", "Heal",
// "Shield", "Retaliate", "Recover", "Suffer Damage"). The abilities of an action are performed in
// order; the character may skip any ability except mandatory ones (marked `mandatory`, and
// damage to itself), and chooses whether to pay each conditional (element) effect.
#include "engine/step/context.h"

namespace bnb {

// `mod` is the mod that defined the card or monster (its scripts are looked up there).
// Both return whether any part was performed (an ability skipped, a move of no hex or an attack
// on no target is not performed; an action with an active bonus is performed by playing it).
bool perform_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod);
bool perform_ability(Ctx& ctx, FigureId actor, const Ability& ability, const std::string& mod, bool basic = false);
// The ability with the conditional effects the actor chose to pay added in (a consumption's
// script runs when it is paid).
Ability with_consumptions(Ctx& ctx, FigureId actor, const Ability& a, const std::string& mod);

}  // namespace bnb
