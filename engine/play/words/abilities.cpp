#include "engine/play/words/abilities.h"

#include <array>
#include <cctype>

#include "engine/base/content/verbs.h"
#include "engine/play/words/say.h"

namespace bnb::words {

namespace {

using S = Sentence;

std::string num(int n) { return std::to_string(n); }
const char* yes(bool b) { return b ? "yes" : "no"; }

// One function per verb (engine/base/content/verbs.h), named words_<verb>: the verb's sentence
// read from the ability's fields. The range placeholder is 0 or 1 for melee.
std::string words_move(const Ability& a, const Lang& l) { return l.say(S::AbilityMove, {{"n", a.value}, {"jump", yes(a.jump)}}); }
std::string words_attack(const Ability& a, const Lang& l) {
  const std::vector<std::string> effects = effect_items(a.effects, l);
  return l.say(S::AbilityAttack, {{"n", a.value}, {"range", a.range}, {"targets", a.targets}, {"area", int(a.aoe.size())},
                                  {"effect_count", int(effects.size())}, {"effects", l.list(effects)}, {"advantage", yes(a.advantage)}});
}
std::string words_heal(const Ability& a, const Lang& l) { return l.say(S::AbilityHeal, {{"n", a.value}, {"self", yes(a.self)}, {"range", a.range}}); }
std::string words_shield(const Ability& a, const Lang& l) { return l.say(S::AbilityShield, {{"n", a.value}}); }
std::string words_retaliate(const Ability& a, const Lang& l) {
  const std::vector<std::string> effects = effect_items(a.effects, l);
  return l.say(S::AbilityRetaliate, {{"n", a.value}, {"range", a.range}, {"effect_count", int(effects.size())}, {"effects", l.list(effects)}});
}
std::string words_condition(const Ability& a, const Lang& l) {
  return l.say(S::AbilityCondition, {{"conditions", conditions_list(ConditionSet(a.effects.conditions | a.effects.self_conditions), l)},
                                     {"self", yes(a.self)}, {"range", a.range}});
}
std::string words_infuse(const Ability& a, const Lang& l) {
  std::vector<std::string> items;
  for (Element e : a.infuse) items.push_back(l.element(e));
  for (int i = 0; i < a.wild; ++i) items.push_back(l.say(S::AnyElement, {}));
  return l.say(S::AbilityInfuse, {{"elements", l.list(items)}});
}
std::string words_recover(const Ability& a, const Lang& l) { return l.say(S::AbilityRecover, {{"n", a.value}, {"level", a.level}}); }
std::string words_initiative(const Ability& a, const Lang& l) { return l.say(S::AbilityInitiative, {{"n", a.value}}); }
std::string words_read_die(const Ability& a, const Lang& l) { return l.say(S::AbilityReadDie, {{"face", a.word}, {"as", a.as}}); }
std::string words_extra_action(const Ability&, const Lang& l) { return l.say(S::AbilityExtraAction, {}); }
std::string words_suffer_damage(const Ability& a, const Lang& l) { return l.say(S::AbilitySufferDamage, {{"n", a.value}}); }
std::string words_push(const Ability& a, const Lang& l) { return l.say(S::AbilityPush, {{"n", a.value}, {"range", a.range}}); }
std::string words_pull(const Ability& a, const Lang& l) { return l.say(S::AbilityPull, {{"n", a.value}, {"range", a.range}}); }
std::string words_script(const Ability& a, const Lang& l) {
  // A script ability without its `text` reads as this; `bnb validate` warns of it (never a script path).
  return a.text.empty() ? l.say(S::AbilitySpecial, {}) : a.text;
}

#define BNB_WORDS_ROW(Enum, name, ...) &words_##name,
constexpr std::array<std::string (*)(const Ability&, const Lang&), kVerbCount> kWords{BNB_VERBS(BNB_WORDS_ROW)};
#undef BNB_WORDS_ROW

std::string verb_key(AbilityKind k) {
  static constexpr std::string_view kNames[] = {
#define BNB_VERB_NAME(Enum, name, ...) #name,
      BNB_VERBS(BNB_VERB_NAME)
#undef BNB_VERB_NAME
  };
  return std::string(kNames[size_t(k)]);
}

}  // namespace

std::string elements_or(const std::vector<Element>& any_of, const Lang& lang) {
  if (any_of.size() == size_t(kElementCount)) return lang.say(S::AnyElement, {});
  std::vector<std::string> names;
  for (const Element e : any_of) names.push_back(lang.element(e));
  return lang.list(names, Catalogue::ListKind::Or);  // "fire or ice": one of them is paid
}

namespace {

// The ability `out` with what paying a consumption adds to it: "Attack 2 (consume fire: +1 Attack, wound)".
std::string consumption_words(std::string out, const Ability& a, const Consumption& c, const Lang& lang) {
  std::vector<std::string> costs;  // "fire and ice": each is paid
  for (const ElementCost& cost : c.costs) costs.push_back(elements_or(cost.any_of, lang));
  const std::string elements = lang.list(costs, Catalogue::ListKind::And);
  std::vector<std::string> gains;
  if (c.value) gains.push_back(lang.say(S::GainValue, {{"n", num(c.value)}, {"what", verb_key(a.kind)}}));
  if (c.range) gains.push_back(lang.say(S::GainValue, {{"n", num(c.range)}, {"what", "range"}}));
  if (c.targets) gains.push_back(lang.say(S::GainValue, {{"n", num(c.targets)}, {"what", "target"}}));
  for (std::string& e : effect_items(c.effects, lang)) gains.push_back(std::move(e));
  return lang.say(S::AbilityConsuming, {{"ability", std::move(out)}, {"elements", elements}, {"gains", lang.list(gains)}});
}

}  // namespace

std::string conditions_list(ConditionSet s, const Lang& lang) {
  std::vector<std::string> items;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) items.push_back(lang.condition(Condition(c)));
  return lang.list(items);
}

