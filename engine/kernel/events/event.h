#pragma once
// Events: every change a UI would show, emitted in order while the engine advances. Each kind is a
// small struct with named fields; `Event` holds one of them. Only Message and
// ScriptFailed carry text; the others are plain values, so emitting them never allocates.
// The words for each event are in engine/play/game/describe_event.h.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "engine/base/content/defs.h"
#include "engine/base/core/types.h"
#include "engine/base/hex/hex.h"
#include "engine/kernel/decision/monster_turn.h"
#include "engine/kernel/state/board.h"

namespace bnb {

// A card's side as shown ('A' or 'B', the letters CardState::side stores).
enum class CardFace : char { A = 'A', B = 'B' };
// The column a die face selects in a modifier table or a monster's action list (-, o, +).
enum class DieColumn : uint8_t { Minus, Blank, Plus };
inline constexpr auto kDieColumnNames = name_table<DieColumn>("minus", "blank", "plus");
static_assert(kDieColumnNames.size() == size_t(DieColumn::Plus) + 1);
// Why a scenario ended.
enum class EndReason : uint8_t {
  AllEnemiesDead,      // won: no enemy is left
  GoalMet,             // won: the scenario's own goal (its goal text says which)
  GoalFailed,          // lost: the scenario's goal check reported a loss
  RuleEnded,           // lost: a scenario rule (script) ended it
  CharacterExhausted,  // lost: the character's hit points reached 0
  NoCardsLeft,         // lost: at round start, neither two cards to play nor two to rest with
};
inline constexpr auto kEndReasonNames = name_table<EndReason>("all_enemies_dead", "goal_met", "goal_failed",
                                                              "rule_ended", "character_exhausted", "no_cards_left");
static_assert(kEndReasonNames.size() == size_t(EndReason::NoCardsLeft) + 1);
// How the character negated damage.
enum class Negation : uint8_t {
  DiscardCard,   // discarded one A-side card from hand (`card`)
  DiscardCards,  // discarded two B-side cards from hand (`card`, `card2`)
  LoseCard,      // lost one card from hand or discard pile (`card`)
  Item,          // used an item (`item`) that negates damage
};
inline constexpr auto kNegationNames = name_table<Negation>("discard_card", "discard_cards", "lose_card", "item");
static_assert(kNegationNames.size() == size_t(Negation::Item) + 1);

// Cards are indices into the character's cards (CardState); items in `item` fields are item def
// indices (ContentDb::items); figures are FigureIds.
struct ScenarioStarted { int scenario = 0; };  // the scenario's number
struct RoundStarted { int round = 0; };
struct CardsSelected { int initiative_card = -1, other_card = -1; int initiative = 0; };
struct LongRestDeclared {};
struct MonsterActionRolled {
  int16_t monster = -1;  // monster def index
  int8_t face = 0;       // die face 0..5
  DieColumn column = DieColumn::Minus;
  int initiative = 0;
};
struct TurnStarted { FigureId figure = kNoFigure; };
struct TurnEnded { FigureId figure = kNoFigure; };
struct FigureMoved { FigureId figure = kNoFigure; Hex from, to; };  // one event per hex entered
struct ModifierRolled {
  FigureId attacker = kNoFigure;
  int8_t row = 0;   // modifier-table row 0..5, before the roll moves it
  int8_t face = 0;  // die face 0..5
  DieColumn column = DieColumn::Minus;
  bool reread = false;  // the same die read again as another column (an item): no new die rolled
  ModifierCell cell;
};
struct AttackResolved { FigureId attacker = kNoFigure, target = kNoFigure; int attack_value = 0, damage = 0; };
struct DamageSuffered { FigureId figure = kNoFigure, source = kNoFigure; int amount = 0, hp_after = 0; };
struct DamageNegated {
  FigureId figure = kNoFigure;
  int amount = 0;  // the damage prevented
  Negation how = Negation::DiscardCard;
  int card = -1, card2 = -1;                  // the card(s) paid, -1 if none
  CardFace side = CardFace::A, side2 = CardFace::A;  // their sides when paid
  int16_t item = -1;                          // item def index for Negation::Item
};
struct Healed { FigureId figure = kNoFigure; int amount = 0, hp_after = 0; };
struct ConditionGained { FigureId figure = kNoFigure; Condition condition = Condition::Poison; };
struct ConditionRemoved { FigureId figure = kNoFigure; Condition condition = Condition::Poison; };
struct ElementInfused {
  Element element = Element::Fire;
  std::optional<Element> mixed_with;  // a mixed infusion: either element may be consumed
  bool wild = false;                  // a wild infusion: any one element, named when consumed
};
struct ElementConsumed { Element element = Element::Fire; FigureId by = kNoFigure; };
struct CardMoved { int card = -1; Pile from = Pile::Hand, to = Pile::Hand; CardFace side = CardFace::A; };
struct FigureKilled { FigureId figure = kNoFigure, by = kNoFigure; };
struct MonsterSpawned { FigureId figure = kNoFigure; Hex hex; };
// The monster planner's choice for a monster's move (rules: "Focus", "No Focus"), told before the
// monster moves: whom it focuses on, also when it cannot reach that figure this turn.
struct MonsterPlanned {
  FigureId monster = kNoFigure;
  FigureId focus = kNoFigure;  // kNoFigure: no focus (plan says why: NoFocusInvisible, NoFocusUnreachable)
  MonsterTurnKind plan = MonsterTurnKind::Attacks;
};
struct Retaliated { FigureId retaliator = kNoFigure, attacker = kNoFigure; int amount = 0; };
struct ObjectiveAttacked {
  FigureId attacker = kNoFigure;
  Hex hex;
  int attack_value = 0, damage = 0;
  int hp_left = 0;  // -1: the objective is immune
};
struct ObjectiveDestroyed { FigureId by = kNoFigure; Hex hex; };
struct ItemUsed {
  int16_t item = -1;
  ItemStatus status = ItemStatus::Ready;
  bool recovered = false;  // not a use: a long rest made the spent item ready again
};
struct ShortRested {};
struct LongRested {};
struct RoundEnded { int round = 0; };
struct ScenarioEnded { Outcome outcome = Outcome::None; EndReason reason = EndReason::AllEnemiesDead; };
struct Message { std::string text; };  // a scenario's or item's own words
struct ScriptFailure {
  std::string mod, file;  // the mod's id and the file within it
  int line = 0;  // 0 if unknown
  std::string hook, message;
  std::string dir;  // the mod's folder as given on the command line (messages name the file there)
};
// A handler failed; its changes were rolled back. The details sit behind a pointer so that this
// rare event does not make every event bigger.
struct ScriptFailed { std::shared_ptr<const ScriptFailure> failure; };

// Every kind, in the order of the variant below (a static_assert in event.cpp checks it).
#define BNB_EVENT_KINDS(X)                                                                               \
  X(ScenarioStarted) X(RoundStarted) X(CardsSelected) X(LongRestDeclared) X(MonsterActionRolled)         \
  X(TurnStarted) X(TurnEnded) X(FigureMoved) X(ModifierRolled) X(AttackResolved) X(DamageSuffered)       \
  X(DamageNegated) X(Healed) X(ConditionGained) X(ConditionRemoved) X(ElementInfused) X(ElementConsumed) \
  X(CardMoved) X(FigureKilled) X(MonsterSpawned) X(Retaliated) X(ObjectiveAttacked) X(ObjectiveDestroyed) \
  X(ItemUsed) X(ShortRested) X(LongRested) X(RoundEnded) X(ScenarioEnded) X(Message) X(ScriptFailed) \
  X(MonsterPlanned)

enum class EventKind : uint8_t {
#define BNB_EVENT_ENUM(name) name,
  BNB_EVENT_KINDS(BNB_EVENT_ENUM)
#undef BNB_EVENT_ENUM
};
inline constexpr int kEventKindCount = 0
#define BNB_EVENT_COUNT(name) +1
    BNB_EVENT_KINDS(BNB_EVENT_COUNT);
#undef BNB_EVENT_COUNT
#define BNB_EVENT_NAME(name) #name,
inline constexpr NameTable<EventKind, kEventKindCount> kEventKindNames{{BNB_EVENT_KINDS(BNB_EVENT_NAME)}};
#undef BNB_EVENT_NAME
std::string_view event_kind_name(EventKind k);

using EventPayload = std::variant<
    ScenarioStarted, RoundStarted, CardsSelected, LongRestDeclared, MonsterActionRolled,
    TurnStarted, TurnEnded, FigureMoved, ModifierRolled, AttackResolved, DamageSuffered,
    DamageNegated, Healed, ConditionGained, ConditionRemoved, ElementInfused,
    ElementConsumed, CardMoved, FigureKilled, MonsterSpawned, Retaliated,
    ObjectiveAttacked, ObjectiveDestroyed, ItemUsed, ShortRested, LongRested, RoundEnded,
    ScenarioEnded, Message, ScriptFailed, MonsterPlanned>;

struct Event {
  EventPayload payload;

  Event() = default;
  template <class T, class = std::enable_if_t<std::is_constructible_v<EventPayload, T&&>>>
  Event(T&& p) : payload(std::forward<T>(p)) {}

  EventKind kind() const { return EventKind(payload.index()); }
  template <class T> bool is() const { return std::holds_alternative<T>(payload); }
  // The payload if it is a T, else nullptr.
  template <class T> const T* get() const { return std::get_if<T>(&payload); }
  // The payload, which must be a T.
  template <class T> const T& as() const { return std::get<T>(payload); }
  template <class F> decltype(auto) visit(F&& f) const { return std::visit(std::forward<F>(f), payload); }
};

}  // namespace bnb
