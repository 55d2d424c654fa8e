#include "engine/rules/cards/selection.h"

#include "engine/rules/cards/active.h"
#include "engine/rules/cards/piles.h"
#include "engine/kernel/decision/keys.h"

namespace bnb {

bool can_rest(const Ctx& ctx) {
  const CharacterState& h = ctx.b.hero;
  return count_in(h, Pile::Hand) + count_in(h, Pile::Discard) + dismissable_to_hand_or_discard(ctx) >= 2;
}

bool can_play_or_rest(const Ctx& ctx) { return count_in(ctx.b.hero, Pile::Hand) >= 2 || can_rest(ctx); }

namespace {

// The card choice of the round: every ordered pair of hand cards, the long rest, and a dismissal
// per persistent bonus.
Decision& card_choice(const Ctx& ctx, Decision& d) {
  const CharacterState& h = ctx.b.hero;
  d.reset(DecisionKind::SelectCards, "");
  const size_t hand = size_t(count_in(h, Pile::Hand));
  d.options.reserve(hand * (hand > 0 ? hand - 1 : 0) + 2);
  for (size_t i = 0; i < h.cards.size(); ++i) {
    if (h.cards[i].pile != Pile::Hand) continue;
    for (size_t j = 0; j < h.cards.size(); ++j) {
      if (j == i || h.cards[j].pile != Pile::Hand) continue;
      // Into the option's buffers: "cards 2 5".
      Option& o = d.options.add();
      keys::append_pair(o.key, "cards", int(i), int(j));
      o.card = int(i), o.card2 = int(j);
    }
  }
  if (can_rest(ctx)) d.options.add("long_rest");
  add_dismiss_options(ctx, d);
  return d;
}

}  // namespace

int select_cards(Ctx& ctx) {
  CharacterState& h = ctx.b.hero;
  h.initiative_card = h.other_card = -1;
  h.long_rest = false;
  PooledDecision q(DecisionKind::SelectCards);
  Decision& d = *q;
  // The end-of-turn chance to dismiss a persistent bonus is folded into this question
  // (docs/rules-interpretations.md, "Folded windows"): a dismissal asks it again.
  int answer;
  while (d.options[size_t(answer = ctx.ask(card_choice(ctx, d)))].folded == Folded::Dismiss)
    end_active_bonus(ctx, d.options[size_t(answer)].card);
  const Option& o = d.options[size_t(answer)];
  if (o.key == "long_rest") {
    h.long_rest = true;
    ctx.emit(LongRestDeclared{});
    return 99;
  }
  h.initiative_card = int8_t(o.card);
  h.other_card = int8_t(o.card2);
  move_card(ctx, o.card, Pile::Selected);
  move_card(ctx, o.card2, Pile::Selected);
  const int initiative = visible_side(ctx, o.card).initiative;
  ctx.emit(CardsSelected{o.card, o.card2, initiative});
  return initiative;
}

}  // namespace bnb
