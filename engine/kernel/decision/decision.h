#pragma once
// A Decision is what the engine needs from the controller: a kind, a prompt, and the legal options.
// Options have a stable key (same state -> same keys), readable text and structured fields. Every
// fact a player needs (amounts, the figure / card / item / hex concerned, paths, costs) is a named
// field below, so a bot or a UI never reads the texts. The controller answers with a key (or an
// index); anything else is rejected and the state is unchanged.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/defs.h"
#include "engine/base/core/script_words.h"
#include "engine/base/core/types.h"
#include "engine/kernel/decision/monster_turn.h"
#include "engine/base/hex/hex.h"

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
  X(ChooseElement, "choose which element a wild or mixed infusion is consumed as")   \
  X(ChangeInitiative, "move your initiative earlier or later, or keep it")           \
  X(Script, "a scenario rule asks")

enum class DecisionKind : uint8_t {
#define BNB_DECISION_ENUM(name, doc) name,
  BNB_DECISION_KINDS(BNB_DECISION_ENUM)
#undef BNB_DECISION_ENUM
};
inline constexpr size_t kDecisionKindCount = 0
#define BNB_DECISION_COUNT(name, doc) +1
    BNB_DECISION_KINDS(BNB_DECISION_COUNT);
#undef BNB_DECISION_COUNT
#define BNB_DECISION_NAME(name, doc) #name,
inline constexpr NameTable<DecisionKind, kDecisionKindCount> kDecisionKindNames{{BNB_DECISION_KINDS(BNB_DECISION_NAME)}};
#undef BNB_DECISION_NAME
std::string_view decision_kind_name(DecisionKind k);

// Positions and ids an option or decision can name. Each has its own "none" value.
using CardSlot = int;   // index into CharacterState::cards (the character's cards this scenario)
inline constexpr CardSlot kNoCard = -1;
using ItemPos = int;    // index into CharacterState::items (the items the character carries)
inline constexpr ItemPos kNoItem = -1;
using CardDefId = int;  // index into ContentDb::cards
inline constexpr CardDefId kNoCardDef = -1;
using ItemDefId = int;  // index into ContentDb::items
inline constexpr ItemDefId kNoItemDef = -1;

// NegateDamage: what an option pays to negate the damage.
enum class NegateCost : uint8_t {
  None,          // "suffer": nothing is negated
  DiscardA,      // discard `card`, an A-side card from the hand
  DiscardTwoB,   // discard `card` and `card2`, two B-side cards from the hand
  Lose,          // lose `card` (from the hand or the discard pile)
  Item,          // use the item `item` (it prevents only `prevents`)
  DismissFirst,  // first dismiss the persistent bonus of `card`; the decision is asked again
};
inline constexpr auto kNegateCostNames =
    name_table<NegateCost>("none", "discard_a", "discard_two_b", "lose", "item", "dismiss_first");
static_assert(kNegateCostNames.size() == size_t(NegateCost::DismissFirst) + 1);

// MoveDestination: which of the paths to a hex an option takes.
enum class PathKind : uint8_t {
  Best,      // the default path: cheapest, then fewest hazards
  Through,   // a variant through the hazards / pressure plates listed in `via`
  Avoiding,  // a variant avoiding every hazard and pressure plate (`via` is empty)
};
inline constexpr auto kPathKindNames = name_table<PathKind>("best", "through", "avoiding");
static_assert(kPathKindNames.size() == size_t(PathKind::Avoiding) + 1);

// ChooseInfusion: where the infusion an option consumes was made.
enum class InfusionSource : uint8_t {
  None,
  Card,     // on one of the character's cards (`card`)
  Monster,  // by a monster type's action this round (`monster_type`)
  Round,    // made this round by an ability or item, not on a card (a wild one offers every element)
};
inline constexpr auto kInfusionSourceNames = name_table<InfusionSource>("none", "card", "monster", "round");
static_assert(kInfusionSourceNames.size() == size_t(InfusionSource::Round) + 1);

enum class ForcedKind : uint8_t { None, Push, Pull };
inline constexpr auto kForcedKindNames = name_table<ForcedKind>("none", "push", "pull");
static_assert(kForcedKindNames.size() == size_t(ForcedKind::Pull) + 1);

