#pragma once
// The sandbox's no-kept-state rule: once a mod has loaded, nothing a hook can reach may change
// between hook calls, so that hooks keep their state in ctx.vars only (saved, rolled back,
// replayed) and a game resumed from its save, or a bot's look-ahead copy, plays as the real game.
// The routes, and how each is closed:
//   - a global: the file's globals are read-only (sandbox.cpp, freeze_mod);
//   - a table reachable from a global, a file-level local or a module table: frozen in place
//     here (its contents move behind a read-only metatable; assignment, rawset, table.insert and
//     setmetatable fail), reads, pairs, ipairs, #, next, rawget and rawlen still work, and a
//     frozen table still serves as a metatable (setmetatable gives objects an equal, hidden copy);
//   - a captured variable (file-level local, a factory's counter): refused when the mod loads,
//     from the compiled function (upvalue_writes.h);
//   - a coroutine or a string.gmatch iterator kept from loading: refused when the mod loads (each
//     keeps its own state as it runs).
// All of it is done once, when the mod has loaded: a hook call costs only what reading a frozen
// table costs (one more table look-up per read).
//
// Every function here runs inside protected_run (stack.h) on the main thread.
#include <lua.hpp>

namespace bnb::lua {

// Why a frozen table cannot be written (the message after "cannot assign to ...").
inline constexpr const char* kFrozenTable =
    "tables are read-only once the mod is loaded (keep game state in ctx.vars)";

// Freezes everything the mod's files can reach (their globals' values and the tables the files
// returned) and checks the functions among it. Pushes one value: an array of problems, each a
// pair (the file of the mod where the walk started, the message "mod/file.lua:LINE: ..." or
// without a location).
struct FreezeLoaded {
  int mod_ref;
};
int freeze_loaded(lua_State* L, FreezeLoaded& a);

// If the value at `idx` is a frozen table, pushes its contents (a table only the sandbox holds)
// and returns true; else pushes nothing. Never raises.
bool push_frozen_contents(lua_State* L, int idx);

// If the table at `idx` is a frozen table with metamethods, replaces it with the hidden copy that
// objects made with it get as metatable (its __metatable is the frozen table). Never raises.
void use_shadow_metatable(lua_State* L, int idx);

// What a frozen table without a metatable holds as __metatable: getmetatable reads it as nil.
void* no_metatable_marker();

}  // namespace bnb::lua
