#pragma once
// The ability verbs, one row each: this list is the one place a verb is declared. A row gives
//   X(Enum, name, takes, rank, modifiers...)
//  - Enum: its AbilityKind; name: its YAML key (`- attack: 3`) and the suffix of the functions
//    that serve it in the layers above: item_<name> (rules/items/items.cpp), perform_<name>
//    (rules/abilities/perform.cpp), monster_does_<name> (rules/monsters/monster_verbs.cpp),
//    words_<name> (play/words/abilities.cpp) and value_<name> (play/bots/auto_player.cpp), and the
//    smaller facts asks_<name> (perform.cpp) and sum_<name> (auto_player.cpp). Each of
//    those files builds its table from this list, so adding a row without its functions does not
//    compile (docs/architecture.md, "Ability verbs").
//  - takes: what the verb's own key holds (a number, elements, conditions or a script reference).
//  - rank: which key names the ability when several verb keys are present: rank 0 first; push
//    and pull (1) and script (2) are also modifiers of other abilities.
//  - modifiers: the other keys allowed beside the verb's key.
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#define BNB_VERBS(X)                                                                                              \
  /* value = movement points; jump */                                                                             \
  X(Move, move, Number, 0, "jump", "consume", "mandatory", "script")                                              \
  /* value, range (0 = melee), targets, aoe, effects */                                                           \
  X(Attack, attack, Number, 0, "range", "target", "pierce", "push", "pull", "conditions", "self_conditions",       \
    "heal_self", "aoe", "aoe_melee", "advantage", "consume", "mandatory", "script")                               \
  /* value, range (0 with self = self only), targets */                                                           \
  X(Heal, heal, Number, 0, "range", "target", "self", "consume", "mandatory", "script")                           \
  /* value; round bonus for monsters, active bonus on cards */                                                    \
  X(Shield, shield, Number, 0, "range", "target", "self", "consume", "mandatory", "script")                        \
  /* value, range, added push / pull / conditions */                                                              \
  X(Retaliate, retaliate, Number, 0, "range", "push", "pull", "conditions", "consume", "mandatory", "script")      \
  /* effects.conditions / self_conditions: positive ones to allies in range, negative ones to enemies */           \
  X(Condition, condition, Conditions, 0, "range", "target", "self", "consume", "mandatory", "script")             \
  /* infuse: elements made visible by this action (character: needs the card to stay visible); wild: any */     \
  X(Infuse, infuse, Elements, 0, "mandatory", "script")                                                           \
  /* value = number of cards back to hand on their A side; level = highest card level (0 any); from = piles */   \
  X(Recover, recover, Number, 0, "level", "from", "mandatory", "script")                                          \
  /* value, to self */                                                                                            \
  X(SufferDamage, suffer_damage, Number, 0, "script")                                                             \
  /* standalone forced movement (value, range); conditions: added effect, given after the move */                 \
  X(Push, push, Number, 1, "range", "target", "conditions", "mandatory", "script")                                \
  X(Pull, pull, Number, 1, "range", "target", "conditions", "mandatory", "script")                                \
  /* value = how far the character's initiative may move this round, earlier or later (the player picks) */     \
  X(Initiative, initiative, Number, 0, "mandatory")                                                               \
  /* a modifier die face (word: "-", "o", "+") read as another face (as) for one attack */                         \
  X(ReadDie, read_die, Word, 0, "as")                                                                             \
  /* word "bottom": after the top action of a card this turn, its bottom action is performed too */               \
  X(ExtraAction, extra_action, Word, 0, "mandatory")                                                              \
  /* script = "file.lua#function": anything that is more than data; text = how it reads */                       \
  X(Script, script, Script, 2, "value", "range", "target", "self", "consume", "mandatory", "text")

namespace bnb {

#define BNB_VERB_ENUM(Enum, ...) Enum,
enum class AbilityKind : uint8_t { BNB_VERBS(BNB_VERB_ENUM) };
#undef BNB_VERB_ENUM

#define BNB_VERB_COUNT(...) +1
inline constexpr size_t kVerbCount = 0 BNB_VERBS(BNB_VERB_COUNT);
#undef BNB_VERB_COUNT

// What a verb's own key holds (Word: one word, such as a die face).
enum class VerbTakes : uint8_t { Number, Elements, Conditions, Script, Word };

struct VerbInfo {
  AbilityKind kind;
  std::string_view key;
  VerbTakes takes;
  int rank;
  std::span<const std::string_view> modifiers;
};

namespace verb_modifiers {
#define BNB_VERB_MODIFIERS(Enum, name, takes, rank, ...) inline constexpr std::string_view name[] = {__VA_ARGS__};
BNB_VERBS(BNB_VERB_MODIFIERS)
#undef BNB_VERB_MODIFIERS
}  // namespace verb_modifiers

#define BNB_VERB_INFO(Enum, name, takes, rank, ...) \
  VerbInfo{AbilityKind::Enum, #name, VerbTakes::takes, rank, verb_modifiers::name},
inline constexpr std::array<VerbInfo, kVerbCount> kVerbs{{BNB_VERBS(BNB_VERB_INFO)}};
#undef BNB_VERB_INFO

inline constexpr const VerbInfo& verb(AbilityKind k) { return kVerbs[size_t(k)]; }

}  // namespace bnb
