#include "engine/base/content/yaml_read.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "engine/base/content/renamed.h"
#include "engine/base/core/scenario_number.h"
#include "engine/base/core/text.h"

namespace bnb::loader {

namespace {
int line_of(const YAML::Mark& m) { return m.line < 0 ? 0 : m.line + 1; }
int column_of(const YAML::Mark& m) { return m.column < 0 ? 0 : m.column + 1; }

// Edits between two words, a swap of neighbouring letters counting as one ("rnage" -> "range").
size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

std::string join(std::span<const std::string_view> names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += ", ";
    out += names[i];
  }
  return out;
}
}  // namespace

void FileCtx::error(const YAML::Mark& at, const std::string& path, std::string message) {
  diags->error(file, line_of(at), column_of(at), path, std::move(message));
}
void FileCtx::warning(const YAML::Mark& at, const std::string& path, std::string message) {
  diags->warning(file, line_of(at), column_of(at), path, std::move(message));
}
SourceRef FileCtx::source(const YAML::Mark& at) const { return {file, line_of(at), column_of(at)}; }
void FileCtx::ref(ContentRef::Kind kind, std::string target, const YAML::Mark& at, const std::string& path,
                  bool optional) {
  refs.push_back({kind, std::move(target), mod ? mod->id : std::string(), source(at), path, std::string(), optional});
}

Val root_val(const YAML::Node& node) { return {node, node.Mark(), ""}; }

std::string describe(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Map: return "a map";
    case YAML::NodeType::Scalar: {
      std::string s = printable(node.Scalar());
      if (s.size() > 40) {
        size_t n = 37;  // cut at a character boundary
        while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
        s = s.substr(0, n) + "...";
      }
      return "'" + s + "'";
    }
    default: return "nothing";
  }
}

void expected(FileCtx& ctx, const Val& v, std::string_view what) {
  ctx.error(v.mark, v.path, "expected " + std::string(what) + ", got " + describe(v.node));
}

std::string closest(std::string_view word, std::span<const std::string_view> candidates) {
  const size_t limit = std::max<size_t>(1, std::min<size_t>(2, word.size() / 3));
  std::string best;
  size_t best_d = limit + 1;
  for (std::string_view c : candidates) {
    const size_t d = edit_distance(word, c);
    if (d < best_d) best_d = d, best = std::string(c);
  }
  return best;
}

std::string did_you_mean(std::string_view word, std::span<const std::string_view> candidates) {
  const std::string c = closest(word, candidates);
  return c.empty() ? std::string() : " (did you mean '" + c + "'?)";
}

bool read_int(FileCtx& ctx, const Val& v, int& out, int min, int max) {
  std::string what = "an integer";
  if (min != INT_MIN && max != INT_MAX) what += " from " + std::to_string(min) + " to " + std::to_string(max);
  else if (min != INT_MIN) what += " >= " + std::to_string(min);
  if (!v.node.IsScalar()) return expected(ctx, v, what), false;
  std::string_view s = v.node.Scalar();
  if (!s.empty() && s[0] == '+') s.remove_prefix(1);
  int value = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || value < min || value > max)
    return expected(ctx, v, what), false;
  out = value;
  return true;
}

bool read_scenario_number(FileCtx& ctx, const Val& v, int& out) {
  const std::optional<int> n = v.node.IsScalar() ? parse_scenario_number(v.node.Scalar()) : std::nullopt;
  if (!n) return expected(ctx, v, "a scenario number from 1 to 9999, or with one decimal such as 12.5"), false;
  out = *n;
  return true;
}

bool read_bool(FileCtx& ctx, const Val& v, bool& out) {
  if (v.node.IsScalar()) {
    const std::string& s = v.node.Scalar();
    if (s == "true") return out = true, true;
    if (s == "false") return out = false, true;
  }
  expected(ctx, v, "true or false");
  return false;
}

