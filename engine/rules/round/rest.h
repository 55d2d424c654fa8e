#pragma once
// Resting (rules: "Resting", "Short Rest", "Long Rest").
//  Both: discard pile back to hand, B sides in hand flip to A, then one card is lost; if the hand
//  is empty the card comes from the active area (cards without a lost icon); with none, nothing.
//  Short rest (end of round, optional): the lost card is random; once, the player may suffer 1
//  damage to lose a different random card instead.
//  Long rest (declared at card selection, acts at 99): the player chooses the card, may heal 2
//  self, and may recover all spent items.
#include "engine/kernel/step/context.h"

namespace bnb {

void offer_short_rest(Ctx& ctx);
void long_rest_turn(Ctx& ctx);

}  // namespace bnb
