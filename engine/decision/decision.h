#pragma once
// A Decision is what the engine needs from the controller: a kind, a prompt, and the legal options.
// Options have a stable key (same state -> same keys), readable text and structured fields. The
// controller answers with a key (or an index); anything else is rejected and the state is unchanged.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/hex/hex.h"

namespace bnb {

#define BNB_DECISION_KINDS(X)                                                         \
  X(UpgradeCards, "choose a level-2 card to replace its level-1 card")                \
  X(EquipItems, "equip an item for this scenario, or start")                        \
  X(SelectCards, "choose two cards (the first sets initiative) or a long rest")      \
  X(MonsterOrder, "two monster types share an initiative: which acts first")         \
  X(ChooseAction, "choose the next action of your turn")                             \
  X(PerformAbility, "perform or skip an ability")                                    \
  X(MoveDestination, "choose where to move")                                         \
  X(ChooseTarget, "choose a target")                                                 \
  X(PlaceArea, "place an area of effect")                                            \
  X(UseEffects, "apply or skip optional added effects")                              \
  X(ConsumeElement, "consume an element for a bonus, or not")                        \
  X(ChooseInfusion, "choose which infusion is consumed")                             \
  X(ChooseModifier, "choose one of two modifier results (advantage)")                \
  X(ForcedMove, "choose the next hex of a push or pull, or stop")                    \
  X(NegateDamage, "suffer the damage or negate it with cards")                       \
  X(ShortRest, "short rest or not")                                                  \
  X(RedrawLoss, "suffer 1 damage to lose a different random card?")                  \
  X(LoseCard, "choose the card to lose")                                             \
  X(LongRestHeal, "heal 2 self during the long rest?")                               \
  X(RecoverItems, "recover spent items during the long rest?")                       \
  X(UseItem, "use an item now, or not")                                              \
  X(DismissBonus, "dismiss a persistent bonus, or not")                              \
  X(MonsterChoice, "monster movement is ambiguous: you decide")                      \
  X(RecoverCards, "choose a card to recover")                                        \
  X(Script, "a scenario rule asks")

enum class DecisionKind : uint8_t {
#define BNB_DECISION_ENUM(name, doc) name,
  BNB_DECISION_KINDS(BNB_DECISION_ENUM)
#undef BNB_DECISION_ENUM
};
std::string_view decision_kind_name(DecisionKind k);

struct Option {
  Option() = default;
  Option(std::string k, std::string t) : key(std::move(k)), text(std::move(t)) {}
  std::string key;    // stable id, e.g. "cards 2 5", "hex 3,-1", "skip"
  std::string text;   // readable
  // Structured fields (meaning by decision kind; -1 / unset when not used).
  int card = -1, card2 = -1, item = -1, figure = -1, index = -1;
  Hex hex;
  bool has_hex = false;
  std::vector<Hex> path;
};

struct Decision {
  Decision() = default;
  Decision(DecisionKind k, std::string p) : kind(k), prompt(std::move(p)) {}
  DecisionKind kind = DecisionKind::Script;
  std::string prompt;
  std::vector<Option> options;
  int find(std::string_view key) const;  // index or -1
};

enum class RejectReason : uint8_t { None, NoDecisionPending, UnknownOption, GameOver };
std::string_view reject_reason_text(RejectReason r);

struct ApplyResult {
  ApplyResult() = default;
  ApplyResult(RejectReason r) : rejected(r) {}
  RejectReason rejected = RejectReason::None;
  bool ok() const { return rejected == RejectReason::None; }
};

}  // namespace bnb
