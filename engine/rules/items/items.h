#pragma once
// Items (rules: "Items", "Item Limits", "Item Usage"). Each equipped item can be used in the window
// its text names; the engine offers every usable item as a UseItem decision at that moment:
//   your_turn          start of the character's turn and between its two actions, as options of
//                      the action question (and after the steps of a long rest, asked alone:
//                      recovered items can be used in the same turn)
//   your_movement      before each move ability of the character chooses its destination (as
//                      options of the move's question: add_move_item_options)
//   your_attack        before the modifier roll of each of the character's attacks (per target),
//                      if the item's melee / ranged / single-target flags fit the attack; an item
//                      that changes the attack's range or area is offered before the targets are
//                      chosen instead, and one that reads a die face once the die shows that face
//   after_your_attack  after each of the character's attacks is resolved
//   enemy_attack       before the modifier roll of a monster's attack on the character (an item
//                      that reads a die face: once the monster's die shows that face)
//   after_enemy_attack after a monster's attack on the character is resolved
//   after_initiative   after the round's initiative order is determined
//   passive            always in effect (shield, attack bonus), never asked
// Usage: spent items turn sideways (recovered by a long rest), lost items are gone for the
// scenario, passive items can be used again in every later window, multi-use items are spent
// after their last use. Everything recovers when the scenario ends.
//
// The effect is a list of abilities in the card vocabulary (engine/base/content/verbs.h), read by the
// window: `attack` adds its value, range, area, advantage and added effects to your attack (to
// every fitting attack of the turn when used during your turn); `move` adds points and jump to
// your move (every move of the turn when used during your turn); `shield` protects against the
// attack in an enemy-attack window and for the round otherwise; `retaliate` is a round bonus;
// `heal`, `condition` (self, or "that enemy" in an attack window), `infuse` (wild too), `recover`
// happen at once; `initiative` moves the character's initiative; `read_die` reads a die face as
// another; `extra_action` performs a card's bottom action after its top one; `script` runs Lua.
// Element costs (`consume`) are the price of the item: it is offered only when every cost can be
// paid, and using it pays them and adds their bonuses. A script that returns false declines: the
// item is not used and nothing is paid.
#include "engine/kernel/step/context.h"

namespace bnb {

// What items add to one attack of the character.
struct ItemAttackBonus {
  int value = 0;
  Effects effects;
  bool advantage = false;
};

// What items change before an attack's targets are chosen (range, area).
struct ItemTargeting {
  int value = 0, range = 0;
  Effects effects;
  std::vector<Hex> aoe;  // replaces the attack's pattern when set
  bool aoe_melee = false;
};

// What items add to one move of the character.
struct ItemMove {
  int points = 0;
  bool jump = false;
};

// The character's turn: "during your turn" items (heal, shield, conditions, infusions, recovery
// now; attack and move bonuses for the rest of the turn).
void offer_turn_items(Ctx& ctx);
// The same window folded into another question (rules: "Item Usage"; docs/rules-interpretations.md,
// "Folded windows"): an option per usable item (window UseItem, key "use N"), none for the items
// marked in `used` (each item once per window); use_turn_item uses the item of such an option.
void add_turn_item_options(const Ctx& ctx, Decision& d, uint32_t used);
void use_turn_item(Ctx& ctx, int item, uint32_t& used);
// One move ability of the character: the movement points and jump its items give without being
// used now (turn bonuses, passive items).
ItemMove move_items_in_effect(const Ctx& ctx);
// The your_movement window folded into the move's question (docs/rules-interpretations.md, "Folded
// windows"): an option per usable item (window UseItem, key "use N"), none for the items marked in
// `used`; use_move_item uses the item of such an option and returns the points and jump it adds.
void add_move_item_options(const Ctx& ctx, Decision& d, uint32_t used);
ItemMove use_move_item(Ctx& ctx, int item, uint32_t& used);
// Before the targets of a single-target attack are chosen: items that change its range or area.
ItemTargeting offer_targeting_items(Ctx& ctx, bool melee, bool single_target);
// Bonuses for one attack on `target`, before its roll. `value` is the attack value so far (a
// script may change it).
ItemAttackBonus offer_attack_items(Ctx& ctx, FigureId target, bool melee, bool single_target, int value);
void offer_after_attack_items(Ctx& ctx, FigureId target);
// A monster attacks the character: the extra shield the character's items give for this attack.
int offer_enemy_attack_items(Ctx& ctx, FigureId attacker, int value);
void offer_after_enemy_attack_items(Ctx& ctx, FigureId attacker);
// After the order is known: returns the character's initiative for the round (changed by items).
int offer_after_initiative_items(Ctx& ctx, int initiative);
// A modifier die of an attack involving the character was rolled on `column` (0 "-", 1 "o", 2 "+"):
// items that read that face as another are offered; returns the column the die is read as.
int offer_die_items(Ctx& ctx, FigureId attacker, FigureId target, int column);
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

// The item's abilities as they act once used: every consumption's bonus added.
std::vector<Ability> paid_abilities(const ItemDef& d);

}  // namespace bnb
