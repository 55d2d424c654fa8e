// The rows of every field table (tables.h). Ranges and required keys here are the loader's own:
// changing a row changes what the loader accepts, its messages and the JSON Schema alike.
#include "engine/base/content/tables.h"

#include <array>

namespace bnb::loader {

namespace {

using T = FieldType;

template <size_t A, size_t B>
constexpr std::array<FieldDef, A + B> concat(const std::array<FieldDef, A>& a, const std::array<FieldDef, B>& b) {
  std::array<FieldDef, A + B> out{};
  for (size_t i = 0; i < A; ++i) out[i] = a[i];
  for (size_t i = 0; i < B; ++i) out[A + i] = b[i];
  return out;
}

// Added effects of an attack (read_effects), one row per entry of the effects list (effects.h):
// a monster's attack_effects, a modifier cell, a consumption, an ability.
constexpr FieldDef effect_row(const EffectField& e) {
  if (e.type == EffectType::Int) return {.key = e.key, .type = T::Int, .min = 0, .max = 99, .doc = e.doc};
  return {.key = e.key, .type = T::Enum, .names = kConditionNames, .list = 0, .doc = e.doc};
}
constexpr std::array<FieldDef, kEffectCount> kEffectRows = [] {
  std::array<FieldDef, kEffectCount> out{};
  for (size_t i = 0; i < kEffectCount; ++i) out[i] = effect_row(kEffectFields[i]);
  return out;
}();

// --- mod.yaml and definitions files ---

constexpr FieldDef kManifestRows[] = {
    {.key = "id", .type = T::Shape, .required = true, .shape = "mod_id", .doc = "the mod's id: lowercase letters, digits, '-' and '_'"},
    {.key = "name", .type = T::String, .required = true, .doc = "the mod's name as players see it"},
    {.key = "version", .type = T::String, .doc = "the mod's own version"},
    {.key = "engine_api", .type = T::Int, .required = true, .min = 1,
     .doc = "the engine API (content format and Lua API) the mod is written for"},
    {.key = "depends", .type = T::Id, .list = 0, .doc = "mods that load before this one"},
};

constexpr FieldDef kDefinitionsRows[] = {
    {.key = "monsters", .type = T::Map, .table = &kMonsterTable, .list = 0, .doc = "monster types"},
    {.key = "cards", .type = T::Map, .table = &kCardTable, .list = 0, .doc = "ability cards"},
    {.key = "classes", .type = T::Map, .table = &kClassTable, .list = 0, .doc = "character classes"},
    {.key = "items", .type = T::Map, .table = &kItemTable, .list = 0, .doc = "items"},
    {.key = "scenarios", .type = T::Map, .table = &kScenarioTable, .list = 0, .doc = "scenarios"},
    {.key = "die", .type = T::Map, .table = &kDieTable, .doc = "the die (at most one in all loaded mods)"},
    {.key = "monster_tables", .type = T::Map, .table = &kMonsterTableTable, .list = 0,
     .doc = "the monster modifier table of each difficulty, easiest first"},
    {.key = "campaign", .type = T::Map, .table = &kCampaignTable, .doc = "where the campaign starts"},
    {.key = "texts", .type = T::Shape, .shape = "text_map",
     .doc = "the words scripts show, by key: game.text(key, args) fills the {name} placeholders"},
};

// --- monsters ---

constexpr auto kAttackEffectsRows = kEffectRows;

constexpr FieldDef kColumnRows[] = {
    {.key = "initiative", .type = T::Int, .required = true, .min = 1, .max = 99, .doc = "the column's initiative"},
    {.key = "abilities", .type = T::Shape, .required = true, .shape = "abilities", .doc = "what the monster does"},
    {.key = "infuse", .type = T::Shape, .shape = "element_choice", .list = 0,
     .doc = "elements infused by this action (a mix such as fire/earth, or any)"},
};

constexpr FieldDef kMonsterRows[] = {
    {.key = "id", .type = T::Id, .required = true, .doc = "the monster type's id"},
    {.key = "name", .type = T::String, .required = true, .doc = "its name as players see it"},
    {.key = "hp", .type = T::Int, .required = true, .min = 1, .max = 999, .doc = "hit points"},
    {.key = "shield", .type = T::Int, .min = 0, .max = 99, .doc = "a shield it always has"},
    {.key = "retaliate", .type = T::Int, .min = 0, .max = 99, .doc = "a retaliate it always has"},
    {.key = "retaliate_range", .type = T::Int, .min = 1, .max = 99, .doc = "the range of that retaliate"},
    {.key = "retaliate_conditions", .type = T::Enum, .names = kConditionNames, .list = 0,
     .doc = "conditions its retaliate gives"},
    {.key = "attack_effects", .type = T::Map, .table = &kAttackEffectsTable, .doc = "effects added to all its attacks"},
    {.key = "immunities", .type = T::Enum, .names = kConditionNames, .list = 0, .doc = "conditions it cannot get"},
    {.key = "flying", .type = T::Bool, .doc = "it flies over obstacles and traps"},
    {.key = "elite", .type = T::Bool, .doc = "an elite's stat line: front ends mark its figures as elites"},
    {.key = "columns", .type = T::Map, .required = true, .table = &kColumnTable, .list = 3,
     .doc = "three action columns, one per die symbol -, o, +"},
};

// --- cards ---

constexpr FieldDef kActionRows[] = {
    {.key = "abilities", .type = T::Shape, .required = true, .shape = "abilities", .doc = "the abilities, top to bottom"},
    {.key = "lost", .type = T::Bool, .doc = "the card is lost after this action"},
    {.key = "unrecoverable", .type = T::Bool, .doc = "the lost card cannot be recovered"},
    {.key = "infuse", .type = T::Enum, .names = kElementNames, .list = 0, .doc = "elements the action infuses"},
    {.key = "active", .type = T::Enum, .names = kActiveNames, .doc = "an active bonus: for the round or persistent"},
    {.key = "uses", .type = T::Int, .min = 0, .max = 99, .doc = "uses of a persistent bonus (0: no limit)"},
    {.key = "shield", .type = T::Int, .min = 0, .max = 99, .doc = "shield while the bonus is active"},
    {.key = "retaliate", .type = T::Int, .min = 0, .max = 99, .doc = "retaliate while the bonus is active"},
    {.key = "retaliate_range", .type = T::Int, .min = 1, .max = 99, .doc = "the range of that retaliate"},
    {.key = "script", .type = T::Shape, .shape = "script_ref",
     .doc = "file.lua#function called at rule hooks while the bonus is active"},
    {.key = "text", .type = T::String, .doc = "what a scripted bonus does, as players read it"},
};

constexpr FieldDef kCardSideRows[] = {
    {.key = "initiative", .type = T::Int, .required = true, .min = 1, .max = 99, .doc = "the side's initiative"},
    {.key = "top", .type = T::Map, .required = true, .table = &kActionTable, .doc = "the top action"},
    {.key = "bottom", .type = T::Map, .required = true, .table = &kActionTable, .doc = "the bottom action"},
};

constexpr FieldDef kCardRows[] = {
    {.key = "id", .type = T::Id, .required = true, .doc = "the card's id"},
    {.key = "name", .type = T::String, .required = true, .doc = "its name as players see it"},
    {.key = "level", .type = T::Int, .min = 1, .max = 2, .doc = "1, or 2 for an upgrade"},
    {.key = "upgrade_of", .type = T::Id, .doc = "the level 1 card a level 2 card replaces (required at level 2)"},
    {.key = "a", .type = T::Map, .required = true, .table = &kCardSideTable, .doc = "the A side"},
    {.key = "b", .type = T::Map, .required = true, .table = &kCardSideTable, .doc = "the B side"},
};

// --- abilities: the modifiers beside a verb key (the verbs and which modifiers each takes: verbs.h) ---

constexpr auto kConsumptionRows = concat(
    std::array<FieldDef, 4>{{
        {.key = "element", .type = T::Shape, .required = true, .shape = "element_cost",
         .doc = "the element to consume (fire/earth: either; any: wild; a list: all of them)"},
        {.key = "value", .type = T::Int, .min = -99, .max = 99,
         .doc = "bonus to the ability's value (may also be written under the ability's key)"},
        {.key = "range", .type = T::Int, .min = -99, .max = 99, .doc = "bonus to the range"},
        {.key = "target", .type = T::Int, .min = 0, .max = 99, .doc = "added targets"},
    }},
    concat(kEffectRows, std::array<FieldDef, 1>{{
                            {.key = "script", .type = T::Shape, .shape = "script_ref",
                             .doc = "file.lua#function run when the element is consumed"},
                        }}));

constexpr auto kAbilityRows = concat(
    std::array<FieldDef, 11>{{
        {.key = "value", .type = T::Int, .min = 0, .max = 99, .doc = "the script ability's value"},
        {.key = "range", .type = T::Int, .min = 0, .max = 99, .doc = "range (0 or absent: melee, or self)"},
        {.key = "target", .type = T::Int, .min = 1, .max = 99, .doc = "number of targets"},
        {.key = "self", .type = T::Bool, .doc = "to the figure itself"},
        {.key = "jump", .type = T::Bool, .doc = "a jump: ignores figures and terrain on the way"},
        {.key = "mandatory", .type = T::Bool, .doc = "the ability cannot be skipped"},
        {.key = "advantage", .type = T::Bool, .doc = "the attack has advantage"},
        {.key = "level", .type = T::Int, .min = 0, .max = 9, .doc = "highest card level to recover (0: any)"},
        {.key = "from", .type = T::Enum, .names = kRecoverPileNames, .list = 0, .doc = "the piles cards are recovered from"},
        {.key = "as", .type = T::Shape, .required = true, .shape = "word", .doc = "the die face it is read as"},
        {.key = "text", .type = T::String, .doc = "how a script ability reads on screen"},
    }},
    concat(kEffectRows, std::array<FieldDef, 4>{{
        {.key = "aoe", .type = T::Shape, .shape = "hex_list", .doc = "an area pattern of hex offsets"},
        {.key = "aoe_melee", .type = T::Bool, .doc = "the area starts next to the attacker"},
        {.key = "script", .type = T::Shape, .shape = "script_ref", .doc = "file.lua#function run with the ability"},
        {.key = "consume", .type = T::Map, .table = &kConsumptionTable, .list = 0,
         .doc = "element consumptions: bonuses if the element is paid"},
    }}));

// --- classes ---

constexpr FieldDef kClassRows[] = {
    {.key = "id", .type = T::Id, .required = true, .doc = "the class's id"},
    {.key = "name", .type = T::String, .required = true, .doc = "its name as players see it"},
    {.key = "style", .type = T::String, .doc = "one line for the class picker"},
    {.key = "hp", .type = T::Int, .required = true, .min = 1, .max = 999, .list = 5,
     .doc = "hit points at levels 1 to 5"},
    {.key = "cards", .type = T::Id, .required = true, .list = 0, .doc = "the level 1 cards"},
    {.key = "upgrades", .type = T::Id, .list = 0, .doc = "the level 2 cards"},
    {.key = "modifier_tables", .type = T::Shape, .required = true, .shape = "modifier_table", .list = 5,
     .doc = "the modifier table at levels 1 to 5"},
};

// --- items ---

constexpr FieldDef kItemRows[] = {
    {.key = "number", .type = T::Int, .required = true, .min = 1, .max = 9999, .doc = "the item's number"},
    {.key = "id", .type = T::Id, .required = true, .doc = "the item's id"},
    {.key = "name", .type = T::String, .required = true, .doc = "its name as players see it"},
    {.key = "slot", .type = T::Enum, .required = true, .names = kSlotNames, .doc = "where it is worn"},
    {.key = "usage", .type = T::Enum, .required = true, .names = kUsageNames, .doc = "what using it costs"},
    {.key = "uses", .type = T::Int, .min = 2, .max = 99, .doc = "uses of a multi_use item (required with it)"},
    {.key = "window", .type = T::Enum, .names = kWindowNames,
     .doc = "when it can be used (required unless usage is passive)"},
    {.key = "melee_only", .type = T::Bool, .doc = "only for melee attacks"},
    {.key = "ranged_only", .type = T::Bool, .doc = "only for ranged attacks"},
    {.key = "single_target_only", .type = T::Bool, .doc = "only for attacks on one target"},
    {.key = "effect", .type = T::Shape, .shape = "abilities", .doc = "what it does, as abilities"},
    {.key = "negate_damage", .type = T::Int, .min = 0, .max = 99, .doc = "damage it negates when used against damage"},
    {.key = "unlocked_by", .type = T::Int, .min = 0, .max = 9999,
     .doc = "the scenario that makes it available (0: from the start)"},
    {.key = "pair", .type = T::Int, .min = 0, .max = 9999, .doc = "items sharing a pair number: equip only one"},
    {.key = "text", .type = T::String, .doc = "its rules text"},
};

// --- scenarios ---

constexpr FieldDef kPlacementRows[] = {
    {.key = "type", .type = T::Id, .required = true, .doc = "the monster type"},
    {.key = "number", .type = T::Int, .min = 0, .max = 99, .doc = "its standee number"},
    {.key = "at", .type = T::Shape, .required = true, .shape = "at", .doc = "a letter of the map or a hex [q, r]"},
};

constexpr FieldDef kObjectiveRows[] = {
    {.key = "hp", .type = T::Int, .min = 0, .max = 999, .doc = "hit points"},
    {.key = "name", .type = T::String, .doc = "its name"},
    {.key = "at", .type = T::Shape, .required = true, .shape = "at", .doc = "an objective hex: a letter or [q, r]"},
};

constexpr FieldDef kLegendEntryRows[] = {
    {.key = "terrain", .type = T::Enum, .required = true, .names = kTerrainNames, .doc = "the hex's terrain"},
    {.key = "name", .type = T::String, .doc = "the name of a hazard or pressure plate; on an obstacle, marks it as part of the scenario's story (cards that change terrain leave it)"},
    {.key = "letter", .type = T::Shape, .shape = "letter", .doc = "a letter A-Z marking the hex"},
};

constexpr FieldDef kHexEntryRows[] = {
    {.key = "at", .type = T::Shape, .required = true, .shape = "hex", .doc = "the hex [q, r]"},
    {.key = "terrain", .type = T::Enum, .names = kTerrainNames, .doc = "the hex's terrain"},
    {.key = "name", .type = T::String, .doc = "the name of a hazard or pressure plate; on an obstacle, marks it as part of the scenario's story (cards that change terrain leave it)"},
    {.key = "letter", .type = T::Shape, .shape = "letter", .doc = "a letter A-Z marking the hex"},
};

constexpr FieldDef kScenarioRows[] = {
    {.key = "number", .type = T::Shape, .required = true, .shape = "scenario_number",
     .doc = "the scenario's number: 1 to 9999, or with one decimal (12.5) for one played between two"},
    {.key = "id", .type = T::Id, .required = true, .doc = "the scenario's id"},
    {.key = "name", .type = T::String, .required = true, .doc = "its name as players see it"},
    {.key = "level", .type = T::Int, .min = 0, .max = 7, .doc = "the scenario level"},
    {.key = "classes", .type = T::Id, .list = 0, .doc = "only these classes may play it"},
    {.key = "exclude_classes", .type = T::Id, .list = 0, .doc = "these classes may not play it"},
    {.key = "goal", .type = T::Enum, .names = kGoalNames, .doc = "kill_all, or script (a check_goal hook decides)"},
    {.key = "goal_text", .type = T::String, .doc = "the goal as players read it"},
    {.key = "intro", .type = T::String, .doc = "text shown before play"},
    {.key = "conclusion", .type = T::String, .doc = "text shown after a win"},
    {.key = "map", .type = T::Shape, .shape = "grid", .doc = "the map as a text grid (give map or hexes)"},
    {.key = "hexes", .type = T::Shape, .shape = "hex_entry", .list = 0, .doc = "the map as a list of hexes (give map or hexes)"},
    {.key = "legend", .type = T::Shape, .shape = "legend", .doc = "what the grid's own symbols mean"},
    {.key = "thin_walls", .type = T::Shape, .shape = "thin_wall", .list = 0,
     .doc = "thin walls, each between two adjacent hexes"},
    {.key = "start", .type = T::Shape, .required = true, .shape = "at", .doc = "where the character starts"},
    {.key = "monsters", .type = T::Map, .table = &kPlacementTable, .list = 0, .doc = "the monsters placed at the start"},
    {.key = "objectives", .type = T::Map, .table = &kObjectiveTable, .list = 0, .doc = "objectives on the map"},
    {.key = "hazards", .type = T::Shape, .shape = "script_map",
     .doc = "hazard name to script, or to { script, text }"},
    {.key = "pressure_plates", .type = T::Shape, .shape = "script_map",
     .doc = "pressure plate name to script, or to { script, text }"},
    {.key = "hooks", .type = T::Shape, .shape = "hooks", .doc = "hook name to script"},
    {.key = "rules", .type = T::String, .list = 0,
     .doc = "the special rules the hooks play, one sentence each, as players read them"},
    {.key = "rewards", .type = T::Int, .min = 1, .max = 9999, .list = 0, .doc = "items won"},
    {.key = "next", .type = T::Shape, .shape = "scenario_number", .list = 0, .doc = "scenarios that follow"},
};

constexpr FieldDef kScriptedHexRows[] = {
    {.key = "script", .type = T::Shape, .required = true, .shape = "script_ref", .doc = "file.lua#function run on entering"},
    {.key = "text", .type = T::String, .doc = "what entering it does, as players read it"},
};

// --- the shared rule pieces ---

constexpr FieldDef kDieFaceRows[] = {
    {.key = "symbol", .type = T::String, .required = true, .doc = "the symbol shown"},
    {.key = "column", .type = T::Int, .required = true, .min = 0, .max = 2, .doc = "the monster column it selects"},
};

constexpr FieldDef kDieRows[] = {
    {.key = "faces", .type = T::Map, .required = true, .table = &kDieFaceTable, .list = 6, .doc = "the six faces"},
};

constexpr FieldDef kMonsterTableRows[] = {
    {.key = "id", .type = T::Id, .required = true, .doc = "the difficulty's id"},
    {.key = "rows", .type = T::Shape, .required = true, .shape = "modifier_table", .doc = "its modifier table"},
};

constexpr FieldDef kCampaignRows[] = {
    {.key = "start", .type = T::Int, .required = true, .min = 1, .max = 9999, .doc = "the first scenario's number"},
    {.key = "epilogue", .type = T::String, .doc = "the story's end, shown when the campaign is completed"},
};

constexpr auto kModifierCellRows = concat(
    std::array<FieldDef, 2>{{
        {.key = "value", .type = T::Shape, .required = true, .shape = "modifier_value", .doc = "the modifier"},
        {.key = "targets", .type = T::Int, .min = 0, .max = 9,
         .doc = "more targets the attack gains (\"+1 Target\"): chosen after this target's attack"},
    }},
    kEffectRows);

}  // namespace

const Table kManifestTable{"manifest", "a manifest map { id, name, engine_api, ... }", kManifestRows,
                           "mod.yaml: the mod's manifest"};
const Table kDefinitionsTable{"definitions", "a map of collections (monsters, cards, classes, items, scenarios, ...)",
                              kDefinitionsRows, "a definitions file: any *.yaml of a mod but mod.yaml"};
const Table kMonsterTable{"monster", "a monster", kMonsterRows, "a monster type"};
const Table kColumnTable{"monster_column", "an action column { initiative, abilities }", kColumnRows,
                         "a monster action column"};
const Table kAttackEffectsTable{"attack_effects", "a map of attack effects", kAttackEffectsRows,
                                "effects added to attacks"};
const Table kCardTable{"card", "a card", kCardRows, "an ability card"};
const Table kCardSideTable{"card_side", "a card side { initiative, top, bottom }", kCardSideRows, "a side of a card"};
const Table kActionTable{"action", "an action { abilities: [...] }", kActionRows, "a card's top or bottom action"};
const Table kAbilityTable{"ability_modifiers", "an ability (a map such as { move: 2 })", kAbilityRows,
                          "an ability: one verb key and its modifiers"};
const Table kConsumptionTable{"consumption", "a consumption { element: ..., <bonus> }", kConsumptionRows,
                              "an element consumption and its bonus"};
const Table kClassTable{"class", "a class", kClassRows, "a character class"};
const Table kItemTable{"item", "an item", kItemRows, "an item"};
const Table kScenarioTable{"scenario", "a scenario", kScenarioRows, "a scenario"};
const Table kPlacementTable{"placement", "a placement { type, at }", kPlacementRows, "a monster placed at the start"};
const Table kObjectiveTable{"objective", "an objective { at, hp, name }", kObjectiveRows, "an objective"};
const Table kLegendEntryTable{"legend_entry", "a hazard name or a map { terrain, name, letter }", kLegendEntryRows,
                              "what a grid symbol means"};
const Table kHexEntryTable{"hex_with_terrain", "a hex [q, r] or { at: [q, r], terrain, name, letter }", kHexEntryRows,
                           "a hex of the map with its terrain"};
const Table kScriptedHexTable{"scripted_hex", "a map { script, text }", kScriptedHexRows,
                              "a hazard or pressure plate with its own effect"};
const Table kDieTable{"die", "a die { faces: [...] }", kDieRows, "the die"};
const Table kDieFaceTable{"die_face", "a face { symbol, column }", kDieFaceRows, "a face of the die"};
const Table kMonsterTableTable{"monster_table", "a monster table { id, rows }", kMonsterTableRows,
                               "the monster modifier table of a difficulty"};
const Table kCampaignTable{"campaign", "a campaign { start, epilogue }", kCampaignRows, "the campaign"};
const Table kModifierCellTable{"modifier_cell", "a map", kModifierCellRows, "a modifier cell with added effects"};

FieldDef verb_row(const VerbInfo& verb) {
  switch (verb.takes) {
    case VerbTakes::Number:
      return {.key = verb.key, .type = T::Int, .required = true, .min = 0, .max = 99, .doc = "the ability's value"};
    case VerbTakes::Elements:
      return {.key = verb.key, .type = T::Shape, .required = true, .shape = "infusion", .list = 0,
              .doc = "elements to infuse (wild: any one)"};
    case VerbTakes::Conditions:
      return {.key = verb.key, .type = T::Enum, .required = true, .names = kConditionNames, .list = 0,
              .doc = "the conditions given"};
    case VerbTakes::Script:
      return {.key = verb.key, .type = T::Shape, .required = true, .shape = "script_ref",
              .doc = "file.lua#function that performs the ability"};
    case VerbTakes::Word: break;
  }
  return {.key = verb.key, .type = T::Enum, .required = true, .names = verb_words(verb.kind), .doc = "the word it takes"};
}

std::span<const Table* const> all_tables() {
  static const Table* const tables[] = {
      &kManifestTable,    &kDefinitionsTable, &kMonsterTable,      &kColumnTable,     &kAttackEffectsTable,
      &kCardTable,        &kCardSideTable,    &kActionTable,       &kAbilityTable,    &kConsumptionTable,
      &kClassTable,       &kItemTable,        &kScenarioTable,     &kPlacementTable,  &kObjectiveTable,
      &kLegendEntryTable, &kHexEntryTable,    &kDieTable,          &kDieFaceTable,    &kMonsterTableTable,
      &kCampaignTable,    &kModifierCellTable, &kScriptedHexTable, &kTestFileTable,     &kTestTable,
      &kTestFigureTable,  &kTestPlaceTable,   &kTestMonsterTable,  &kTestHexTable,    &kTestItemTable,
      &kTestSetupTable,   &kTestStepTable,    &kTestDiceTable,     &kTestBonusTable,  &kTestExpectTable};
  return tables;
}

}  // namespace bnb::loader
