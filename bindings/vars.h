#pragma once
// ctx.vars: the scenario variables as a Lua table. Reads and writes go straight to
// ScriptApi::get_var / set_var, so script memory lives in the game state (saved, rolled back with a
// failed hook, identical on replay) and never in Lua.
#include <lua.hpp>

namespace bnb::lua {

// Pushes a new vars proxy (one per state is enough: it holds no data).
void push_vars_proxy(lua_State* L);

}  // namespace bnb::lua