// UseItem: the moment the item window opens (rules: "Item Usage"), which says when the items are used.
enum class ItemMoment : uint8_t {
  Turn,              // during your turn
  Move,              // for a move (folded into its question)
  Targeting,         // for an attack, before its targets are chosen
  Attack,            // for an attack
  AfterAttack,       // after your attack
  EnemyAttack,       // against an enemy's attack
  AfterEnemyAttack,  // after an enemy's attack
  Initiative,        // once the round's initiative is known
  Die,               // for a modifier just rolled
};
inline constexpr auto kItemMomentNames = name_table<ItemMoment>("turn", "move", "targeting", "attack", "after_attack",
                                                                "enemy_attack", "after_enemy_attack", "initiative", "die");
static_assert(kItemMomentNames.size() == size_t(ItemMoment::Die) + 1);

// MonsterChoice: what the player decides for the monsters.
enum class MonsterChoiceOf : uint8_t {
  Move,        // which of a monster's equally good moves it makes (`figure`; options name hex and path)
  HealTarget,  // which of the monsters tied for a heal it heals (options name the figure)
  Spawn,       // where a new monster of `monster_def` appears among the closest empty hexes (options name the hex)
};
inline constexpr auto kMonsterChoiceOfNames = name_table<MonsterChoiceOf>("move", "heal_target", "spawn");
static_assert(kMonsterChoiceOfNames.size() == size_t(MonsterChoiceOf::Spawn) + 1);

// An option that opens an optional window folded into a bigger question (docs/rules-interpretations.md,
// "Folded windows"): it does its one thing at once and the same question is asked again.
enum class Folded : uint8_t {
  None,     // an ordinary option of the decision's kind
  UseItem,  // use the carried item `item` now ("during your turn")
  Dismiss,  // dismiss the persistent bonus of `card` now
};
inline constexpr auto kFoldedNames = name_table<Folded>("none", "use_item", "dismiss");
static_assert(kFoldedNames.size() == size_t(Folded::Dismiss) + 1);

struct Option {
  Option() = default;
  Option(std::string k, std::string t) : key(std::move(k)), text(std::move(t)) {}
  std::string key;    // stable id, e.g. "cards 2 5", "hex 3,-1", "skip"
  std::string text;   // readable; for people only, never parsed

  // What the option names (none unless the decision kind sets it).
  CardSlot card = kNoCard;    // SelectCards: the card that sets initiative; ChooseAction: the card whose
                              // half is played; NegateDamage, LoseCard, RecoverCards, DismissBonus: the card
                              // discarded / lost / recovered / dismissed; UpgradeCards: the card replaced;
                              // ChooseInfusion: the card the infusion is on
  CardSlot card2 = kNoCard;   // SelectCards: the other card; NegateDamage (DiscardTwoB): the second card
  CardDefId card_def = kNoCardDef;  // UpgradeCards: the level-2 card that replaces `card`
  ItemPos item = kNoItem;     // UseItem, NegateDamage (Item): the carried item used
  ItemDefId item_def = kNoItemDef;  // EquipItems: the item equipped
  FigureId figure = kNoFigure;      // ChooseTarget: the target; MonsterChoice: the monster chosen
  std::optional<int> monster_type;  // MonsterOrder: the monster type (index into Board::types) placed;
                                    // ChooseInfusion: the type whose action made the infusion
  bool top = false, basic = false;  // ChooseAction: the top (else bottom) half; played as the basic
                                    // Attack 2 / Move 2 instead of the printed action
  std::optional<Element> element;  // ChooseElement: the element the infusion is consumed as
  InfusionSource infusion = InfusionSource::None;  // ChooseInfusion: where the infusion was made
  uint8_t elements = 0;  // ChooseInfusion: the elements it offers (bit 1 << Element; two if mixed, six if wild)
  int initiative = -1;        // ChangeInitiative: the character's initiative this round with this option
  bool without_effects = false;  // ChooseTarget: the target is attacked without the attack's optional
                                 // added effects (`Decision::added_effects`); its partner option applies them
  uint32_t skipped = 0;  // ChooseAction: the action's free "may" abilities this option skips (bit i: the
                         // half's abilities[i]); its others are performed without being asked. Every
                         // subset is an option of its own; the plain option (0) performs them all
  Folded folded = Folded::None;  // ChooseAction, SelectCards: a folded window's option (then `item` or
                                 // `card` names what it uses or dismisses, and nothing else is set)
  bool accepts = false;  // yes/no decisions: this option does what the prompt offers (perform, apply,
                         // consume, rest, redraw, heal, recover); its partner declines

