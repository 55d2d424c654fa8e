#pragma once
// Field tables: one row per key a YAML map of some kind may hold, with its type, whether it is
// required, its range or allowed names and a short description. The loaders read and check their
// maps through these rows (Fields, yaml_read.h), and `bnb schema` turns the same rows into JSON
// Schema (schema_json.h), so the editor's view of a file and the loader's cannot drift apart.
#include <climits>
#include <span>
#include <string_view>

namespace bnb::loader {

enum class FieldType {
  Int,     // an integer from min to max
  Bool,    // true or false
  String,  // any text
  Id,      // letters, digits, '-', '_' and '.'
  Enum,    // one of `names`
  Map,     // a nested map described by `table`
  Shape,   // a shape read by its own reader (load_common.cpp ...), named by `shape` (schema_json.cpp)
};

struct Table;

struct FieldDef {
  std::string_view key{};
  FieldType type = FieldType::String;
  bool required = false;
  int min = INT_MIN, max = INT_MAX;         // Int
  std::span<const std::string_view> names{};  // Enum
  const Table* table = nullptr;             // Map
  std::string_view shape{};                 // Shape
  int list = -1;  // -1: one value; 0: a list of such values; n > 0: a list of exactly n
  std::string_view doc{};
};

struct Table {
  std::string_view name;  // the schema definition's name: "monster", "card_side", ...
  std::string_view what;  // how a message names the map: "a monster", "a card side { initiative, top, bottom }"
  std::span<const FieldDef> rows;
  std::string_view doc;

  const FieldDef* find(std::string_view key) const {
    for (const FieldDef& r : rows)
      if (r.key == key) return &r;
    return nullptr;
  }
};

}  // namespace bnb::loader
