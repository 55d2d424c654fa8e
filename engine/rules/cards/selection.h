#pragma once
// Card selection (rules: "Card Selection"): two cards from hand, the first sets initiative, or a
// long rest (needs two cards in hand and/or discard pile; persistent bonus cards that would return
// to either count, see "Active Bonuses").
#include "engine/kernel/step/context.h"

namespace bnb {

bool can_rest(const Ctx& ctx);
// False = exhausted: fewer than two cards in hand and fewer than two to rest with.
bool can_play_or_rest(const Ctx& ctx);
// Asks for the selection; returns the character's initiative (99 for a long rest).
int select_cards(Ctx& ctx);

}  // namespace bnb
