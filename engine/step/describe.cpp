#include "engine/step/describe.h"

#include "engine/step/context.h"

namespace bnb {

std::string figure_name(const ContentDb& db, const Board& b, FigureId id) {
  const Figure& f = b.fig(id);
  if (f.kind == FigureKind::Character) return db.classes[size_t(f.type)].name;
  return db.monsters[size_t(f.type)].name + " " + std::to_string(f.number);
}
std::string figure_name(const Ctx& ctx, FigureId id) { return figure_name(ctx.db, ctx.b, id); }

std::string hex_key(Hex h) { return std::to_string(h.q) + "," + std::to_string(h.r); }

namespace {
std::string conds(ConditionSet s, const char* suffix) {
  std::string out;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += ", " + std::string(condition_name(Condition(c))) + suffix;
  return out;
}
std::string effects_text(const Effects& e) {
  std::string out;
  if (e.pierce) out += ", pierce " + std::to_string(e.pierce);
  if (e.push) out += ", push " + std::to_string(e.push);
  if (e.pull) out += ", pull " + std::to_string(e.pull);
  if (e.heal_self) out += ", heal " + std::to_string(e.heal_self) + " self";
  return out + conds(e.conditions, "") + conds(e.self_conditions, " self");
}
}  // namespace

std::string describe_ability(const Ability& a) {
  const std::string v = std::to_string(a.value);
  const std::string range = a.range > 1 ? ", range " + std::to_string(a.range) : "";
  std::string out;
  switch (a.kind) {
    case AbilityKind::Move: out = (a.jump ? "Move " + v + " jump" : "Move " + v); break;
    case AbilityKind::Attack:
      out = "Attack " + v + range + (a.targets > 1 ? ", target " + std::to_string(a.targets) : "") +
            (a.aoe.empty() ? "" : ", area of " + std::to_string(a.aoe.size())) + effects_text(a.effects);
      break;
    case AbilityKind::Heal: out = "Heal " + v + (a.self ? " self" : range); break;
    case AbilityKind::Shield: out = "Shield " + v; break;
    case AbilityKind::Retaliate: out = "Retaliate " + v + range + effects_text(a.effects); break;
    case AbilityKind::Condition: out = "Give" + conds(a.effects.conditions | a.effects.self_conditions, "").substr(1) + (a.self ? " self" : range); break;
    case AbilityKind::Infuse: out = "Infuse"; for (Element e : a.infuse) out += " " + std::string(element_name(e)); break;
    case AbilityKind::Recover: out = "Recover " + v; break;
    case AbilityKind::SufferDamage: out = "Suffer " + v + " damage"; break;
    case AbilityKind::Push: out = "Push " + v + range; break;
    case AbilityKind::Pull: out = "Pull " + v + range; break;
    case AbilityKind::Script: out = "Special (" + a.script + ")"; break;
  }
  for (const Consumption& c : a.consumes) {
    std::string els;
    for (const ElementCost& cost : c.costs)
      els += (els.empty() ? "" : "+") + (cost.any_of.size() == 6 ? std::string("any") : [&] {
        std::string s;
        for (Element e : cost.any_of) s += (s.empty() ? "" : "/") + std::string(element_name(e));
        return s;
      }());
    out += " [" + els + (c.value || c.range || c.targets ? ":" : "");
    if (c.value) out += " +" + std::to_string(c.value);
    if (c.range) out += " range +" + std::to_string(c.range);
    if (c.targets) out += " target +" + std::to_string(c.targets);
    out += effects_text(c.effects) + "]";
  }
  return out;
}

std::string describe_action(const Action& a) {
  std::string out;
  for (const Ability& ab : a.abilities) out += (out.empty() ? "" : "; ") + describe_ability(ab);
  if (a.active == ActiveKind::Round) out += " (round bonus)";
  if (a.active == ActiveKind::Persistent) out += a.uses ? " (persistent, " + std::to_string(a.uses) + " uses)" : " (persistent)";
  if (a.shield) out += " shield " + std::to_string(a.shield);
  if (a.retaliate) out += " retaliate " + std::to_string(a.retaliate);
  if (a.lost) out += a.unrecoverable ? " (lost, unrecoverable)" : " (lost)";
  for (Element e : a.infuse) out += " {" + std::string(element_name(e)) + "}";
  return out.empty() ? "-" : out;
}
std::string describe_action(const Ctx&, const Action& a) { return describe_action(a); }

}  // namespace bnb
