// A mod's translations: `lang/<code>.yaml` and `lang/<code>/*.yaml`, texts only, checked against
// the English of the loaded content (docs/modding.md, "Translating a mod").
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include "engine/base/content/load_parts.h"
#include "engine/base/core/read_file.h"

namespace bnb::loader {

namespace fs = std::filesystem;

namespace {

// The scenario fields an overlay gives as a list (by position) or as a map (by name).
constexpr std::string_view kListGroups[] = {"rules", "objectives"};
constexpr std::string_view kMapGroups[] = {"map_names", "hazards", "pressure_plates"};

// A language code as in LANG: two or three lowercase letters, optionally '-' and a region.
bool language_code(std::string_view s) {
  const size_t dash = s.find('-');
  const std::string_view lang = s.substr(0, dash);
  if (lang.size() < 2 || lang.size() > 3 || !std::all_of(lang.begin(), lang.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
    return false;
  if (dash == std::string_view::npos) return true;
  const std::string_view region = s.substr(dash + 1);
  return region.size() >= 2 && region.size() <= 8 &&
         std::all_of(region.begin(), region.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)); });
}

std::string singular(std::string_view kind) {
  if (kind == "classes") return "class";
  return std::string(kind.substr(0, kind.size() - 1));
}

// One overlay file being read.
struct Overlay {
  FileCtx& ctx;
  ContentTexts& texts;
  const ContentTexts::Kinds& english;
  const std::set<std::string>& replaced;
  std::string lang;

  // The entries of a map, each key once; a key given twice is reported.
  std::vector<std::pair<Val, Val>> entries(const Val& v) {
    std::vector<std::pair<Val, Val>> out;
    if (!v.node.IsMap()) return expected(ctx, v, "a map"), out;
    std::set<std::string> seen;
    for (const auto& kv : v.node) {
      const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
      const std::string path = v.path.empty() ? key : v.path + "." + key;
      if (!seen.insert(key).second) {
        ctx.error(kv.first.Mark(), path, "'" + key + "' is given twice");
        continue;
      }
      out.push_back({Val{kv.first, kv.first.Mark(), path}, Val{kv.second, kv.second.Mark(), path}});
    }
    return out;
  }

  void text(const Val& v, std::string_view kind, const std::string& id, const std::string& field) {
    std::string s;
    if (!read_string(ctx, v, s)) return;
    if (s.empty()) return expected(ctx, v, "a text");
    texts.set(lang, kind, id, field, {std::move(s), ctx.source(v.mark)});
  }

  // The fields of `id` in English that start with `prefix`, for suggestions and counts.
  static std::vector<std::string_view> fields_with(const ContentTexts::Fields& fields, std::string_view prefix) {
    std::vector<std::string_view> out;
    for (const auto& [field, entry] : fields)
      if (std::string_view(field).starts_with(prefix)) out.push_back(std::string_view(field).substr(prefix.size()));
    return out;
  }

  void list_group(const Val& v, const std::string& id, const ContentTexts::Fields& fields, std::string_view group) {
    auto list = read_list(ctx, v);
    if (!list) return;
    const size_t n = fields_with(fields, std::string(group) + ".").size();
    if (list->size() > n) {
      ctx.error(v.mark, v.path,
                "expected at most " + std::to_string(n) + " entries (the scenario's " + std::string(group) + "), got " +
                    std::to_string(list->size()));
      return;
    }
    for (size_t i = 0; i < list->size(); ++i)
      if (!(*list)[i].node.IsNull()) text((*list)[i], "scenarios", id, std::string(group) + "." + std::to_string(i));
  }

  void map_group(const Val& v, const std::string& id, const ContentTexts::Fields& fields, std::string_view group) {
    const std::string prefix = std::string(group) + ".";
    const std::vector<std::string_view> names = fields_with(fields, prefix);
    for (const auto& [key, value] : entries(v)) {
      const std::string name = key.node.Scalar();
      if (std::find(names.begin(), names.end(), name) == names.end()) {
        ctx.error(key.mark, key.path,
                  "scenario '" + id + "' has no " + std::string(group) + " entry '" + name + "'" + did_you_mean(name, names));
        continue;
      }
      text(value, "scenarios", id, prefix + name);
    }
  }

  void fields_of(const Val& v, std::string_view kind, const std::string& id, const ContentTexts::Fields& fields) {
    for (const auto& [key, value] : entries(v)) {
      const std::string field = key.node.Scalar();
      const bool scenario = kind == "scenarios";
      if (scenario && std::find(std::begin(kListGroups), std::end(kListGroups), field) != std::end(kListGroups)) {
        list_group(value, id, fields, field);
      } else if (scenario && std::find(std::begin(kMapGroups), std::end(kMapGroups), field) != std::end(kMapGroups)) {
        map_group(value, id, fields, field);
      } else if (fields.contains(field)) {
        text(value, kind, id, field);
      } else {
        std::vector<std::string_view> known;
        for (const auto& [f, entry] : fields) known.push_back(f);
        if (scenario) {
          known.insert(known.end(), std::begin(kListGroups), std::end(kListGroups));
          known.insert(known.end(), std::begin(kMapGroups), std::end(kMapGroups));
        }
        ctx.error(key.mark, key.path,
                  "unknown field '" + field + "' of " + singular(kind) + " '" + id + "'" + did_you_mean(field, known) +
                      " (a text the English content has)");
      }
    }
  }