  // Where (MoveDestination, ForcedMove, MonsterChoice, PlaceArea, Script hexes).
  std::optional<Hex> hex;      // the destination / the hex chosen; unset for stay / stop / skip
  std::vector<Hex> path;       // the hexes entered in order (MoveDestination, monster pushes, monster moves)
  int move_cost = 0;           // MoveDestination: movement points the path costs
  int hazards = 0;             // MoveDestination: hazard hexes the path enters
  PathKind path_kind = PathKind::Best;  // MoveDestination: which path to `hex` this is
  std::vector<Hex> via;        // MoveDestination (Through): the hazards / pressure plates crossed on purpose
  std::vector<Hex> area;       // PlaceArea: the hexes the area covers
  std::vector<FigureId> hit_figures;  // PlaceArea: the enemies the area hits
  std::vector<Hex> hit_objectives;    // PlaceArea: the objectives it hits

  // What it gives or costs.
  std::optional<ModifierCell> modifier;  // ChooseModifier: the cell this option takes (value or 2x / null,
                                         // and its effects)
  NegateCost negate = NegateCost::None;  // NegateDamage: what the option pays
  int prevents = 0;                      // NegateDamage: damage the option prevents

  // The engine's own position of the thing chosen, to read the answer back (targets pool, area set,
  // infusion, place in the initiative order). Not meaningful to a player.
  int index = -1;

  // Back to a default option, keeping the buffers of its strings and vectors.
  void clear();
};

// The options of a decision: a vector of Option, except that clear() keeps the options it removes
// constructed, so that the next options added reuse their strings' and vectors' buffers (see
// PooledDecision). add() returns such a fresh option; push_back copies into one.
class OptionList {
 public:
  OptionList() = default;
  OptionList(const OptionList& o) : items_(o.begin(), o.end()), size_(o.size_) {}
  OptionList(OptionList&& o) noexcept : items_(std::move(o.items_)), size_(o.size_) { o.size_ = 0; }
  OptionList& operator=(const OptionList& o);
  OptionList& operator=(OptionList&& o) noexcept;
  ~OptionList() = default;

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Option& operator[](size_t i) { return items_[i]; }
  const Option& operator[](size_t i) const { return items_[i]; }
  Option* begin() { return items_.data(); }
  Option* end() { return items_.data() + size_; }
  const Option* begin() const { return items_.data(); }
  const Option* end() const { return items_.data() + size_; }
  Option& front() { return items_.front(); }
  const Option& front() const { return items_.front(); }
  Option& back() { return items_[size_ - 1]; }
  const Option& back() const { return items_[size_ - 1]; }

  void reserve(size_t n) { items_.reserve(n); }
  void clear() { size_ = 0; }
  void truncate(size_t n) { size_ = n < size_ ? n : size_; }  // the first n options stay (the rest kept, as clear())
  Option& add();  // a default option at the end
  Option& add(std::string_view key);  // an option with its key (the words layer words it from its fields)
  void push_back(const Option& o) { add() = o; }

 private:
  std::vector<Option> items_;  // the first size_ are the options; the rest wait to be reused
  size_t size_ = 0;
};

// PerformAbility, ConsumeElement: where the ability asked about is printed, so that its own words
// (a scripted ability's text) are read in the player's language from the content's overlays: the
// `index`-th ability of a card's half (`card_def`, `side`, `top`) or of an item's effect
// (`item_def`). Nothing is set for a basic action's ability or one a test makes up.
struct AbilitySource {
  CardDefId card_def = kNoCardDef;  // the card (index into ContentDb::cards), or
  char side = 'A';                  // its side, 'A' or 'B'
  bool top = false;                 // its top (else bottom) half
  ItemDefId item_def = kNoItemDef;  // the item (index into ContentDb::items)
  int index = -1;                   // the ability's place among the half's or item's abilities
  bool operator==(const AbilitySource&) const = default;
};

// What a decision is about. Amounts are 0 where the kind has none.
struct Decision {
  Decision() = default;
  Decision(DecisionKind k, std::string p) : kind(k), prompt(std::move(p)) {}
  DecisionKind kind = DecisionKind::Script;
  std::string prompt;  // readable; for people only, never parsed
  OptionList options;

