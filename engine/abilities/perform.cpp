#include "engine/abilities/perform.h"

#include <algorithm>

#include "engine/movement/forced_move.h"
#include "engine/movement/move.h"
#include "engine/attack/attack.h"
#include "engine/cards/piles.h"
#include "engine/conditions/conditions.h"
#include "engine/damage/damage.h"
#include "engine/elements/elements.h"
#include "engine/step/describe.h"

namespace bnb {

namespace {

bool offer(Ctx& ctx, FigureId actor, const Ability& a) {
  const std::string what = describe_ability(a);
  Decision d{DecisionKind::PerformAbility, what + "?"};
  d.figure = actor, d.ability = a;
  Option perform{"perform", "perform: " + what};
  perform.accepts = true;
  d.options.push_back(std::move(perform));
  d.options.push_back({"skip", "skip it"});
  return ctx.ask(std::move(d)) == 0;
}

// Recover: up to `count` cards from the hand (B side), discard pile or lost pile (not the
// unrecoverable ones) back to the hand on their A side. Returns how many were recovered.
int recover(Ctx& ctx, int count) {
  int done = 0;
  for (; done < count; ++done) {
    Decision d{DecisionKind::RecoverCards, "Recover a card to your hand, A side up"};
    d.options.push_back({"done", "recover no more"});
    for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i) {
      const CardState& c = ctx.b.hero.cards[i];
      const bool ok = (c.pile == Pile::Lost && !c.unrecoverable) || c.pile == Pile::Discard ||
                      (c.pile == Pile::Hand && c.side == 'B');
      if (!ok) continue;
      Option o{"recover " + std::to_string(i),
               "recover " + card_label(ctx, int(i)) + " from the " + std::string(pile_name(c.pile))};
      o.card = int(i);
      d.options.push_back(o);
    }
    if (d.options.size() == 1) break;
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    if (o.card < 0) break;
    move_card(ctx, o.card, Pile::Hand, 'A');
  }
  return done;
}

bool choose_forced_target(Ctx& ctx, FigureId actor, const Ability& a, bool push) {
  AttackSpec s;
  s.range = a.range;
  Decision d{DecisionKind::ChooseTarget, std::string(push ? "Push " : "Pull ") + std::to_string(a.value) + ": choose a target"};
  d.figure = actor, d.forced = push ? ForcedKind::Push : ForcedKind::Pull, d.forced_distance = a.value;
  d.options.push_back({"skip", "skip"});
  for (FigureId f : targets_in_range(ctx, actor, s)) {
    Option o{"target " + std::to_string(f), figure_name(ctx, f)};
    o.figure = f;
    d.options.push_back(o);
  }
  const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
  if (o.figure < 0) return false;
  forced_move(ctx, FigureId(o.figure), actor, a.value, push);
  return true;
}

// One ability as data (its conditional effects already paid).
bool perform_data_ability(Ctx& ctx, FigureId actor, const Ability& a, const std::string& mod) {
  const bool optional = !a.mandatory && ctx.b.fig(actor).kind == FigureKind::Character;
  const auto accepted = [&] { return !optional || offer(ctx, actor, a); };
  switch (a.kind) {
    case AbilityKind::Move:
      return character_move(ctx, actor, {a.value, a.jump, false});
    case AbilityKind::Attack:
      return character_attack(ctx, actor, attack_spec(ctx, actor, a));
    case AbilityKind::Heal:
      if (!accepted()) return false;
      heal(ctx, actor, a.value);
      return true;
    case AbilityKind::Shield:
      if (!accepted()) return false;
      ctx.b.fig(actor).round_shield = int8_t(ctx.b.fig(actor).round_shield + a.value);
      return true;
    case AbilityKind::Retaliate: {
      if (!accepted()) return false;
      gain_round_retaliate(ctx.b.fig(actor), a);
      return true;
    }
    case AbilityKind::Condition:
      if (!accepted()) return false;
      gain_conditions(ctx, actor, ConditionSet(a.effects.conditions | a.effects.self_conditions));
      return true;
    case AbilityKind::Infuse:
      if (!accepted()) return false;
      for (Element e : a.infuse) infuse_extra(ctx, e);
      return true;
    case AbilityKind::Recover:
      return recover(ctx, a.value) > 0;
    case AbilityKind::SufferDamage:  // a negative ability: never skipped
      suffer_damage(ctx, actor, a.value, actor, DamageKind::Ability);
      return true;
    case AbilityKind::Push:
    case AbilityKind::Pull:
      return choose_forced_target(ctx, actor, a, a.kind == AbilityKind::Push);
    case AbilityKind::Script: {
      if (!accepted()) return false;
      HookEvent ev;
      ev.figure = actor, ev.value = a.value, ev.range = a.range, ev.target = a.targets;
      ctx.call_script(mod, a.script, Hook::ability, ev);
      return true;
    }
  }
  return false;
}

}  // namespace

Ability with_consumptions(Ctx& ctx, FigureId actor, const Ability& base, const std::string& mod) {
  Ability a = base;
  const bool character = ctx.b.fig(actor).kind == FigureKind::Character;
  for (size_t i = 0; i < base.consumes.size(); ++i) {
    const Consumption& c = base.consumes[i];
    if (!character) continue;  // monsters: see monsters/monster_turn.cpp (benefits the whole type)
    if (!can_pay(ctx, c)) continue;
    Decision d{DecisionKind::ConsumeElement, "Consume for: " + describe_ability(base) + "?"};
    d.figure = actor, d.ability = base, d.consumption = c;
    Option consume{"consume", "consume"};
    consume.accepts = true;
    d.options.push_back(std::move(consume));
    d.options.push_back({"skip", "do not consume"});
    if (ctx.ask(std::move(d)) != 0) continue;
    pay_consumption(ctx, c, actor);
    a.add(c);
    if (!c.script.empty()) {
      HookEvent ev;
      ev.figure = actor, ev.value = base.value, ev.range = base.range, ev.target = base.targets;
      ctx.call_script(mod, c.script, Hook::ability, ev);
    }
  }
  return a;
}

bool perform_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod) {
  bool any = action.active != ActiveKind::None;  // the bonus itself is performed by playing it
  for (const Ability& ab : action.abilities) {
    if (!ctx.b.fig(actor).alive || ctx.b.phase == Phase::Finished) break;
    any |= perform_ability(ctx, actor, ab, mod);
  }
  return any;
}

bool perform_ability(Ctx& ctx, FigureId actor, const Ability& base, const std::string& mod, bool basic) {
  // Copy the ability only when conditional effects may change it (the common case has none).
  Ability paid;
  const bool pays = !basic && !base.consumes.empty() && ctx.b.fig(actor).kind == FigureKind::Character;
  if (pays) paid = with_consumptions(ctx, actor, base, mod);
  const Ability& a = pays ? paid : base;
  const bool performed = perform_data_ability(ctx, actor, a, mod);
  // A script on a data ability runs after it, when it was performed.
  if (performed && a.kind != AbilityKind::Script && !a.script.empty() && ctx.b.fig(actor).alive) {
    HookEvent ev;
    ev.figure = actor, ev.value = a.value, ev.range = a.range, ev.target = a.targets;
    ctx.call_script(mod, a.script, Hook::ability, ev);
  }
  return performed;
}

}  // namespace bnb
