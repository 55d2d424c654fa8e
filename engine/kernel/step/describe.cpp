#include "engine/kernel/step/describe.h"

#include <array>

#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/context.h"

namespace bnb {

std::string figure_name(const ContentDb& db, const Board& b, FigureId id) {
  const Figure& f = b.fig(id);
  if (f.kind == FigureKind::Character) return db.classes[size_t(f.type)].name;
  return db.monsters[size_t(f.type)].name + " " + std::to_string(f.number);
}
std::string figure_name(const Ctx& ctx, FigureId id) { return figure_name(ctx.db, ctx.b, id); }
void append_figure_name(std::string& out, const Ctx& ctx, FigureId id) {
  const Figure& f = ctx.b.fig(id);
  if (f.kind == FigureKind::Character) {
    out += ctx.db.classes[size_t(f.type)].name;
  } else {
    out += ctx.db.monsters[size_t(f.type)].name, out += ' ', out += std::to_string(f.number);
  }
}

std::string hex_key(Hex h) {
  std::string out;
  keys::append_hex(out, h);
  return out;
}

namespace {
// Everything appends to one string: a text is built without temporary strings.
void num(std::string& out, int n) { out += std::to_string(n); }  // short: no allocation
void conds(std::string& out, ConditionSet s, const char* suffix) {
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += ", ", out += condition_name(Condition(c)), out += suffix;
}
void range(std::string& out, const Ability& a) {
  if (a.range > 1) out += ", range ", num(out, a.range);
}
void verb(std::string& out, const char* name, const Ability& a) { out += name, num(out, a.value); }

// One function per verb (engine/base/content/verbs.h), named describe_<verb>.
void describe_move(std::string& out, const Ability& a) {
  verb(out, "Move ", a);
  if (a.jump) out += " jump";
}
void describe_attack(std::string& out, const Ability& a) {
  verb(out, "Attack ", a);
  range(out, a);
  if (a.targets > 1) out += ", target ", num(out, a.targets);
  if (!a.aoe.empty()) out += ", area of ", num(out, int(a.aoe.size()));
  append_effects_text(out, a.effects);
  if (a.advantage) out += ", advantage";
}
void describe_heal(std::string& out, const Ability& a) {
  verb(out, "Heal ", a);
  if (a.self) out += " self";
  else range(out, a);
}
void describe_shield(std::string& out, const Ability& a) { verb(out, "Shield ", a); }
void describe_retaliate(std::string& out, const Ability& a) {
  verb(out, "Retaliate ", a);
  range(out, a);
  append_effects_text(out, a.effects);
}
void describe_condition(std::string& out, const Ability& a) {
  out += "Give";
  const size_t at = out.size();
  conds(out, ConditionSet(a.effects.conditions | a.effects.self_conditions), "");
  if (out.size() > at) out.erase(at, 1);  // "Give poison, wound": the list's first comma goes
  if (a.self) out += " self";
  else range(out, a);
}
void describe_infuse(std::string& out, const Ability& a) {
  out += "Infuse";
  for (Element e : a.infuse) out += ' ', out += element_name(e);
  for (int i = 0; i < a.wild; ++i) out += " wild";
}
void describe_recover(std::string& out, const Ability& a) {
  verb(out, "Recover ", a);
  if (a.level) out += " (level ", num(out, a.level), out += " or lower)";
}
void describe_initiative(std::string& out, const Ability& a) {
  verb(out, "Initiative ", a);
  out += " earlier or later";
}
void describe_read_die(std::string& out, const Ability& a) {
  out += "Read a \"", out += a.word, out += "\" die as \"", out += a.as, out += '"';
}
void describe_extra_action(std::string& out, const Ability&) { out += "After a top action, also its bottom action"; }
void describe_suffer_damage(std::string& out, const Ability& a) {
  verb(out, "Suffer ", a);
  out += " damage";
}
void describe_push(std::string& out, const Ability& a) {
  verb(out, "Push ", a);
  range(out, a);
}
void describe_pull(std::string& out, const Ability& a) {
  verb(out, "Pull ", a);
  range(out, a);
}
void describe_script(std::string& out, const Ability& a) {
  // A script ability without its `text` reads as this; `bnb validate` warns of it (never a script path).
  out += a.text.empty() ? std::string_view("Special ability") : std::string_view(a.text);
}

#define BNB_DESCRIBE_ROW(Enum, name, ...) &describe_##name,
constexpr std::array<void (*)(std::string&, const Ability&), kVerbCount> kDescribe{BNB_VERBS(BNB_DESCRIBE_ROW)};
#undef BNB_DESCRIBE_ROW
}  // namespace

void append_ability(std::string& out, const Ability& a) {
  kDescribe[size_t(a.kind)](out, a);
  for (const Consumption& c : a.consumes) {
    out += " [";
    for (size_t i = 0; i < c.costs.size(); ++i) {
      if (i) out += '+';
      const std::vector<Element>& any_of = c.costs[i].any_of;
      if (any_of.size() == 6) {
        out += "any";
        continue;
      }
      for (size_t k = 0; k < any_of.size(); ++k) {
        if (k) out += '/';
        out += element_name(any_of[k]);
      }
    }
    if (c.value || c.range || c.targets) out += ':';
    if (c.value) out += " +", num(out, c.value);
    if (c.range) out += " range +", num(out, c.range);
    if (c.targets) out += " target +", num(out, c.targets);
    append_effects_text(out, c.effects);
    out += ']';
  }
}

std::string describe_ability(const Ability& a) {
  std::string out;
  append_ability(out, a);
  return out;
}

void append_action(std::string& out, const Action& a) {
  const size_t at = out.size();
  for (const Ability& ab : a.abilities) {
    if (out.size() > at) out += "; ";
    append_ability(out, ab);
  }
  if (a.active == ActiveKind::Round) out += " (round bonus";
  if (a.active == ActiveKind::Persistent) {
    out += " (persistent";
    if (a.uses) out += ", ", num(out, a.uses), out += " uses";
  }
  if (a.active != ActiveKind::None) {
    if (!a.text.empty()) out += ": ", out += a.text;  // what a scripted bonus does
    out += ')';
  }
  if (a.shield) out += " shield ", num(out, a.shield);
  if (a.retaliate) out += " retaliate ", num(out, a.retaliate);
  if (a.lost) out += a.unrecoverable ? " (lost, unrecoverable)" : " (lost)";
  for (Element e : a.infuse) out += " {", out += element_name(e), out += '}';
  if (out.size() == at) out += '-';
}

std::string describe_action(const Action& a) {
  std::string out;
  append_action(out, a);
  return out;
}
std::string describe_action(const Ctx&, const Action& a) { return describe_action(a); }

}  // namespace bnb
