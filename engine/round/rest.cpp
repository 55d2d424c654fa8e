#include "engine/round/rest.h"

#include "engine/cards/active.h"
#include "engine/cards/piles.h"
#include "engine/cards/selection.h"
#include "engine/damage/damage.h"
#include "engine/items/items.h"

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
std::vector<int> losable(const Ctx& ctx) {
  std::vector<int> out;
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
  Decision d{DecisionKind::ShortRest, "Short rest? (discard pile back to hand, lose one random card)"};
  d.options.push_back({"no", "do not rest"});
  Option rest{"rest", "short rest"};
  rest.accepts = true;
  d.options.push_back(rest);
  if (ctx.ask(std::move(d)) == 0) return;
  gather_cards(ctx);
  std::vector<int> cards = losable(ctx);
  if (cards.empty()) {
    ctx.emit(ShortRested{});
    return;
  }
  int lost = cards[ctx.b.rng.below(uint32_t(cards.size()))];
  // The redraw costs 1 damage that cannot be negated; it is not offered when it would exhaust.
  if (cards.size() > 1 && ctx.b.fig(0).hp > 1) {
    Decision r{DecisionKind::RedrawLoss, "The rest would lose " + card_label(ctx, lost)};
    r.options.push_back({"keep", "lose " + card_label(ctx, lost)});
    Option redraw{"redraw", "suffer 1 damage to lose a different random card"};
    redraw.accepts = true;
    r.card = lost;
    r.options.push_back(redraw);
    if (ctx.ask(std::move(r)) == 1) {
      std::erase(cards, lost);
      const int other = cards[ctx.b.rng.below(uint32_t(cards.size()))];
      suffer_damage(ctx, 0, 1, kNoFigure, DamageKind::Cost);
      lost = other;
    }
  }
  move_card(ctx, lost, Pile::Lost);
  ctx.emit(ShortRested{});
}

void long_rest_turn(Ctx& ctx) {
  gather_cards(ctx);
  const std::vector<int> cards = losable(ctx);
  if (!cards.empty()) {
    Decision d{DecisionKind::LoseCard, "Long rest: choose the card to lose"};
    for (int c : cards) {
      Option o{"lose " + std::to_string(c), "lose " + card_label(ctx, c)};
      o.card = c;
      d.options.push_back(std::move(o));
    }
    const int c = d.options[size_t(ctx.ask(std::move(d)))].card;
    move_card(ctx, c, Pile::Lost);
  }
  Decision heal_d{DecisionKind::LongRestHeal, "Long rest: heal 2 self?"};
  Option heal_o{"heal", "heal 2 self"};
  heal_o.accepts = true;
  heal_d.heal = 2;
  heal_d.options.push_back(heal_o);
  heal_d.options.push_back({"no", "do not heal"});
  if (ctx.ask(std::move(heal_d)) == 0) heal(ctx, 0, 2);
  bool any_spent = false;
  for (const ItemState& it : ctx.b.hero.items) any_spent |= it.status == ItemStatus::Spent;
  if (any_spent) {
    Decision rec{DecisionKind::RecoverItems, "Long rest: recover your spent items?"};
    Option recover{"recover", "recover spent items"};
    recover.accepts = true;
    rec.options.push_back(recover);
    rec.options.push_back({"no", "do not recover"});
    if (ctx.ask(std::move(rec)) == 0) recover_spent_items(ctx);
  }
  ctx.emit(LongRested{});
}

}  // namespace bnb
