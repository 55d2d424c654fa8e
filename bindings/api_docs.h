#pragma once
// The Lua API reference and editor stubs, generated from the registration rows of bindings/api/
// and the hook list of engine/base/core/hooks.h, so the documentation cannot drift from the code.
// `bnb lua-docs` writes them to docs/lua-api.md and docs/lua-api.lua; a test compares.
#include <string>
#include <vector>

namespace bnb {

struct LuaApiFunctionDoc {
  std::string table, name, params, returns, doc;
};
// Every registered function, table by table in registration order.
std::vector<LuaApiFunctionDoc> lua_api_functions();

// What would make the docs wrong: a function without a doc, a malformed signature, an `ev` field
// in engine/base/core/hooks.h that the Lua layer does not fill. Empty when all is well.
std::vector<std::string> lua_api_problems();

std::string lua_api_markdown();
std::string lua_api_stubs();  // LuaLS / EmmyLua annotations (---@meta)

}  // namespace bnb
