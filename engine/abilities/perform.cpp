#include "engine/abilities/perform.h"

#include <algorithm>

#include "engine/abilities/forced_move.h"
#include "engine/abilities/move.h"
#include "engine/attack/attack.h"
#include "engine/cards/piles.h"
#include "engine/conditions/conditions.h"
#include "engine/damage/damage.h"
#include "engine/elements/elements.h"
#include "engine/game/describe.h"

namespace bnb {

namespace {

void add_bonus(Ability& a, const Consumption& c) {
  a.value += c.value, a.range += c.range, a.targets += c.targets;
  a.effects.pierce += c.effects.pierce, a.effects.push += c.effects.push, a.effects.pull += c.effects.pull;
  a.effects.heal_self += c.effects.heal_self;
  a.effects.conditions |= c.effects.conditions, a.effects.self_conditions |= c.effects.self_conditions;
}

bool offer(Ctx& ctx, const std::string& what) {
  Decision d{DecisionKind::PerformAbility, what + "?"};
  d.options.push_back({"perform", "perform: " + what});
  d.options.push_back({"skip", "skip it"});
  return ctx.ask(std::move(d)) == 0;
}

void recover(Ctx& ctx, int count) {
  for (int n = 0; n < count; ++n) {
    Decision d{DecisionKind::RecoverCards, "Recover a lost card to your hand"};
    d.options.push_back({"done", "recover no more"});
    for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i) {
      const CardState& c = ctx.b.hero.cards[i];
      if (c.pile != Pile::Lost || c.unrecoverable) continue;
      Option o{"recover " + std::to_string(i), "recover " + card_label(ctx, int(i))};
      o.card = int(i);
      d.options.push_back(o);
    }
    if (d.options.size() == 1) return;
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    if (o.card < 0) return;
    move_card(ctx, o.card, Pile::Hand, 'A');
  }
}

void choose_forced_target(Ctx& ctx, FigureId actor, const Ability& a, bool push) {
  AttackSpec s;
  s.range = a.range;
  Decision d{DecisionKind::ChooseTarget, std::string(push ? "Push " : "Pull ") + std::to_string(a.value) + ": choose a target"};
  d.options.push_back({"skip", "skip"});
  for (FigureId f : targets_in_range(ctx, actor, s)) {
    Option o{"target " + std::to_string(f), figure_name(ctx, f)};
    o.figure = f;
    d.options.push_back(o);
  }
  const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
  if (o.figure >= 0) forced_move(ctx, FigureId(o.figure), actor, a.value, push);
}

}  // namespace

Ability with_consumptions(Ctx& ctx, FigureId actor, const Ability& base) {
  Ability a = base;
  const bool character = ctx.b.fig(actor).kind == FigureKind::Character;
  for (size_t i = 0; i < base.consumes.size(); ++i) {
    const Consumption& c = base.consumes[i];
    if (!character) continue;  // monsters: see monsters/monster_turn.cpp (benefits the whole type)
    if (!can_pay(ctx, c)) continue;
    Decision d{DecisionKind::ConsumeElement, "Consume for: " + describe_ability(base) + "?"};
    d.options.push_back({"consume", "consume"});
    d.options.push_back({"skip", "do not consume"});
    if (ctx.ask(std::move(d)) != 0) continue;
    pay_consumption(ctx, c, actor);
    add_bonus(a, c);
  }
  return a;
}

void perform_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod) {
  for (const Ability& ab : action.abilities) {
    if (!ctx.b.fig(actor).alive || ctx.b.phase == Phase::Finished) return;
    perform_ability(ctx, actor, ab, mod);
  }
}

void perform_ability(Ctx& ctx, FigureId actor, const Ability& base, const std::string& mod, bool basic) {
  const Ability a = basic ? base : with_consumptions(ctx, actor, base);
  Figure& me = ctx.b.fig(actor);
  const bool optional = !a.mandatory && me.kind == FigureKind::Character;
  switch (a.kind) {
    case AbilityKind::Move:
      character_move(ctx, actor, {a.value, a.jump, false});
      return;
    case AbilityKind::Attack:
      character_attack(ctx, actor, attack_spec(ctx, actor, a));
      return;
    case AbilityKind::Heal:
      if (!optional || offer(ctx, describe_ability(a))) heal(ctx, actor, a.value);
      return;
    case AbilityKind::Shield:
      if (!optional || offer(ctx, describe_ability(a))) me.round_shield = int8_t(me.round_shield + a.value);
      return;
    case AbilityKind::Retaliate:
      if (!optional || offer(ctx, describe_ability(a))) {
        Figure& f = ctx.b.fig(actor);
        f.round_retaliate = int8_t(f.round_retaliate + a.value);
        f.round_retaliate_range = int8_t(std::max<int>({f.round_retaliate_range, a.range, 1}));
      }
      return;
    case AbilityKind::Condition:
      if (!optional || offer(ctx, describe_ability(a)))
        for (int c = 0; c < kConditionCount; ++c)
          if ((a.effects.conditions | a.effects.self_conditions) & (1u << c)) gain_condition(ctx, actor, Condition(c));
      return;
    case AbilityKind::Infuse:
      if (!optional || offer(ctx, describe_ability(a)))
        for (Element e : a.infuse) infuse_extra(ctx, e);
      return;
    case AbilityKind::Recover:
      recover(ctx, a.value);
      return;
    case AbilityKind::SufferDamage:
      suffer_damage(ctx, actor, a.value, actor, DamageKind::Ability);
      return;
    case AbilityKind::Push:
    case AbilityKind::Pull:
      choose_forced_target(ctx, actor, a, a.kind == AbilityKind::Push);
      return;
    case AbilityKind::Script: {
      if (optional && !offer(ctx, describe_ability(a))) return;
      HookEvent ev;
      ev.figure = actor, ev.value = a.value, ev.range = a.range, ev.target = a.targets;
      ctx.call_script(mod, a.script, Hook::ability, ev);
      return;
    }
  }
}

}  // namespace bnb
