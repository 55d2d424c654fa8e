#include <algorithm>

#include "engine/base/content/load_parts.h"

namespace bnb::loader {

namespace {
constexpr auto& kElements = kElementNames;
constexpr auto& kConditions = kConditionNames;

bool element_named(std::string_view s, Element& out) {
  if (auto e = element_from_name(s)) return out = *e, true;
  return false;
}
}  // namespace

bool read_element(FileCtx& ctx, const Val& v, Element& out) {
  size_t i = 0;
  if (!read_name_index(ctx, v, kElements, i, "an element")) return false;
  out = Element(i);
  return true;
}

bool read_element_choice(FileCtx& ctx, const Val& v, std::vector<Element>& out) {
  if (v.node.IsScalar()) {
    const std::string& s = v.node.Scalar();
    if (s == "any") {
      out.clear();
      for (int i = 0; i < kElementCount; ++i) out.push_back(Element(i));
      return true;
    }
    const size_t slash = s.find('/');
    Element a, b;
    if (slash == std::string::npos ? element_named(s, a)
                                   : element_named(s.substr(0, slash), a) && element_named(s.substr(slash + 1), b) && a != b) {
      out = {a};
      if (slash != std::string::npos) out.push_back(b);
      return true;
    }
  }
  std::string msg = "expected an element (fire, ice, air, earth, light, dark, a mix such as fire/earth, or any), got " +
                    describe(v.node);
  if (v.node.IsScalar() && v.node.Scalar().find('/') == std::string::npos)
    msg += did_you_mean(v.node.Scalar(), kElements);
  ctx.error(v.mark, v.path, msg);
  return false;
}

bool read_elements(FileCtx& ctx, const Val& v, std::vector<Element>& out) {
  out.clear();
  return read_each(ctx, v, [&](const Val& item) {
    Element e;
    if (!read_element(ctx, item, e)) return false;
    out.push_back(e);
    return true;
  });
}

bool read_conditions(FileCtx& ctx, const Val& v, ConditionSet& out) {
  out = 0;
  return read_each(ctx, v, [&](const Val& item) {
    size_t i = 0;
    if (!read_name_index(ctx, item, kConditions, i, "a condition")) return false;
    out |= bit(Condition(i));
    return true;
  });
}

std::string hex_text(Hex h) { return "[" + std::to_string(h.q) + ", " + std::to_string(h.r) + "]"; }

bool read_hex(FileCtx& ctx, const Val& v, Hex& out) {
  if (v.node.IsSequence() && v.node.size() == 2 && v.node[0].IsScalar() && v.node[1].IsScalar()) {
    auto items = read_list(ctx, v);
    int q = 0, r = 0;
    bool ok = read_int(ctx, (*items)[0], q, -999, 999);
    ok = read_int(ctx, (*items)[1], r, -999, 999) && ok;
    if (ok) out = Hex{int16_t(q), int16_t(r)};
    return ok;
  }
  expected(ctx, v, "a hex [q, r]");
  return false;
}

bool read_hex_list(FileCtx& ctx, const Val& v, std::vector<Hex>& out) {
  auto items = read_list(ctx, v);
  if (!items) return false;
  bool ok = true;
  out.clear();
  std::vector<int> lines;
  for (const Val& item : *items) {
    Hex h;
    if (!read_hex(ctx, item, h)) {
      ok = false;
      continue;
    }
    auto seen = std::find(out.begin(), out.end(), h);
    if (seen != out.end()) {
      ctx.error(item.mark, item.path,
                "hex " + hex_text(h) + " is listed twice (first on line " +
                    std::to_string(lines[size_t(seen - out.begin())]) + ")");
      ok = false;
      continue;
    }
    out.push_back(h);
    lines.push_back(item.mark.line + 1);
  }
  return ok;
}

bool read_script_ref(FileCtx& ctx, const Val& v, std::string& out) {
  const auto is_ident = [](std::string_view s) {
    return !s.empty() && !(s[0] >= '0' && s[0] <= '9') && std::all_of(s.begin(), s.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
  };
  const std::string s = v.node.IsScalar() ? v.node.Scalar() : std::string();
  const size_t hash = s.find('#');
  const std::string file = hash == std::string::npos ? std::string() : s.substr(0, hash);
  if (hash == std::string::npos || file.size() <= 4 || !file.ends_with(".lua") || !is_ident(s.substr(hash + 1))) {
    expected(ctx, v, "a script reference file.lua#function");
    return false;
  }
  if (ctx.mod && !ctx.mod->has_script(file)) {
    ctx.error(v.mark, v.path, "script file '" + file + "' is not in mod '" + ctx.mod->id + "'");
    return false;
  }
  out = s;
  ctx.ref(ContentRef::Script, s, v.mark, v.path);
  return true;
}

void read_effect(Fields& f, const EffectField& e, Effects& out) {
  if (e.points) f.read(e.key, out.*e.points);
  else if (auto v = f.field(e.key)) read_conditions(f.ctx(), *v, out.*e.set);
}

void read_effects(Fields& f, Effects& out) {
  for (const EffectField& e : kEffectFields) read_effect(f, e, out);
}

void read_id_list(FileCtx& ctx, const Val& v, ContentRef::Kind kind, std::vector<std::string>& out) {
  read_each(ctx, v, [&](const Val& item) {
    std::string id;
    if (!read_id(ctx, item, id)) return false;
    ctx.ref(kind, id, item.mark, item.path);
    out.push_back(std::move(id));
    return true;
  });
}

}  // namespace bnb::loader
