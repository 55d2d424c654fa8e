#include "engine/base/content/loader.h"

#include <algorithm>
#include <filesystem>

#include "engine/base/content/checks/checks.h"
#include "engine/base/content/load_parts.h"
#include "engine/base/core/read_file.h"
#include "engine/base/core/scenario_number.h"
#include "engine/base/core/text.h"

namespace bnb {

namespace fs = std::filesystem;
using namespace loader;

namespace {

// Files of a mod below its folder, relative and with '/' separators, in sorted order. Hidden
// files and folders (.git, editor files) are skipped, and so are the top-level `tests` folder (the
// mod's tests, which `bnb test` reads) and `lang` folder (its translations, load_lang.cpp). Links to folders are not followed; a *.yaml or *.lua that
// is a link leading outside the folder (or nowhere), or a FIFO, device or socket, is reported.
void list_files(const std::string& dir, std::vector<std::string>& yaml, std::vector<std::string>& lua,
                Diagnostics& diags) {
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const fs::path& p = it->path();
    std::error_code type_ec;
    const fs::file_type own = it->symlink_status(type_ec).type();
    const bool folder = own == fs::file_type::directory;
    const bool own_folder = it.depth() == 0 && folder && (p.filename() == "tests" || p.filename() == "lang");
    if (p.filename().string().starts_with(".") || own_folder) {
      if (folder) it.disable_recursion_pending();
      continue;
    }
    if (p.extension() != ".yaml" && p.extension() != ".lua") continue;
    if (own == fs::file_type::symlink) {
      if (const std::string why = check_inside(dir, p.string()); !why.empty()) {
        diags.error(p.string(), 0, 0, "", why);
        continue;
      }
      if (fs::is_directory(p, type_ec)) continue;
    } else if (own != fs::file_type::regular) {
      if (!folder) diags.error(p.string(), 0, 0, "", "not a regular file (a FIFO, device or socket)");
      continue;
    }
    const std::string rel = fs::relative(p, dir).generic_string();
    if (p.extension() == ".yaml" && rel != "mod.yaml") yaml.push_back(rel);
    else if (p.extension() == ".lua") lua.push_back(rel);
  }
  std::sort(yaml.begin(), yaml.end());
  std::sort(lua.begin(), lua.end());
}

void load_mod_files(ModInfo& mod, Merger& merger, Diagnostics& diags) {
  std::vector<std::string> yaml, lua;
  list_files(mod.path, yaml, lua, diags);
  for (const std::string& rel : lua) {
    std::string text;
    const std::string shown = (fs::path(mod.path) / rel).string();
    if (read_content_file(shown, text, diags)) mod.scripts.emplace_back(rel, std::move(text));
  }
  for (const std::string& rel : yaml) {
    std::string text;
    const std::string shown = (fs::path(mod.path) / rel).string();
    if (!read_content_file(shown, text, diags)) continue;
    FileCtx ctx{shown, text, &mod, &diags, {}};
    load_definitions_file(ctx, text, merger);
  }
}

}  // namespace

namespace loader {
bool read_content_file(const std::string& shown, std::string& text, Diagnostics& diags) {
  if (const std::string why = read_regular_file(shown, text); !why.empty()) {
    diags.error(shown, 0, 0, "", "cannot read the file: " + why);
    return false;
  }
  if (const TextPlace bad = invalid_utf8(text); bad.line) {
    diags.error(shown, bad.line, bad.column, "", "invalid UTF-8 (content files must be UTF-8 text)");
    return false;
  }
  return true;
}

}  // namespace loader

std::optional<ModInfo> read_manifest(const std::string& mod_dir, Diagnostics& diags) {
  auto m = read_manifest_file(mod_dir, diags);
  if (!m) return std::nullopt;
  return std::move(m->info);
}

LoadResult load_mods(const std::vector<std::string>& mod_dirs) {
  LoadResult res;
  std::vector<Manifest> manifests;
  for (const std::string& dir : mod_dirs) {
    auto m = read_manifest_file(dir, res.diags);
    if (!m) continue;
    auto same = std::find_if(manifests.begin(), manifests.end(),
                             [&](const Manifest& o) { return o.info.id == m->info.id; });
    if (same != manifests.end()) {
      res.diags.error(m->id_at.file, m->id_at.line, m->id_at.column, "id",
                      "mod '" + m->info.id + "' is also loaded from " + same->info.path);
      continue;
    }
    manifests.push_back(std::move(*m));
  }
  const std::vector<size_t> order = order_by_dependencies(manifests, res.diags);
  res.db.mods.reserve(order.size());
  Merger merger(res.db);
  for (size_t i : order) {
    res.db.mods.push_back(manifests[i].info);
    if (res.db.mods.back().engine_api > kEngineApi) continue;  // reported with the manifest
    merger.set_mod(int(res.db.mods.size() - 1));
    load_mod_files(res.db.mods.back(), merger, res.diags);
  }
  // Scenarios in number order whatever mod defined them (a mod's 12.5 comes between 12 and 13).
  std::stable_sort(res.db.scenarios.begin(), res.db.scenarios.end(), [](const ScenarioDef& a, const ScenarioDef& b) {
    return scenario_order(a.number) < scenario_order(b.number);
  });
  checks::run_all(res.db, res.diags);
  // Translations last: they are checked against the English of every loaded definition.
  add_english_texts(res.db, res.texts);
  for (const ModInfo& mod : res.db.mods)
    if (mod.engine_api <= kEngineApi) load_overlays(mod, res.texts, res.diags, merger.replaced());
  return res;
}

}  // namespace bnb
