#pragma once
// The base game loaded once per test process, with its Lua, for tests that play base content.
#include <memory>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"

namespace bnb::test {

struct BaseContent {
  LoadResult loaded;
  std::unique_ptr<LuaHost> lua = std::make_unique<LuaHost>();
  BaseContent();
};

BaseContent& base();

}  // namespace bnb::test