  void section(const Val& v, std::string_view kind) {
    auto k = english.find(kind);
    if (kind == "campaign") {
      static const ContentTexts::Fields kNoFields;
      const ContentTexts::Fields* fields = &kNoFields;
      if (k != english.end())
        if (auto i = k->second.find(kCampaignTextId); i != k->second.end()) fields = &i->second;
      return fields_of(v, kind, std::string(kCampaignTextId), *fields);
    }
    std::vector<std::string_view> ids;
    if (k != english.end())
      for (const auto& [id, fields] : k->second) ids.push_back(id);
    for (const auto& [key, value] : entries(v)) {
      const std::string id = key.node.Scalar();
      const ContentTexts::Fields* fields = nullptr;
      if (k != english.end())
        if (auto it = k->second.find(id); it != k->second.end()) fields = &it->second;
      if (!fields && replaced.contains(singular(kind) + " " + id)) continue;
      if (fields && kind == "texts") {  // a script's words: `key: text`
        text(value, kind, id, std::string(kScriptTextField));
        continue;
      }
      if (!fields) {
        ctx.error(key.mark, key.path,
                  "unknown " + singular(kind) + " id '" + id + "'" + did_you_mean(id, ids) +
                      " (an overlay translates the loaded mods' ids)");
        continue;
      }
      fields_of(value, kind, id, *fields);
    }
  }

  void file(const YAML::Node& root) {
    Val v = root_val(root);
    if (root.IsNull()) return ctx.error(v.mark, "", "expected `language: " + lang + "` and texts, got an empty file");
    std::vector<std::string_view> keys = {"language"};
    keys.insert(keys.end(), std::begin(kTextKinds), std::end(kTextKinds));
    bool has_language = false;
    for (const auto& [key, value] : entries(v)) {
      const std::string k = key.node.Scalar();
      if (k == "language") {
        has_language = true;
        std::string code;
        if (read_string(ctx, value, code) && code != lang)
          ctx.error(value.mark, value.path,
                    "expected '" + lang + "' (the overlay's file or folder name), got '" + code + "'");
      } else if (std::find(std::begin(kTextKinds), std::end(kTextKinds), k) != std::end(kTextKinds)) {
        section(value, k);
      } else {
        ctx.error(key.mark, key.path, "unknown key '" + k + "'" + did_you_mean(k, keys) + " (expected one of language, " +
                                          "classes, cards, items, monsters, scenarios, campaign)");
      }
    }
    if (!has_language && root.IsMap()) ctx.error(v.mark, "", "missing required field 'language' (here: " + lang + ")");
  }
};

void load_overlay_file(const ModInfo& mod, const std::string& path, const std::string& lang, ContentTexts& texts,
                       const ContentTexts::Kinds& english, const std::set<std::string>& replaced, Diagnostics& diags) {
  if (const std::string why = check_inside(mod.path, path); !why.empty()) return diags.error(path, 0, 0, "", why);
  std::string text;
  if (!read_content_file(path, text, diags)) return;
  FileCtx ctx{path, text, &mod, &diags, {}};
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    return ctx.error(e.mark, "", "YAML syntax: " + e.msg);
  }
  Overlay{ctx, texts, english, replaced, lang}.file(root);
}

}  // namespace

void load_overlays(const ModInfo& mod, ContentTexts& texts, Diagnostics& diags, const std::set<std::string>& replaced) {
  static const ContentTexts::Kinds kNone;
  const ContentTexts::Kinds* english = texts.language(ContentTexts::kEnglish);
  if (!english) english = &kNone;
  const fs::path dir = fs::path(mod.path) / "lang";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return;
  std::vector<fs::path> entries;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(it->path());
  std::sort(entries.begin(), entries.end());
  const auto check_code = [&](const fs::path& p, const std::string& code) {
    if (language_code(code)) return true;
    diags.error(p.string(), 0, 0, "",
                "'" + code + "' is not a language code (expected e.g. de, fr or pt-BR: the overlay's file or folder name)");
    return false;
  };
  for (const fs::path& p : entries) {
    if (p.filename().string().starts_with(".")) continue;
    if (fs::is_directory(p, ec)) {
      const std::string code = p.filename().string();
      if (!check_code(p, code)) continue;
      std::vector<fs::path> files;
      for (fs::directory_iterator it(p, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".yaml" && !it->path().filename().string().starts_with("."))
          files.push_back(it->path());
      std::sort(files.begin(), files.end());
      for (const fs::path& f : files) load_overlay_file(mod, f.string(), code, texts, *english, replaced, diags);
    } else if (p.extension() == ".yaml") {
      const std::string code = p.stem().string();
      if (check_code(p, code)) load_overlay_file(mod, p.string(), code, texts, *english, replaced, diags);
    }
  }
}

}  // namespace bnb::loader
