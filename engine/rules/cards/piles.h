#pragma once
// The character's ability cards between hand, selected, discard, lost and active area, and their
// A/B sides (rules: "Ability Cards", "Playing Ability Cards", "Lost Actions", "Active Bonuses").
#include <string>

#include "engine/kernel/step/context.h"

namespace bnb {

const CardDef& card_def(const Ctx& ctx, int card);
const CardSide& visible_side(const Ctx& ctx, int card);
std::string card_label(const Ctx& ctx, int card);  // "Name (A)"
void append_card_label(std::string& out, const Ctx& ctx, int card);  // the same, added to `out`
// Moves a card to a pile (emits CardMoved). Infusions on it become unavailable / fresh.
void move_card(Ctx& ctx, int card, Pile to, char side = 0);
int count_in(const CharacterState& h, Pile p);
// After an action of a card was played: A side flips to B and returns to hand, B side is
// discarded; active bonuses go to the active area; lost actions go to the lost pile if any part
// of them was performed (`performed`), else the card is treated as if it had no icons.
void finish_played_card(Ctx& ctx, int card, Half half_used, bool as_basic, bool performed = true);
// Recover (rules: "Recover"): up to `count` cards back to the hand on their A side, one decision
// each, from the piles in `from` (kRecoverHand / Discard / Lost bits; 0 = all three): the hand
// (a card showing its B side), the discard pile, the lost pile (not the unrecoverable cards); only
// cards of level `max_level` or lower (0 = any). Returns how many were recovered.
int recover_cards(Ctx& ctx, int count, int max_level = 0, uint8_t from = 0);

}  // namespace bnb
