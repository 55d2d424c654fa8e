#pragma once
// Items (rules: "Items", "Item Limits", "Item Usage"). Each equipped item can be used in the window
// its text names; the engine offers every usable item as a UseItem decision at that moment:
//   your_turn          start of the character's turn and between its two actions (and after the
//                      steps of a long rest: recovered items can be used in the same turn)
//   your_movement      before each move ability of the character chooses its destination
//   your_attack        before the modifier roll of each of the character's attacks (per target),
//                      if the item's melee / ranged / single-target flags fit the attack
//   after_your_attack  after each of the character's attacks is resolved
//   enemy_attack       before the modifier roll of a monster's attack on the character
//   after_enemy_attack after a monster's attack on the character is resolved
//   after_initiative   after the round's initiative order is determined
//   passive            always in effect (shield, attack bonus), never asked
// Usage: spent items turn sideways (recovered by a long rest), lost items are gone for the
// scenario, passive items can be used again in every later window, multi-use items are spent
// after their last use. Everything recovers when the scenario ends.
// An item's `script` is called with the item hook; when it returns false, the item's data
// effects are not applied (an element cost that was not paid).
#include "engine/step/context.h"

namespace bnb {

// What items add to one attack of the character.
struct ItemAttackBonus {
  int value = 0;
  Effects effects;
  bool advantage = false;
};

// The character's turn: "during your turn" items (heal, shield, conditions, infusions now; attack
// and move bonuses for the rest of the turn).
void offer_turn_items(Ctx& ctx);
// Extra movement points for one move ability (asks for your_movement items, adds turn bonuses).
int offer_move_items(Ctx& ctx);
// Bonuses for one attack on `target`, before its roll. `value` is the attack value so far (a
// script may change it).
ItemAttackBonus offer_attack_items(Ctx& ctx, FigureId target, bool melee, bool single_target, int value);
void offer_after_attack_items(Ctx& ctx, FigureId target);
// A monster attacks the character: the extra shield the character's items give for this attack.
int offer_enemy_attack_items(Ctx& ctx, FigureId attacker, int value);
void offer_after_enemy_attack_items(Ctx& ctx, FigureId attacker);
void offer_after_initiative_items(Ctx& ctx);
// Shield from passive items (always on).
int passive_item_shield(const Ctx& ctx);
// "During your turn" bonuses end with the turn.
void end_turn_items(Ctx& ctx);

// Damage negation by items (`negate_damage`): ready items that can reduce damage now.
bool can_negate_with(const Ctx& ctx, int item);
// Uses the item against damage; returns how much damage it negates.
int negate_with_item(Ctx& ctx, int item);

// Long rest: all spent items become ready again.
void recover_spent_items(Ctx& ctx);
// End of scenario: every item (spent, lost, partly used) is ready again.
void recover_all_items(CharacterState& h);

}  // namespace bnb
