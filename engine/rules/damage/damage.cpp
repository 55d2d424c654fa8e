#include "engine/rules/damage/damage.h"

#include "engine/rules/cards/active.h"
#include "engine/rules/cards/piles.h"
#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/end_scenario.h"

namespace bnb {

namespace {

// The character may negate all damage from one source: discard one A-side card from hand, discard
// two B-side cards from hand, or lose one card from hand or discard pile. Cards selected this
// round are not in the hand. Items with `negate_damage` reduce it; a persistent bonus may be
// dismissed first (its card then counts where it went). The source's other effects still apply.
// Returns the damage left to suffer.
int offer_negation(Ctx& ctx, FigureId id, int amount, FigureId source, ConditionSet conditions) {
  for (;;) {
    CharacterState& h = ctx.b.hero;
    PooledDecision q(DecisionKind::NegateDamage);
    Decision& d = *q;
    d.figure = id, d.damage = amount, d.source = source, d.conditions = conditions;
    d.options.add("suffer");
    // Keys into the options' buffers: "discard 3".
    const auto in_hand = [&](size_t i, char side) { return h.cards[i].pile == Pile::Hand && h.cards[i].side == side; };
    for (size_t i = 0; i < h.cards.size(); ++i)
      if (in_hand(i, 'A')) {
        Option& o = d.options.add();
        keys::append_numbered(o.key, "discard", int(i));
        o.card = int(i), o.negate = NegateCost::DiscardA, o.prevents = amount;
      }
    for (size_t i = 0; i < h.cards.size(); ++i)
      for (size_t j = i + 1; j < h.cards.size() && in_hand(i, 'B'); ++j)
        if (in_hand(j, 'B')) {
          Option& o = d.options.add();
          keys::append_pair(o.key, "discard2", int(i), int(j));
          o.card = int(i), o.card2 = int(j), o.negate = NegateCost::DiscardTwoB, o.prevents = amount;
        }
    for (size_t i = 0; i < h.cards.size(); ++i)
      if (h.cards[i].pile == Pile::Hand || h.cards[i].pile == Pile::Discard) {
        Option& o = d.options.add();
        keys::append_numbered(o.key, "lose", int(i));
        o.card = int(i), o.negate = NegateCost::Lose, o.prevents = amount;
      }
    for (size_t i = 0; i < h.items.size(); ++i)
      if (ctx.hooks().can_negate_with(ctx, int(i))) {
        const ItemDef& def = item_def(ctx, int(i));
        Option& o = d.options.add();
        keys::append_numbered(o.key, "item", def.number);
        o.item = int(i), o.negate = NegateCost::Item, o.prevents = std::min(amount, def.negate_damage);
      }
    for (int c : dismissable_bonuses(ctx)) {
      Option& o = d.options.add();
      keys::append_numbered(o.key, "dismiss", c);
      o.card = c, o.negate = NegateCost::DismissFirst;
    }
    if (d.options.size() == 1) return amount;
    const Option& o = d.options[size_t(ctx.ask(d))];  // `d` comes back as it was
    if (o.negate == NegateCost::None) return amount;
    if (o.negate == NegateCost::DismissFirst) {
      end_active_bonus(ctx, o.card);
      continue;
    }
    DamageNegated e{id, 0, Negation::Item};
    if (o.negate == NegateCost::Item) {
      e.item = h.items[size_t(o.item)].def;
      const int negated = std::min(amount, ctx.hooks().negate_with_item(ctx, o.item));
      e.amount = negated;
      ctx.emit(e);
      amount -= negated;
      if (amount <= 0) return 0;
      continue;
    }
    e.amount = amount;
    e.card = o.card, e.side = CardFace(h.cards[size_t(o.card)].side);
    if (o.card2 >= 0) e.card2 = o.card2, e.side2 = CardFace(h.cards[size_t(o.card2)].side);
    if (o.negate == NegateCost::Lose) {
      e.how = Negation::LoseCard;
      move_card(ctx, o.card, Pile::Lost);
    } else {
      e.how = o.card2 >= 0 ? Negation::DiscardCards : Negation::DiscardCard;
      move_card(ctx, o.card, Pile::Discard);
      if (o.card2 >= 0) move_card(ctx, o.card2, Pile::Discard);
    }
    ctx.emit(e);
    return 0;
  }
}

std::string_view kind_name(DamageKind kind) {
  switch (kind) {
    case DamageKind::Attack: return "attack";
    case DamageKind::Retaliate: return "retaliate";
    case DamageKind::Wound: return "wound";
    case DamageKind::Hazard: return "hazard";
    case DamageKind::Cost: return "cost";
    case DamageKind::Ability:
    case DamageKind::Script: break;
  }
  return "ability";
}

}  // namespace

int suffer_damage(Ctx& ctx, FigureId id, int amount, FigureId source, DamageKind kind, ConditionSet conditions) {
  if (amount <= 0 || !ctx.b.fig(id).alive) return 0;
  HookEvent ev;
  ev.figure = id, ev.other = source, ev.amount = amount;
  ev.name = std::string(kind_name(kind));
  ScriptResult r = ctx.scenario_hook(Hook::before_damage, ev);
  if (r.status == ScriptResult::Ok && r.integer) amount = std::max(0, int(*r.integer));
  // The handler may have dealt damage itself (the figure died meanwhile): nothing left to hit.
  if (amount <= 0 || !ctx.b.fig(id).alive) return 0;
  // A cost the player chose to pay (the short rest's redraw) cannot be negated.
  if (ctx.b.fig(id).kind == FigureKind::Character && kind != DamageKind::Cost) amount = offer_negation(ctx, id, amount, source, conditions);
  if (amount <= 0) return 0;
  Figure& g = ctx.b.fig(id);
  g.hp = int16_t(std::max(0, g.hp - amount));
  ctx.emit(DamageSuffered{id, source, amount, g.hp});
  if (g.hp == 0) {
    if (g.kind == FigureKind::Character) end_scenario(ctx, Outcome::Lost, EndReason::CharacterExhausted);
    kill(ctx, id, source);
  }
  return amount;
}

void heal(Ctx& ctx, FigureId id, int amount) {
  Figure& f = ctx.b.fig(id);
  if (!f.alive) return;
  const bool poisoned = has(f.conditions, Condition::Poison);
  int gained = 0;
  if (!poisoned) {
    gained = std::max(0, std::min(amount, f.max_hp - f.hp));
    f.hp = int16_t(f.hp + gained);
  }
  ctx.emit(Healed{id, gained, f.hp});
  // Heal removes wound and poison (poison instead of the hit points).
  for (Condition c : {Condition::Poison, Condition::Wound})
    if (has(ctx.b.fig(id).conditions, c)) {
      Figure& g = ctx.b.fig(id);
      g.conditions &= ConditionSet(~bit(c));
      ctx.emit(ConditionRemoved{id, c});
    }
}

void kill(Ctx& ctx, FigureId id, FigureId by) {
  Figure& f = ctx.b.fig(id);
  if (!f.alive) return;
  f.alive = false;
  f.conditions = 0;
  f.fresh = 0;
  ctx.emit(FigureKilled{id, by});
  HookEvent ev;
  ev.figure = id, ev.other = by;
  ctx.scenario_hook(Hook::on_figure_killed, ev);
}

}  // namespace bnb
