#include "engine/monsters/monster_plan.h"

#include <algorithm>

#include "engine/movement/move.h"
#include "engine/attack/attack.h"
#include "engine/step/describe.h"

namespace bnb {

MonsterTurnInput planner_input(const Ctx& ctx, FigureId id, const Ability* move, const Ability* attack) {
  const Board& b = ctx.b;
  const Figure& me = b.fig(id);
  MonsterTurnInput in;
  in.map = &b.map;
  in.self = me.hex;
  in.flying = ctx.db.monsters[size_t(me.type)].flying;
  if (move) in.has_move = true, in.move = move->value, in.jump = move->jump;
  if (attack) {
    in.has_attack = true;
    in.range = attack->range, in.targets = attack->targets, in.aoe = attack->aoe, in.aoe_melee = attack->aoe_melee;
  }
  in.muddled = has(me.conditions, Condition::Muddle);
  in.disarmed = has(me.conditions, Condition::Disarm);
  in.immobilized = has(me.conditions, Condition::Immobilize);
  const Figure& hero = b.fig(b.character());
  in.focus = hero.hex;
  in.focus_invisible = has(hero.conditions, Condition::Invisible);
  in.allies.reserve(b.figures.size());
  for (const Figure& f : b.figures)
    if (f.alive && f.id != id && f.kind == FigureKind::Monster) in.allies.push_back(f.hex);
  return in;
}

void monster_move(Ctx& ctx, FigureId id, const Ability& move, const Ability* attack) {
  if (has(ctx.b.fig(id).conditions, Condition::Immobilize)) return;
  const MonsterTurnInput in = planner_input(ctx, id, &move, attack);
  const MonsterTurnPlan plan = plan_monster_turn(in);
  if (plan.options.empty()) return;
  size_t pick = 0;
  if (plan.options.size() > 1) {
    Decision d{DecisionKind::MonsterChoice, "The monster's move is ambiguous (" + plan.reason + "): you decide"};
    d.figure = id;
    for (const MonsterTurnOption& o : plan.options) {
      std::string key = "dest " + hex_key(o.destination) + " via", text = "to " + hex_key(o.destination) + " via";
      for (Hex h : o.path) key += " " + hex_key(h), text += " " + hex_key(h);
      Option opt{key, text};
      opt.hex = o.destination, opt.path = o.path;
      d.options.push_back(std::move(opt));
    }
    pick = size_t(ctx.ask(std::move(d)));
  }
  walk(ctx, id, plan.options[pick].path, move.jump, in.flying);
}

bool monster_can_attack(const Ctx& ctx, FigureId id, const Ability& a) {
  const Figure& me = ctx.b.fig(id);
  if (has(me.conditions, Condition::Disarm)) return false;
  const Figure& h = ctx.b.fig(ctx.b.character());
  if (!h.alive || has(h.conditions, Condition::Invisible)) return false;
  const AttackSpec spec = attack_spec(ctx, id, a);
  if (spec.aoe.empty()) return distance(me.hex, h.hex) <= std::max(1, spec.range);
  for (const auto& hexes : area_placements(ctx, id, spec))
    if (std::find(hexes.begin(), hexes.end(), h.hex) != hexes.end()) return true;
  return false;
}

void monster_attack(Ctx& ctx, FigureId id, const Ability& a) {
  if (monster_can_attack(ctx, id, a)) attack_targets(ctx, id, {ctx.b.character()}, attack_spec(ctx, id, a));
}

}  // namespace bnb
