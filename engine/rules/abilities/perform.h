#pragma once
// Performing abilities (rules: "Abilities", "Added Effects", "Conditional Effects", "Heal",
// "Shield", "Retaliate", "Recover", "Suffer Damage"). The abilities of an action are performed in
// order; the character may skip any ability except mandatory ones (marked `mandatory`, and
// damage to itself), and chooses whether to pay each conditional (element) effect.
#include "engine/kernel/step/context.h"

namespace bnb {

// `mod` is the mod that defined the card or monster (its scripts are looked up there); `from` is
// where the action is printed (a card's half; its `index` is set for each ability), which the
// questions about its abilities name (Decision::ability_source).
// Both return whether any part was performed (an ability skipped, a move of no hex or an attack
// on no target is not performed; an action with an active bonus is performed by playing it).
bool perform_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod, const AbilitySource& from = {});
// The same, its free "may" abilities (`asks_to_perform`) already decided with the action's choice
// (docs/rules-interpretations.md, "Folded windows"): those whose bit is set in `skipped` (bit i:
// `action.abilities[i]`) are skipped, the others performed, none asked.
bool perform_decided_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod, uint32_t skipped,
                            const AbilitySource& from = {});
// `decided`: -1 asks the player whether to perform a free "may" ability; 0 performs it, 1 skips it.
// `from`: where the ability is printed, for its questions.
bool perform_ability(Ctx& ctx, FigureId actor, const Ability& ability, const std::string& mod, bool basic = false,
                     int decided = -1, const AbilitySource& from = {});
// The verb of `a` performed by its function perform_<verb> (engine/base/content/verbs.h), its
// conditional effects already paid and no script after it: what perform_ability does once paid,
// and what a monster does for the verbs it performs as a character does (monsters/monster_verbs.cpp).
bool perform_verb(Ctx& ctx, FigureId actor, const Ability& a, const std::string& mod, int decided = -1,
                  const AbilitySource& from = {});
// A free "may" ability of the character: one asked as perform or skip when its turn comes (a heal,
// shield, retaliate, conditions, an infusion, an extra action, a scripted special), not mandatory.
bool asks_to_perform(const Ability& a);
// The abilities of `action` that `asks_to_perform` (bit i: abilities[i]); at most the first 32.
uint32_t may_abilities(const Action& action);
// The ability with the conditional effects the actor chose to pay added in (a consumption's
// script runs when it is paid).
Ability with_consumptions(Ctx& ctx, FigureId actor, const Ability& a, const std::string& mod, const AbilitySource& from = {});

}  // namespace bnb
