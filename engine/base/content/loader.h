#pragma once
// Content loading: mod folders on disk -> ContentDb, with every problem as a compiler-style message.
//
//   loader.h / loader.cpp     load_mods(): manifests, load order, every file of every mod, checks
//   load_mod.cpp              mod.yaml (id, name, version, engine_api, depends) and dependency order
//   load_file.cpp             one definitions file: which collection each top-level key holds
//   load_monsters.cpp         monsters: stats, bonuses, three action columns
//   load_cards.cpp            cards: A/B sides, initiative, top/bottom actions, upgrades
//   load_classes.cpp          classes: hp and modifier table per level, cards and upgrades
//   load_items.cpp            items: slot, usage, window, effect
//   load_scenarios.cpp        scenarios: start, placements, hooks, hazards, plates, rewards, next
//   load_rules.cpp            die, monster_tables, campaign
//   load_lang.cpp             a mod's translations, lang/<code>.yaml (texts.h: the texts by language)
//   load_map.cpp              a scenario's map grid (+ legend) or hexes list (engine/base/map/text_grid.h)
//   load_abilities.cpp        abilities, element consumptions, card actions
//   load_modifiers.cpp        modifier cells and 6 x 3 tables
//   load_common.cpp           elements, conditions, hexes, effects, script references
//   merge.h / merge.cpp       add by id, override by a later mod, duplicates within one mod
//   yaml_read.h / .cpp        typed YAML readers: path + file:line:col, unknown keys, did-you-mean
//   checks/                   checks that need all mods loaded, one file each
//
// Formats: docs/content-format.md and docs/maps.md. Messages read
//   <mod dir as given>/<file>:line:col: error: path.to.field: expected X, got Y
// Loading never stops at the first problem: every file is read and every check runs.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/base/content/diagnostics.h"
#include "engine/base/content/texts.h"

namespace bnb {

struct LoadResult {
  ContentDb db;
  ContentTexts texts;  // the player-facing texts in English and every language of the mods' lang/
  Diagnostics diags;
  bool ok() const { return !diags.has_errors(); }
};

// Loads mod folders (each with a mod.yaml). Mods load dependencies first, otherwise in the given
// order; a later mod replaces definitions with the same id (items and scenarios: same number).
// Each mod's *.lua files are read into ModInfo::scripts for the Lua layer. A mod that needs a
// newer engine API is reported and its files are skipped. The top-level `tests` folder is the
// mod's tests (bnb test); `lang` holds its translations, read into LoadResult::texts.
LoadResult load_mods(const std::vector<std::string>& mod_dirs);

// Reads only `<mod_dir>/mod.yaml` (e.g. to see what a mod depends on before loading it).
std::optional<ModInfo> read_manifest(const std::string& mod_dir, Diagnostics& diags);

// Whether mod `mod` has the Lua function named by `ref` ("file.lua#function").
using ScriptFunctionLookup = std::function<bool(const std::string& mod, const std::string& ref)>;
// Reports every script reference whose function does not exist. load_mods() already reports
// references to files that are not in the mod; this is for the Lua layer once it has loaded them.
void check_script_refs(const ContentDb& db, Diagnostics& diags, const ScriptFunctionLookup& has_fn);

}  // namespace bnb
