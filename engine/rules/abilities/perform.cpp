#include "engine/rules/abilities/perform.h"

#include <algorithm>
#include <array>

#include "engine/kernel/decision/keys.h"
#include "engine/rules/movement/forced_move.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/cards/active.h"
#include "engine/rules/cards/piles.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/elements/elements.h"
#include "engine/kernel/step/describe.h"

namespace bnb {

namespace {

bool offer(Ctx& ctx, FigureId actor, const Ability& a, const AbilitySource& from) {
  PooledDecision q(DecisionKind::PerformAbility);
  Decision& d = *q;
  d.figure = actor;
  d.set_ability(a);
  d.ability_source = from;
  d.options.add("perform").accepts = true;
  d.options.add("skip");
  return ctx.ask(d) == 0;
}

bool choose_forced_target(Ctx& ctx, FigureId actor, const Ability& a, bool push) {
  AttackSpec s;
  s.range = a.range;
  PooledDecision q(DecisionKind::ChooseTarget);
  Decision& d = *q;
  d.figure = actor, d.forced = push ? ForcedKind::Push : ForcedKind::Pull, d.forced_distance = a.value;
  d.options.add("skip");
  for (const Figure& f : ctx.b.figures)
    if (targetable(ctx, actor, s, f)) {
      Option& o = d.options.add();
      keys::append_numbered(o.key, "target", f.id);
      o.figure = f.id;
    }
  const Option& o = d.options[size_t(ctx.ask(d))];
  if (o.figure < 0) return false;
  const FigureId target = FigureId(o.figure);
  forced_move(ctx, target, actor, a.value, push);
  // Added conditions follow the forced movement (rules: "Push", "Pull": added effects).
  for (int k = 0; k < kConditionCount; ++k)
    if ((a.effects.conditions & (1u << k)) && ctx.b.fig(target).alive) gain_condition(ctx, target, Condition(k));
  return true;
}

// One verb being performed: the actor, the ability (its conditional effects already paid) and the
// mod its scripts come from. A character may decline an optional ability (`accepted`).
struct Performing {
  Ctx& ctx;
  FigureId actor;
  const Ability& a;
  const std::string& mod;
  bool optional;
  int decided;  // -1: ask; 0: perform; 1: skip (chosen with the action, "Folded windows")
  const AbilitySource& from;  // where the ability is printed, named by its question
  bool accepted() const { return !optional || (decided < 0 ? offer(ctx, actor, a, from) : decided == 0); }
};

// One function per verb (engine/base/content/verbs.h), named perform_<verb>.
bool perform_move(const Performing& p) { return character_move(p.ctx, p.actor, {p.a.value, p.a.jump, false}); }
bool perform_attack(const Performing& p) { return character_attack(p.ctx, p.actor, attack_spec(p.ctx, p.actor, p.a)); }
bool perform_heal(const Performing& p) {
  // A heal of the character that would change nothing (full hit points, no poison or wound, no
  // script after it) is neither asked nor performed: like a move of no hex (docs/rules-
  // interpretations.md, "Folded windows").
  const Figure& f = p.ctx.b.fig(p.actor);
  if (p.optional && p.a.script.empty() && f.hp >= f.max_hp && !has(f.conditions, Condition::Poison) &&
      !has(f.conditions, Condition::Wound))
    return false;
  if (!p.accepted()) return false;
  heal(p.ctx, p.actor, p.a.value);
  return true;
}
bool perform_shield(const Performing& p) {
  if (!p.accepted()) return false;
  Figure& f = p.ctx.b.fig(p.actor);
  f.round_shield = int8_t(f.round_shield + p.a.value);
  return true;
}
bool perform_retaliate(const Performing& p) {
  if (!p.accepted()) return false;
  gain_round_retaliate(p.ctx.b.fig(p.actor), p.a);
  return true;
}
bool perform_condition(const Performing& p) {
  if (!p.accepted()) return false;
  gain_conditions(p.ctx, p.actor, ConditionSet(p.a.effects.conditions | p.a.effects.self_conditions));
  return true;
}
bool perform_infuse(const Performing& p) {
  if (!p.accepted()) return false;
  for (Element e : p.a.infuse) infuse_extra(p.ctx, e);
  for (int i = 0; i < p.a.wild; ++i) infuse_wild(p.ctx);
  return true;
}
bool perform_recover(const Performing& p) { return recover_cards(p.ctx, p.a.value, p.a.level, p.a.from) > 0; }
bool perform_suffer_damage(const Performing& p) {  // a negative ability: never skipped
  suffer_damage(p.ctx, p.actor, p.a.value, p.actor, DamageKind::Ability);
  return true;
}
bool perform_push(const Performing& p) { return choose_forced_target(p.ctx, p.actor, p.a, true); }
// Item verbs (engine/rules/items/items.h reads them in the item's window). Outside an item they have no
// moment to act in, except an extra action, which lasts for the character's turn.
bool perform_initiative(const Performing&) { return false; }
bool perform_read_die(const Performing&) { return false; }
bool perform_extra_action(const Performing& p) {
  if (p.ctx.b.fig(p.actor).kind != FigureKind::Character || !p.accepted()) return false;
  p.ctx.b.hero.extra_bottom = true;
  return true;
}
bool perform_pull(const Performing& p) { return choose_forced_target(p.ctx, p.actor, p.a, false); }
bool perform_script(const Performing& p) {
  if (!p.accepted()) return false;
  HookEvent ev;
  ev.figure = p.actor, ev.value = p.a.value, ev.range = p.a.range, ev.target = p.a.targets;
  p.ctx.call_script(p.mod, p.a.script, Hook::ability, ev);
  return true;
}

#define BNB_PERFORM_ROW(Enum, name, ...) &perform_##name,
constexpr std::array<bool (*)(const Performing&), kVerbCount> kPerform{BNB_VERBS(BNB_PERFORM_ROW)};
#undef BNB_PERFORM_ROW

// One constant per verb, asks_<verb>: whether the character is asked to perform or skip it when it
// is not mandatory (its perform_ function asks through Performing::accepted; the action's choice
// may decide it beforehand, "Folded windows"). Moves, attacks, forced moves and recovering are
// chosen by their own questions, suffering damage is never declined, and the item verbs
// (initiative, read_die) do nothing outside an item.
constexpr bool asks_move = false, asks_attack = false, asks_heal = true, asks_shield = true, asks_retaliate = true,
               asks_condition = true, asks_infuse = true, asks_recover = false, asks_suffer_damage = false,
               asks_push = false, asks_pull = false, asks_initiative = false, asks_read_die = false,
               asks_extra_action = true, asks_script = true;

#define BNB_ASKS_ROW(Enum, name, ...) asks_##name,
constexpr std::array<bool, kVerbCount> kAsks{BNB_VERBS(BNB_ASKS_ROW)};
#undef BNB_ASKS_ROW

}  // namespace

bool perform_verb(Ctx& ctx, FigureId actor, const Ability& a, const std::string& mod, int decided, const AbilitySource& from) {
  const bool optional = !a.mandatory && ctx.b.fig(actor).kind == FigureKind::Character;
  return kPerform[size_t(a.kind)](Performing{ctx, actor, a, mod, optional, decided, from});
}

Ability with_consumptions(Ctx& ctx, FigureId actor, const Ability& base, const std::string& mod, const AbilitySource& from) {
  Ability a = base;
  const bool character = ctx.b.fig(actor).kind == FigureKind::Character;
  for (size_t i = 0; i < base.consumes.size(); ++i) {
    const Consumption& c = base.consumes[i];
    if (!character) continue;  // monsters: see monsters/monster_turn.cpp (benefits the whole type)
    if (!can_pay(ctx, c)) continue;
    PooledDecision q(DecisionKind::ConsumeElement);
    Decision& d = *q;
    d.figure = actor;
    d.set_ability(base), d.set_consumption(c);
    d.ability_source = from;
    d.options.add("consume").accepts = true;
    d.options.add("skip");
    if (ctx.ask(d) != 0) continue;
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

bool asks_to_perform(const Ability& a) { return kAsks[size_t(a.kind)] && !a.mandatory; }

uint32_t may_abilities(const Action& action) {
  uint32_t mask = 0;
  for (size_t i = 0; i < action.abilities.size() && i < 32; ++i)
    if (asks_to_perform(action.abilities[i])) mask |= 1u << i;
  return mask;
}

namespace {

bool perform_abilities(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod, const uint32_t* skipped,
                       const AbilitySource& half) {
  bool any = action.active != ActiveKind::None;  // the bonus itself is performed by playing it
  AbilitySource from = half;
  for (size_t i = 0; i < action.abilities.size(); ++i) {
    if (!ctx.b.fig(actor).alive || ctx.b.phase == Phase::Finished) break;
    const int decided = skipped && i < 32 && asks_to_perform(action.abilities[i]) ? int((*skipped >> i) & 1u) : -1;
    from.index = half.card_def == kNoCardDef && half.item_def == kNoItemDef ? -1 : int(i);
    any |= perform_ability(ctx, actor, action.abilities[i], mod, false, decided, from);
  }
  return any;
}

}  // namespace

bool perform_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod, const AbilitySource& from) {
  return perform_abilities(ctx, actor, action, mod, nullptr, from);
}

bool perform_decided_action(Ctx& ctx, FigureId actor, const Action& action, const std::string& mod, uint32_t skipped,
                            const AbilitySource& from) {
  return perform_abilities(ctx, actor, action, mod, &skipped, from);
}

bool perform_ability(Ctx& ctx, FigureId actor, const Ability& base, const std::string& mod, bool basic, int decided,
                     const AbilitySource& from) {
  // Copy the ability only when conditional effects may change it (the common case has none).
  Ability paid;
  const bool pays = !basic && !base.consumes.empty() && ctx.b.fig(actor).kind == FigureKind::Character;
  if (pays) paid = with_consumptions(ctx, actor, base, mod, from);
  const Ability& a = pays ? paid : base;
  const bool performed = perform_verb(ctx, actor, a, mod, decided, from);
  // A script on a data ability runs after it, when it was performed.
  if (performed && a.kind != AbilityKind::Script && !a.script.empty() && ctx.b.fig(actor).alive) {
    HookEvent ev;
    ev.figure = actor, ev.value = a.value, ev.range = a.range, ev.target = a.targets;
    ctx.call_script(mod, a.script, Hook::ability, ev);
  }
  return performed;
}

}  // namespace bnb
