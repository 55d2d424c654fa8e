#include "engine/content/loader.h"

#include <algorithm>
#include <filesystem>

#include "engine/content/checks/checks.h"
#include "engine/content/load_parts.h"

namespace bnb {

namespace fs = std::filesystem;
using namespace loader;

namespace {

// Files of a mod below its folder, relative and with '/' separators, in sorted order. Hidden
// files and folders (.git, editor files) are skipped, and so is the top-level `tests` folder: the
// mod's tests, which `bnb test` reads.
void list_files(const std::string& dir, std::vector<std::string>& yaml, std::vector<std::string>& lua) {
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const fs::path& p = it->path();
    const bool tests = it.depth() == 0 && it->is_directory() && p.filename() == "tests";
    if (p.filename().string().starts_with(".") || tests) {
      if (it->is_directory()) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    const std::string rel = fs::relative(p, dir).generic_string();
    if (p.extension() == ".yaml" && rel != "mod.yaml") yaml.push_back(rel);
    else if (p.extension() == ".lua") lua.push_back(rel);
  }
  std::sort(yaml.begin(), yaml.end());
  std::sort(lua.begin(), lua.end());
}

void load_mod_files(ModInfo& mod, Merger& merger, Diagnostics& diags) {
  std::vector<std::string> yaml, lua;
  list_files(mod.path, yaml, lua);
  for (const std::string& rel : lua) {
    std::string text;
    const std::string shown = (fs::path(mod.path) / rel).string();
    if (read_file(shown, text)) mod.scripts.emplace_back(rel, std::move(text));
    else diags.error(shown, 0, 0, "", "cannot read the file");
  }
  for (const std::string& rel : yaml) {
    std::string text;
    const std::string shown = (fs::path(mod.path) / rel).string();
    if (!read_file(shown, text)) {
      diags.error(shown, 0, 0, "", "cannot read the file");
      continue;
    }
    FileCtx ctx{shown, text, &mod, &diags, {}};
    load_definitions_file(ctx, text, merger);
  }
}

}  // namespace

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
  checks::run_all(res.db, res.diags);
  return res;
}

}  // namespace bnb
