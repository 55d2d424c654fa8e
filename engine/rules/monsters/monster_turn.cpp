#include "engine/rules/monsters/monster_turn.h"

#include <algorithm>
#include <optional>
#include <tuple>

#include "engine/base/core/inline_vector.h"
#include "engine/kernel/decision/keys.h"
#include "engine/rules/movement/forced_move.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/cards/active.h"
#include "engine/rules/items/items.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/elements/elements.h"
#include "engine/base/map/sight.h"
#include "engine/kernel/step/describe.h"
#include "engine/rules/monsters/monster_plan.h"
#include "engine/rules/turn/turn.h"

namespace bnb {

namespace {

// Whether a negative targeted ability of `id` with `range` (0: melee) reaches the character, its
// sole focus (rules: "Focus"): alive, not invisible, within range.
bool focus_in_range(const Ctx& ctx, FigureId id, int range) {
  const Figure& h = ctx.b.fig(ctx.b.character());
  return h.alive && !has(h.conditions, Condition::Invisible) && can_attack_hex(ctx.b.map, ctx.b.fig(id).hex, h.hex, range);
}

// Whether paying `c` would benefit the monster's ability `base` against `target` (rules: "Monsters
// and Elements": a monster consumes only for an ability that benefits). Pierce needs a shield to
// pierce; a condition needs a target that lacks it and is not immune; added range a target beyond
// the printed range; heal self needs damage, wound or poison; conditions on self one it lacks.
// More value, targets, push or pull always benefit.
bool benefits(const Ctx& ctx, FigureId self, FigureId target, const Ability& base, const Consumption& c) {
  if (c.value > 0 || c.targets > 0 || c.effects.push > 0 || c.effects.pull > 0 || !c.script.empty()) return true;
  const Figure& me = ctx.b.fig(self);
  if (c.effects.heal_self > 0 &&
      (me.hp < me.max_hp || has(me.conditions, Condition::Wound) || has(me.conditions, Condition::Poison)))
    return true;
  if (c.effects.self_conditions & ~me.conditions) return true;
  // Without one known target (conditions given to allies) the benefit cannot be judged: pay.
  if (target == kNoFigure) return c.range > 0 || c.effects.conditions != 0 || c.effects.pierce > 0;
  const Figure& t = ctx.b.fig(target);
  if (c.range > 0 && !can_attack_hex(ctx.b.map, me.hex, t.hex, base.range)) return true;
  if (c.effects.pierce > 0 && t.kind == FigureKind::Character && t.round_shield + active_shield(ctx) + passive_item_shield(ctx) > 0)
    return true;
  for (int k = 0; k < kConditionCount; ++k)
    if ((c.effects.conditions & (1u << k)) && !has(t.conditions, Condition(k)) && !is_immune(ctx, target, Condition(k)))
      return true;
  return false;
}

uint8_t consumption_bit(int first_index, size_t i) { return uint8_t(1u << unsigned(first_index + int(i))); }

// A monster's ability with the conditional effects of its type: the first monster of the type to
// perform it pays (if it benefits); every monster of the type then benefits for the rest of the
// round. `target` is the figure the ability is aimed at (kNoFigure when none). An added range is
// left out when the target is within the printed range: the attack stays melee (no disadvantage).
Ability with_type_consumptions(Ctx& ctx, FigureId id, int slot, const Ability& base, int first_index, FigureId target) {
  Ability a = base;
  for (size_t i = 0; i < base.consumes.size(); ++i) {
    const Consumption& c = base.consumes[i];
    const uint8_t bit_i = consumption_bit(first_index, i);
    if (!(ctx.b.types[size_t(slot)].benefits & bit_i)) {
      if (!benefits(ctx, id, target, base, c) || !pay_consumption(ctx, c, id)) continue;
      ctx.b.types[size_t(slot)].benefits |= bit_i;
    }
    a.add(c);
  }
  if (a.range > base.range && target != kNoFigure &&
      can_attack_hex(ctx.b.map, ctx.b.fig(id).hex, ctx.b.fig(target).hex, base.range))
    a.range = base.range;
  return a;
}

// The same, without a copy when the ability has no conditional effects (the usual case): `base`
// itself, else the copy kept in `paid`.
const Ability& with_type_consumptions(Ctx& ctx, FigureId id, int slot, const Ability& base, int first_index,
                                      FigureId target, std::optional<Ability>& paid) {
  if (base.consumes.empty()) return base;
  return paid.emplace(with_type_consumptions(ctx, id, slot, base, first_index, target));
}

// The attack as the monster plans its move for it: with each added range its type already has, or
// could pay for now (rules: "Monsters and Elements"; docs/rules-interpretations.md). That is
// `attack` itself when no range is added, else a copy kept in `added`.
const Ability& attack_as_planned(const Ctx& ctx, int slot, const Ability& attack, int first_index,
                                 std::optional<Ability>& added) {
  int more = 0;
  for (size_t i = 0; i < attack.consumes.size(); ++i) {
    const Consumption& c = attack.consumes[i];
    if (c.range <= 0) continue;
    if ((ctx.b.types[size_t(slot)].benefits & consumption_bit(first_index, i)) || can_pay(ctx, c)) more += c.range;
  }
  if (!more) return attack;
  added = attack;
  added->range += more;
  return *added;
}

// Whether more movement points change where the monster may go this turn.
bool move_gains(const Ctx& ctx, FigureId id, const Ability& without, const Ability& with, const Ability* attack) {
  if (has(ctx.b.fig(id).conditions, Condition::Immobilize)) return false;
  const auto destinations = [&](const Ability& m) {
    std::vector<Hex> out;
    for (const MonsterTurnOption& o : plan_monster_turn(planner_input(ctx, id, &m, attack)).options)
      out.push_back(o.destination);
    return out;
  };
  return destinations(without) != destinations(with);
}

// The move with its consumptions (e.g. "+2 Move"): paid when the added points change where the
// monster may go; every monster of the type then has them for the rest of the round.
Ability with_move_consumptions(Ctx& ctx, FigureId id, int slot, const Ability& base, int first_index, const Ability* attack) {
  Ability a = base;
  for (size_t i = 0; i < base.consumes.size(); ++i) {
    const Consumption& c = base.consumes[i];
    const uint8_t bit_i = consumption_bit(first_index, i);
    Ability with = a;
    with.add(c);
    if (!(ctx.b.types[size_t(slot)].benefits & bit_i)) {
      if (!can_pay(ctx, c) || !move_gains(ctx, id, a, with, attack) || !pay_consumption(ctx, c, id)) continue;
      ctx.b.types[size_t(slot)].benefits |= bit_i;
    }
    a = with;
  }
  return a;
}

// Allies (monsters, itself included) in range of `id` (counted around walls, in sight) that the
// ability may affect; range 0 is the monster itself.
std::vector<FigureId> allies_in_range(const Ctx& ctx, FigureId id, int range) {
  std::vector<FigureId> out;
  const Hex at = ctx.b.fig(id).hex;
  for (const Figure& f : ctx.b.figures)
    if (f.alive && f.kind == FigureKind::Monster && (f.id == id || (range > 0 && can_attack_hex(ctx.b.map, at, f.hex, range))))
      out.push_back(f.id);
  return out;
}

FigureId pick_heal_target(Ctx& ctx, const std::vector<FigureId>& ties) {
  if (ties.empty()) return kNoFigure;
  PooledDecision d(DecisionKind::MonsterChoice);
  d->monster_choice = MonsterChoiceOf::HealTarget;
  for (FigureId f : ties) {
    Option& o = d->options.add();
    keys::append_numbered(o.key, "figure", f);
    o.figure = f;
  }
  return FigureId(d->options[size_t(ctx.ask(*d))].figure);
}

// Heal: the ally (or itself) in range with the greatest missing hit points; among equals one with
// wound or poison (the heal removes them); remaining ties: the player decides. "Target N" heals N
// different monsters, each chosen so among the rest.
void monster_heal(Ctx& ctx, FigureId id, const Ability& a) {
  if (a.self || a.range == 0) {
    heal(ctx, id, a.value);
  } else {
    std::vector<FigureId> done;
    for (int n = 0; n < a.targets; ++n) {
      int best = -1;
      std::vector<FigureId> ties;
      for (FigureId f : allies_in_range(ctx, id, a.range)) {
        if (std::find(done.begin(), done.end(), f) != done.end()) continue;
        const Figure& g = ctx.b.fig(f);
        const bool cured = has(g.conditions, Condition::Poison) || has(g.conditions, Condition::Wound);
        const int score = (g.max_hp - g.hp) * 2 + (cured ? 1 : 0);
        if (score > best) best = score, ties.clear();
        if (score == best) ties.push_back(f);
      }
      const FigureId t = pick_heal_target(ctx, ties);
      if (t == kNoFigure) break;
      done.push_back(t);
      heal(ctx, t, a.value);
    }
  }
  if (a.effects.heal_self > 0 && ctx.b.fig(id).alive) heal(ctx, id, a.effects.heal_self);
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

// A condition ability (rules: "Focus", "Positive Conditions"): conditions marked self go to the
// monster; negative ones to the character, its sole focus, when in range; each positive one to
// the closest ally (or itself) without the condition, a tie going to the one acting earliest in
// this round's initiative order (its type's place, then its number). "Target N": N different
// allies, each the best of the rest. An added "Heal X self" follows.
void monster_give_conditions(Ctx& ctx, FigureId id, const Ability& a) {
  gain_conditions(ctx, id, a.effects.self_conditions);
  ConditionSet negative = 0;
  for (int c = 0; c < kConditionCount; ++c) {
    if (!(a.effects.conditions & (1u << c))) continue;
    if (!is_positive(Condition(c))) {
      negative |= ConditionSet(1u << c);
      continue;
    }
    if (a.self || a.range == 0) {
      gain_condition(ctx, id, Condition(c));
      continue;
    }
    std::vector<FigureId> given;
    for (int n = 0; n < a.targets; ++n) {
      FigureId best = kNoFigure;
      std::tuple<int, int, int> best_key{1 << 20, 0, 0};
      for (FigureId f : allies_in_range(ctx, id, a.range)) {
        if (has(ctx.b.fig(f).conditions, Condition(c)) || std::find(given.begin(), given.end(), f) != given.end())
          continue;
        const auto [place, number] = initiative_place(ctx, f);
        const std::tuple<int, int, int> key{distance(ctx.b.fig(id).hex, ctx.b.fig(f).hex), place, number};
        if (best == kNoFigure || key < best_key) best_key = key, best = f;
      }
      if (best == kNoFigure) break;
      given.push_back(best);
      gain_condition(ctx, best, Condition(c));
    }
  }
  if (negative && focus_in_range(ctx, id, a.range)) gain_conditions(ctx, ctx.b.character(), negative);
  if (a.effects.heal_self > 0 && ctx.b.fig(id).alive) heal(ctx, id, a.effects.heal_self);
}

// A standalone push or pull (rules: "Push", "Pull", "Focus"): on the character when in range; it
// moves as far as possible (the player picks among the longest paths), then gains the added
// conditions.
void monster_forced_move(Ctx& ctx, FigureId id, const Ability& a, bool push) {
  if (!focus_in_range(ctx, id, a.range)) return;
  const FigureId hero = ctx.b.character();
  forced_move(ctx, hero, id, a.value, push);
  if (ctx.b.fig(hero).alive) gain_conditions(ctx, hero, a.effects.conditions);
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
  InlineVector<FigureId, 16> acted;
  for (;;) {
    FigureId next = kNoFigure;
    int number = 0;
    for (const Figure& f : b.figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == def && f.id >= first && !acted.contains(f.id) &&
          (next == kNoFigure || f.number < number))
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
    std::optional<Ability> paid;  // the ability with its conditional effects paid, when it has any
    const int first = consumption_index;
    consumption_index += int(base.consumes.size());
    switch (base.kind) {
      case AbilityKind::Move: {
        // Plan the move for the attack that follows it in the action, if any, with the range
        // that attack can add by consuming an element.
        std::optional<Ability> added;
        const Ability* planned = nullptr;
        int attack_first = consumption_index;
        for (size_t j = i + 1; j < col.abilities.size() && !planned; ++j) {
          if (col.abilities[j].kind == AbilityKind::Attack)
            planned = &attack_as_planned(ctx, slot, col.abilities[j], attack_first, added);
          attack_first += int(col.abilities[j].consumes.size());
        }
        if (base.consumes.empty()) monster_move(ctx, id, base, planned);
        else monster_move(ctx, id, with_move_consumptions(ctx, id, slot, base, first, planned), planned);
        break;
      }
      case AbilityKind::Attack: {
        // Elements are consumed only for an attack that is performed.
        std::optional<Ability> added;
        if (!monster_can_attack(ctx, id, attack_as_planned(ctx, slot, base, first, added))) break;
        if (base.consumes.empty()) monster_attack(ctx, id, base);
        else monster_attack(ctx, id, with_type_consumptions(ctx, id, slot, base, first, ctx.b.character()));
        break;
      }
      case AbilityKind::Heal: monster_heal(ctx, id, with_type_consumptions(ctx, id, slot, base, first, id, paid)); break;
      case AbilityKind::Shield: {
        const Ability& a = with_type_consumptions(ctx, id, slot, base, first, id, paid);
        Figure& f = ctx.b.fig(id);
        f.round_shield = int8_t(f.round_shield + a.value);
        if (a.effects.heal_self > 0) heal(ctx, id, a.effects.heal_self);
        break;
      }
      case AbilityKind::Retaliate:
        gain_round_retaliate(ctx.b.fig(id), with_type_consumptions(ctx, id, slot, base, first, id, paid));
        break;
      case AbilityKind::Condition:
        monster_give_conditions(ctx, id, with_type_consumptions(ctx, id, slot, base, first, kNoFigure, paid));
        break;
      case AbilityKind::Infuse: for (Element e : base.infuse) infuse_extra(ctx, e); break;
      case AbilityKind::SufferDamage: suffer_damage(ctx, id, base.value, id, DamageKind::Ability); break;
      case AbilityKind::Script: {
        HookEvent ev;
        ev.figure = id, ev.value = base.value, ev.range = base.range, ev.target = base.targets;
        ctx.call_script(def.mod, base.script, Hook::ability, ev);
        break;
      }
      case AbilityKind::Push: monster_forced_move(ctx, id, base, true); break;
      case AbilityKind::Pull: monster_forced_move(ctx, id, base, false); break;
      case AbilityKind::Recover:  // a monster has no cards to recover
      case AbilityKind::Initiative:
      case AbilityKind::ReadDie:
      case AbilityKind::ExtraAction:
        break;  // character abilities only
    }
  }
  finish_turn(ctx, id);
}

}  // namespace bnb
