// Every Lua file shipped in base_content/ and mods/ compiles and runs its top level in the sandbox.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/lua/lua_fixture.h"
#include "tests/support/fixtures.h"

using namespace bnb;
using namespace bnb::test;
namespace fs = std::filesystem;

namespace {
ModInfo mod_from_folder(const fs::path& dir) {
  ModInfo mod;
  mod.id = dir.filename().string();
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file() || e.path().extension() != ".lua") continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    mod.scripts.emplace_back(fs::relative(e.path(), dir).generic_string(), s.str());
  }
  return mod;
}
}  // namespace

TEST_CASE("[lua] the Lua files of base_content and mods load without errors") {
  ContentDb db;
  db.mods.push_back(mod_from_folder(source_path("base_content")));
  for (const auto& e : fs::directory_iterator(source_path("mods")))
    if (e.is_directory()) db.mods.push_back(mod_from_folder(e.path()));
  LuaHost host(quiet_options());
  Diagnostics diags;
  host.load(db, diags);
  CHECK(diags.str() == "");
  CHECK(host.has_function("base_content", "items/items.lua#clean_water"));
}
