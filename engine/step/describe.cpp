#include "engine/step/describe.h"

#include <array>

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

std::string value(const Ability& a) { return std::to_string(a.value); }
std::string range(const Ability& a) { return a.range > 1 ? ", range " + std::to_string(a.range) : ""; }

// One function per verb (engine/content/verbs.h), named describe_<verb>.
std::string describe_move(const Ability& a) { return "Move " + value(a) + (a.jump ? " jump" : ""); }
std::string describe_attack(const Ability& a) {
  return "Attack " + value(a) + range(a) + (a.targets > 1 ? ", target " + std::to_string(a.targets) : "") +
         (a.aoe.empty() ? "" : ", area of " + std::to_string(a.aoe.size())) + effects_text(a.effects) +
         (a.advantage ? ", advantage" : "");
}
std::string describe_heal(const Ability& a) { return "Heal " + value(a) + (a.self ? " self" : range(a)); }
std::string describe_shield(const Ability& a) { return "Shield " + value(a); }
std::string describe_retaliate(const Ability& a) { return "Retaliate " + value(a) + range(a) + effects_text(a.effects); }
std::string describe_condition(const Ability& a) {
  return "Give" + conds(ConditionSet(a.effects.conditions | a.effects.self_conditions), "").substr(1) +
         (a.self ? " self" : range(a));
}
std::string describe_infuse(const Ability& a) {
  std::string out = "Infuse";
  for (Element e : a.infuse) out += " " + std::string(element_name(e));
  for (int i = 0; i < a.wild; ++i) out += " wild";
  return out;
}
std::string describe_recover(const Ability& a) {
  return "Recover " + value(a) + (a.level ? " (level " + std::to_string(a.level) + " or lower)" : "");
}
std::string describe_initiative(const Ability& a) { return "Initiative " + value(a) + " earlier or later"; }
std::string describe_read_die(const Ability& a) { return "Read a \"" + a.word + "\" die as \"" + a.as + "\""; }
std::string describe_extra_action(const Ability&) { return "After a top action, also its bottom action"; }
std::string describe_suffer_damage(const Ability& a) { return "Suffer " + value(a) + " damage"; }
std::string describe_push(const Ability& a) { return "Push " + value(a) + range(a); }
std::string describe_pull(const Ability& a) { return "Pull " + value(a) + range(a); }
std::string describe_script(const Ability& a) { return a.text.empty() ? "Special (" + a.script + ")" : a.text; }

#define BNB_DESCRIBE_ROW(Enum, name, ...) &describe_##name,
constexpr std::array<std::string (*)(const Ability&), kVerbCount> kDescribe{BNB_VERBS(BNB_DESCRIBE_ROW)};
#undef BNB_DESCRIBE_ROW
}  // namespace

std::string describe_ability(const Ability& a) {
  std::string out = kDescribe[size_t(a.kind)](a);
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
