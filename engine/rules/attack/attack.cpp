#include "engine/rules/attack/attack.h"

#include <algorithm>
#include <utility>

#include "engine/base/core/inline_vector.h"
#include "engine/kernel/decision/keys.h"
#include "engine/rules/movement/forced_move.h"
#include "engine/rules/attack/modifier.h"
#include "engine/base/map/sight.h"
#include "engine/rules/cards/active.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/kernel/step/describe.h"
#include "engine/rules/items/items.h"

namespace bnb {

namespace {
bool are_enemies(const Board& b, FigureId x, FigureId y) {
  return (b.fig(x).kind == FigureKind::Character) != (b.fig(y).kind == FigureKind::Character);
}

// Advantage and disadvantage of one attack: strengthen (or an item) gives advantage; muddle, and a
// ranged attack on an adjacent target (adjacent on the map: not across a thin wall), give
// disadvantage.
Edge attack_edge(const Map& map, const Figure& attacker, bool melee, Hex target, bool extra_advantage) {
  const bool ranged_adjacent = !melee && adjacent_on_map(map, attacker.hex, target);
  return combine_edges(has(attacker.conditions, Condition::Strengthen) || extra_advantage,
                       has(attacker.conditions, Condition::Muddle) || ranged_adjacent);
}

int shield_of(const Ctx& ctx, FigureId id) {
  const Figure& f = ctx.b.fig(id);
  int s = f.round_shield;
  if (f.kind == FigureKind::Monster) s += ctx.db.monsters[size_t(f.type)].shield;
  else s += active_shield(ctx) + passive_item_shield(ctx);
  return s;
}

// Retaliate: every bonus that reaches the attacker (each within its own range, measured after the
// attack's push or pull, counted around walls and in sight: "adjacent" across no thin wall) adds up to one source of damage; then the added effects of the bonuses
// that reached follow (conditions, then push or pull away from / toward the retaliating figure).
void retaliate(Ctx& ctx, FigureId retaliator, FigureId attacker) {
  const Figure& r = ctx.b.fig(retaliator);
  if (!r.alive || !ctx.b.fig(attacker).alive) return;
  // The range is counted around walls only as far as the widest bonus reaches (none: no count).
  const MonsterDef* m = r.kind == FigureKind::Monster ? &ctx.db.monsters[size_t(r.type)] : nullptr;
  int widest = 0;
  if (r.round_retaliate > 0) widest = std::max<int>(1, r.round_retaliate_range);
  if (m && m->retaliate > 0) widest = std::max({widest, 1, m->retaliate_range});
  if (!m) widest = std::max(widest, active_retaliate_range(ctx));
  if (widest == 0) return;
  const int dist = range_in_sight(ctx.b.map, r.hex, ctx.b.fig(attacker).hex, widest);
  int amount = 0;
  Effects e;
  if (r.round_retaliate > 0 && dist <= std::max<int>(1, r.round_retaliate_range))
    amount += r.round_retaliate, e += r.round_retaliate_effects;
  if (m) {
    if (m->retaliate > 0 && dist <= std::max(1, m->retaliate_range)) amount += m->retaliate, e.conditions |= m->retaliate_conditions;
  } else {
    amount += active_retaliate(ctx, dist, true);
  }
  if (amount <= 0) return;
  ctx.emit(Retaliated{retaliator, attacker, amount});
  suffer_damage(ctx, attacker, amount, retaliator, DamageKind::Retaliate);
  gain_conditions(ctx, attacker, e.conditions);
  if (e.push && ctx.b.fig(attacker).alive && ctx.b.fig(retaliator).alive) forced_move(ctx, attacker, retaliator, e.push, true);
  if (e.pull && ctx.b.fig(attacker).alive && ctx.b.fig(retaliator).alive) forced_move(ctx, attacker, retaliator, e.pull, false);
}

// Heal self and conditions on self: abilities attached to an attack, performed after it.
void self_effects(Ctx& ctx, FigureId attacker, const Effects& e) {
  if (!ctx.b.fig(attacker).alive) return;
  gain_conditions(ctx, attacker, e.self_conditions);
  if (e.heal_self) heal(ctx, attacker, e.heal_self);
}

bool optional_effects(const Effects& e) { return e.conditions || e.push || e.pull; }

// Whether the character applies optional added effects: the modifier's own (`cell`), else the
// attack's `effects` on `target`.
bool ask_apply(Ctx& ctx, const ModifierCell* cell, FigureId target = kNoFigure, const Effects& effects = {}) {
  PooledDecision d(DecisionKind::UseEffects);
  if (cell) d->modifier = *cell;
  else d->figure = target, d->added_effects = effects;
  d->options.add("apply").accepts = true;
  d->options.add("skip");
  return ctx.ask(*d) == 0;
}
bool ask_apply_modifier(Ctx& ctx, const ModifierCell& cell) { return ask_apply(ctx, &cell); }
}  // namespace

// Content writes melee attacks with range 0 (a range of 1 is read as melee too, as the monster
// planner does); an area with the attacker's (gray) hex is melee.
bool is_melee(const AttackSpec& s) { return s.aoe.empty() ? s.range <= 1 : s.aoe_melee; }

AttackSpec attack_spec(const Ctx& ctx, FigureId attacker, const Ability& a) {
  AttackSpec s;
  s.value = a.value, s.range = a.range, s.targets = std::max(1, a.targets), s.effects = a.effects;
  s.aoe.assign(a.aoe.begin(), a.aoe.end()), s.aoe_melee = a.aoe_melee;
  const Figure& f = ctx.b.fig(attacker);
  if (f.kind == FigureKind::Monster) {
    s.effects += ctx.db.monsters[size_t(f.type)].attack_effects;
    s.optional_effects = false;
  }
  return s;
}

bool targetable(const Ctx& ctx, FigureId attacker, const AttackSpec& s, const Figure& f) {
  return f.alive && are_enemies(ctx.b, attacker, f.id) && can_attack_hex(ctx.b.map, ctx.b.fig(attacker).hex, f.hex, s.range) &&
         !has(f.conditions, Condition::Invisible);
}

std::vector<FigureId> targets_in_range(const Ctx& ctx, FigureId attacker, const AttackSpec& s) {
  std::vector<FigureId> out;
  for (const Figure& f : ctx.b.figures)
    if (targetable(ctx, attacker, s, f)) out.push_back(f.id);
  return out;
}

void area_placements(const Ctx& ctx, FigureId attacker, const AttackSpec& s, AreaPlacements& out) {
  out.hexes.clear(), out.ends.clear();
  const Hex at = ctx.b.fig(attacker).hex;
  const bool walled = ctx.b.map.has_walls();
  for (int mirrored = 0; mirrored < 2; ++mirrored)
    for (int rot = 0; rot < 6; ++rot) {
      auto turned = [&](Hex o) { return rotate(mirrored ? mirror(o) : o, rot); };
      // Each placement is written after the last one kept, and kept if it is new.
      const auto place = [&](Hex anchor) {
        const size_t from = out.hexes.size();
        for (Hex o : s.aoe) {
          const Hex h = s.aoe_melee ? anchor + turned(o + Hex{1, 0}) : anchor + turned(o);
          // Behind a wall a hex of the area is out of sight, so nothing there can be attacked.
          if (ctx.b.map.contains(h) && (!walled || line_of_sight(ctx.b.map, at, h))) out.hexes.push_back(h);
        }
        const std::span<Hex> hexes(out.hexes.data() + from, out.hexes.size() - from);
        bool keep = !hexes.empty();
        if (keep && !s.aoe_melee) {
          keep = false;  // at least one hex of a ranged area within range
          for (Hex h : hexes) keep |= can_attack_hex(ctx.b.map, at, h, s.range);
        }
        std::sort(hexes.begin(), hexes.end());
        for (size_t i = 0; i < out.size() && keep; ++i) keep = !std::ranges::equal(out[i], hexes);
        if (keep) out.ends.push_back(uint32_t(out.hexes.size()));
        else out.hexes.resize(from);
      };
      if (s.aoe_melee) place(at);  // the gray hex is the attacker, at [-1, 0] of the pattern
      else
        for (const Cell& c : ctx.b.map.cells())
          if (can_attack_hex(ctx.b.map, at, c.hex, s.range)) place(c.hex);
    }
}

namespace {
// A target the character chose: a figure, or an objective hex.
struct Chosen {
  FigureId figure = kNoFigure;
  Hex hex;
  auto operator<=>(const Chosen&) const = default;
  bool operator==(const Chosen&) const = default;
};

using ChosenTargets = InlineVector<Chosen, 8>;
// For each chosen target, in the same order, its optional added effects as chosen with it: 1
// applied, 0 skipped, -1 not chosen yet (asked before its roll).
using ChosenEffects = InlineVector<int8_t, 8>;

void append_chosen_key(std::string& out, const Chosen& c) {
  if (c.figure != kNoFigure) out += std::to_string(c.figure);
  else keys::append_objective(out, c.hex);
}
bool is_objective(const Ctx& ctx, Hex h) {
  const Cell* c = ctx.b.map.at(h);
  return c && c->terrain == Terrain::Objective;
}
// Objectives are targets of the character only (monsters focus the character).
bool objective_targetable(const Ctx& ctx, FigureId attacker, const AttackSpec& s, const Cell& c) {
  return c.terrain == Terrain::Objective && ctx.b.fig(attacker).kind == FigureKind::Character &&
         can_attack_hex(ctx.b.map, ctx.b.fig(attacker).hex, c.hex, s.range);
}

// The added effects on each target the character may skip (conditions, push, pull), or none.
Effects skippable_effects(const Ctx& ctx, FigureId attacker, const AttackSpec& s) {
  Effects e = s.effects;
  e.heal_self = 0, e.self_conditions = 0, e.pierce = 0;  // pierce only lowers shields: always applied
  if (ctx.b.fig(attacker).kind != FigureKind::Character || !s.optional_effects || !optional_effects(e)) return {};
  return e;
}

// Targets one at a time from the pool (figures in range, then objectives in range), none twice, up
// to `count`; `extra` when they are beyond the printed targets. Skipping a target's added effects
// is offered with the target (`effects` gets the choice of each target, aligned with `chosen`):
// the targets are attacked after their choice, with no other question between but the choice of
// the others (docs/rules-interpretations.md, "Folded windows").
void choose_targets(Ctx& ctx, FigureId attacker, const AttackSpec& s, int count, std::span<const Hex> exclude,
                    ChosenTargets& chosen, bool extra, ChosenEffects& effects) {
  const Effects skippable = skippable_effects(ctx, attacker, s);
  for (int n = 0; n < count; ++n) {
    const bool none_yet = chosen.empty();
    const bool fold = skippable != Effects{};
    PooledDecision q(DecisionKind::ChooseTarget);
    Decision& d = *q;
    d.nth = int(chosen.size()) + 1, d.extra_targets = extra;
    d.figure = attacker, d.attack_value = s.value, d.attack_range = s.range;
    if (fold) d.added_effects = skippable;
    d.options.add(none_yet ? "skip" : "done");
    const auto taken = [&](const Chosen& c) {
      return chosen.contains(c) ||
             std::find(exclude.begin(), exclude.end(), c.figure != kNoFigure ? ctx.b.fig(c.figure).hex : c.hex) !=
                 exclude.end();
    };
    int pool_index = 0;  // the option's index: its place in the pool
    const auto offer = [&](const Chosen& c) {
      const int i = pool_index++;
      if (taken(c)) return;
      // "target 3" / "objective 2,1"
      Option& o = d.options.add();
      o.key += c.figure != kNoFigure ? "target " : "";
      append_chosen_key(o.key, c);
      o.figure = c.figure, o.index = i;
      if (c.figure == kNoFigure) o.hex = c.hex;
      if (!fold || c.figure == kNoFigure) return;  // an objective is immune to added effects
      // The same target without the added effects (folded UseEffects): "target 3 plain".
      Option& plain = d.options.add();
      plain = d.options[d.options.size() - 2];
      plain.key += " plain";
      plain.without_effects = true;
    };
    for (const Figure& f : ctx.b.figures)
      if (targetable(ctx, attacker, s, f)) offer({f.id, {}});
    for (const Cell& c : ctx.b.map.cells())
      if (objective_targetable(ctx, attacker, s, c)) offer({kNoFigure, c.hex});
    if (d.options.size() == 1) break;
    const Option& o = d.options[size_t(ctx.ask(d))];
    if (o.index < 0) break;
    chosen.push_back(o.figure != kNoFigure ? Chosen{o.figure, {}} : Chosen{kNoFigure, *o.hex});
    effects.push_back(fold && o.figure != kNoFigure ? int8_t(!o.without_effects) : int8_t(-1));
  }
}
}  // namespace

std::vector<Hex> objectives_in_range(const Ctx& ctx, FigureId attacker, const AttackSpec& s) {
  std::vector<Hex> out;
  for (const Cell& c : ctx.b.map.cells())
    if (objective_targetable(ctx, attacker, s, c)) out.push_back(c.hex);
  return out;
}

int objective_hp(const Ctx& ctx, Hex objective) {
  if (ctx.b.scenario < 0) return -1;
  for (const ObjectiveDef& o : ctx.scenario().objectives) {
    if (o.hex != objective || o.hp <= 0) continue;
    int damage = 0;
    for (const ObjectiveState& st : ctx.b.objectives)
      if (st.hex == objective) damage = st.damage;
    return std::max(0, o.hp - damage);
  }
  return -1;
}

void attack_objective(Ctx& ctx, FigureId attacker, Hex objective, const AttackSpec& s, int* more_targets) {
  if (!ctx.b.fig(attacker).alive || !is_objective(ctx, objective)) return;
  const bool by_character = ctx.b.fig(attacker).kind == FigureKind::Character;
  const ModifierCell cell = roll_modifier(ctx, attacker, attack_edge(ctx.b.map, ctx.b.fig(attacker), is_melee(s), objective, false));
  if (more_targets) *more_targets += cell.targets;
  const int value = apply_cell(s.value, cell);
  // Only the modifier's effects on the attacker matter: the objective is immune to the rest.
  Effects after;
  if ((cell.effects.heal_self || cell.effects.self_conditions) &&
      (!by_character || ask_apply_modifier(ctx, cell)))
    after.heal_self = cell.effects.heal_self, after.self_conditions = cell.effects.self_conditions;
  int left = objective_hp(ctx, objective), damage = 0;
  if (left >= 0) {
    damage = std::min(std::max(0, value), left);
    auto st = std::find_if(ctx.b.objectives.begin(), ctx.b.objectives.end(),
                           [&](const ObjectiveState& o) { return o.hex == objective; });
    if (st == ctx.b.objectives.end()) st = ctx.b.objectives.insert(ctx.b.objectives.end(), ObjectiveState{objective, 0});
    st->damage = int16_t(st->damage + damage);
    left -= damage;
  }
  ctx.emit(ObjectiveAttacked{attacker, objective, value, damage, left});
  if (left == 0) {
    ctx.b.map.at(objective)->terrain = Terrain::Featureless;
    ctx.emit(ObjectiveDestroyed{attacker, objective});
  }
  HookEvent ev;
  ev.figure = attacker, ev.other = kNoFigure, ev.hex = objective, ev.has_hex = true, ev.amount = damage;
  ev.melee = is_melee(s);
  ctx.scenario_hook(Hook::after_attack, ev);
  self_effects(ctx, attacker, after);
}

bool character_attack(Ctx& ctx, FigureId attacker, const AttackSpec& spec) {
  if (has(ctx.b.fig(attacker).conditions, Condition::Disarm)) return false;
  AttackSpec s = spec;
  if (ctx.b.fig(attacker).kind == FigureKind::Character && s.aoe.empty()) {
    // Items that change the range or the area decide the targets: offered before they are chosen.
    const ItemTargeting t = offer_targeting_items(ctx, is_melee(s), s.targets == 1);
    s.value += t.value, s.range += t.range, s.effects += t.effects;
    if (!t.aoe.empty()) s.aoe.assign(t.aoe.begin(), t.aoe.end()), s.aoe_melee = t.aoe_melee;
  }
  ChosenTargets chosen;
  ChosenEffects effects;  // each target's added effects, when chosen with it
  if (!s.aoe.empty()) {
    // Offer each distinct set of targets (enemies, objectives) an area placement hits. Worked out
    // in per-thread buffers, read before the question only: the option of each set has its area
    // and its targets.
    thread_local AreaPlacements placements;
    thread_local std::vector<Chosen> hits;        // the sets, one after the other, each sorted
    thread_local std::vector<uint32_t> hit_ends;  // set i: hits [hit_ends[i - 1], hit_ends[i])
    thread_local std::vector<uint32_t> hit_area;  // set i: the first placement that hits it
    area_placements(ctx, attacker, s, placements);
    hits.clear(), hit_ends.clear(), hit_area.clear();
    const auto set = [&](size_t i) {
      const uint32_t from = i ? hit_ends[i - 1] : 0;
      return std::span<const Chosen>(hits.data() + from, hit_ends[i] - from);
    };
    for (size_t p = 0; p < placements.size(); ++p) {
      const size_t from = hits.size();
      for (Hex h : placements[p]) {
        const FigureId f = ctx.b.figure_at(h);
        if (f != kNoFigure && are_enemies(ctx.b, attacker, f) && !has(ctx.b.fig(f).conditions, Condition::Invisible))
          hits.push_back({f, {}});
        else if (f == kNoFigure && is_objective(ctx, h) && ctx.b.fig(attacker).kind == FigureKind::Character)
          hits.push_back({kNoFigure, h});
      }
      const std::span<Chosen> hit(hits.data() + from, hits.size() - from);
      std::sort(hit.begin(), hit.end());
      bool fresh = !hit.empty();
      for (size_t i = 0; i < hit_ends.size() && fresh; ++i) fresh = !std::ranges::equal(set(i), hit);
      if (fresh) hit_ends.push_back(uint32_t(hits.size())), hit_area.push_back(uint32_t(p));
      else hits.resize(from);
    }
    const int extra = s.targets - 1;  // "+1 Target" on an area: targets in range outside the area
    const bool no_sets = hit_ends.empty();
    if (no_sets && extra <= 0) return false;
    PooledDecision q(DecisionKind::PlaceArea);
    std::span<const Hex> area;
    if (!no_sets) {
      Decision& d = *q;
      d.figure = attacker, d.attack_value = s.value, d.attack_range = s.range;
      d.options.add("skip");
      for (size_t i = 0; i < hit_ends.size(); ++i) {
        // "area 3 objective 2,1"
        Option& o = d.options.add("area");
        for (const Chosen& c : set(i)) {
          o.key += ' ';
          append_chosen_key(o.key, c);
          if (c.figure != kNoFigure) o.hit_figures.push_back(c.figure);
          else o.hit_objectives.push_back(c.hex);
        }
        const std::span<const Hex> placed = placements[hit_area[i]];
        o.index = int(i), o.area.assign(placed.begin(), placed.end());
      }
      const Option& o = d.options[size_t(ctx.ask(d))];
      if (o.index >= 0) {
        // The set again, in its order: objectives first (their figure is none), then figures.
        for (Hex h : o.hit_objectives) chosen.push_back({kNoFigure, h}), effects.push_back(-1);
        for (FigureId f : o.hit_figures) chosen.push_back({f, {}}), effects.push_back(-1);  // asked before each roll
        area = o.area;
      } else if (extra <= 0) {
        return false;
      }
    }
    // Extra targets need the area to have been placed, or may stand alone when it hit no one.
    if (extra > 0 && (!area.empty() || no_sets))
      choose_targets(ctx, attacker, s, extra, area, chosen, true, effects);
  } else {
    choose_targets(ctx, attacker, s, s.targets, {}, chosen, false, effects);
  }
  if (chosen.empty()) return false;
  int more = 0;  // targets added by modifiers ("+1 Target")
  const auto attack_each = [&](size_t from) {
    for (size_t i = from; i < chosen.size(); ++i) {
      if (!ctx.b.fig(attacker).alive || ctx.b.phase == Phase::Finished) return false;
      const std::optional<bool> apply = effects[i] < 0 ? std::nullopt : std::optional<bool>(effects[i] == 1);
      if (chosen[i].figure != kNoFigure) attack_target(ctx, attacker, chosen[i].figure, s, &more, apply);
      else attack_objective(ctx, attacker, chosen[i].hex, s, &more);
    }
    return true;
  };
  if (!attack_each(0)) return true;
  // A modifier's "+1 Target": one more target in range that this attack has not attacked yet,
  // chosen after the roll (the player may decline); its own roll may add another.
  while (more > 0) {
    const size_t from = chosen.size();
    const int n = std::exchange(more, 0);
    choose_targets(ctx, attacker, s, n, {}, chosen, true, effects);
    if (chosen.size() == from || !attack_each(from)) break;
  }
  if (ctx.b.fig(attacker).alive) self_effects(ctx, attacker, s.effects);
  return true;
}

void attack_targets(Ctx& ctx, FigureId attacker, std::span<const FigureId> targets, const AttackSpec& s) {
  for (FigureId t : targets) {
    if (!ctx.b.fig(attacker).alive || ctx.b.phase == Phase::Finished) return;
    attack_target(ctx, attacker, t, s);
  }
  self_effects(ctx, attacker, s.effects);
}

void attack_target(Ctx& ctx, FigureId attacker, FigureId target, const AttackSpec& s, int* more_targets,
                   std::optional<bool> apply_effects) {
  if (!ctx.b.fig(target).alive) return;
  const bool by_character = ctx.b.fig(attacker).kind == FigureKind::Character;
  const bool on_character = ctx.b.fig(target).kind == FigureKind::Character;
  // Added effects on the target (self effects belong to the whole ability, see attack_targets).
  Effects effects = s.effects;
  effects.heal_self = 0, effects.self_conditions = 0;
  // The character may skip the added effects, target by target, before the roll (chosen with the
  // target when nothing came between).
  if (by_character && s.optional_effects && optional_effects(effects)) {
    const bool apply = apply_effects ? *apply_effects : ask_apply(ctx, nullptr, target, effects);
    if (!apply) effects.conditions = 0, effects.push = 0, effects.pull = 0;
  }
  // 1. Bonuses and penalties (poison: +1).
  int value = s.value + (has(ctx.b.fig(target).conditions, Condition::Poison) ? 1 : 0);
  HookEvent ev;
  const bool melee = is_melee(s);
  ev.figure = attacker, ev.other = target, ev.amount = value, ev.melee = melee;
  if (ScriptResult r = ctx.scenario_hook(Hook::before_attack, ev); r.status == ScriptResult::Ok && r.integer)
    value = int(*r.integer);
  bool item_advantage = false;
  int item_shield = 0;
  Effects after;  // self effects of items and of the modifier: after this attack
  if (by_character) {
    const ItemAttackBonus ib = offer_attack_items(ctx, target, melee, s.aoe.empty() && s.targets == 1, value);
    value += ib.value;
    item_advantage = ib.advantage;
    effects += ib.effects;
    after.heal_self = effects.heal_self, after.self_conditions = effects.self_conditions;
    effects.heal_self = 0, effects.self_conditions = 0;
  } else if (on_character) {
    item_shield = offer_enemy_attack_items(ctx, attacker, value);
  }
  if (!ctx.b.fig(target).alive || !ctx.b.fig(attacker).alive) return;
  // 2. The modifier (ranged attacks on an adjacent target have disadvantage).
  const ModifierCell cell =
      roll_modifier(ctx, attacker, attack_edge(ctx.b.map, ctx.b.fig(attacker), melee, ctx.b.fig(target).hex, item_advantage), target);
  value = apply_cell(value, cell);
  if (more_targets) *more_targets += cell.targets;
  // The modifier's own added effects: the character may apply them or not.
  if (!(cell.effects == Effects{}) && (!by_character || ask_apply_modifier(ctx, cell))) {
    Effects target_part = cell.effects;
    after.heal_self += target_part.heal_self, after.self_conditions |= target_part.self_conditions;
    target_part.heal_self = 0, target_part.self_conditions = 0;
    effects += target_part;
  }
  ev.amount = value;
  if (ScriptResult r = ctx.scenario_hook(Hook::after_modifier_roll, ev); r.status == ScriptResult::Ok && r.integer)
    value = int(*r.integer);
  if (!ctx.b.fig(target).alive || !ctx.b.fig(attacker).alive) return;  // the handler may have killed one
  // 3. Shield, reduced by pierce (never below 0).
  const int full_shield = shield_of(ctx, target) + item_shield;
  const int shield = std::max(0, full_shield - effects.pierce);
  const int damage = std::max(0, value - shield);
  if (on_character) use_persistent_shields(ctx);
  ctx.emit(AttackResolved{attacker, target, value, damage});
  suffer_damage(ctx, target, damage, attacker, DamageKind::Attack, effects.conditions);
  // 4. Added effects, even after 0 damage, but not on a target that died.
  if (ctx.b.fig(target).alive) {
    gain_conditions(ctx, target, effects.conditions);
    if (effects.push) forced_move(ctx, target, attacker, effects.push, true);
    if (effects.pull) forced_move(ctx, target, attacker, effects.pull, false);
  }
  ev.amount = damage;
  ctx.scenario_hook(Hook::after_attack, ev);
  // 5. Retaliate, after the attack including its push/pull; then what follows the attack.
  retaliate(ctx, target, attacker);
  self_effects(ctx, attacker, after);
  if (by_character && ctx.b.fig(attacker).alive) offer_after_attack_items(ctx, target);
  else if (on_character && ctx.b.fig(target).alive) offer_after_enemy_attack_items(ctx, attacker);
}

}  // namespace bnb
