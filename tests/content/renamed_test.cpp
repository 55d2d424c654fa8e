// Renamed names (engine/base/content/renamed.h): a mod using a name the engine knows under another
// name is told which one, and for a rename made in a newer engine API, which API renamed it.
#include <catch2/catch.hpp>

#include "engine/base/content/renamed.h"
#include "tests/lua/lua_fixture.h"

using namespace bnb;

TEST_CASE("[content] renamed names: a key that belongs elsewhere is explained with both names") {
  const Renamed* r = find_renamed("mod.yaml", "api");
  REQUIRE(r != nullptr);
  CHECK(r->new_name == "engine_api");
  CHECK(renamed_message(*r, 1) == "the engine API a mod is written for is given as 'engine_api', not 'api'");
  CHECK(find_renamed("hooks", "api") == nullptr);  // rows apply in their scope only
  CHECK(find_renamed("mod.yaml", "engine_api") == nullptr);
}

TEST_CASE("[content] renamed names: a rename of a newer engine API names that API and the mod's") {
  const Renamed r{"hooks", "on_round_begin", "on_round_start", 2, ""};
  CHECK(renamed_message(r, 1) ==
        "'on_round_begin' was renamed to 'on_round_start' in engine API 2 (the mod is written for API 1: update it)");
  CHECK(renamed_message(r, 2) == "'on_round_begin' was renamed to 'on_round_start' in engine API 2");
}

TEST_CASE("[content] renamed names: every row names a scope, both names and an explanation naming the new name or an API") {
  for (const Renamed& r : kRenamed) {
    CHECK_FALSE(r.scope.empty());
    CHECK_FALSE(r.old_name.empty());
    CHECK_FALSE(r.new_name.empty());
    CHECK((r.api > 0 || !r.why.empty()));
    if (r.api == 0) CHECK(r.why.find("'" + std::string(r.new_name) + "'") != std::string_view::npos);
  }
}

namespace {
// Rows of a later engine API, as a mod written for today's API would meet them.
constexpr Renamed kLuaRows[] = {
    {"lua", "figures.hurt", "figures.damage", 2, ""},
    {"lua", "board.old_lookup", "board.hex_at", 0, "'board.old_lookup' is written 'board.hex_at'"},
};
constexpr const char* kOldCalls = R"(function renamed() figures.hurt(1, 2) end
function moved() return board.old_lookup end
function unknown() return figures.nothing == nil end
)";
}  // namespace

TEST_CASE("[content] renamed names: a script calling a renamed Lua API function is told the new name and the API that renamed it") {
  LuaHostOptions options = test::quiet_options();
  options.renamed = kLuaRows;
  test::LuaFixture f({{"main.lua", kOldCalls}}, std::move(options));
  REQUIRE(f.diags.str().empty());
  CHECK(f.error_of("renamed") ==
        "test/main.lua:1: in hook 'on_turn_start': 'figures.hurt' was renamed to 'figures.damage' in engine API 2");
  CHECK(f.error_of("moved") == "test/main.lua:2: in hook 'on_turn_start': 'board.old_lookup' is written 'board.hex_at'");
  const ScriptResult other = f.call("unknown");  // a name in no row still reads nil
  REQUIRE(other.status == ScriptResult::Ok);
  CHECK(other.boolean == true);

  test::LuaFixture plain({{"main.lua", kOldCalls}});  // the engine's own rows: none renames figures.hurt
  CHECK(plain.error_of("renamed") == "test/main.lua:1: in hook 'on_turn_start': attempt to call a nil value (field 'hurt')");
}
