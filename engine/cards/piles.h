#pragma once
// The character's ability cards between hand, selected, discard, lost and active area, and their
// A/B sides (rules: "Ability Cards", "Playing Ability Cards", "Lost Actions", "Active Bonuses").
#include <string>

#include "engine/step/context.h"

namespace bnb {

const CardDef& card_def(const Ctx& ctx, int card);
const CardSide& visible_side(const Ctx& ctx, int card);
std::string card_label(const Ctx& ctx, int card);  // "Name (A)"
// Moves a card to a pile (emits CardMoved). Infusions on it become unavailable / fresh.
void move_card(Ctx& ctx, int card, Pile to, char side = 0);
int count_in(const CharacterState& h, Pile p);
// After an action of a card was played: A side flips to B and returns to hand, B side is
// discarded; active bonuses go to the active area; lost actions go to the lost pile if any part
// of them was performed (`performed`), else the card is treated as if it had no icons.
void finish_played_card(Ctx& ctx, int card, Half half_used, bool as_basic, bool performed = true);

}  // namespace bnb
