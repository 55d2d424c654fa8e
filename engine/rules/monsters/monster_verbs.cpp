#include "engine/rules/monsters/monster_verbs.h"

#include <algorithm>
#include <array>
#include <optional>
#include <tuple>

#include "engine/kernel/decision/keys.h"
#include "engine/rules/abilities/perform.h"
#include "engine/rules/movement/forced_move.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/cards/active.h"
#include "engine/rules/items/items.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/elements/elements.h"
#include "engine/base/map/sight.h"
#include "engine/rules/monsters/monster_plan.h"

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

// One ability of a monster's turn: the monster, its type's slot, the rolled column, which of its
// abilities, the index of that ability's first conditional effect in the column (its type pays
// each once a round) and the mod its scripts come from.
struct MonsterAct {
  Ctx& ctx;
  FigureId id;
  int slot;
  const MonsterColumn& col;
  size_t i;
  int first;
  const std::string& mod;
  const Ability& base() const { return col.abilities[i]; }
  // The ability with its type's conditional effects that benefit it against `target`: `base()`
  // itself when it has none, else the copy kept in `paid`.
  const Ability& paid(FigureId target, std::optional<Ability>& keep) const {
    return with_type_consumptions(ctx, id, slot, base(), first, target, keep);
  }
};

// One function per verb (engine/base/content/verbs.h), named monster_does_<verb>.
void monster_does_move(const MonsterAct& m) {
  // Plan the move for the attack that follows it in the action, if any, with the range that
  // attack can add by consuming an element.
  const Ability& base = m.base();
  std::optional<Ability> added;
  const Ability* planned = nullptr;
  int attack_first = m.first + int(base.consumes.size());
  for (size_t j = m.i + 1; j < m.col.abilities.size() && !planned; ++j) {
    if (m.col.abilities[j].kind == AbilityKind::Attack)
      planned = &attack_as_planned(m.ctx, m.slot, m.col.abilities[j], attack_first, added);
    attack_first += int(m.col.abilities[j].consumes.size());
  }
  if (base.consumes.empty()) monster_move(m.ctx, m.id, base, planned);
  else monster_move(m.ctx, m.id, with_move_consumptions(m.ctx, m.id, m.slot, base, m.first, planned), planned);
}
void monster_does_attack(const MonsterAct& m) {
  // Elements are consumed only for an attack that is performed.
  const Ability& base = m.base();
  std::optional<Ability> added;
  if (!monster_can_attack(m.ctx, m.id, attack_as_planned(m.ctx, m.slot, base, m.first, added))) return;
  if (base.consumes.empty()) monster_attack(m.ctx, m.id, base);
  else monster_attack(m.ctx, m.id, with_type_consumptions(m.ctx, m.id, m.slot, base, m.first, m.ctx.b.character()));
}
void monster_does_heal(const MonsterAct& m) {
  std::optional<Ability> paid;
  monster_heal(m.ctx, m.id, m.paid(m.id, paid));
}
void monster_does_shield(const MonsterAct& m) {
  std::optional<Ability> paid;
  const Ability& a = m.paid(m.id, paid);
  Figure& f = m.ctx.b.fig(m.id);
  f.round_shield = int8_t(f.round_shield + a.value);
  if (a.effects.heal_self > 0) heal(m.ctx, m.id, a.effects.heal_self);
}
// Retaliate, an infusion, damage to itself and a script: performed as a character performs them
// (abilities/perform.cpp), once the type's conditional effects are paid.
void monster_does_retaliate(const MonsterAct& m) {
  std::optional<Ability> paid;
  perform_verb(m.ctx, m.id, m.paid(m.id, paid), m.mod);
}
void monster_does_condition(const MonsterAct& m) {
  std::optional<Ability> paid;
  monster_give_conditions(m.ctx, m.id, m.paid(kNoFigure, paid));
}
void monster_does_infuse(const MonsterAct& m) { perform_verb(m.ctx, m.id, m.base(), m.mod); }
void monster_does_suffer_damage(const MonsterAct& m) { perform_verb(m.ctx, m.id, m.base(), m.mod); }
void monster_does_script(const MonsterAct& m) { perform_verb(m.ctx, m.id, m.base(), m.mod); }
void monster_does_push(const MonsterAct& m) { monster_forced_move(m.ctx, m.id, m.base(), true); }
void monster_does_pull(const MonsterAct& m) { monster_forced_move(m.ctx, m.id, m.base(), false); }
// Character abilities only: a monster has no cards to recover, no initiative to move, no die to
// read and no second action.
void monster_does_recover(const MonsterAct&) {}
void monster_does_initiative(const MonsterAct&) {}
void monster_does_read_die(const MonsterAct&) {}
void monster_does_extra_action(const MonsterAct&) {}

#define BNB_MONSTER_ROW(Enum, name, ...) &monster_does_##name,
constexpr std::array<void (*)(const MonsterAct&), kVerbCount> kMonsterVerb{BNB_VERBS(BNB_MONSTER_ROW)};
#undef BNB_MONSTER_ROW

}  // namespace

void monster_perform(Ctx& ctx, FigureId id, int slot, const MonsterColumn& col, size_t i, int first,
                     const std::string& mod) {
  kMonsterVerb[size_t(col.abilities[i].kind)](MonsterAct{ctx, id, slot, col, i, first, mod});
}

}  // namespace bnb