std::vector<std::string> effect_items(const Effects& e, const Lang& lang) {
  std::vector<std::string> out;
  for (const EffectField& f : kEffectFields) {
    if (f.points) {
      if (const int n = e.*f.points) out.push_back(lang.say(S::Effect, {{"effect", std::string(f.key)}, {"n", num(n)}}));
      continue;
    }
    const ConditionSet s = e.*f.set;
    const bool self = f.set == &Effects::self_conditions;
    for (int c = 0; c < kConditionCount; ++c)
      if (s & (1u << c)) out.push_back(self ? lang.say(S::EffectSelf, {{"condition", lang.condition(Condition(c))}}) : lang.condition(Condition(c)));
  }
  return out;
}

std::string effects_words(const Effects& e, const Lang& lang) { return lang.list(effect_items(e, lang)); }

std::string cell_words(const ModifierCell& c, const Lang& lang) {
  const std::vector<std::string> effects = effect_items(c.effects, lang);
  const char* kind = c.kind == ModifierCell::Null ? "null" : c.kind == ModifierCell::Double ? "double" : "add";
  return lang.say(S::ModifierCell, {{"kind", kind}, {"value", (c.value >= 0 ? "+" : "") + num(c.value)}, {"targets", int(c.targets)},
                                    {"effect_count", int(effects.size())}, {"effects", lang.list(effects)}});
}

std::string ability_words(const Ability& a, const Lang& lang) {
  std::string out = kWords[size_t(a.kind)](a, lang);
  for (const Consumption& c : a.consumes) out = consumption_words(std::move(out), a, c, lang);
  return out;
}

std::string action_words(const Action& a, uint32_t skipped, const Lang& lang) {
  std::string out;
  const auto part = [&](const std::string& p) {
    if (!out.empty() && out.back() == '.') out.pop_back();  // a scripted ability's sentence, continued
    out += (out.empty() ? "" : "; ") + p;
  };
  for (size_t i = 0; i < a.abilities.size(); ++i)
    if (i >= 32 || !(skipped & (1u << i))) part(ability_words(a.abilities[i], lang));
  if (a.active != ActiveKind::None) {
    std::vector<std::string> gives;  // what the bonus gives; without it, the abilities above are the bonus
    if (a.shield) gives.push_back(lang.say(S::ShieldBonus, {{"n", num(a.shield)}}));
    if (a.retaliate)
      gives.push_back(a.retaliate_range > 1 ? lang.say(S::RetaliateRangeBonus, {{"n", num(a.retaliate)}, {"range", num(a.retaliate_range)}})
                                            : lang.say(S::RetaliateBonus, {{"n", num(a.retaliate)}}));
    if (!a.text.empty()) {
      std::string t = a.text;
      if (out.empty() && gives.empty()) t[0] = char(std::toupper(static_cast<unsigned char>(t[0])));
      gives.push_back(t);
    }
    const bool whole = gives.empty();
    std::string bonus = whole ? out : lang.list(gives);
    bonus = a.active == ActiveKind::Round ? lang.say(S::BonusRound, {{"bonus", bonus}})
            : a.uses                      ? lang.say(S::BonusPersistentUses, {{"bonus", bonus}, {"n", a.uses}})
                                          : lang.say(S::BonusPersistent, {{"bonus", bonus}});
    if (whole) out = bonus;
    else part(bonus);
  }
  if (!a.infuse.empty()) {
    std::vector<std::string> e;
    for (Element el : a.infuse) e.push_back(lang.element(el));
    part(lang.say(S::InfuseAfter, {{"elements", lang.list(e)}}));
  }
  if (out.empty()) out = "-";
  if (a.lost) out = lang.say(a.unrecoverable ? S::ActionLostForGood : S::ActionLost, {{"action", out}});
  return out;
}

}  // namespace bnb::words
