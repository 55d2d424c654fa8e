#pragma once
// The field tables of every YAML map the loader reads (field_table.h), and the names its enums
// accept. The loaders read their maps through these tables; `bnb schema` writes them as JSON Schema.
#include <span>
#include <string_view>

#include "engine/base/content/defs.h"
#include "engine/base/content/field_table.h"
#include "engine/base/content/verbs.h"

namespace bnb::loader {

// The piles a recover ability may take cards from.
inline constexpr std::string_view kRecoverPileNames[] = {kPileNames[Pile::Hand], kPileNames[Pile::Discard],
                                                       kPileNames[Pile::Lost]};
inline constexpr std::string_view kGoalNames[] = {"kill_all", "script"};
inline constexpr std::string_view kDieFaceWords[] = {"-", "o", "+"};  // read_die and its `as`
inline constexpr std::string_view kHalfWords[] = {"bottom"};          // extra_action

// The words a Word verb (verbs.h) takes, and its `as`: die faces for read_die, "bottom" for extra_action.
inline std::span<const std::string_view> verb_words(AbilityKind k) {
  if (k == AbilityKind::ReadDie) return kDieFaceWords;
  return kHalfWords;
}

// What a verb's own key holds (`- attack: 3`), as a row named after the verb.
FieldDef verb_row(const VerbInfo& verb);

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
extern const Table kScriptedHexTable;  // a hazard or plate: { script, text }

// A mod's test files (tests/*.yaml, `bnb test`): test_tables.cpp.
extern const Table kTestFileTable, kTestTable, kTestFigureTable, kTestPlaceTable, kTestMonsterTable, kTestHexTable;
extern const Table kTestItemTable, kTestSetupTable, kTestStepTable, kTestDiceTable, kTestBonusTable, kTestExpectTable;

// Every table above, for the schema and its tests.
std::span<const Table* const> all_tables();

}  // namespace bnb::loader
