#pragma once
// What a game needs: the base mod, extra mods, and the Lua host with every script.
#include <string>
#include <vector>

#include "bindings/load_content.h"

namespace bnb::cli {

using Session = LoadedContent;

// Loads base_content then `mods` (in order). On errors prints the messages to stderr and returns
// false (warnings alone are not shown: `bnb validate` reports them).
bool open_session(const std::vector<std::string>& mods, Session& out);

}  // namespace bnb::cli
