#pragma once
// The environment scripts run in, built by allowlist (never luaL_openlibs, never a copy of the
// real global table):
//   shared:   safe base functions, read-only proxies of string (no dump), table, math (random
//             from the game), utf8, coroutine, and the API tables (game, figures, board, ...).
//   per mod:  an environment holding the shared values plus `print` (to the host's log) and
//             `require` (only the mod's own .lua files, run once and cached).
//   per file: an environment inheriting the mod's, holding the file's globals, `_G` (the file
//             environment itself) and `load` (text only, default env = the file's).
// "file.lua#fn" names the Lua function `fn` among the globals of file.lua, else in the table the
// file returned. After every file has run, file globals are frozen: a hook that assigns a global
// fails, because game state must live in ctx.vars (saved, rolled back, replayed) and a handler may
// be run again from the start after a question.
//
// The instruction budget counts Lua VM instructions, not time spent inside library C functions.
// Memory-bound ones are capped by the memory limit; the string pattern functions, whose
// backtracking can take very long (("a"):rep(5000):find(".-.-.-.-b")), are replaced by a copy of
// Lua's matcher that charges its steps to the budget (bindings/patterns.h).
//
// Every function here runs inside protected_run (stack.h) on the main thread.
#include <span>
#include <string_view>

#include <lua.hpp>

#include "engine/base/content/renamed.h"

namespace bnb::lua {

// The registry table: table -> why rawset may not write it (the sandbox's read-only tables).
inline constexpr const char* kProtectedKey = "bnb.protected";

// Marks the table at `idx` so that rawset refuses it, with `reason` (on top, popped) as message.
void protect(lua_State* L, int idx);

// Fields of a mod's record (a registry table per mod).
namespace record_field {
inline constexpr const char* kId = "id";
inline constexpr const char* kEnv = "env";
inline constexpr const char* kChunks = "chunks";    // path -> compiled main function
inline constexpr const char* kFiles = "files";      // path -> file environment
inline constexpr const char* kLoaded = "loaded";    // path -> result, or false if it failed
inline constexpr const char* kLoading = "loading";  // path -> true while running (require loops)
}  // namespace record_field

// Replaces the table on top of the stack with a read-only proxy of it, named `name` in messages:
// assignments and rawset fail, getmetatable gives "read-only", pairs still works.
void make_readonly(lua_State* L, const char* name);

// Pushes a __pairs function that walks the table at `hidden` (an absolute index) without handing it
// out: the read-only proxies here and the frozen file globals (freeze.cpp) share it.
void push_proxy_pairs(lua_State* L, int hidden);

struct OpenSandbox {
  // Rows of scope "lua" make reading a renamed API function an error naming the new one. The
  // span (and its rows) must live as long as the Lua state: the host's options hold it.
  const std::span<const Renamed>* renamed = nullptr;
};
int open_sandbox(lua_State* L, OpenSandbox&);

struct NewMod {
  std::string_view id;
  int ref = LUA_NOREF;  // out: registry reference of the mod's record
};
int new_mod(lua_State* L, NewMod& a);

// Compiles one file (text only, chunk name "@<mod>/<path>") into the mod. Returns one value: nil,
// or the syntax error message.
struct AddFile {
  int mod_ref;
  std::string_view path, source;
  const char* chunkname;
};
int add_file(lua_State* L, AddFile& a);

// Runs one file of the mod unless a require already did; raises the file's error.
struct RunFile {
  int mod_ref;
  std::string_view path;
};
int run_file(lua_State* L, RunFile& a);

// Freezes every file's globals and reports each Lua function a "file.lua#fn" reference may name,
// anchored in the registry under `ref`. `add` must not throw.
struct FreezeMod {
  int mod_ref;
  void* self;
  void (*add)(void* self, std::string_view path, std::string_view name, int ref) noexcept;
};
int freeze_mod(lua_State* L, FreezeMod& a);

}  // namespace bnb::lua
