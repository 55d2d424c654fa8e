// The Lua API reference and editor stubs are generated from the registrations; the checked-in
// copies must match and every function must be documented.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "bindings/api_docs.h"
#include "tests/support/fixtures.h"

using bnb::test::read_file;

using namespace bnb;

TEST_CASE("[lua] every API function has a doc and a well-formed signature") {
  CHECK(lua_api_problems().empty());
  for (const LuaApiFunctionDoc& f : lua_api_functions()) {
    INFO(f.table + "." + f.name);
    CHECK_FALSE(f.doc.empty());
  }
  CHECK(lua_api_functions().size() > 30);
}

TEST_CASE("[lua] docs/lua-api.md and docs/lua-api.lua are up to date (run `bnb lua-docs` after API changes)") {
  CHECK(read_file(test::source_path("docs/lua-api.md")) == lua_api_markdown());
  CHECK(read_file(test::source_path("docs/lua-api.lua")) == lua_api_stubs());
}

TEST_CASE("[lua] the reference names every hook, table and function") {
  const std::string md = lua_api_markdown(), stubs = lua_api_stubs();
  for (const char* s : {"| `on_enter_hex` | `figure`, `hex`, `terrain`, `name` |", "### figures",
                        "- `figures.damage(id: integer, amount: integer)`: ", "## Sandbox", "## Errors"})
    CHECK_THAT(md, Catch::Contains(s));
  for (const char* s : {"---@class Ev.before_attack\n---@field attacker integer", "function figures.move(id, to) end",
                        "---@param name? string", "---@return boolean ok\n---@return string? reason"})
    CHECK_THAT(stubs, Catch::Contains(s));
}

TEST_CASE("[lua] bnb lua-docs --out writes both files") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bnb_lua_docs_test";
  std::filesystem::remove_all(dir);
  const std::string cmd = std::string(BNB_BINARY) + " lua-docs --out " + dir.string() + " > /dev/null";
  REQUIRE(std::system(cmd.c_str()) == 0);
  CHECK(read_file((dir / "lua-api.md").string()) == lua_api_markdown());
  CHECK(read_file((dir / "lua-api.lua").string()) == lua_api_stubs());
  const std::string check = std::string(BNB_BINARY) + " lua-docs --check --out " + dir.string() + " > /dev/null";
  CHECK(std::system(check.c_str()) == 0);
  std::filesystem::remove_all(dir);
}
