#pragma once
// JSON Schema (draft-07) of the YAML files of a mod, generated from the loader's field tables
// (tables.h) and the ability verbs (verbs.h). `bnb schema` writes these files; editors that speak
// JSON Schema (yaml-language-server) check and complete a mod's files with them.
#include <string>
#include <vector>

namespace bnb::loader {

struct SchemaFile {
  std::string name;  // "mod.schema.json", "monsters.schema.json", ...
  std::string text;  // the schema, ending in a newline
};

// One file per kind: mod.yaml, a definitions file of any collections (content), and one per
// collection kind (monsters, cards, classes, items, scenarios, rules: die, monster_tables, campaign).
std::vector<SchemaFile> json_schemas();

}  // namespace bnb::loader
