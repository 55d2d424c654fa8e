#pragma once
// The added effects of an attack, one row each: this list is the one place an effect is declared.
// A row gives
//   X(name, Type, word, suffix, hit, added, bonus, doc)
//  - name: the field of Effects and its YAML key (`pierce: 1`), also its JSON key.
//  - Type: Int (a number of points, 0..99) or Conditions (a set of conditions).
//  - word, suffix: how it reads after an ability or a modifier cell (", pierce 2", ", heal 1 self",
//    ", poison self"); a Conditions row reads as the names of its conditions.
//  - hit, added, bonus: what the built-in player counts for it, per point (Int) or for any
//    (Conditions): `hit` as damage, for each target the attack hits; `added` once for the attack;
//    `bonus` as damage when an element bonus (a consumption) adds it to the attack.
//  - doc: what it means, for the loader's field rows and the JSON Schema.
// From the list come the struct, its field rows (content/tables.cpp), the reader (read_effects),
// the words (append_effects_text), the JSON (tools/bnb/cmd_serve_json.cpp) and the bots' worth
// (bots/auto_player.cpp). What the effect does stays with the rule that performs it (rules/attack).
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "engine/base/core/types.h"

#define BNB_EFFECTS(X)                                                                                          \
  X(pierce, Int, "pierce", "", 0.5, 0.0, 0.5, "shield points the attack ignores")                               \
  X(push, Int, "push", "", 0.0, 0.3, 0.0, "hexes the target is pushed")                                         \
  X(pull, Int, "pull", "", 0.0, 0.3, 0.0, "hexes the target is pulled")                                         \
  X(heal_self, Int, "heal", " self", 0.0, 0.6, 0.0, "the attacker heals itself by this much")                   \
  X(conditions, Conditions, "", "", 0.0, 1.0, 0.7, "conditions given to the target")                            \
  X(self_conditions, Conditions, "", " self", 0.0, 0.0, 0.0, "conditions the attacker gives itself")

namespace bnb {

enum class EffectType : uint8_t { Int, Conditions };

namespace effect_types {
using Int = int;
using Conditions = ConditionSet;
}  // namespace effect_types

// Added effects of an attack or heal: each optional for the character, applied after damage.
struct Effects {
#define BNB_EFFECT_MEMBER(name, Type, ...) effect_types::Type name = 0;
  BNB_EFFECTS(BNB_EFFECT_MEMBER)
#undef BNB_EFFECT_MEMBER
  bool operator==(const Effects&) const = default;
  // Adds another set of effects (a consumption, an item, a monster's innate effects).
  Effects& operator+=(const Effects& o);
  // True when it has no effect at all.
  bool empty() const { return *this == Effects{}; }
};

// One row of the list, with the member it names: exactly one of `points` and `set` is set.
struct EffectField {
  std::string_view key;
  EffectType type;
  int Effects::*points;
  ConditionSet Effects::*set;
  std::string_view word, suffix;
  double hit, added, bonus;
  std::string_view doc;
};

namespace effect_fields {
constexpr int Effects::*points(int Effects::*m) { return m; }
constexpr int Effects::*points(ConditionSet Effects::*) { return nullptr; }
constexpr ConditionSet Effects::*set(int Effects::*) { return nullptr; }
constexpr ConditionSet Effects::*set(ConditionSet Effects::*m) { return m; }
}  // namespace effect_fields

#define BNB_EFFECT_FIELD(name, Type, word, suffix, hit, added, bonus, doc)                                 \
  EffectField{#name, EffectType::Type, effect_fields::points(&Effects::name), effect_fields::set(&Effects::name), \
              word, suffix, hit, added, bonus, doc},
inline constexpr std::array kEffectFields{BNB_EFFECTS(BNB_EFFECT_FIELD)};
#undef BNB_EFFECT_FIELD
inline constexpr size_t kEffectCount = kEffectFields.size();

inline Effects& Effects::operator+=(const Effects& o) {
  for (const EffectField& f : kEffectFields) {
    if (f.points) this->*f.points += o.*f.points;
    else this->*f.set = ConditionSet(this->*f.set | o.*f.set);
  }
  return *this;
}

// How the effects read after an ability or a modifier cell: ", pierce 2, heal 1 self, poison".
void append_effects_text(std::string& out, const Effects& e);

}  // namespace bnb
