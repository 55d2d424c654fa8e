#pragma once
// Typed readers over yaml-cpp nodes. Every reader reports what it expected and what it got at the
// node's file:line:col, with a path into the data (monsters[0].columns[1].initiative), and returns
// false instead of throwing, so that one bad field never hides the next one.
#include <climits>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "engine/base/content/content_db.h"
#include "engine/base/content/diagnostics.h"
#include "engine/base/content/field_table.h"
#include "engine/base/core/names.h"

namespace bnb::loader {

// The file being read: where messages go, which mod it belongs to, and the references found in
// the definition being read (collected per definition so that an override can drop them).
struct FileCtx {
  std::string file;       // path for messages: the mod folder as given, joined with the file
  std::string_view text;  // the file's text, for positions inside block scalars
  const ModInfo* mod = nullptr;
  Diagnostics* diags = nullptr;
  std::vector<ContentRef> refs;  // found in the definition being read; the merger sets the owner

  void error(const YAML::Mark& at, const std::string& path, std::string message);
  void warning(const YAML::Mark& at, const std::string& path, std::string message);
  SourceRef source(const YAML::Mark& at) const;
  void ref(ContentRef::Kind kind, std::string target, const YAML::Mark& at, const std::string& path,
           bool optional = false);
};

// A value with the place to point at (the key, for empty values) and its path.
struct Val {
  YAML::Node node;
  YAML::Mark mark;
  std::string path;
};

Val root_val(const YAML::Node& node);
std::string describe(const YAML::Node& node);  // 'text', null, a list, a map
// Reports "expected <what>, got <describe(node)>".
void expected(FileCtx& ctx, const Val& v, std::string_view what);

// Closest candidate within a small edit distance, or empty.
std::string closest(std::string_view word, std::span<const std::string_view> candidates);
std::string did_you_mean(std::string_view word, std::span<const std::string_view> candidates);

bool read_int(FileCtx& ctx, const Val& v, int& out, int min = INT_MIN, int max = INT_MAX);
// A scenario number, "12" or "12.5" (engine/base/core/scenario_number.h).
bool read_scenario_number(FileCtx& ctx, const Val& v, int& out);
bool read_bool(FileCtx& ctx, const Val& v, bool& out);
bool read_string(FileCtx& ctx, const Val& v, std::string& out);
// An id: letters, digits, '-', '_' and '.'.
bool read_id(FileCtx& ctx, const Val& v, std::string& out);
// The items of a list, each with its path (path[i]); nullopt (and a message) if not a list.
std::optional<std::vector<Val>> read_list(FileCtx& ctx, const Val& v);
// A list of exactly `n` items: "expected <n> <what>, got <k>".
std::optional<std::vector<Val>> read_list_of(FileCtx& ctx, const Val& v, size_t n, std::string_view what);

// One of a fixed set of names: "expected one of a, b, c, got 'x' (did you mean 'b'?)".
template <class E>
struct Name {
  std::string_view name;
  E value;
};
bool read_name_index(FileCtx& ctx, const Val& v, std::span<const std::string_view> names, size_t& out,
                     std::string_view what = {});
template <class E, size_t N>
bool read_enum(FileCtx& ctx, const Val& v, const Name<E> (&table)[N], E& out, std::string_view what = {}) {
  std::string_view names[N];
  for (size_t i = 0; i < N; ++i) names[i] = table[i].name;
  size_t i = 0;
  if (!read_name_index(ctx, v, names, i, what)) return false;
  out = table[i].value;
  return true;
}
// One of an enum's names (engine/base/core/names.h).
template <class E, size_t N>
bool read_enum(FileCtx& ctx, const Val& v, const NameTable<E, N>& table, E& out, std::string_view what = {}) {
  size_t i = 0;
  if (!read_name_index(ctx, v, table.all(), i, what)) return false;
  out = E(i);
  return true;
}

// A YAML map read field by field. Keys never asked for are reported by finish() as unknown, with
// a suggestion among the keys that were asked for. Duplicate keys are reported at once.
// Built on a field table (field_table.h), it reads each key by its row: field() reports a
// required key missing, read() checks the row's type and range. Asking a table for a key it has
// no row for is a loader bug (std::logic_error), so the table lists every key the loader reads.
class Fields {
 public:
  Fields(FileCtx& ctx, const Val& v, std::string_view what = "a map");
  Fields(FileCtx& ctx, const Val& v, const Table& table);
  bool ok() const { return ok_; }
  const Val& self() const { return self_; }
  FileCtx& ctx() { return ctx_; }

  bool has(std::string_view key) const;          // present (does not count as asked)
  std::optional<Val> get(std::string_view key);  // asked; nullopt if absent
  std::optional<Val> require(std::string_view key);  // asked; "missing required field" if absent
  void allow(std::string_view key);              // asked without reading
  std::string path(std::string_view key) const;

  // Shorthands: read the field into `out` when present (or report it missing when required).
  bool get_int(std::string_view key, int& out, int min = INT_MIN, int max = INT_MAX, bool required = false);
  bool get_bool(std::string_view key, bool& out);
  bool get_string(std::string_view key, std::string& out, bool required = false);
  bool get_id(std::string_view key, std::string& out, bool required = false);

  // By the table's row for `key`.
  const FieldDef& row(std::string_view key) const;
  std::optional<Val> field(std::string_view key);  // get(), or require() when the row is required
                                                   // (without a table: get())
  bool read(std::string_view key, int& out);          // Int: the row's range
  bool read(std::string_view key, bool& out);         // Bool
  bool read(std::string_view key, std::string& out);  // String or Id

  // Present keys that were never asked for, with their key nodes.
  std::vector<std::pair<std::string, YAML::Mark>> unasked() const;
  // Reports every unasked key as unknown; `extra` (then the table's keys) adds candidates for the
  // suggestion. A key of
  // `renamed_scope` in the renamed table (renamed.h) is explained instead.
  void finish(std::span<const std::string_view> extra = {}, std::string_view renamed_scope = {});

 private:
  struct Entry {
    std::string key;
    YAML::Mark key_mark;
    YAML::Node value;
    bool asked = false;
  };
  Entry* find(std::string_view key);
  const Entry* find(std::string_view key) const;
  Val value_of(const Entry& e) const;

  FileCtx& ctx_;
  Val self_;
  const Table* table_ = nullptr;
  bool ok_ = false;
  std::vector<Entry> entries_;
  std::vector<std::string> asked_;  // every key asked for, present or not
};

}  // namespace bnb::loader
