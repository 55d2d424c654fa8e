#pragma once
// Rules tests of base content's own scripts: the rules fixture (rules_fixture.h) holding cards or
// items of base_content/ with the base mod's Lua files, run on a quiet Lua host.
#include <initializer_list>
#include <memory>
#include <string_view>

#include "bindings/lua_host.h"
#include "tests/support/rules_fixture.h"

namespace bnb::test {

// Adds mod "base" to r's content with these files of base_content/ (e.g. "cards/common.lua"), and
// the base game's script texts (`texts:`).
void add_base_scripts(Rules& r, std::initializer_list<const char*> files);
// A card of base_content/ as a card of mod "base" (the test fails when there is none).
CardDef base_card(std::string_view id);
// Loads r's scripts into a new Lua host that prints nothing (kept in `lua`; the test fails on a
// load error) and returns a Bench on r that runs them.
std::unique_ptr<Bench> scripted_bench(const Rules& r, std::unique_ptr<LuaHost>& lua);

}  // namespace bnb::test
