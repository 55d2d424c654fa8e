#include "bindings/load_content.h"

#include <map>
#include <set>

#include "bindings/lua_host.h"

namespace bnb {

namespace {

// Puts the base game first when a mod needs it and it is not among `dirs`.
void add_base_if_needed(std::vector<std::string>& dirs, const std::string& base_dir) {
  bool needs_base = false, has_base = false;
  for (const std::string& dir : dirs) {
    Diagnostics ignored;  // load_mods reports manifest problems
    if (auto info = read_manifest(dir, ignored)) {
      has_base = has_base || info->id == "base";
      for (const std::string& dep : info->depends) needs_base = needs_base || dep == "base";
    }
  }
  if (needs_base && !has_base) dirs.insert(dirs.begin(), base_dir);
}

}  // namespace

LoadedContent load_content(std::vector<std::string> dirs, const std::string& base_dir) {
  add_base_if_needed(dirs, base_dir);
  LoadedContent out;
  out.loaded = load_mods(dirs);
  auto lua = std::make_unique<LuaHost>();
  Diagnostics& diags = out.loaded.diags;
  const size_t before = diags.all().size();
  lua->load(out.loaded.db, diags);
  // A reference into a file that failed to compile was reported with the file; not again.
  std::set<std::string> broken;  // "<folder>/<file>" as the Lua layer names them (the id without a folder)
  for (size_t i = before; i < diags.all().size(); ++i) broken.insert(diags.all()[i].file);
  std::map<std::string, std::string> shown;  // mod id -> the name its files are reported under
  for (const ModInfo& m : out.loaded.db.mods) shown[m.id] = m.path.empty() ? m.id : m.path;
  check_script_refs(out.loaded.db, diags, [&](const std::string& mod, const std::string& ref) {
    return broken.contains(shown[mod] + "/" + ref.substr(0, ref.find('#'))) || lua->has_function(mod, ref);
  });
  out.scripts = std::move(lua);
  return out;
}

}  // namespace bnb
