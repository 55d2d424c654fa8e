#pragma once
// The board: everything that changes during a scenario, as one plain value. No pointers between
// objects (ids and indices only), so it copies with a handful of vector copies and compares with ==.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/base/core/names.h"
#include "engine/base/core/rng.h"
#include "engine/base/content/effects.h"
#include "engine/base/core/types.h"
#include "engine/base/hex/hex.h"
#include "engine/base/map/map.h"

namespace bnb {

enum class Side : uint8_t { Character, Monsters };

struct Figure {
  FigureId id = kNoFigure;
  FigureKind kind = FigureKind::Monster;
  int16_t type = -1;          // monster def index (monsters) or class index (character)
  int8_t number = 0;          // monster number, 1..; 0 for the character
  bool alive = true;
  Hex hex;
  int16_t hp = 0, max_hp = 0;
  ConditionSet conditions = 0;
  ConditionSet fresh = 0;     // gained during this figure's own turn: survives its end
  int8_t round_shield = 0;    // round bonuses (monster actions, character round bonuses)
  int8_t round_retaliate = 0;
  int8_t round_retaliate_range = 0;
  Effects round_retaliate_effects;  // added effects of the round retaliate bonus
  bool operator==(const Figure&) const = default;
};

enum class Half : uint8_t { Top, Bottom };

struct CardState {
  int16_t def = -1;           // card def index
  Pile pile = Pile::Hand;
  char side = 'A';
  bool unrecoverable = false; // lost "upside down": stays lost until the scenario ends
  Half active_half = Half::Top;  // which half sits in the active area
  int8_t uses_left = 0;       // persistent bonus uses left (0 = until dismissed / not counted)
  uint8_t consumed = 0;       // bit per element: this card's infusion consumed this round
  bool operator==(const CardState&) const = default;
};

enum class ItemStatus : uint8_t { Ready, Spent, Lost };
inline constexpr auto kItemStatusNames = name_table<ItemStatus>("ready", "spent", "lost");
static_assert(kItemStatusNames.size() == size_t(ItemStatus::Lost) + 1);
struct ItemState {
  int16_t def = -1;
  ItemStatus status = ItemStatus::Ready;
  int8_t uses = 0;            // multi-use items: uses spent
  bool active = false;        // a "during your turn" bonus in effect until the turn ends
  bool operator==(const ItemState&) const = default;
};

struct CharacterState {
  int16_t class_idx = -1;
  int8_t level = 1;
  int8_t modifier_row = 0;    // tracking cube, 0..5
  std::vector<CardState> cards;
  std::vector<ItemState> items;
  int8_t initiative_card = -1, other_card = -1;  // indices into cards for this round's selection
  bool long_rest = false;
  bool extra_bottom = false;  // this turn: after a card's top action, its bottom action too (extra_action)
  bool operator==(const CharacterState&) const = default;
};

struct MonsterTypeState {
  int16_t def = -1;
  int8_t column = -1;         // rolled action column this round, -1 = none
  uint8_t infusion_consumed = 0;  // bit per infusion entry of the rolled column
  uint8_t benefits = 0;       // bit per consumption index (in ability order): paid this round, for all of the type
  bool operator==(const MonsterTypeState&) const = default;
};

// An infusion not printed on a card or a monster action (items, scripts): available this round.
struct ExtraInfusion {
  Element element = Element::Fire;
  bool wild = false;  // any one element, chosen when it is consumed
  bool consumed = false;
  bool operator==(const ExtraInfusion&) const = default;
};

// Damage an objective with hit points has taken (rules: "Objectives"); an entry is made by its
// first damage. An objective brought to 0 hit points is destroyed: its hex becomes featureless.
struct ObjectiveState {
  Hex hex;
  int16_t damage = 0;
  bool operator==(const ObjectiveState&) const = default;
};

// One entry of the round's initiative order.
struct TurnEntry {
  int initiative = 0;
  int8_t monster_type = -1;   // index into Board::types; -1 = the character
  bool done = false;
  FigureId first_figure = 0;  // monsters spawned after their type acted: only figures from this id act
  bool operator==(const TurnEntry&) const = default;
};

enum class Phase : uint8_t { Setup, RoundStart, Turns, RoundEnd, Finished };
inline constexpr auto kPhaseNames = name_table<Phase>("setup", "round_start", "turns", "round_end", "finished");
static_assert(kPhaseNames.size() == size_t(Phase::Finished) + 1);
enum class Outcome : uint8_t { None, Won, Lost };
inline constexpr auto kOutcomeNames = name_table<Outcome>("none", "won", "lost");
static_assert(kOutcomeNames.size() == size_t(Outcome::Lost) + 1);

struct Board {
  Rng rng;
  int16_t scenario = -1;      // scenario def index
  int16_t difficulty = 2;     // monster modifier table index
  int16_t round = 0;
  Phase phase = Phase::Setup;
  Outcome outcome = Outcome::None;
  bool win_requested = false, loss_requested = false;  // by scripts; resolved at end of round
  int8_t monster_row = 0;     // monsters' shared tracking cube
  Map map;
  std::vector<Figure> figures;      // index == FigureId; dead figures stay with alive = false
  CharacterState hero;
  std::vector<MonsterTypeState> types;  // monster types that have been on the map
  std::vector<TurnEntry> order;     // this round's initiative order
  int8_t turn = -1;                 // index into order of the acting entry
  FigureId acting = kNoFigure;      // figure whose turn it is
  std::vector<ExtraInfusion> extra_infusions;
  std::vector<ObjectiveState> objectives;
  std::vector<std::pair<std::string, VarValue>> vars;  // scenario variables of scripts
  // Rigged die for mod tests (bnb test): faces (0-5) rolled in order before the RNG is used, for
  // attack modifiers and for monster action rolls. A real game never sets them; not hashed.
  std::vector<uint8_t> rigged_modifier, rigged_action;

  bool operator==(const Board&) const = default;

  // --- queries used everywhere ---
  FigureId character() const { return 0; }  // the character is always figure 0
  Figure& fig(FigureId id) { return figures[size_t(id)]; }
  const Figure& fig(FigureId id) const { return figures[size_t(id)]; }
  FigureId figure_at(Hex h) const;          // living figure on h, or kNoFigure
  bool occupied(Hex h) const { return figure_at(h) != kNoFigure; }
  int type_slot(int16_t monster_def) const; // index into types, or -1
  int living_of_type(int type_slot) const;
  uint64_t hash() const;
};

}  // namespace bnb
