#include "engine/rules/monsters/monster_plan.h"

#include <algorithm>

#include "engine/kernel/decision/keys.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/attack/attack.h"
#include "engine/base/map/sight.h"
#include "engine/kernel/step/describe.h"

namespace bnb {

MonsterTurnInput planner_input(const Ctx& ctx, FigureId id, const Ability* move, const Ability* attack) {
  MonsterTurnInput in;
  planner_input(ctx, id, move, attack, in);
  return in;
}

void planner_input(const Ctx& ctx, FigureId id, const Ability* move, const Ability* attack, MonsterTurnInput& in) {
  const Board& b = ctx.b;
  const Figure& me = b.fig(id);
  std::vector<Hex> allies = std::move(in.allies), aoe = std::move(in.aoe);  // their buffers are kept
  in = MonsterTurnInput{};
  in.map = &b.map;
  in.self = me.hex;
  in.flying = ctx.db.monsters[size_t(me.type)].flying;
  if (move) in.has_move = true, in.move = move->value, in.jump = move->jump;
  in.aoe = std::move(aoe), in.aoe.clear();
  if (attack) {
    in.has_attack = true;
    in.range = attack->range, in.targets = attack->targets, in.aoe_melee = attack->aoe_melee;
    in.aoe.assign(attack->aoe.begin(), attack->aoe.end());
  }
  in.muddled = has(me.conditions, Condition::Muddle);
  in.disarmed = has(me.conditions, Condition::Disarm);
  in.immobilized = has(me.conditions, Condition::Immobilize);
  const Figure& hero = b.fig(b.character());
  in.focus = hero.hex;
  in.focus_invisible = has(hero.conditions, Condition::Invisible);
  in.allies = std::move(allies), in.allies.clear();
  for (const Figure& f : b.figures)
    if (f.alive && f.id != id && f.kind == FigureKind::Monster) in.allies.push_back(f.hex);
}

void monster_move(Ctx& ctx, FigureId id, const Ability& move, const Ability* attack) {
  // The input and the plan are kept from one monster to the next (per thread, with their buffers);
  // they are read only here, before anything can wait for an answer: the options' paths are copied
  // into the decision, and the path walked is read from there.
  thread_local MonsterTurnInput in;
  thread_local MonsterTurnPlan plan;
  planner_input(ctx, id, &move, attack, in);
  plan_monster_turn(in, plan);
  // Its focus is told even when it cannot reach it this turn, or cannot move at all.
  const bool no_focus = plan.kind == MonsterTurnKind::NoFocusInvisible || plan.kind == MonsterTurnKind::NoFocusUnreachable;
  ctx.emit(MonsterPlanned{id, no_focus ? kNoFigure : ctx.b.character(), plan.kind});
  if (in.immobilized || plan.options.empty()) return;
  const bool flying = in.flying;
  // One option is no choice (ask takes it): only the path is needed, no key or text.
  const bool choice = plan.options.size() > 1;
  PooledDecision q(DecisionKind::MonsterChoice);
  Decision& d = *q;
  d.figure = id;
  // The words layer tells the player what the planner found and why (words::prompt_words).
  d.monster_turn = plan.kind, d.monster_why = plan.why, d.monster_disadvantage = plan.disadvantage;
  for (const MonsterTurnOption& o : plan.options) {
    Option& opt = d.options.add();
    const std::span<const Hex> path = plan.path(o);
    opt.hex = o.destination;
    opt.path.assign(path.begin(), path.end());
    if (!choice) continue;
    // "dest 2,0 via 1,0 2,0"
    keys::append_destination(opt.key, o.destination, path);
  }
  const int pick = ctx.ask(d);
  walk(ctx, id, d.options[size_t(pick)].path, move.jump, flying);
}

bool monster_can_attack(const Ctx& ctx, FigureId id, const Ability& a) {
  const Figure& me = ctx.b.fig(id);
  if (has(me.conditions, Condition::Disarm)) return false;
  const Figure& h = ctx.b.fig(ctx.b.character());
  if (!h.alive || has(h.conditions, Condition::Invisible)) return false;
  const AttackSpec spec = attack_spec(ctx, id, a);
  if (spec.aoe.empty()) return can_attack_hex(ctx.b.map, me.hex, h.hex, spec.range);
  thread_local AreaPlacements placements;  // kept per thread with its buffers
  area_placements(ctx, id, spec, placements);
  return std::find(placements.hexes.begin(), placements.hexes.end(), h.hex) != placements.hexes.end();
}

void monster_attack(Ctx& ctx, FigureId id, const Ability& a) {
  if (monster_can_attack(ctx, id, a)) attack_targets(ctx, id, {ctx.b.character()}, attack_spec(ctx, id, a));
}

}  // namespace bnb
