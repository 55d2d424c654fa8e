#pragma once
// The loader's pieces, one file each (see loader.h for the whole picture). Readers of shared
// pieces return false after reporting; collection loaders read one top-level key of a file.
#include <optional>
#include <string>
#include <vector>

#include "engine/base/content/merge.h"
#include "engine/base/content/tables.h"
#include "engine/base/content/texts.h"
#include "engine/base/content/yaml_read.h"

namespace bnb::loader {

// Reads each entry of the list `v` with `read(entry)` (true when it read); false when the list or
// any entry did not (each reported where it stands).
template <class Read>
bool read_each(FileCtx& ctx, const Val& v, Read read) {
  auto items = read_list(ctx, v);
  if (!items) return false;
  bool ok = true;
  for (const Val& item : *items) ok = read(item) && ok;
  return ok;
}

// Each entry of the list `v` that is a map, read field by field by `table`: read(f).
template <class Read>
void for_each_map(FileCtx& ctx, const Val& v, const Table& table, Read read) {
  auto items = read_list(ctx, v);
  if (!items) return;
  for (const Val& item : *items) {
    Fields f(ctx, item, table);
    if (f.ok()) read(f);
  }
}

// The map `v`, read field by field by `table`: read(f), then the fields it did not read are reported.
template <class Read>
void read_map(FileCtx& ctx, const Val& v, const Table& table, Read read) {
  Fields f(ctx, v, table);
  if (!f.ok()) return;
  read(f);
  f.finish();
}

// The field `key` when it is a list of exactly as many entries as its row says (one per level, one
// per die symbol): read(i, entry) for each.
template <class Read>
void read_fixed_list(Fields& f, std::string_view key, std::string_view what, Read read) {
  if (auto v = f.field(key))
    if (auto items = read_list_of(f.ctx(), *v, size_t(f.row(key).list), what))
      for (size_t i = 0; i < items->size(); ++i) read(i, (*items)[i]);
}

// --- load_common.cpp: elements, conditions, hexes, effects, script references ---
bool read_element(FileCtx& ctx, const Val& v, Element& out);
// `fire`, a mix `fire/earth` or `any` (all six): the elements that can pay or be infused.
bool read_element_choice(FileCtx& ctx, const Val& v, std::vector<Element>& out);
bool read_elements(FileCtx& ctx, const Val& v, std::vector<Element>& out);  // list of single elements
bool read_conditions(FileCtx& ctx, const Val& v, ConditionSet& out);        // list of conditions
bool read_hex(FileCtx& ctx, const Val& v, Hex& out);                         // [q, r]
bool read_hex_list(FileCtx& ctx, const Val& v, std::vector<Hex>& out);       // no hex twice
// "file.lua#function" naming a Lua file of the current mod; recorded for the function check.
bool read_script_ref(FileCtx& ctx, const Val& v, std::string& out);
// Each entry of the effects list (effects.h): one, or all of them.
void read_effect(Fields& f, const EffectField& e, Effects& out);
void read_effects(Fields& f, Effects& out);
std::string hex_text(Hex h);  // "[q, r]"
// A list of ids of `kind` (cards of a class, classes of a scenario), each recorded as a reference.
void read_id_list(FileCtx& ctx, const Val& v, ContentRef::Kind kind, std::vector<std::string>& out);

// --- load_abilities.cpp ---
bool read_abilities(FileCtx& ctx, const Val& v, std::vector<Ability>& out);
bool read_action(FileCtx& ctx, const Val& v, Action& out);  // a card's top or bottom

// --- load_modifiers.cpp: modifier cells and 6 x 3 tables ---
bool read_modifier_table(FileCtx& ctx, const Val& v, ModifierTable& out);

// --- load_map.cpp: a scenario's `map` + `legend` or `hexes` ---
bool read_scenario_map(Fields& f, Map& out);

// --- collections (load_<collection>.cpp) ---
void load_monsters(FileCtx& ctx, const Val& v, Merger& m);
void load_cards(FileCtx& ctx, const Val& v, Merger& m);
void load_classes(FileCtx& ctx, const Val& v, Merger& m);
void load_items(FileCtx& ctx, const Val& v, Merger& m);
void load_scenarios(FileCtx& ctx, const Val& v, Merger& m);
void load_die(FileCtx& ctx, const Val& v, Merger& m);
void load_monster_tables(FileCtx& ctx, const Val& v, Merger& m);
void load_campaign(FileCtx& ctx, const Val& v, Merger& m);
void load_texts(FileCtx& ctx, const Val& v, Merger& m);

// --- load_file.cpp: one definitions file (any *.yaml of a mod but mod.yaml) ---
void load_definitions_file(FileCtx& ctx, const std::string& text, Merger& m);

// --- load_lang.cpp: a mod's translations (lang/<code>.yaml, lang/<code>/*.yaml) ---
// Reads them into `texts`, checked against its English (add_english_texts, all mods loaded).
// `replaced` (Merger::replaced) holds the definitions a later mod replaced: their texts are skipped.
void load_overlays(const ModInfo& mod, ContentTexts& texts, Diagnostics& diags, const std::set<std::string>& replaced);

// --- loader.cpp ---
// A content file's text, or false after reporting why it cannot be loaded (unreadable, too
// large, not UTF-8: file:line:column).
bool read_content_file(const std::string& shown, std::string& text, Diagnostics& diags);

// --- load_mod.cpp: manifests and load order ---
bool read_file(const std::string& path, std::string& out);
struct Manifest {
  ModInfo info;
  std::string file;                  // <dir>/mod.yaml as shown in messages
  SourceRef id_at, api_at;
  std::vector<SourceRef> depends_at;  // one per info.depends entry
};
// Reads `<dir>/mod.yaml`; nullopt when it is missing or has no usable id (reported).
std::optional<Manifest> read_manifest_file(const std::string& dir, Diagnostics& diags);
// Load order: dependencies first, otherwise as given. Missing dependencies and cycles are
// reported at the `depends` entry in mod.yaml.
std::vector<size_t> order_by_dependencies(const std::vector<Manifest>& mods, Diagnostics& diags);

}  // namespace bnb::loader