bool read_string(FileCtx& ctx, const Val& v, std::string& out) {
  if (!v.node.IsScalar()) return expected(ctx, v, "a string"), false;
  // Texts reach terminals: a control character (an escape sequence written as "\e" in YAML) is
  // refused here, not printed later.
  if (needs_printable(v.node.Scalar()))
    return expected(ctx, v, "text without control characters (only newlines and tabs)"), false;
  out = v.node.Scalar();
  return true;
}

bool read_id(FileCtx& ctx, const Val& v, std::string& out) {
  const auto good = [](const std::string& s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
             c == '.';
    });
  };
  if (!v.node.IsScalar() || !good(v.node.Scalar()))
    return expected(ctx, v, "an id (letters, digits, '-', '_' or '.')"), false;
  out = v.node.Scalar();
  return true;
}

std::optional<std::vector<Val>> read_list(FileCtx& ctx, const Val& v) {
  if (!v.node.IsSequence()) {
    expected(ctx, v, "a list");
    return std::nullopt;
  }
  std::vector<Val> out;
  out.reserve(v.node.size());
  size_t i = 0;
  for (const YAML::Node& item : v.node) {
    // Empty items carry the mark of whatever follows them; point at the list instead.
    const YAML::Mark mark = item.IsNull() && item.Mark().line < 0 ? v.mark : item.Mark();
    out.push_back({item, mark, v.path + "[" + std::to_string(i++) + "]"});
  }
  return out;
}

std::optional<std::vector<Val>> read_list_of(FileCtx& ctx, const Val& v, size_t n, std::string_view what) {
  auto items = read_list(ctx, v);
  if (items && items->size() != n) {
    ctx.error(v.mark, v.path,
              "expected " + std::to_string(n) + " " + std::string(what) + ", got " + std::to_string(items->size()));
    return std::nullopt;
  }
  return items;
}

bool read_name_index(FileCtx& ctx, const Val& v, std::span<const std::string_view> names, size_t& out,
                     std::string_view what) {
  if (v.node.IsScalar()) {
    const std::string& s = v.node.Scalar();
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == s) return out = i, true;
  }
  std::string msg = what.empty() ? "one of " + join(names) : std::string(what) + " (" + join(names) + ")";
  msg = "expected " + msg + ", got " + describe(v.node);
  if (v.node.IsScalar()) msg += did_you_mean(v.node.Scalar(), names);
  ctx.error(v.mark, v.path, msg);
  return false;
}

// --- Fields ---

Fields::Fields(FileCtx& ctx, const Val& v, std::string_view what) : ctx_(ctx), self_(v) {
  if (!v.node.IsMap()) {
    expected(ctx, v, what);
    return;
  }
  ok_ = true;
  entries_.reserve(v.node.size());
  for (auto it = v.node.begin(); it != v.node.end(); ++it) {
    const YAML::Node k = it->first;  // a copy: the iterator's value is a temporary
    if (!k.IsScalar()) {
      ctx.error(k.Mark(), v.path, "expected a key name, got " + describe(k));
      continue;
    }
    if (find(k.Scalar())) {
      ctx.error(k.Mark(), v.path, "duplicate key '" + k.Scalar() + "'");
      continue;
    }
    entries_.push_back({k.Scalar(), k.Mark(), it->second, false});
  }
}

Fields::Fields(FileCtx& ctx, const Val& v, const Table& table) : Fields(ctx, v, table.what) { table_ = &table; }

const FieldDef& Fields::row(std::string_view key) const {
  const FieldDef* r = table_ ? table_->find(key) : nullptr;
  if (!r)
    throw std::logic_error("field table '" + std::string(table_ ? table_->name : "(none)") + "' has no row '" +
                           std::string(key) + "'");
  return *r;
}

// Without a table (a map whose keys some other reader owns, such as a monster situation sharing
// the scenario map's keys), field() is get().
std::optional<Val> Fields::field(std::string_view key) {
  if (!table_) return get(key);
  return row(key).required ? require(key) : get(key);
}

