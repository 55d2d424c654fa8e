#pragma once
// The data every bound C function reaches from any thread of the Lua state (through
// lua_getextraspace, which new threads copy from the main thread): the limits, the hook call in
// progress and where `print` goes. Internal to bindings/.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

#include <lua.hpp>

#include "engine/script/api.h"

namespace bnb::lua {

// The hook call in progress. Saved and restored around nested calls (a script action such as
// figures.move can make the engine run another hook before it returns).
struct CallFrame {
  ScriptApi* api = nullptr;     // null while files load: the game API is refused then
  lua_State* thread = nullptr;  // the coroutine running the handler; only it may suspend
  bool suspend = false;         // set right before the handler yields to wait for the player
  uint64_t instructions = 0;    // VM instructions used so far, counted by the count hook
};

struct Runtime {
  size_t memory_used = 0;
  size_t memory_limit = 0;
  uint64_t budget = 0;  // instructions per hook call (and per file while loading)
  int hook_step = 1000;  // the count hook fires every hook_step instructions
  CallFrame frame;
  std::function<void(std::string_view mod, std::string_view text)> print;
};

inline Runtime& runtime(lua_State* L) { return **static_cast<Runtime**>(lua_getextraspace(L)); }

}  // namespace bnb::lua
