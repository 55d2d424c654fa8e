#pragma once
// Loading what a game needs: the base mod, extra mods, and the Lua host with every script.
#include <memory>
#include <string>
#include <vector>

#include "engine/content/loader.h"
#include "engine/script/host.h"

namespace bnb::cli {

struct Session {
  LoadResult loaded;
  std::unique_ptr<ScriptHost> scripts;
  const ContentDb& db() const { return loaded.db; }
};

// Loads base_content then `mods` (in order). On errors prints the messages to stderr and returns
// false (warnings alone are not shown: `bnb validate` reports them).
bool open_session(const std::vector<std::string>& mods, Session& out);

}  // namespace bnb::cli
