#pragma once
// The data every bound C function reaches from any thread of the Lua state (through
// lua_getextraspace, which new threads copy from the main thread): the limits, the hook call in
// progress and where `print` goes. Internal to bindings/.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string_view>

#include <lua.hpp>

#include "engine/kernel/script/api.h"

namespace bnb::lua {

// The hook call in progress. Saved and restored around nested calls (a script action such as
// figures.move can make the engine run another hook before it returns).
struct CallFrame {
  ScriptApi* api = nullptr;     // null while files load: the game API is refused then
  lua_State* thread = nullptr;  // the coroutine running the handler; only it may suspend
  bool suspend = false;         // set right before the handler yields to wait for the player
  uint64_t instructions = 0;    // VM instructions used so far, counted by the count hook
  // "mod/file.lua:12", where the budget ran out (empty while it has not). Once spent the budget
  // fails at every instruction; every later failure names this first place, not the line a
  // message handler or pcall returned to.
  char spent_at[128] = {};
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

// Charges `n` instructions of work done outside the VM for the running handler (engine work
// through an API call, library C code). Past the budget it fails like the count hook does, and
// keeps failing at every later VM instruction so that pcall cannot go on. Call only when no C++
// object with a destructor is alive in the caller's frames (it may raise).
inline void charge(lua_State* L, uint64_t n) {
  Runtime& rt = runtime(L);
  rt.frame.instructions += n;
  if (rt.frame.instructions <= rt.budget) return;
  lua_sethook(L, lua_gethook(L), lua_gethookmask(L), 1);
  lua_Debug ar;
  // The innermost script line: the caller of the bound function (or of the protected push in it).
  for (int level = 1; !rt.frame.spent_at[0] && level <= 4 && lua_getstack(L, level, &ar); ++level)
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0)
      std::snprintf(rt.frame.spent_at, sizeof rt.frame.spent_at, "%s:%d", ar.short_src, ar.currentline);
  if (rt.frame.spent_at[0])
    lua_pushfstring(L, "%s: instruction budget exceeded (%I instructions per call)", rt.frame.spent_at,
                    lua_Integer(rt.budget));
  else
    lua_pushfstring(L, "instruction budget exceeded (%I instructions per call)", lua_Integer(rt.budget));
  lua_error(L);
}

// Lua calls nested deeper than this fail with "stack overflow" (checked with the instruction
// count, so a little deeper at most): a fixed limit, where Lua's own (a million stack slots) would
// be reached after the memory limit or the budget, whichever the garbage left by earlier calls
// makes come first.
constexpr int kMaxCallDepth = 1000;

// What one call of a game API function costs, in instructions: the engine work behind a call
// (copying figures, finding paths, running rules) is what a few hundred VM instructions cost.
constexpr uint64_t kApiCallCost = 500;
// And each item of a list a call returns (a figure, a hex, a card: a table of a few fields), so
// that a call's charge grows with the work of building its result.
constexpr uint64_t kApiItemCost = 50;

}  // namespace bnb::lua
