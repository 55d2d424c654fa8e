// Modifier tables: 6 rows of 3 cells (die faces -, o, +); a cell is +N, -N, null, 2x or a map with
// added effects.
#include <charconv>

#include "engine/base/content/load_parts.h"

namespace bnb::loader {

namespace {

constexpr std::string_view kCellWhat = "a modifier (+1, -2, 0, null, 2x, or a map { value: ..., pierce: ... })";

bool scalar_cell(const YAML::Node& n, ModifierCell& out) {
  if (n.IsNull()) return out.kind = ModifierCell::Null, true;
  if (!n.IsScalar()) return false;
  const std::string& s = n.Scalar();
  if (s == "null") return out.kind = ModifierCell::Null, true;
  if (s == "2x") return out.kind = ModifierCell::Double, true;
  std::string_view digits = s;
  if (!digits.empty() && digits[0] == '+') digits.remove_prefix(1);
  int value = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || value < -9 || value > 9)
    return false;
  out.kind = ModifierCell::Add;
  out.value = value;
  return true;
}

bool read_cell(FileCtx& ctx, const Val& v, ModifierCell& out) {
  if (!v.node.IsMap()) {
    if (scalar_cell(v.node, out)) return true;
    expected(ctx, v, kCellWhat);
    return false;
  }
  Fields f(ctx, v, kModifierCellTable);
  bool ok = true;
  if (auto value = f.field("value")) {
    if (!scalar_cell(value->node, out)) {
      expected(ctx, *value, "a modifier (+1, -2, 0, null or 2x)");
      ok = false;
    }
  } else {
    ok = false;
  }
  read_effects(f, out.effects);
  int targets = 0;
  if (f.read("targets", targets)) out.targets = int8_t(targets);
  f.finish();
  return ok;
}

}  // namespace

bool read_modifier_table(FileCtx& ctx, const Val& v, ModifierTable& out) {
  auto rows = read_list_of(ctx, v, 6, "rows");
  if (!rows) return false;
  bool ok = true;
  for (size_t r = 0; r < 6; ++r) {
    auto cells = read_list_of(ctx, (*rows)[r], 3, "cells (die faces -, o, +)");
    if (!cells) {
      ok = false;
      continue;
    }
    for (size_t c = 0; c < 3; ++c) ok = read_cell(ctx, (*cells)[c], out.cells[r * 3 + c]) && ok;
  }
  return ok;
}

}  // namespace bnb::loader
