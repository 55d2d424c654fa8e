#include "engine/monsters/monster_turn.h"

#include <algorithm>
#include <tuple>

#include "engine/movement/move.h"
#include "engine/attack/attack.h"
#include "engine/cards/active.h"
#include "engine/items/items.h"
#include "engine/conditions/conditions.h"
#include "engine/damage/damage.h"
#include "engine/elements/elements.h"
#include "engine/step/describe.h"
#include "engine/monsters/monster_plan.h"
#include "engine/turn/turn.h"

namespace bnb {

namespace {

// Whether paying `c` would benefit the monster's ability against `target` (rules: "Monsters and
// Elements": a monster consumes only for an ability that benefits). Pierce needs a shield to
// pierce; a condition needs a target that lacks it and is not immune; heal self needs damage,
// wound or poison; conditions on self one it lacks. More value, range, targets, push or pull always
// benefit.
bool benefits(const Ctx& ctx, FigureId self, FigureId target, const Consumption& c) {
  if (c.value > 0 || c.range > 0 || c.targets > 0 || c.effects.push > 0 || c.effects.pull > 0 || !c.script.empty())
    return true;
  const Figure& me = ctx.b.fig(self);
  if (c.effects.heal_self > 0 &&
      (me.hp < me.max_hp || has(me.conditions, Condition::Wound) || has(me.conditions, Condition::Poison)))
    return true;
  if (c.effects.self_conditions & ~me.conditions) return true;
  // Without one known target (conditions given to allies) the benefit cannot be judged: pay.
  if (target == kNoFigure) return c.effects.conditions != 0 || c.effects.pierce > 0;
  const Figure& t = ctx.b.fig(target);
  if (c.effects.pierce > 0 && t.kind == FigureKind::Character && t.round_shield + active_shield(ctx) + passive_item_shield(ctx) > 0)
    return true;
  for (int k = 0; k < kConditionCount; ++k)
    if ((c.effects.conditions & (1u << k)) && !has(t.conditions, Condition(k)) && !is_immune(ctx, target, Condition(k)))
      return true;
  return false;
}

// A monster's ability with the conditional effects of its type: the first monster of the type to
// perform it pays (if it benefits); every monster of the type then benefits for the rest of the
// round. `target` is the figure the ability is aimed at (kNoFigure when none).
Ability with_type_consumptions(Ctx& ctx, FigureId id, int slot, const Ability& base, int first_index, FigureId target) {
  Ability a = base;
  for (size_t i = 0; i < base.consumes.size(); ++i) {
    const Consumption& c = base.consumes[i];
    const uint8_t bit_i = uint8_t(1u << unsigned(first_index + int(i)));
    MonsterTypeState& t = ctx.b.types[size_t(slot)];
    if (!(t.benefits & bit_i)) {
      if (!benefits(ctx, id, target, c) || !pay_consumption(ctx, c, id)) continue;
      ctx.b.types[size_t(slot)].benefits |= bit_i;
    }
    a.add(c);
  }
  return a;
}

// Allies (monsters, itself included) in range of `id` that the ability may affect.
std::vector<FigureId> allies_in_range(const Ctx& ctx, FigureId id, int range) {
  std::vector<FigureId> out;
  const Hex at = ctx.b.fig(id).hex;
  for (const Figure& f : ctx.b.figures)
    if (f.alive && f.kind == FigureKind::Monster && distance(at, f.hex) <= range) out.push_back(f.id);
  return out;
}

FigureId pick_among(Ctx& ctx, const std::vector<FigureId>& ties, const std::string& prompt) {
  if (ties.empty()) return kNoFigure;
  Decision d{DecisionKind::MonsterChoice, prompt};
  for (FigureId f : ties) {
    Option o{"figure " + std::to_string(f), figure_name(ctx, f)};
    o.figure = f;
    d.options.push_back(o);
  }
  return FigureId(d.options[size_t(ctx.ask(std::move(d)))].figure);
}

// Heal: the ally (or itself) in range with the greatest missing hit points; among equals one with
// wound or poison (the heal removes them); remaining ties: the player decides.
void monster_heal(Ctx& ctx, FigureId id, const Ability& a) {
  if (a.self || a.range == 0) {
    heal(ctx, id, a.value);
    return;
  }
  int best = -1;
  std::vector<FigureId> ties;
  for (FigureId f : allies_in_range(ctx, id, a.range)) {
    const Figure& g = ctx.b.fig(f);
    const bool cured = has(g.conditions, Condition::Poison) || has(g.conditions, Condition::Wound);
    const int score = (g.max_hp - g.hp) * 2 + (cured ? 1 : 0);
    if (score > best) best = score, ties.clear();
    if (score == best) ties.push_back(f);
  }
  const FigureId t = pick_among(ctx, ties, "Which monster does the heal target?");
  if (t != kNoFigure) heal(ctx, t, a.value);
}

// Where a monster acts in this round's order: its type's place, then its number.
std::pair<int, int> initiative_place(const Ctx& ctx, FigureId id) {
  const Board& b = ctx.b;
  const Figure& f = b.fig(id);
  const int slot = b.type_slot(f.type);
  int place = int(b.order.size());
  for (size_t i = 0; i < b.order.size(); ++i)
    if (b.order[i].monster_type == slot) {
      place = int(i);
      break;
    }
  return {place, f.number};
}

// Positive conditions: the closest ally (or itself) without the condition; a tie goes to the one
// acting earliest in this round's initiative order (its type's place, then its number).
void monster_give_conditions(Ctx& ctx, FigureId id, const Ability& a) {
  const ConditionSet all = a.effects.conditions | a.effects.self_conditions;
  for (int c = 0; c < kConditionCount; ++c) {
    if (!(all & (1u << c))) continue;
    if (a.self || a.range == 0 || (a.effects.self_conditions & (1u << c))) {
      gain_condition(ctx, id, Condition(c));
      continue;
    }
    FigureId best = kNoFigure;
    std::tuple<int, int, int> best_key{1 << 20, 0, 0};
    for (FigureId f : allies_in_range(ctx, id, a.range)) {
      if (has(ctx.b.fig(f).conditions, Condition(c))) continue;
      const auto [place, number] = initiative_place(ctx, f);
      const std::tuple<int, int, int> key{distance(ctx.b.fig(id).hex, ctx.b.fig(f).hex), place, number};
      if (best == kNoFigure || key < best_key) best_key = key, best = f;
    }
    if (best != kNoFigure) gain_condition(ctx, best, Condition(c));
  }
}

}  // namespace

void monster_type_turn(Ctx& ctx, int slot) {
  const Board& b = ctx.b;
  const int16_t def = b.types[size_t(slot)].def;
  // A turn added for monsters spawned after their type acted is only theirs (round/initiative).
  FigureId first = 0;
  if (b.turn >= 0 && size_t(b.turn) < b.order.size() && b.order[size_t(b.turn)].monster_type == slot)
    first = b.order[size_t(b.turn)].first_figure;
  // Ascending number order, looked up before each monster's turn: figures can die during the
  // turns, and one spawned during them acts in this turn too.
  std::vector<FigureId> acted;
  for (;;) {
    FigureId next = kNoFigure;
    int number = 0;
    for (const Figure& f : b.figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == def && f.id >= first &&
          std::find(acted.begin(), acted.end(), f.id) == acted.end() && (next == kNoFigure || f.number < number))
        next = f.id, number = f.number;
    if (next == kNoFigure) return;
    acted.push_back(next);
    monster_turn(ctx, next, slot);
  }
}

void monster_turn(Ctx& ctx, FigureId id, int slot) {
  begin_turn(ctx, id);
  const MonsterTypeState& t = ctx.b.types[size_t(slot)];
  const MonsterDef& def = ctx.db.monsters[size_t(t.def)];
  const MonsterColumn& col = def.columns[size_t(std::max<int8_t>(t.column, 0))];
  int consumption_index = 0;
  for (size_t i = 0; i < col.abilities.size(); ++i) {
    if (!ctx.b.fig(id).alive || ctx.b.phase == Phase::Finished) break;
    const Ability& base = col.abilities[i];
    const int first = consumption_index;
    consumption_index += int(base.consumes.size());
    switch (base.kind) {
      case AbilityKind::Move: {
        // Plan the move for the attack that follows it in the action, if any.
        const Ability* attack = nullptr;
        for (size_t j = i + 1; j < col.abilities.size() && !attack; ++j)
          if (col.abilities[j].kind == AbilityKind::Attack) attack = &col.abilities[j];
        monster_move(ctx, id, base, attack);
        break;
      }
      case AbilityKind::Attack: {
        // Elements are consumed only for an attack that is performed.
        if (!monster_can_attack(ctx, id, base)) break;
        const Ability a = base.consumes.empty() ? base
                                                : with_type_consumptions(ctx, id, slot, base, first, ctx.b.character());
        monster_attack(ctx, id, a);
        break;
      }
      case AbilityKind::Heal: monster_heal(ctx, id, with_type_consumptions(ctx, id, slot, base, first, id)); break;
      case AbilityKind::Shield: {
        Figure& f = ctx.b.fig(id);
        f.round_shield = int8_t(f.round_shield + base.value);
        break;
      }
      case AbilityKind::Retaliate: gain_round_retaliate(ctx.b.fig(id), base); break;
      case AbilityKind::Condition:
        monster_give_conditions(ctx, id, with_type_consumptions(ctx, id, slot, base, first, kNoFigure));
        break;
      case AbilityKind::Infuse: for (Element e : base.infuse) infuse_extra(ctx, e); break;
      case AbilityKind::SufferDamage: suffer_damage(ctx, id, base.value, id, DamageKind::Ability); break;
      case AbilityKind::Script: {
        HookEvent ev;
        ev.figure = id, ev.value = base.value, ev.range = base.range, ev.target = base.targets;
        ctx.call_script(def.mod, base.script, Hook::ability, ev);
        break;
      }
      case AbilityKind::Recover:
      case AbilityKind::Push:
      case AbilityKind::Pull:
      case AbilityKind::Initiative:
      case AbilityKind::ReadDie:
      case AbilityKind::ExtraAction:
        break;  // not monster abilities in B&B
    }
  }
  finish_turn(ctx, id);
}

}  // namespace bnb
