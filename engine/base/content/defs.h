#pragma once
// Definitions: what content says, as plain C++ values. Loaded from YAML (content/loader.h), never
// changed during play. Runtime state refers to these by index into ContentDb.
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/base/content/effects.h"
#include "engine/base/content/verbs.h"
#include "engine/base/core/hooks.h"
#include "engine/base/core/types.h"
#include "engine/base/hex/hex.h"
#include "engine/base/map/map.h"

namespace bnb {

// Where a definition came from, for messages ("base/monsters/mouse.yaml:3").
struct SourceRef {
  std::string file;
  int line = 0;
  int column = 0;  // 1-based; 0 = unknown
};

// A set of elements that pays one consumption: one of `any_of` (a mixed element has two, a wild
// element has all six). A consumption that shows several icons lists several costs, all required.
struct ElementCost {
  std::vector<Element> any_of;
};

// AbilityKind, one per verb: see engine/base/content/verbs.h.


// A conditional effect: pay `costs` (all of them) to add the bonus to the ability it belongs to.
struct Consumption {
  std::vector<ElementCost> costs;
  int value = 0, range = 0, targets = 0;  // added to the ability
  Effects effects;                         // added to the ability's effects
  std::string script;                      // optional: a Lua function run when paid
};

// The rule of a paid consumption: its value, range, targets and effects are added to the ability
// (or to what is counted of one without copying it, engine/rules/items/items.cpp's Paid).
template <class Bonus>
void add_bonus(Bonus& to, const Consumption& c) {
  to.value += c.value, to.range += c.range, to.targets += c.targets;
  to.effects += c.effects;
}

// Piles a recover ability takes cards from.
inline constexpr uint8_t kRecoverHand = 1, kRecoverDiscard = 2, kRecoverLost = 4;

struct Ability {
  AbilityKind kind = AbilityKind::Move;
  int value = 0;
  int range = 0;        // 0 = melee / self
  int targets = 1;
  bool self = false;    // heal/shield/condition on the acting figure
  bool jump = false;
  bool mandatory = false;
  bool advantage = false;     // attack: rolled with advantage
  int wild = 0;               // infuse: wild infusions (any one element, chosen when consumed)
  int level = 0;              // recover: highest card level recovered (0 = any)
  uint8_t from = 0;           // recover: piles (bits of kRecoverHand / Discard / Lost; 0 = all three)
  std::string word, as;       // read_die: the face and the face it is read as; extra_action: "bottom"
  std::vector<Hex> aoe;       // area pattern: offsets, (0,0) is the first hex, direction E is "forward"
  bool aoe_melee = false;     // the pattern has the gray (attacker) hex: a melee area attack
  Effects effects;
  std::vector<Consumption> consumes;
  std::vector<Element> infuse;  // for Infuse
  std::string script;           // for Script, or an extra hook after the ability
  std::string text;             // for Script: how it reads on screen (optional)
  SourceRef source;
  // Adds a paid consumption's bonus to this ability.
  void add(const Consumption& c) { add_bonus(*this, c); }
};

enum class ActiveKind : uint8_t { None, Round, Persistent };
inline constexpr auto kActiveNames = name_table<ActiveKind>("none", "round", "persistent");
static_assert(kActiveNames.size() == size_t(ActiveKind::Persistent) + 1);

// One half (top or bottom) of a card side.
struct Action {
  std::vector<Ability> abilities;
  std::vector<Element> infuse;    // element icons shown on this action
  bool lost = false;              // lost icon
  bool unrecoverable = false;     // lost and cannot be recovered during the scenario
  ActiveKind active = ActiveKind::None;
  int uses = 0;                   // persistent: number of uses before it ends (0 = until dismissed)
  // What a persistent / round bonus gives while active (shield and retaliate are the common ones).
  int shield = 0, retaliate = 0, retaliate_range = 1;
  std::string active_script;      // Lua bound to hooks while the bonus is active
  std::string text;               // how a scripted bonus reads ("+1 Attack and Muddle on melee attacks")
};

struct CardSide {
  int initiative = 50;
  Action top, bottom;
};

struct CardDef {
  std::string id, name;
  int level = 1;
  std::string upgrade_of;  // level-2 cards: the level-1 card id they replace
  CardSide a, b;
  std::string mod;  // the mod that defined it (for script lookup)
  SourceRef source;
};

// A modifier table cell: +value, null (0) or double (2x), plus added effects.
struct ModifierCell {
  enum Kind : uint8_t { Add, Null, Double } kind = Add;
  int value = 0;
  Effects effects;
  int8_t targets = 0;  // "+1 Target": the attack gains that many more targets
  bool operator==(const ModifierCell&) const = default;
};
inline constexpr auto kCellKindNames = name_table<ModifierCell::Kind>("add", "null", "double");
static_assert(kCellKindNames.size() == size_t(ModifierCell::Double) + 1);
struct ModifierTable {
  std::array<ModifierCell, 18> cells{};  // row-major: 6 rows x 3 columns (die faces -, o, +)
  const ModifierCell& at(int row, int column) const { return cells[size_t(row * 3 + column)]; }
};

struct ClassDef {
  std::string id, name;
  std::array<int, 5> hp{};                  // levels 1..5
  std::array<ModifierTable, 5> tables{};    // levels 1..5
  std::vector<std::string> cards;           // level-1 card ids (4)
  std::vector<std::string> upgrades;        // level-2 card ids (4), each with upgrade_of
  std::string style;                        // one line for the class picker
  SourceRef source;
};

struct MonsterColumn {
  int initiative = 50;
  std::vector<Ability> abilities;
  std::vector<std::vector<Element>> infuse;  // each entry one infusion; two elements = mixed
};

struct MonsterDef {
  std::string id, name;
  int hp = 1;
  int shield = 0, retaliate = 0, retaliate_range = 1;
  ConditionSet retaliate_conditions = 0;
  Effects attack_effects;        // added to all its attacks
  ConditionSet immunities = 0;
  bool flying = false;
  bool elite = false;            // an elite's stat line: its figures are marked as elites
  std::array<MonsterColumn, 3> columns;
  std::string mod;
  SourceRef source;
};

enum class ItemSlot : uint8_t { OneHand, TwoHand, Small };
inline constexpr auto kSlotNames = name_table<ItemSlot>("one_hand", "two_hand", "small");
static_assert(kSlotNames.size() == size_t(ItemSlot::Small) + 1);
enum class ItemUsage : uint8_t { Spent, Lost, Passive, MultiUse };
inline constexpr auto kUsageNames = name_table<ItemUsage>("spent", "lost", "passive", "multi_use");
static_assert(kUsageNames.size() == size_t(ItemUsage::MultiUse) + 1);
enum class ItemWindow : uint8_t {
  YourTurn,           // during your turn
  YourAttack,         // during your attack (see melee/ranged/single flags)
  AfterYourAttack,
  EnemyAttack,        // during an enemy's attack on you
  AfterEnemyAttack,
  AfterInitiative,    // after determining initiative
  YourMovement,       // during your movement
  Passive,            // always on
};
inline constexpr auto kWindowNames =
    name_table<ItemWindow>("your_turn", "your_attack", "after_your_attack", "enemy_attack", "after_enemy_attack",
                           "after_initiative", "your_movement", "passive");
static_assert(kWindowNames.size() == size_t(ItemWindow::Passive) + 1);

struct ItemDef {
  std::string id, name;
  int number = 0;
  ItemSlot slot = ItemSlot::Small;
  ItemUsage usage = ItemUsage::Spent;
  int uses = 0;                // MultiUse
  ItemWindow window = ItemWindow::YourTurn;
  bool melee_only = false, ranged_only = false, single_target_only = false;
  // The effect: abilities in the card vocabulary, read by the item's window (engine/rules/items/items.h).
  std::vector<Ability> abilities;
  int negate_damage = 0;       // damage the item negates when used against damage
  int unlocked_by = 0;         // scenario number whose completion makes it available; 0 = from the start
  int pair = 0;                // items on one scenario card share a pair id: only one may be equipped
  std::string text;            // rules text in the project's own words
  std::string mod;
  SourceRef source;
};

struct Placement {
  std::string monster;  // monster id
  Hex hex;
  int number = 0;       // 0 = next free number
};

// An objective of a scenario (rules: "Objectives"): a map hex with objective terrain. Without hit
// points it is immune to damage; with them, attacks damage it and it is destroyed at 0.
struct ObjectiveDef {
  Hex hex;
  int hp = 0;           // 0 = immune to damage
  std::string name;     // for messages, e.g. "Barricade"
};

// A hook bound by name: the Lua function to call at a named moment of the rules.
struct HookBinding {
  Hook hook = Hook::on_round_start;  // a moment of the rules (is_moment)
  std::string script;   // "file.lua#function"
};

struct ScenarioDef {
  std::string id, name;
  int number = 0;
  int level = 1;
  std::vector<std::string> classes_allowed;   // empty = any
  std::vector<std::string> classes_excluded;
  Map map;
  Hex start;
  std::vector<Placement> monsters;
  std::vector<ObjectiveDef> objectives;       // hit points and names of objective hexes (optional)
  std::string goal = "kill_all";              // kill_all | script (see check_goal hook)
  std::string goal_text;
  std::vector<HookBinding> hooks;
  std::map<std::string, std::string> hazards;         // hazard name -> script
  std::map<std::string, std::string> pressure_plates; // plate name -> script
  std::map<std::string, std::string> hazard_text;     // hazard name -> what it does, as players read it
  std::map<std::string, std::string> plate_text;      // plate name -> what it does, as players read it
  std::vector<std::string> rules;             // the special rules, one sentence each, as players read them
  std::vector<int> rewards;                   // item numbers made available
  std::vector<int> next;                      // scenario numbers unlocked
  std::string intro, conclusion;
  std::string mod;                            // the mod that defined it (for script lookup)
  SourceRef source;
};

// The die: six faces, each a symbol and the modifier-table / monster-action column it selects.
struct DieDef {
  std::array<int, 6> column{0, 0, 1, 1, 2, 2};
  std::array<std::string, 6> symbol{"-", "-", "o", "o", "+", "+"};
};

struct Difficulty {
  std::string id;  // very_easy .. very_hard
  ModifierTable table;
};

}  // namespace bnb
