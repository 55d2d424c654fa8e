#include "tools/bnb/session.h"

#include <cstdio>

#include "bindings/lua_host.h"
#include "tools/bnb/paths.h"

namespace bnb::cli {

bool open_session(const std::vector<std::string>& mods, Session& out) {
  std::vector<std::string> dirs{find_base_content()};
  dirs.insert(dirs.end(), mods.begin(), mods.end());
  out.loaded = load_mods(dirs);
  auto lua = std::make_unique<LuaHost>();
  lua->load(out.loaded.db, out.loaded.diags);
  check_script_refs(out.loaded.db, out.loaded.diags,
                    [&](const std::string& mod, const std::string& ref) { return lua->has_function(mod, ref); });
  out.scripts = std::move(lua);
  // Warnings alone (e.g. a next scenario no loaded mod defines) are for `bnb validate`; a game
  // shows the messages only when the content cannot be played.
  if (!out.loaded.ok()) std::fputs(out.loaded.diags.str().c_str(), stderr);
  return out.loaded.ok();
}

}  // namespace bnb::cli
