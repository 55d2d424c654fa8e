#pragma once
// string.find, string.match, string.gmatch and string.gsub with Lua 5.4's own pattern matcher,
// copied from lstrlib.c, that charges its steps to the hook call's instruction budget (runtime.h).
// Lua's matcher is a C loop that the VM's count hook never sees, so without this a pathological
// pattern (("a"):rep(5000):find(".-.-.-.-b")) would run for hours inside one hook call. When the
// budget is spent the call fails with the same message as a long Lua loop:
//   "mod/file.lua:12: instruction budget exceeded (1000000 instructions per call)".
// Every other detail (results, captures, error messages) is that of Lua 5.4.
#include <lua.hpp>

namespace bnb::lua {

// Replaces find, match, gmatch and gsub in the string library table at `idx` (the real one, which
// strings reach through their metatable's __index, so s:find uses them too).
void install_budgeted_patterns(lua_State* L, int idx);

}  // namespace bnb::lua
