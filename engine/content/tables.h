#pragma once
// The field tables of every YAML map the loader reads (field_table.h), and the names its enums
// accept. The loaders read their maps through these tables; `bnb schema` writes them as JSON Schema.
#include <span>
#include <string_view>

#include "engine/content/field_table.h"
#include "engine/content/verbs.h"

namespace bnb::loader {

inline constexpr std::string_view kElementNames[] = {"fire", "ice", "air", "earth", "light", "dark"};
inline constexpr std::string_view kConditionNames[] = {"poison",     "wound",      "immobilize", "disarm",
                                                       "muddle",     "strengthen", "invisible"};
inline constexpr std::string_view kSlotNames[] = {"one_hand", "two_hand", "small"};
inline constexpr std::string_view kUsageNames[] = {"spent", "lost", "passive", "multi_use"};
inline constexpr std::string_view kWindowNames[] = {"your_turn",         "your_attack",      "after_your_attack",
                                                    "enemy_attack",      "after_enemy_attack", "after_initiative",
                                                    "your_movement",     "passive"};
inline constexpr std::string_view kTerrainNames[] = {"featureless", "obstacle",       "difficult",
                                                     "hazard",      "pressure_plate", "objective"};
inline constexpr std::string_view kActiveNames[] = {"none", "round", "persistent"};
inline constexpr std::string_view kGoalNames[] = {"kill_all", "script"};
inline constexpr std::string_view kPileNames[] = {"hand", "discard", "lost"};
inline constexpr std::string_view kTestPileNames[] = {"hand", "selected", "discard", "lost", "active"};  // pile_name
inline constexpr std::string_view kDieFaceWords[] = {"-", "o", "+"};  // read_die and its `as`
inline constexpr std::string_view kHalfWords[] = {"bottom"};          // extra_action

// The words a Word verb (verbs.h) takes, and its `as`: die faces for read_die, "bottom" for extra_action.
inline std::span<const std::string_view> verb_words(AbilityKind k) {
  if (k == AbilityKind::ReadDie) return kDieFaceWords;
  return kHalfWords;
}

// What a verb's own key holds (`- attack: 3`), as a row named after the verb.
FieldDef verb_row(const VerbInfo& verb);

// True when a loader's Name<E> table accepts exactly `names`, in order (checked by static_assert).
template <class NameTable>
constexpr bool same_names(const NameTable& table, std::span<const std::string_view> names) {
  if (std::size(table) != names.size()) return false;
  for (size_t i = 0; i < names.size(); ++i)
    if (table[i].name != names[i]) return false;
  return true;
}

// A file: mod.yaml, and a definitions file (any other *.yaml of a mod) with its collections.
extern const Table kManifestTable;
extern const Table kDefinitionsTable;

// Definitions and the maps inside them.
extern const Table kMonsterTable, kColumnTable, kAttackEffectsTable;
extern const Table kCardTable, kCardSideTable, kActionTable;
extern const Table kAbilityTable, kConsumptionTable;  // an ability's modifiers (its verb: verbs.h)
extern const Table kClassTable;
extern const Table kItemTable;
extern const Table kScenarioTable, kPlacementTable, kObjectiveTable, kLegendEntryTable, kHexEntryTable;
extern const Table kDieTable, kDieFaceTable, kMonsterTableTable, kCampaignTable;
extern const Table kModifierCellTable;

// A mod's test files (tests/*.yaml, `bnb test`): test_tables.cpp.
extern const Table kTestFileTable, kTestTable, kTestFigureTable, kTestPlaceTable, kTestMonsterTable, kTestHexTable;
extern const Table kTestItemTable, kTestSetupTable, kTestStepTable, kTestDiceTable, kTestBonusTable, kTestExpectTable;

// Every table above, for the schema and its tests.
std::span<const Table* const> all_tables();

}  // namespace bnb::loader
