#include "engine/cards/active.h"

#include "engine/cards/piles.h"

namespace bnb {

namespace {
const Action& active_action(const Ctx& ctx, int card) {
  const CardSide& s = visible_side(ctx, card);
  return ctx.b.hero.cards[size_t(card)].active_half == Half::Top ? s.top : s.bottom;
}
}  // namespace

int active_shield(const Ctx& ctx) {
  int total = 0;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (ctx.b.hero.cards[i].pile == Pile::Active) total += active_action(ctx, int(i)).shield;
  return total;
}

int active_retaliate(const Ctx& ctx, int* range) {
  int total = 0;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (ctx.b.hero.cards[i].pile == Pile::Active) {
      const Action& a = active_action(ctx, int(i));
      total += a.retaliate;
      if (a.retaliate && range) *range = std::max(*range, a.retaliate_range);
    }
  return total;
}

void use_persistent(Ctx& ctx, bool shield) {
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i) {
    CardState& c = ctx.b.hero.cards[i];
    if (c.pile != Pile::Active) continue;
    const Action& a = active_action(ctx, int(i));
    if (a.active != ActiveKind::Persistent || a.uses == 0) continue;
    if ((shield && a.shield == 0) || (!shield && a.retaliate == 0)) continue;
    if (--c.uses_left <= 0) end_active_bonus(ctx, int(i));
  }
}

void end_active_bonus(Ctx& ctx, int card) {
  CardState& c = ctx.b.hero.cards[size_t(card)];
  const Action& a = active_action(ctx, card);
  if (a.lost) {
    c.unrecoverable = a.unrecoverable;
    move_card(ctx, card, Pile::Lost);
  } else if (c.side == 'A') {
    move_card(ctx, card, Pile::Hand, 'B');
  } else {
    move_card(ctx, card, Pile::Discard);
  }
}

void expire_round_bonuses(Ctx& ctx) {
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (ctx.b.hero.cards[i].pile == Pile::Active && active_action(ctx, int(i)).active == ActiveKind::Round)
      end_active_bonus(ctx, int(i));
}

void offer_dismiss(Ctx& ctx) {
  for (;;) {
    Decision d{DecisionKind::DismissBonus, "Dismiss a persistent bonus?"};
    d.options.push_back({"keep", "keep all active bonuses"});
    for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
      if (ctx.b.hero.cards[i].pile == Pile::Active && active_action(ctx, int(i)).active == ActiveKind::Persistent) {
        Option o{"dismiss " + std::to_string(i), "dismiss " + card_label(ctx, int(i))};
        o.card = int(i);
        d.options.push_back(o);
      }
    if (d.options.size() == 1) return;
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    if (o.card < 0) return;
    end_active_bonus(ctx, o.card);
  }
}

}  // namespace bnb
