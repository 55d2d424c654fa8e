#pragma once
// Active bonuses (rules: "Active Bonuses"): round bonuses end at the end of the round; persistent
// bonuses end when their uses run out (or are dismissed). When a bonus ends, its card goes on: an
// A side flips to B and returns to hand, a B side is discarded, a lost action is lost.
#include "engine/game/context.h"

namespace bnb {

int active_shield(const Ctx& ctx);       // shield from the character's active bonuses
int active_retaliate(const Ctx& ctx, int* range);
// Counts one use of each persistent bonus of `kind` that applied ("shield" / "retaliate").
void use_persistent(Ctx& ctx, bool shield);
void expire_round_bonuses(Ctx& ctx);
void end_active_bonus(Ctx& ctx, int card);
// Offers to dismiss persistent bonuses (start of the character's turn, not during an ability).
void offer_dismiss(Ctx& ctx);

}  // namespace bnb
