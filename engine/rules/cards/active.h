#pragma once
// Active bonuses (rules: "Active Bonuses", "Shield", "Retaliate"): round bonuses end at the end of
// the round; persistent bonuses end when their uses run out or when the character dismisses them
// (any time but during another ability: the engine offers it at the start of the character's
// turn, before a rest and while negating damage). When a bonus ends its card moves on: an A side
// flips to B and returns to hand, a B side is discarded, a lost action is lost.
#include <string>
#include <utility>
#include <vector>

#include "engine/base/core/inline_vector.h"
#include "engine/kernel/step/context.h"

namespace bnb {

// Scripts of the character's active bonuses (cards in the active area whose action has `script`),
// as (mod, "file.lua#function"): bound to every rule hook while the bonus is active.
std::vector<std::pair<std::string, std::string>> active_bonus_scripts(const Ctx& ctx);
int active_shield(const Ctx& ctx);  // shield from the character's active bonuses
// Retaliate of the character's active bonuses that reaches an attacker `dist` hexes away (each
// bonus only within its own range). Counts one use of each persistent bonus that applied when
// `use` is set.
int active_retaliate(Ctx& ctx, int dist, bool use);
// The widest range of the character's active retaliate bonuses (1 without a range); 0: none.
int active_retaliate_range(const Ctx& ctx);
// Counts one use of each persistent shield bonus (the character was attacked while it applied).
void use_persistent_shields(Ctx& ctx);
void expire_round_bonuses(Ctx& ctx);
void end_active_bonus(Ctx& ctx, int card);
// Cards in the active area with a persistent bonus (they may be dismissed).
InlineVector<int, 8> dismissable_bonuses(const Ctx& ctx);
// A retaliate ability performed: adds to the figure's round retaliate bonus (the widest range of
// the round's retaliate abilities counts) with its added effects (conditions, push, pull), which
// follow the retaliate damage.
void gain_round_retaliate(Figure& f, const Ability& a);
// Offers to dismiss persistent bonuses, one at a time, until the player keeps the rest.
void offer_dismiss(Ctx& ctx);
// The same window folded into another question (docs/rules-interpretations.md, "Folded windows"):
// an option per persistent bonus (window Dismiss, key "dismiss N"); choosing one ends the bonus
// (end_active_bonus) and the question is asked again.
void add_dismiss_options(const Ctx& ctx, Decision& d);
// Persistent bonus cards that would go to the hand or discard pile when dismissed: they count
// toward the two cards a rest needs.
int dismissable_to_hand_or_discard(const Ctx& ctx);

}  // namespace bnb
