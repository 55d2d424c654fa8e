// load_content: what every command loads (mods, base when a mod depends on it, Lua, script references).
#include <catch2/catch.hpp>

#include "bindings/load_content.h"
#include "tests/support/fixtures.h"

using namespace bnb;

TEST_CASE("[content] load_content: a mod that depends on base gets the base game loaded first", "[content]") {
  const LoadedContent c = load_content({test::source_path("mods/example-scenario")}, test::source_path("base_content"));
  INFO(c.loaded.diags.str());
  REQUIRE(c.ok());
  REQUIRE(c.db().mods.size() == 2);
  CHECK(c.db().mods[0].id == "base");
  CHECK(c.db().mods[1].id == "example-scenario");
  // The mod's Lua is loaded: the function its scenario binds exists.
  REQUIRE(c.scripts);
  CHECK(c.scripts->has_function("example-scenario", "scenarios/pantry_gate.lua#open_gate"));
  CHECK_FALSE(c.scripts->has_function("example-scenario", "scenarios/pantry_gate.lua#no_such_function"));
}

TEST_CASE("[content] load_content: base given explicitly is loaded once", "[content]") {
  const std::string base = test::source_path("base_content");
  const LoadedContent c = load_content({base, test::source_path("mods/example-class")}, base);
  REQUIRE(c.ok());
  REQUIRE(c.db().mods.size() == 2);
  CHECK(c.db().mods[0].id == "base");
}