bool Fields::read(std::string_view key, int& out) {
  const FieldDef& r = row(key);
  if (r.type != FieldType::Int || r.list >= 0) throw std::logic_error("row '" + std::string(key) + "' is not an integer");
  auto v = field(key);
  return v && read_int(ctx_, *v, out, r.min, r.max);
}
bool Fields::read(std::string_view key, bool& out) {
  if (row(key).type != FieldType::Bool) throw std::logic_error("row '" + std::string(key) + "' is not a bool");
  auto v = field(key);
  return v && read_bool(ctx_, *v, out);
}
bool Fields::read(std::string_view key, std::string& out) {
  const FieldType t = row(key).type;
  if (t != FieldType::String && t != FieldType::Id)
    throw std::logic_error("row '" + std::string(key) + "' is not a string");
  auto v = field(key);
  return v && (t == FieldType::Id ? read_id(ctx_, *v, out) : read_string(ctx_, *v, out));
}

Fields::Entry* Fields::find(std::string_view key) {
  for (Entry& e : entries_)
    if (e.key == key) return &e;
  return nullptr;
}
const Fields::Entry* Fields::find(std::string_view key) const {
  for (const Entry& e : entries_)
    if (e.key == key) return &e;
  return nullptr;
}

Val Fields::value_of(const Entry& e) const {
  // An empty value (`hp:`) has no position of its own; point at its key.
  const YAML::Mark mark = e.value.IsNull() || e.value.Mark().line < 0 ? e.key_mark : e.value.Mark();
  return {e.value, mark, path(e.key)};
}

std::string Fields::path(std::string_view key) const {
  return self_.path.empty() ? std::string(key) : self_.path + "." + std::string(key);
}

bool Fields::has(std::string_view key) const { return find(key) != nullptr; }

void Fields::allow(std::string_view key) {
  if (std::find(asked_.begin(), asked_.end(), key) == asked_.end()) asked_.emplace_back(key);
  if (Entry* e = find(key)) e->asked = true;
}

std::optional<Val> Fields::get(std::string_view key) {
  allow(key);
  if (const Entry* e = find(key)) return value_of(*e);
  return std::nullopt;
}

std::optional<Val> Fields::require(std::string_view key) {
  auto v = get(key);
  if (!v && ok_) ctx_.error(self_.mark, self_.path, "missing required field '" + std::string(key) + "'");
  return v;
}

bool Fields::get_int(std::string_view key, int& out, int min, int max, bool required) {
  auto v = required ? require(key) : get(key);
  return v && read_int(ctx_, *v, out, min, max);
}
bool Fields::get_bool(std::string_view key, bool& out) {
  auto v = get(key);
  return v && read_bool(ctx_, *v, out);
}
bool Fields::get_string(std::string_view key, std::string& out, bool required) {
  auto v = required ? require(key) : get(key);
  return v && read_string(ctx_, *v, out);
}
bool Fields::get_id(std::string_view key, std::string& out, bool required) {
  auto v = required ? require(key) : get(key);
  return v && read_id(ctx_, *v, out);
}

std::vector<std::pair<std::string, YAML::Mark>> Fields::unasked() const {
  std::vector<std::pair<std::string, YAML::Mark>> out;
  for (const Entry& e : entries_)
    if (!e.asked) out.emplace_back(e.key, e.key_mark);
  return out;
}

void Fields::finish(std::span<const std::string_view> extra, std::string_view renamed_scope) {
  std::vector<std::string_view> candidates(asked_.begin(), asked_.end());
  candidates.insert(candidates.end(), extra.begin(), extra.end());
  if (table_)
    for (const FieldDef& r : table_->rows) candidates.push_back(r.key);
  for (const auto& [key, mark] : unasked()) {
    if (const Renamed* r = renamed_scope.empty() ? nullptr : find_renamed(renamed_scope, key))
      ctx_.error(mark, self_.path, renamed_message(*r, ctx_.mod ? ctx_.mod->engine_api : 0));
    else
      ctx_.error(mark, self_.path, "unknown key '" + key + "'" + did_you_mean(key, candidates));
  }
}

}  // namespace bnb::loader
