#include "engine/attack/attack.h"

#include <algorithm>

#include "engine/abilities/forced_move.h"
#include "engine/attack/modifier.h"
#include "engine/cards/active.h"
#include "engine/conditions/conditions.h"
#include "engine/damage/damage.h"
#include "engine/game/describe.h"

namespace bnb {

namespace {
bool are_enemies(const Board& b, FigureId x, FigureId y) {
  return (b.fig(x).kind == FigureKind::Character) != (b.fig(y).kind == FigureKind::Character);
}
void add_effects(Effects& into, const Effects& e) {
  into.pierce += e.pierce, into.push += e.push, into.pull += e.pull, into.heal_self += e.heal_self;
  into.conditions |= e.conditions, into.self_conditions |= e.self_conditions;
}
std::string hex_key(Hex h) { return std::to_string(h.q) + "," + std::to_string(h.r); }

int shield_of(const Ctx& ctx, FigureId id) {
  const Figure& f = ctx.b.fig(id);
  int s = f.round_shield;
  if (f.kind == FigureKind::Monster) s += ctx.db.monsters[size_t(f.type)].shield;
  else s += active_shield(ctx);
  return s;
}

void retaliate(Ctx& ctx, FigureId retaliator, FigureId attacker) {
  const Figure& r = ctx.b.fig(retaliator);
  if (!r.alive || !ctx.b.fig(attacker).alive) return;
  int amount = r.round_retaliate, range = std::max<int>(1, r.round_retaliate_range);
  ConditionSet conds = 0;
  if (r.kind == FigureKind::Monster) {
    const MonsterDef& m = ctx.db.monsters[size_t(r.type)];
    if (m.retaliate) amount += m.retaliate, range = std::max(range, m.retaliate_range), conds = m.retaliate_conditions;
  } else {
    const int a = active_retaliate(ctx, &range);
    amount += a;
    if (a) use_persistent(ctx, false);
  }
  if (amount <= 0 || distance(r.hex, ctx.b.fig(attacker).hex) > range) return;
  Event e{EventKind::Retaliated};
  e.figure = retaliator, e.other = attacker, e.a = amount;
  ctx.emit(std::move(e));
  suffer_damage(ctx, attacker, amount, retaliator, DamageKind::Retaliate);
  // Its own added effects come after its damage.
  for (int c = 0; c < kConditionCount; ++c)
    if ((conds & (1u << c)) && ctx.b.fig(attacker).alive) gain_condition(ctx, attacker, Condition(c));
}
}  // namespace

bool is_melee(const AttackSpec& s) { return s.aoe.empty() ? s.range <= 1 : s.aoe_melee; }

AttackSpec attack_spec(const Ctx& ctx, FigureId attacker, const Ability& a) {
  AttackSpec s;
  s.value = a.value, s.range = a.range, s.targets = std::max(1, a.targets), s.effects = a.effects;
  s.aoe = a.aoe, s.aoe_melee = a.aoe_melee;
  const Figure& f = ctx.b.fig(attacker);
  if (f.kind == FigureKind::Monster) {
    add_effects(s.effects, ctx.db.monsters[size_t(f.type)].attack_effects);
    s.optional_effects = false;
  }
  return s;
}

std::vector<FigureId> targets_in_range(const Ctx& ctx, FigureId attacker, const AttackSpec& s) {
  std::vector<FigureId> out;
  const Hex at = ctx.b.fig(attacker).hex;
  const int range = std::max(1, s.range);
  for (const Figure& f : ctx.b.figures)
    if (f.alive && are_enemies(ctx.b, attacker, f.id) && distance(at, f.hex) <= range &&
        !has(f.conditions, Condition::Invisible))
      out.push_back(f.id);
  return out;
}

std::vector<std::vector<Hex>> area_placements(const Ctx& ctx, FigureId attacker, const AttackSpec& s) {
  std::vector<std::vector<Hex>> out;
  const Hex at = ctx.b.fig(attacker).hex;
  for (int mirrored = 0; mirrored < 2; ++mirrored)
    for (int rot = 0; rot < 6; ++rot) {
      auto turned = [&](Hex o) { return rotate(mirrored ? mirror(o) : o, rot); };
      std::vector<Hex> anchors;
      if (s.aoe_melee) anchors.push_back(at);  // the gray hex is the attacker, at [-1, 0] of the pattern
      else
        for (const Cell& c : ctx.b.map.cells())
          if (distance(at, c.hex) <= std::max(1, s.range)) anchors.push_back(c.hex);
      for (Hex anchor : anchors) {
        std::vector<Hex> hexes;
        for (Hex o : s.aoe) {
          const Hex h = s.aoe_melee ? anchor + turned(o + Hex{1, 0}) : anchor + turned(o);
          if (ctx.b.map.contains(h)) hexes.push_back(h);
        }
        if (!s.aoe_melee) {
          bool in_range = false;  // at least one hex of a ranged area within range
          for (Hex h : hexes) in_range |= distance(at, h) <= std::max(1, s.range);
          if (!in_range) continue;
        }
        std::sort(hexes.begin(), hexes.end());
        if (!hexes.empty() && std::find(out.begin(), out.end(), hexes) == out.end()) out.push_back(hexes);
      }
    }
  return out;
}

void character_attack(Ctx& ctx, FigureId attacker, const AttackSpec& s) {
  if (has(ctx.b.fig(attacker).conditions, Condition::Disarm)) return;
  std::vector<FigureId> chosen;
  if (!s.aoe.empty()) {
    // Offer each distinct set of enemies an area placement hits.
    std::vector<std::vector<FigureId>> sets;
    for (const auto& hexes : area_placements(ctx, attacker, s)) {
      std::vector<FigureId> hit;
      for (Hex h : hexes) {
        const FigureId f = ctx.b.figure_at(h);
        if (f != kNoFigure && are_enemies(ctx.b, attacker, f) && !has(ctx.b.fig(f).conditions, Condition::Invisible))
          hit.push_back(f);
      }
      std::sort(hit.begin(), hit.end());
      if (!hit.empty() && std::find(sets.begin(), sets.end(), hit) == sets.end()) sets.push_back(hit);
    }
    Decision d{DecisionKind::PlaceArea, "Place the area attack"};
    d.options.push_back({"skip", "do not attack"});
    for (size_t i = 0; i < sets.size(); ++i) {
      std::string names, key = "area";
      for (FigureId f : sets[i]) {
        names += (names.empty() ? "" : ", ") + figure_name(ctx, f);
        key += " " + std::to_string(f);
      }
      Option o{key, "hit " + names};
      o.index = int(i);
      d.options.push_back(o);
    }
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    if (o.index < 0) return;
    chosen = sets[size_t(o.index)];
  } else {
    for (int n = 0; n < s.targets; ++n) {
      Decision d{DecisionKind::ChooseTarget, "Attack " + std::to_string(s.value) + ": choose target " + std::to_string(n + 1)};
      d.options.push_back({n == 0 ? "skip" : "done", n == 0 ? "do not attack" : "no more targets"});
      for (FigureId f : targets_in_range(ctx, attacker, s)) {
        if (std::find(chosen.begin(), chosen.end(), f) != chosen.end()) continue;
        Option o{"target " + std::to_string(f), figure_name(ctx, f) + " at " + hex_key(ctx.b.fig(f).hex)};
        o.figure = f;
        d.options.push_back(o);
      }
      if (d.options.size() == 1) break;
      const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
      if (o.figure < 0) break;
      chosen.push_back(FigureId(o.figure));
    }
  }
  // Optional added effects are decided before the rolls, per target.
  std::vector<bool> apply(chosen.size(), true);
  const bool has_optional = s.effects.conditions || s.effects.push || s.effects.pull;
  if (has_optional && s.optional_effects)
    for (size_t i = 0; i < chosen.size(); ++i) {
      Decision d{DecisionKind::UseEffects, "Added effects on " + figure_name(ctx, chosen[i]) + "?"};
      d.options.push_back({"apply", "apply the added effects"});
      d.options.push_back({"skip", "skip the added effects"});
      apply[i] = ctx.ask(std::move(d)) == 0;
    }
  for (size_t i = 0; i < chosen.size(); ++i) {
    if (!ctx.b.fig(attacker).alive) return;
    attack_target(ctx, attacker, chosen[i], s, apply[i]);
  }
}

void attack_target(Ctx& ctx, FigureId attacker, FigureId target, const AttackSpec& s, bool apply_effects) {
  if (!ctx.b.fig(target).alive) return;
  const Figure& a = ctx.b.fig(attacker);
  const Figure& t = ctx.b.fig(target);
  // 1. Bonuses and penalties.
  int value = s.value + (has(t.conditions, Condition::Poison) ? 1 : 0);
  HookEvent ev;
  ev.figure = attacker, ev.other = target, ev.amount = value;
  if (ScriptResult r = ctx.scenario_hook(Hook::before_attack, ev); r.status == ScriptResult::Ok && r.integer)
    value = int(*r.integer);
  // 2. The modifier.
  const bool ranged_adjacent = !is_melee(s) && distance(a.hex, t.hex) == 1;
  const Edge edge = combine_edges(has(a.conditions, Condition::Strengthen),
                                  has(a.conditions, Condition::Muddle) || ranged_adjacent);
  const ModifierCell cell = roll_modifier(ctx, attacker, value, edge);
  value = apply_cell(value, cell);
  Effects effects = apply_effects ? s.effects : Effects{};
  if (!apply_effects) effects.pierce = s.effects.pierce, effects.heal_self = s.effects.heal_self,
                      effects.self_conditions = s.effects.self_conditions;
  add_effects(effects, cell.effects);
  ev.amount = value;
  if (ScriptResult r = ctx.scenario_hook(Hook::after_modifier_roll, ev); r.status == ScriptResult::Ok && r.integer)
    value = int(*r.integer);
  // 3. Shield, reduced by pierce (never below 0).
  const int shield = std::max(0, shield_of(ctx, target) - effects.pierce);
  const int damage = std::max(0, value - shield);
  if (ctx.b.fig(target).kind == FigureKind::Character && shield_of(ctx, target) > 0) use_persistent(ctx, true);
  Event e{EventKind::AttackResolved};
  e.figure = attacker, e.other = target, e.a = value, e.b = damage;
  ctx.emit(std::move(e));
  suffer_damage(ctx, target, damage, attacker, DamageKind::Attack);
  // 4. Added effects: not on a dead target; self effects always.
  if (ctx.b.fig(target).alive) {
    for (int c = 0; c < kConditionCount; ++c)
      if (effects.conditions & (1u << c)) gain_condition(ctx, target, Condition(c));
    if (effects.push) forced_move(ctx, target, attacker, effects.push, true);
    if (effects.pull) forced_move(ctx, target, attacker, effects.pull, false);
  }
  if (ctx.b.fig(attacker).alive) {
    for (int c = 0; c < kConditionCount; ++c)
      if (effects.self_conditions & (1u << c)) gain_condition(ctx, attacker, Condition(c));
    if (effects.heal_self) heal(ctx, attacker, effects.heal_self);
  }
  ev.amount = damage;
  ctx.scenario_hook(Hook::after_attack, ev);
  // 5. Retaliate, after the attack including its push/pull.
  retaliate(ctx, target, attacker);
}

}  // namespace bnb
