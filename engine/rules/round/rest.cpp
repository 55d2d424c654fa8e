#include "engine/rules/round/rest.h"

#include "engine/rules/cards/active.h"
#include "engine/base/core/inline_vector.h"
#include "engine/rules/cards/piles.h"
#include "engine/rules/cards/selection.h"
#include "engine/rules/damage/damage.h"
#include "engine/kernel/decision/keys.h"
#include "engine/rules/items/items.h"

namespace bnb {

namespace {

// Discard pile back to hand, B sides in hand flip to A. Persistent bonus cards may be taken back
// too (dismissed first), or left in the active area.
void gather_cards(Ctx& ctx) {
  offer_dismiss(ctx);
  CharacterState& h = ctx.b.hero;
  for (size_t i = 0; i < h.cards.size(); ++i) {
    if (h.cards[i].pile == Pile::Discard) move_card(ctx, int(i), Pile::Hand, 'A');
    else if (h.cards[i].pile == Pile::Hand && h.cards[i].side == 'B') move_card(ctx, int(i), Pile::Hand, 'A');
  }
}

// Cards that may be lost by a rest: the hand, or else active cards without a lost icon.
using CardList = InlineVector<int, 16>;

CardList losable(const Ctx& ctx) {
  CardList out;
  const CharacterState& h = ctx.b.hero;
  for (size_t i = 0; i < h.cards.size(); ++i)
    if (h.cards[i].pile == Pile::Hand) out.push_back(int(i));
  if (!out.empty()) return out;
  for (size_t i = 0; i < h.cards.size(); ++i) {
    if (h.cards[i].pile != Pile::Active) continue;
    const CardSide& s = visible_side(ctx, int(i));
    const Action& a = h.cards[i].active_half == Half::Top ? s.top : s.bottom;
    if (!a.lost) out.push_back(int(i));
  }
  return out;
}

}  // namespace

void offer_short_rest(Ctx& ctx) {
  if (!can_rest(ctx)) return;
  PooledDecision d(DecisionKind::ShortRest);
  d->options.add("no");
  d->options.add("rest").accepts = true;
  if (ctx.ask(*d) == 0) return;
  gather_cards(ctx);
  const CardList cards = losable(ctx);
  if (cards.empty()) {
    ctx.emit(ShortRested{});
    return;
  }
  int lost = cards[ctx.b.rng.below(uint32_t(cards.size()))];
  // The redraw costs 1 damage that cannot be negated; it is not offered when it would exhaust.
  if (cards.size() > 1 && ctx.b.fig(0).hp > 1) {
    PooledDecision r(DecisionKind::RedrawLoss);
    r->options.add("keep");
    r->options.add("redraw").accepts = true;
    r->card = lost;
    if (ctx.ask(*r) == 1) {
      CardList others;
      for (int c : cards)
        if (c != lost) others.push_back(c);
      const int other = others[ctx.b.rng.below(uint32_t(others.size()))];
      suffer_damage(ctx, 0, 1, kNoFigure, DamageKind::Cost);
      lost = other;
    }
  }
  move_card(ctx, lost, Pile::Lost);
  ctx.emit(ShortRested{});
}

void long_rest_turn(Ctx& ctx) {
  gather_cards(ctx);
  const CardList cards = losable(ctx);
  if (!cards.empty()) {
    PooledDecision d(DecisionKind::LoseCard);
    for (int c : cards) {
      Option& o = d->options.add();
      keys::append_numbered(o.key, "lose", c);
      o.card = c;
    }
    const int c = d->options[size_t(ctx.ask(*d))].card;
    move_card(ctx, c, Pile::Lost);
  }
  PooledDecision heal_d(DecisionKind::LongRestHeal);
  heal_d->heal = 2;
  heal_d->options.add("heal").accepts = true;
  heal_d->options.add("no");
  if (ctx.ask(*heal_d) == 0) heal(ctx, 0, 2);
  bool any_spent = false;
  for (const ItemState& it : ctx.b.hero.items) any_spent |= it.status == ItemStatus::Spent;
  if (any_spent) {
    PooledDecision rec(DecisionKind::RecoverItems);
    rec->options.add("recover").accepts = true;
    rec->options.add("no");
    if (ctx.ask(*rec) == 0) recover_spent_items(ctx);
  }
  ctx.emit(LongRested{});
}

}  // namespace bnb
