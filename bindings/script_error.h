#pragma once
// Turning a Lua error into a ScriptError that points at the modder's line: the mod, the file and
// line from the "<mod>/<file>:<line>: " prefix Lua puts on messages (chunks are named
// "@<mod>/<file>"), else from the innermost script frame of the failed coroutine; the hook name;
// and a traceback.
#include <cstddef>
#include <string>
#include <string_view>

#include <lua.hpp>

#include "engine/kernel/script/host.h"

namespace bnb::lua {

// "memory limit exceeded (32 MiB)".
std::string memory_message(size_t limit);

struct Location {
  bool found = false;
  std::string file;  // relative to the mod folder
  int line = 0;
  std::string text;  // the message without its location prefix
};
// Splits "<mod>/<file>:<line>: <text>"; found = false when the message has no such prefix.
Location split_location(std::string_view message, std::string_view mod);

// The error of coroutine `co`, which failed with `status` (error object on its top), or stopped
// for a `reason` given as text (then the stack is not read). Lua work runs protected on `L`;
// leaves both stacks as they were.
ScriptError error_from_thread(lua_State* L, lua_State* co, int status, std::string_view mod, Hook hook,
                              size_t memory_limit, const char* reason = nullptr);
// The error object on top of `L` (popped), from a failure outside the handler (e.g. building ev).
ScriptError error_from_top(lua_State* L, int status, std::string_view mod, Hook hook, size_t memory_limit);

}  // namespace bnb::lua
