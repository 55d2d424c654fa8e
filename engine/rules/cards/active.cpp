#include "engine/rules/cards/active.h"

#include <algorithm>

#include "engine/rules/cards/piles.h"
#include "engine/kernel/decision/keys.h"

namespace bnb {

namespace {
const Action& active_action(const Ctx& ctx, int card) {
  const CardSide& s = visible_side(ctx, card);
  return ctx.b.hero.cards[size_t(card)].active_half == Half::Top ? s.top : s.bottom;
}
bool is_active(const Ctx& ctx, size_t i) { return ctx.b.hero.cards[i].pile == Pile::Active; }

// One use of a persistent bonus with counted uses; it ends after its last.
void use_once(Ctx& ctx, int card) {
  const Action& a = active_action(ctx, card);
  if (a.active != ActiveKind::Persistent || a.uses == 0) return;
  CardState& c = ctx.b.hero.cards[size_t(card)];
  if (--c.uses_left <= 0) end_active_bonus(ctx, card);
}
}  // namespace

std::vector<std::pair<std::string, std::string>> active_bonus_scripts(const Ctx& ctx) {
  std::vector<std::pair<std::string, std::string>> out;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (is_active(ctx, i))
      if (const Action& a = active_action(ctx, int(i)); !a.active_script.empty())
        out.emplace_back(card_def(ctx, int(i)).mod, a.active_script);
  return out;
}

int active_shield(const Ctx& ctx) {
  int total = 0;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (is_active(ctx, i)) total += active_action(ctx, int(i)).shield;
  return total;
}

int active_retaliate(Ctx& ctx, int dist, bool use) {
  int total = 0;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i) {
    if (!is_active(ctx, i)) continue;
    const Action& a = active_action(ctx, int(i));
    if (a.retaliate <= 0 || dist > std::max(1, a.retaliate_range)) continue;
    total += a.retaliate;
    if (use) use_once(ctx, int(i));
  }
  return total;
}

int active_retaliate_range(const Ctx& ctx) {
  int widest = 0;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (is_active(ctx, i))
      if (const Action& a = active_action(ctx, int(i)); a.retaliate > 0) widest = std::max(widest, std::max(1, int(a.retaliate_range)));
  return widest;
}

void use_persistent_shields(Ctx& ctx) {
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (is_active(ctx, i) && active_action(ctx, int(i)).shield > 0) use_once(ctx, int(i));
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
    if (is_active(ctx, i) && active_action(ctx, int(i)).active == ActiveKind::Round) end_active_bonus(ctx, int(i));
}

InlineVector<int, 8> dismissable_bonuses(const Ctx& ctx) {
  InlineVector<int, 8> out;
  for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i)
    if (is_active(ctx, i) && active_action(ctx, int(i)).active == ActiveKind::Persistent) out.push_back(int(i));
  return out;
}

int dismissable_to_hand_or_discard(const Ctx& ctx) {
  int n = 0;
  for (int c : dismissable_bonuses(ctx)) n += !active_action(ctx, c).lost;
  return n;
}

void add_dismiss_options(const Ctx& ctx, Decision& d) {
  for (int c : dismissable_bonuses(ctx)) {
    Option& o = d.options.add();
    keys::append_numbered(o.key, "dismiss", c);
    o.card = c;
    o.folded = d.kind == DecisionKind::DismissBonus ? Folded::None : Folded::Dismiss;
  }
}

void offer_dismiss(Ctx& ctx) {
  for (;;) {
    const InlineVector<int, 8> cards = dismissable_bonuses(ctx);
    if (cards.empty()) return;
    PooledDecision d(DecisionKind::DismissBonus);
    d->options.add("keep");
    add_dismiss_options(ctx, *d);
    const int card = d->options[size_t(ctx.ask(*d))].card;
    if (card < 0) return;
    end_active_bonus(ctx, card);
  }
}

void gain_round_retaliate(Figure& f, const Ability& a) {
  f.round_retaliate = int8_t(f.round_retaliate + a.value);
  f.round_retaliate_range = int8_t(std::max<int>({f.round_retaliate_range, a.range, 1}));
  f.round_retaliate_effects += a.effects;
}

}  // namespace bnb
