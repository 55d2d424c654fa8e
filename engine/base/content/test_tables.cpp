// The field tables of a mod's test files (MOD/tests/*.yaml, read by `bnb test`): the runner reads
// every key through these rows, and `bnb schema` writes them as tests.schema.json.
#include "engine/base/content/tables.h"

namespace bnb::loader {

namespace {

using T = FieldType;

constexpr std::string_view kResultNames[] = {"won", "lost", "ongoing"};
constexpr std::string_view kThenNames[] = {"stop", "auto"};
constexpr std::string_view kDieAfterNames[] = {"error", "seeded"};
constexpr std::string_view kItemStatusNames[] = {"ready", "spent", "lost"};

constexpr FieldDef kTestFileRows[] = {
    {.key = "tests", .type = T::Map, .required = true, .table = &kTestTable, .list = 0, .doc = "the tests of the file"},
};

constexpr FieldDef kTestRows[] = {
    {.key = "name", .type = T::String, .doc = "shown in the report; name the rule the test shows"},
    {.key = "scenario", .type = T::Shape, .required = true, .shape = "scenario_number", .doc = "the scenario's number"},
    {.key = "class", .type = T::Id, .required = true, .doc = "the character's class"},
    {.key = "level", .type = T::Int, .min = 0, .max = 5, .doc = "the level (0: the scenario's)"},
    {.key = "seed", .type = T::Int, .min = 0, .doc = "the seed (default 1)"},
    {.key = "difficulty", .type = T::String, .doc = "the difficulty (default normal)"},
    {.key = "die", .type = T::Shape, .shape = "die_faces",
     .doc = "die faces rolled for attack modifiers, in order: symbols of the die or numbers 1-6"},
    {.key = "monster_rolls", .type = T::Shape, .shape = "die_faces", .doc = "die faces rolled for monster actions, in order"},
    {.key = "die_after", .type = T::Enum, .names = kDieAfterNames,
     .doc = "when a die or monster_rolls list runs out: error (default) or seeded (the seeded die rolls on)"},
    {.key = "items", .type = T::Int, .min = 1, .max = 9999, .list = 0,
     .doc = "item numbers the character may equip (equipping is then the first decision)"},
    {.key = "setup", .type = T::Map, .table = &kTestSetupTable, .doc = "the situation, set before the first decision"},
    {.key = "character", .type = T::Map, .table = &kTestFigureTable, .doc = "shorthand for setup.character"},
    {.key = "monsters", .type = T::Map, .table = &kTestPlaceTable, .list = 0, .doc = "shorthand for setup.monsters"},
    {.key = "answers", .type = T::String, .list = 0, .doc = "answers by option key, in order"},
    {.key = "steps", .type = T::Map, .table = &kTestStepTable, .list = 0,
     .doc = "answers and expectations interleaved, in order (after `answers`)"},
    {.key = "then", .type = T::Enum, .names = kThenNames,
     .doc = "stop (default): check after the last answer; auto: the built-in player plays to the end first"},
    {.key = "expect", .type = T::Map, .table = &kTestExpectTable, .doc = "what must hold at the end"},
};

constexpr FieldDef kTestFigureRows[] = {
    {.key = "at", .type = T::Shape, .shape = "hex", .doc = "its hex [q, r]"},
    {.key = "hp", .type = T::Int, .min = 0, .max = 999, .doc = "its hit points"},
    {.key = "conditions", .type = T::Enum, .names = kConditionNames, .list = 0, .doc = "its conditions (the exact set)"},
    {.key = "alive", .type = T::Bool, .doc = "alive (expect only)"},
};

constexpr FieldDef kTestPlaceRows[] = {
    {.key = "type", .type = T::Id, .required = true, .doc = "a monster type of the loaded mods"},
    {.key = "number", .type = T::Int, .min = 1, .max = 99,
     .doc = "its number: the monster with it is changed; a new one is placed (default: the next free)"},
    {.key = "at", .type = T::Shape, .shape = "hex", .doc = "its hex [q, r] (required for a new monster)"},
    {.key = "hp", .type = T::Int, .min = 1, .max = 999, .doc = "its hit points"},
    {.key = "conditions", .type = T::Enum, .names = kConditionNames, .list = 0, .doc = "its conditions"},
    {.key = "remove", .type = T::Bool, .doc = "take the monster off the board"},
};

constexpr FieldDef kTestMonsterRows[] = {
    {.key = "type", .type = T::Id, .required = true, .doc = "the monster type"},
    {.key = "number", .type = T::Int, .min = 1, .max = 99, .doc = "its number (default 1)"},
    {.key = "at", .type = T::Shape, .shape = "hex", .doc = "its hex"},
    {.key = "hp", .type = T::Int, .min = 0, .max = 999, .doc = "its hit points"},
    {.key = "conditions", .type = T::Enum, .names = kConditionNames, .list = 0, .doc = "its conditions (the exact set)"},
    {.key = "alive", .type = T::Bool, .doc = "alive or dead"},
    {.key = "absent", .type = T::Bool, .doc = "true: no monster of this type and number was ever on the board"},
    {.key = "count", .type = T::Int, .min = 0, .max = 99,
     .doc = "without number: how many monsters of the type are alive"},
};

constexpr FieldDef kTestHexRows[] = {
    {.key = "at", .type = T::Shape, .required = true, .shape = "hex", .doc = "the hex [q, r]"},
    {.key = "terrain", .type = T::Enum, .required = true, .names = kTerrainNames, .doc = "its terrain"},
};

constexpr FieldDef kTestItemRows[] = {
    {.key = "number", .type = T::Int, .required = true, .min = 1, .max = 9999, .doc = "the item's number"},
    {.key = "status", .type = T::Enum, .names = kItemStatusNames, .doc = "ready (default in setup), spent or lost"},
};

constexpr FieldDef kTestSetupRows[] = {
    {.key = "character", .type = T::Map, .table = &kTestFigureTable, .doc = "the character's hex, hit points, conditions"},
    {.key = "remove_monsters", .type = T::Bool, .doc = "take the scenario's monsters off the board first"},
    {.key = "monsters", .type = T::Map, .table = &kTestPlaceTable, .list = 0, .doc = "monsters changed, placed or removed"},
    {.key = "hexes", .type = T::Map, .table = &kTestHexTable, .list = 0, .doc = "hexes given a terrain (added if new)"},
    {.key = "walls", .type = T::Shape, .shape = "hex_list", .doc = "wall hexes"},
    {.key = "thin_walls", .type = T::Shape, .shape = "thin_wall", .list = 0, .doc = "thin walls between two adjacent hexes"},
    {.key = "elements", .type = T::Shape, .shape = "infusion", .list = 0,
     .doc = "elements infused for the first round (wild: any one)"},
    {.key = "items", .type = T::Map, .table = &kTestItemTable, .list = 0, .doc = "items equipped, with their state"},
    {.key = "cards", .type = T::Shape, .shape = "test_cards", .doc = "a map of card id to pile, or to { pile, side }"},
    {.key = "row", .type = T::Int, .min = 1, .max = 6, .doc = "the row of the character's modifier cube"},
    {.key = "monster_row", .type = T::Int, .min = 1, .max = 6, .doc = "the row of the monsters' modifier cube"},
};

constexpr FieldDef kTestStepRows[] = {
    {.key = "answer", .type = T::String, .doc = "one answer by option key"},
    {.key = "answers", .type = T::String, .list = 0, .doc = "answers by option key"},
    {.key = "auto", .type = T::Shape, .shape = "decision_kind",
     .doc = "the built-in player answers until a decision of this kind is pending (end: to the end)"},
    {.key = "expect", .type = T::Map, .table = &kTestExpectTable, .doc = "what must hold now"},
};

constexpr FieldDef kTestDiceRows[] = {
    {.key = "rolled", .type = T::Int, .min = 0, .doc = "attack modifier dice rolled since the previous expectation"},
    {.key = "monster_rolled", .type = T::Int, .min = 0, .doc = "monster action dice rolled since the previous expectation"},
    {.key = "row", .type = T::Int, .min = 1, .max = 6, .doc = "the row of the character's modifier cube"},
    {.key = "monster_row", .type = T::Int, .min = 1, .max = 6, .doc = "the row of the monsters' modifier cube"},
};

constexpr FieldDef kTestBonusRows[] = {
    {.key = "shield", .type = T::Int, .min = 0, .doc = "the character's shield from active and round bonuses"},
    {.key = "retaliate", .type = T::Int, .min = 0,
     .doc = "the character's retaliate against an adjacent attacker, from active and round bonuses"},
};

constexpr FieldDef kTestExpectRows[] = {
    {.key = "result", .type = T::Enum, .names = kResultNames, .doc = "won, lost or ongoing"},
    {.key = "round", .type = T::Int, .min = 0, .doc = "the round number"},
    {.key = "character", .type = T::Map, .table = &kTestFigureTable, .doc = "the character"},
    {.key = "monsters", .type = T::Map, .table = &kTestMonsterTable, .list = 0, .doc = "monsters, absent ones, counts"},
    {.key = "hexes", .type = T::Map, .table = &kTestHexTable, .list = 0, .doc = "terrain of hexes"},
    {.key = "cards", .type = T::Shape, .shape = "test_cards", .doc = "a map of card id to pile, or to { pile, side }"},
    {.key = "sides", .type = T::Shape, .shape = "test_sides", .doc = "a map of card id to side (A or B)"},
    {.key = "items", .type = T::Map, .table = &kTestItemTable, .list = 0, .doc = "carried items and their state"},
    {.key = "elements", .type = T::Enum, .names = kElementNames, .list = 0,
     .doc = "the elements available to consume now (the exact set)"},
    {.key = "bonuses", .type = T::Map, .table = &kTestBonusTable, .doc = "the character's bonus totals"},
    {.key = "initiative", .type = T::Shape, .shape = "test_initiative",
     .doc = "a map of character or monster type to its initiative this round"},
    {.key = "order", .type = T::Id, .list = 0, .doc = "the round's turn order: character and monster types"},
    {.key = "dice", .type = T::Map, .table = &kTestDiceTable, .doc = "dice rolled and the modifier cubes"},
    {.key = "decision", .type = T::Shape, .shape = "decision_kind", .doc = "the kind of the pending decision (none: none)"},
    {.key = "offered", .type = T::Shape, .shape = "option_match", .list = 0,
     .doc = "options the pending decision must offer: a key or { card | item | hex }"},
    {.key = "not_offered", .type = T::Shape, .shape = "option_match", .list = 0,
     .doc = "options the pending decision must not offer"},
    {.key = "damage", .type = T::Int, .min = 0, .doc = "the damage a pending NegateDamage decision is about"},
    {.key = "damage_conditions", .type = T::Enum, .names = kConditionNames, .list = 0,
     .doc = "the conditions the attack behind a pending NegateDamage decision adds (the exact set)"},
    {.key = "messages", .type = T::String, .list = 0, .doc = "texts game.message showed (a part is enough)"},
    {.key = "events", .type = T::Shape, .shape = "event_expect", .list = 0,
     .doc = "event kinds that happened since the previous expectation: a kind, or { kind, count }"},
    {.key = "script_error", .type = T::String, .doc = "a part of a script error's text that must occur"},
};

}  // namespace

const Table kTestFileTable{"test_file", "a map { tests: [...] }", kTestFileRows, "a test file of a mod (tests/*.yaml)"};
const Table kTestTable{"test", "a test { name, scenario, class, ... }", kTestRows, "a test run in the real engine"};
const Table kTestFigureTable{"test_figure", "a map { at, hp, conditions, alive }", kTestFigureRows, "the character"};
const Table kTestPlaceTable{"test_place", "a map { type, number, at, hp, conditions, remove }", kTestPlaceRows,
                            "a monster changed, placed or removed before the first decision"};
const Table kTestMonsterTable{"test_monster", "a map { type, number, hp, at, conditions, alive, absent, count }",
                              kTestMonsterRows, "what must hold for a monster, or for a type"};
const Table kTestHexTable{"test_hex", "a map { at, terrain }", kTestHexRows, "a hex and its terrain"};
const Table kTestItemTable{"test_item", "a map { number, status }", kTestItemRows, "an item and its state"};
const Table kTestSetupTable{"test_setup", "a map { character, monsters, hexes, walls, elements, items, ... }",
                            kTestSetupRows, "the situation a test starts from"};
const Table kTestStepTable{"test_step", "a step { answer | answers | auto | expect }", kTestStepRows,
                           "one step of a test"};
const Table kTestDiceTable{"test_dice", "a map { rolled, monster_rolled, row, monster_row }", kTestDiceRows, "dice"};
const Table kTestBonusTable{"test_bonuses", "a map { shield, retaliate }", kTestBonusRows, "bonus totals"};
const Table kTestExpectTable{"test_expect", "a map of expectations", kTestExpectRows, "what must hold"};

}  // namespace bnb::loader
