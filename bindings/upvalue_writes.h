#pragma once
// The upvalue part of the sandbox's no-kept-state rule: a function that is still reachable once
// a mod has loaded must not assign to a variable it captured (a file-level local, or a local of
// a function that already returned, such as a counter factory's). Such a variable outlives every
// hook call, so assigning it would keep state outside ctx.vars. Locals of the function itself,
// and of functions it creates while it runs, are fresh at every call and may be assigned.
//
// Lua has no way to make a captured variable read-only at run time, so the rule is checked on
// the compiled function (its lua_dump, Lua 5.4's binary chunk format) when the mod has loaded:
// hook calls cost nothing more.
#include <string>
#include <string_view>

namespace bnb::lua {

struct UpvalueWrite {
  bool found = false;
  std::string source;  // the chunk name ("@mod/file.lua") of the function that assigns
  int line = 0;        // where it assigns
  std::string name;    // the variable
};

// Reads the binary chunk `dump` of one function (lua_dump, not stripped) and finds the first
// assignment, in it or in a function nested in it, to one of the function's own upvalues. Returns
// false with `problem` set when the chunk is not Lua 5.4's format (the rule cannot be checked).
bool find_kept_upvalue_write(std::string_view dump, UpvalueWrite& out, std::string& problem);

}  // namespace bnb::lua