  FigureId figure = kNoFigure;  // the figure concerned: the one that moves (MoveDestination, also a
                                // controlled monster), attacks or pushes (ChooseTarget, PlaceArea), is
                                // pushed or pulled (ForcedMove), is damaged (NegateDamage), or whose move
                                // is ambiguous (MonsterChoice)
  CardSlot card = kNoCard;      // RedrawLoss: the card the short rest would lose
  int damage = 0;               // NegateDamage: the damage about to be suffered
  FigureId source = kNoFigure;  // NegateDamage: the figure dealing it (the attacker), if any
  ConditionSet conditions = 0;  // NegateDamage: the conditions the attack adds after its damage
  int move_points = 0;          // MoveDestination: the movement points
  bool jump = false;            // MoveDestination: the move is a jump
  bool controlled = false;      // MoveDestination, ChooseTarget: a monster acts under the character's control
  int attack_value = 0;         // ChooseTarget / PlaceArea of an attack: the value before modifiers
  int attack_range = 0;         // ChooseTarget / PlaceArea of an attack: its range (0 or 1 = melee)
  Effects added_effects;        // ChooseTarget of the character's attack, when options `without_effects`
                                // are offered: the added effects (push, pull, conditions) they leave out
  ForcedKind forced = ForcedKind::None;  // ForcedMove, ChooseTarget of a push / pull: which
  int forced_distance = 0;      // ForcedMove: hexes left; ChooseTarget of a push / pull: its distance
  int heal = 0;                 // LongRestHeal: the hit points healed
  std::optional<Ability> ability;          // PerformAbility, ConsumeElement: the ability concerned
  AbilitySource ability_source;            // PerformAbility, ConsumeElement: where `ability` is printed
  std::optional<Consumption> consumption;  // ConsumeElement: the bonus offered for the elements
  int nth = 0;                  // ChooseAction: 1 for the turn's first action, 2 its second; ChooseTarget
                                // of an attack: the number of the target chosen (1 for the first);
                                // UpgradeCards: which of the level's upgrades (1 for the first)
  bool extra_targets = false;   // ChooseTarget of an attack: targets beyond the printed ones (an
                                // area's "+N target", a modifier's "+1 Target")
  int initiative = -1;          // MonsterOrder: the initiative the monster types tie at;
                                // ChangeInitiative: the character's initiative before the change
  ItemMoment moment = ItemMoment::Turn;  // UseItem: when the items offered are used
  std::optional<ModifierCell> modifier;  // UseEffects of a modifier's added effects: the modifier (else
                                         // the effects are the attack's `added_effects` on `figure`)
  MonsterChoiceOf monster_choice = MonsterChoiceOf::Move;  // MonsterChoice: what is decided
  int monster_def = -1;         // MonsterChoice (Spawn): the monster (index into ContentDb::monsters)
  MonsterTurnKind monster_turn = MonsterTurnKind::Attacks;  // MonsterChoice (Move): what the planner found the
  MonsterTurnWhy monster_why;   // monster does and the rule that decided it (words::monster_turn_reason
  bool monster_disadvantage = false;  // tells them); it attacks with disadvantage (ranged, character adjacent)
  // Script: the script's question and options as it gave them (a key of the mods' texts and its
  // arguments, or literal words), for a front end to say in the player's language; null when none.
  struct ScriptQuestion {
    ScriptWords prompt;
    std::vector<ScriptWords> options;  // by option; empty for a question of hexes
  };
  std::shared_ptr<const ScriptQuestion> script;
  int find(std::string_view key) const;  // index or -1
  int find_accepting() const;            // the option that `accepts`, or -1
  // Back to a default decision of `kind` with `prompt`, keeping the buffers of the prompt, of the
  // options and of the ability and consumption (for set_ability / set_consumption).
  void reset(DecisionKind kind, std::string_view prompt);
  // Set `ability` / `consumption`, into the buffers of the ones this decision had before reset().
  void set_ability(const Ability& a);
  void set_consumption(const Consumption& c);

 private:
  std::optional<Ability> spare_ability_;
  std::optional<Consumption> spare_consumption_;
};

// A Decision borrowed for one question and given back when it goes out of scope. The decisions
// given back are kept (per thread, like other scratch memory of the rules) with their buffers, so
// that building a decision's prompt, options, texts and paths does not allocate once warm. A step
// may be suspended with a decision borrowed (its game waits for the answer) while another game on
// the same thread borrows others.
class PooledDecision {
 public:
  explicit PooledDecision(DecisionKind kind, std::string_view prompt = {});
  ~PooledDecision();
  PooledDecision(const PooledDecision&) = delete;
  PooledDecision& operator=(const PooledDecision&) = delete;
  Decision& operator*() { return *d_; }
  Decision* operator->() { return d_.get(); }

 private:
  std::unique_ptr<Decision> d_;
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
