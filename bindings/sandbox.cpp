#include "bindings/sandbox.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

#include "bindings/api/api.h"
#include "bindings/env_name.h"
#include "bindings/freeze.h"
#include "bindings/patterns.h"
#include "bindings/runtime.h"
#include "bindings/stack.h"
#include "bindings/vars.h"

namespace bnb::lua {
namespace {

constexpr const char* kShared = "bnb.shared";
constexpr const char* kProtected = kProtectedKey;
constexpr const char* kLocked = "read-only";          // what getmetatable returns for our tables
constexpr const char* kFrozen = "globals are read-only once the mod is loaded (keep game state in ctx.vars)";

// Base functions that cannot reach outside the sandbox. Left out: dofile, loadfile, collectgarbage
// (its results depend on allocation history), warn (writes to stderr); load, print, require,
// setmetatable, rawset and xpcall are replaced below.
constexpr const char* kBaseAllowed[] = {"assert", "error",    "ipairs",   "pairs", "pcall",   "select",
                                        "tonumber", "tostring", "rawequal", "type", "_VERSION"};

struct Library {
  const char* name;
  lua_CFunction open;
  const char* removed[3];
};
constexpr Library kLibraries[] = {
    {LUA_STRLIBNAME, luaopen_string, {"dump", nullptr, nullptr}},  // dump: bytecode out, and load refuses it back
    {LUA_TABLIBNAME, luaopen_table, {nullptr, nullptr, nullptr}},
    {LUA_MATHLIBNAME, luaopen_math, {"random", "randomseed", nullptr}},  // replaced by the game's RNG
    {LUA_UTF8LIBNAME, luaopen_utf8, {nullptr, nullptr, nullptr}},
    {LUA_COLIBNAME, luaopen_coroutine, {nullptr, nullptr, nullptr}},
};

// ---- read-only proxies ----

int impl_readonly_newindex(lua_State* L) {
  const char* table = lua_tostring(L, lua_upvalueindex(1));
  if (lua_type(L, 2) == LUA_TSTRING)
    return luaL_error(L, "cannot assign to '%s.%s': '%s' is read-only", table, lua_tostring(L, 2), table);
  return luaL_error(L, "cannot assign to a field of '%s': '%s' is read-only", table, table);
}

// next() over the hidden table (upvalue 1), so pairs() works without handing the table out.
int impl_proxy_next(lua_State* L) {
  lua_settop(L, 2);
  if (lua_next(L, lua_upvalueindex(1))) return 2;
  lua_pushnil(L);
  return 1;
}

int impl_proxy_pairs(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// t[key] = v, for the stack ... v t: pops both.
void set_and_pop(lua_State* L, int key) {
  lua_pushvalue(L, key);
  lua_pushvalue(L, -3);
  lua_rawset(L, -3);
  lua_pop(L, 2);
}

}  // namespace

void push_proxy_pairs(lua_State* L, int hidden) {
  lua_pushvalue(L, hidden);
  lua_pushcclosure(L, impl_proxy_next, 1);
  lua_pushcclosure(L, impl_proxy_pairs, 1);
}

void protect(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  lua_getfield(L, LUA_REGISTRYINDEX, kProtected);
  set_and_pop(L, idx);
}

void make_readonly(lua_State* L, const char* name) {
  const int hidden = lua_gettop(L);
  lua_newtable(L);
  lua_createtable(L, 0, 4);
  lua_pushvalue(L, hidden);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, name);
  lua_pushcclosure(L, impl_readonly_newindex, 1);
  lua_setfield(L, -2, "__newindex");
  push_proxy_pairs(L, hidden);
  lua_setfield(L, -2, "__pairs");
  lua_pushstring(L, kLocked);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_pushfstring(L, "'%s' is read-only", name);
  protect(L, -2);
  lua_remove(L, hidden);
}

namespace {

// __index of an API table's functions: a name renamed in scope "lua" (renamed.h) raises the
// message naming the new name and the engine API that renamed it; any other name reads nil.
// Upvalues: the table's name, the rows (light userdata of a span that outlives the state).
int impl_renamed_index(lua_State* L) {
  if (lua_type(L, 2) != LUA_TSTRING) return 0;
  const auto* rows = static_cast<const std::span<const Renamed>*>(lua_touserdata(L, lua_upvalueindex(2)));
  char message[512];
  bool found = false;
  try {  // C++ objects end before the error is raised (it longjmps)
    const std::string name = std::string(lua_tostring(L, lua_upvalueindex(1))) + "." + lua_tostring(L, 2);
    for (const Renamed& r : *rows)
      if (r.scope == "lua" && r.old_name == name) {
        std::snprintf(message, sizeof message, "%s", renamed_message(r, 0).c_str());
        found = true;
        break;
      }
  } catch (const std::exception&) {
    return 0;
  }
  if (!found) return 0;
  luaL_where(L, 2);  // the script's line, not this function's
  lua_pushstring(L, message);
  lua_concat(L, 2);
  return lua_error(L);
}

// Gives the table on top of the stack the renamed-name look-up of API table `name`.
void set_renamed_index(lua_State* L, const char* name, const std::span<const Renamed>* rows) {
  lua_createtable(L, 0, 1);
  lua_pushstring(L, name);
  lua_pushlightuserdata(L, const_cast<std::span<const Renamed>*>(rows));
  lua_pushcclosure(L, impl_renamed_index, 2);
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, -2);
}

// Each function with its table and row as upvalues: the names bound functions give (bind.h).
void set_functions(lua_State* L, const ApiTable& t) {
  for (const ApiFunction& f : t.functions) {
    lua_pushlightuserdata(L, const_cast<ApiTable*>(&t));
    lua_pushlightuserdata(L, const_cast<ApiFunction*>(&f));
    lua_pushcclosure(L, f.fn, 2);
    lua_setfield(L, -2, f.name);
  }
}

// ---- replaced base functions ----

int intf_rawset(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checkany(L, 2);
  luaL_checkany(L, 3);
  lua_getfield(L, LUA_REGISTRYINDEX, kProtected);
  lua_pushvalue(L, 1);
  if (lua_rawget(L, -2) == LUA_TSTRING) return luaL_error(L, "rawset: %s", lua_tostring(L, -1));
  lua_settop(L, 3);
  lua_rawset(L, 1);
  return 1;
}

// next, rawget and rawlen: a frozen table's contents stand in for the (empty) table.
int intf_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  if (push_frozen_contents(L, 1)) lua_replace(L, 1);
  if (lua_next(L, 1)) return 2;
  lua_pushnil(L);
  return 1;
}

int intf_rawget(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checkany(L, 2);
  lua_settop(L, 2);
  if (push_frozen_contents(L, 1)) lua_replace(L, 1);
  lua_rawget(L, 1);
  return 1;
}

int intf_rawlen(lua_State* L) {
  const int t = lua_type(L, 1);
  luaL_argexpected(L, t == LUA_TTABLE || t == LUA_TSTRING, 1, "table or string");
  if (push_frozen_contents(L, 1)) lua_replace(L, 1);
  lua_pushinteger(L, lua_Integer(lua_rawlen(L, 1)));
  return 1;
}

// getmetatable: Lua's, except that a frozen table that had no metatable still has none.
int intf_getmetatable(lua_State* L) {
  luaL_checkany(L, 1);
  if (!lua_getmetatable(L, 1)) {
    lua_pushnil(L);
    return 1;
  }
  luaL_getmetafield(L, 1, "__metatable");
  if (lua_touserdata(L, -1) == no_metatable_marker()) lua_pushnil(L);
  return 1;
}

int intf_setmetatable(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  const int t = lua_type(L, 2);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (push_frozen_contents(L, 1)) return luaL_error(L, "setmetatable: %s", kFrozenTable);
  if (t == LUA_TTABLE) {
    use_shadow_metatable(L, 2);  // a frozen class: objects get its hidden, equal metatable
    for (const char* field : {"__gc", "__mode"}) {
      lua_pushstring(L, field);
      if (lua_rawget(L, 2) != LUA_TNIL)
        return luaL_error(L,
                          "setmetatable: %s is not allowed (it would make the game depend on when Lua "
                          "collects garbage)",
                          field);
      lua_pop(L, 1);
    }
  }
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

// The message handler xpcall really gets (upvalue 1: the script's handler). Once the budget is
// spent the error comes from the count hook, where Lua runs the handler with hooks off: a looping
// handler would never be stopped, so it is skipped and the message passes through unchanged.
int impl_budgeted_handler(lua_State* L) {
  const Runtime& rt = runtime(L);
  if (rt.frame.instructions > rt.budget) {
    lua_settop(L, 1);
    return 1;
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int finish_xpcall(lua_State* L, int, lua_KContext) { return lua_gettop(L); }

// xpcall(f, handler, ...): Lua's own (upvalue 1), with the handler wrapped by
// impl_budgeted_handler.
int intf_xpcall(lua_State* L) {
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, impl_budgeted_handler, 1);
  lua_replace(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, finish_xpcall);
  return finish_xpcall(L, LUA_OK, 0);
}

// print(...): to the host's log (LuaHostOptions::print), tagged with the mod id (upvalue 1).
int intf_print(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (int i = 1; i <= n; ++i) {
    if (i > 1) luaL_addchar(&b, '\t');
    luaL_tolstring(L, i, nullptr);
    luaL_addvalue(&b);
  }
  luaL_pushresult(&b);
  size_t len = 0, mod_len = 0;
  const char* text = lua_tolstring(L, -1, &len);
  const char* mod = lua_tolstring(L, lua_upvalueindex(1), &mod_len);
  Runtime& rt = runtime(L);
  call_api(L, "print", [&] {
    if (rt.print) rt.print({mod, mod_len}, {text, len});
  });
  return 0;
}

// load(chunk [, chunkname [, mode [, env]]]): text chunks only, whatever `mode` says; the default
// environment is the calling file's (upvalue 1). The chunk is always named after the calling file
// (upvalue 2, "@mod/file.lua(load)") whatever `chunkname` says, so that its errors cannot blame
// another mod's file.
int intf_load(lua_State* L) {
  const std::string_view chunk = check_string(L, 1, "load", "chunk");
  if (!lua_isnoneornil(L, 2)) check_string(L, 2, "load", "chunkname");
  const char* name = lua_tostring(L, lua_upvalueindex(2));
  const bool has_env = !lua_isnone(L, 4);
  if (const int line = line_naming_env(chunk); line > 0) {
    lua_pushnil(L);
    lua_pushfstring(L, "%s:%d: %s", name[0] == '@' ? name + 1 : name, line, kEnvNamed);
    return 2;  // nil, message
  }
  if (luaL_loadbufferx(L, chunk.data(), chunk.size(), name, "t") != LUA_OK) {
    lua_pushnil(L);
    lua_insert(L, -2);
    return 2;  // nil, message
  }
  lua_pushvalue(L, has_env ? 4 : lua_upvalueindex(1));
  lua_setupvalue(L, -2, 1);  // a main chunk's first upvalue is its _ENV
  return 1;
}

// ---- modules ----

using namespace record_field;

// t[key at `key`] where t = record[field]; pushes the value, returns its type.
int record_get(lua_State* L, int record, const char* field, int key) {
  key = lua_absindex(L, key);
  lua_getfield(L, record, field);
  lua_pushvalue(L, key);
  const int t = lua_rawget(L, -2);
  lua_remove(L, -2);
  return t;
}

// record[field][key at `key`] = value on top (popped).
void record_set(lua_State* L, int record, const char* field, int key) {
  key = lua_absindex(L, key);
  lua_getfield(L, record, field);
  set_and_pop(L, key);
}

// Pushes the result of file `path` (a string at `path`) of the mod record at `record`, running the
// file the first time. Returns false, pushing nothing, if the mod has no such file.
bool ensure_loaded(lua_State* L, int record, int path) {
  record = lua_absindex(L, record);
  path = lua_absindex(L, path);
  if (record_get(L, record, kLoading, path) != LUA_TNIL)
    luaL_error(L, "require: %s requires itself (through a loop of requires)", lua_tostring(L, path));
  lua_pop(L, 1);
  const int t = record_get(L, record, kLoaded, path);
  if (t == LUA_TBOOLEAN && !lua_toboolean(L, -1))
    luaL_error(L, "require: %s failed to load (see its error)", lua_tostring(L, path));
  if (t != LUA_TNIL) return true;
  lua_pop(L, 1);
  if (record_get(L, record, kChunks, path) == LUA_TNIL) {
    lua_pop(L, 1);
    return false;
  }
  lua_pushboolean(L, 1);
  record_set(L, record, kLoading, path);
  lua_pushboolean(L, 0);  // stays false if the file fails
  record_set(L, record, kLoaded, path);
  lua_call(L, 0, 1);
  if (lua_isnil(L, -1)) {  // no module table returned: the file's globals are its module
    lua_pop(L, 1);
    record_get(L, record, kFiles, path);
  }
  lua_pushvalue(L, -1);
  record_set(L, record, kLoaded, path);
  lua_pushnil(L);
  record_set(L, record, kLoading, path);
  return true;
}

bool valid_module_name(std::string_view s) {
  if (s.empty() || s.front() == '.' || s.back() == '.') return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                    c == '-' || (c == '.' && s[i + 1] != '.');
    if (!ok) return false;
  }
  return true;
}

// require(name): "rules" is rules.lua and "sub.x" is sub/x.lua of the calling mod (upvalue 1).
int intf_require(lua_State* L) {
  const std::string_view name = check_string(L, 1, "require", "name");
  const int record = lua_upvalueindex(1);
  lua_settop(L, 1);
  luaL_gsub(L, name.data(), ".", "/");
  lua_pushliteral(L, ".lua");
  lua_concat(L, 2);
  if (valid_module_name(name) && ensure_loaded(L, record, 2)) return 1;
  lua_getfield(L, record, kId);
  return luaL_error(L,
                    "require: module '%s' not found (a mod can only require its own Lua files; mod '%s' "
                    "has no %s)",
                    name.data(), lua_tostring(L, -1), lua_tostring(L, 2));
}

int impl_frozen_newindex(lua_State* L) {
  if (lua_type(L, 2) == LUA_TSTRING) return luaL_error(L, "cannot set global '%s': %s", lua_tostring(L, 2), kFrozen);
  return luaL_error(L, "cannot set a global: %s", kFrozen);
}

// Calls a.add for every string-keyed Lua function of the table at `t` (skipping names in `skip`, if
// given), with a registry reference to the function.
void add_functions(lua_State* L, FreezeMod& a, std::string_view path, int t, int skip) {
  t = lua_absindex(L, t);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TFUNCTION && !lua_iscfunction(L, -1)) {
      bool shadowed = false;
      if (skip) {
        lua_pushvalue(L, -2);
        shadowed = lua_rawget(L, skip) != LUA_TNIL;
        lua_pop(L, 1);
      }
      if (!shadowed) {
        size_t n = 0;
        const char* name = lua_tolstring(L, -2, &n);
        lua_pushvalue(L, -1);
        a.add(a.self, path, {name, n}, luaL_ref(L, LUA_REGISTRYINDEX));
      }
    }
    lua_pop(L, 1);
  }
}

}  // namespace

int open_sandbox(lua_State* L, OpenSandbox& o) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kProtected);

  luaL_requiref(L, LUA_GNAME, luaopen_base, 0);  // the real globals: only a source to copy from
  const int globals = lua_gettop(L);
  lua_newtable(L);
  const int shared = lua_gettop(L);
  for (const char* name : kBaseAllowed) {
    lua_getfield(L, globals, name);
    lua_setfield(L, shared, name);
  }
  lua_pushcfunction(L, intf_setmetatable);
  lua_setfield(L, shared, "setmetatable");
  const luaL_Reg replaced[] = {{"rawset", intf_rawset}, {"rawget", intf_rawget}, {"rawlen", intf_rawlen},
                               {"next", intf_next}, {"getmetatable", intf_getmetatable}};
  for (const luaL_Reg& r : replaced) {
    lua_pushcfunction(L, r.func);
    lua_setfield(L, shared, r.name);
  }
  lua_getfield(L, globals, "xpcall");
  lua_pushcclosure(L, intf_xpcall, 1);
  lua_setfield(L, shared, "xpcall");

  for (const Library& lib : kLibraries) {
    luaL_requiref(L, lib.name, lib.open, 0);
    const int real = lua_gettop(L);
    // The budgeted pattern matcher, in the real table so that s:find(...) finds it too.
    if (std::strcmp(lib.name, LUA_STRLIBNAME) == 0) install_budgeted_patterns(L, real);
    for (const char* removed : lib.removed)
      if (removed) {  // from the real table too: strings reach it as their metatable's __index
        lua_pushnil(L);
        lua_setfield(L, real, removed);
      }
    lua_newtable(L);  // the copy scripts see
    lua_pushnil(L);
    while (lua_next(L, real)) {
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, -4);
    }
    for (const ApiTable* t : api_tables())
      if (t->extends_library && std::strcmp(t->name, lib.name) == 0) set_functions(L, *t);
    make_readonly(L, lib.name);
    lua_setfield(L, shared, lib.name);
    lua_pop(L, 1);
  }
  for (const ApiTable* t : api_tables()) {
    if (t->extends_library) continue;
    lua_newtable(L);
    set_functions(L, *t);
    if (o.renamed) set_renamed_index(L, t->name, o.renamed);
    make_readonly(L, t->name);
    lua_setfield(L, shared, t->name);
  }

  // Lock the string metatable: it leads to the real string table.
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushstring(L, kLocked);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);

  push_vars_proxy(L);
  lua_pushliteral(L, "'ctx.vars' cannot be written with rawset (assign ctx.vars.name = value)");
  protect(L, -2);
  lua_setfield(L, LUA_REGISTRYINDEX, "bnb.vars");

  lua_pushvalue(L, shared);
  lua_setfield(L, LUA_REGISTRYINDEX, kShared);
  return 0;
}

int new_mod(lua_State* L, NewMod& a) {
  lua_createtable(L, 0, 6);
  const int record = lua_gettop(L);
  push_string(L, a.id);
  lua_setfield(L, record, kId);
  for (const char* field : {kChunks, kFiles, kLoaded, kLoading}) {
    lua_newtable(L);
    lua_setfield(L, record, field);
  }
  lua_newtable(L);
  const int env = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, kShared);
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, env);
  }
  lua_pop(L, 1);
  push_string(L, a.id);
  lua_pushcclosure(L, intf_print, 1);
  lua_setfield(L, env, "print");
  lua_pushvalue(L, record);
  lua_pushcclosure(L, intf_require, 1);
  lua_setfield(L, env, "require");
  lua_setfield(L, record, kEnv);
  a.ref = luaL_ref(L, LUA_REGISTRYINDEX);
  return 0;
}

int add_file(lua_State* L, AddFile& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, a.mod_ref);
  const int record = lua_gettop(L);
  push_string(L, a.path);
  const int path = lua_gettop(L);
  if (const int line = line_naming_env(a.source); line > 0) {
    lua_pushfstring(L, "%s:%d: %s", a.chunkname[0] == '@' ? a.chunkname + 1 : a.chunkname, line, kEnvNamed);
    lua_pushboolean(L, 0);
    record_set(L, record, kLoaded, path);
    return 1;  // the message
  }
  const int status = luaL_loadbufferx(L, a.source.data(), a.source.size(), a.chunkname, "t");
  if (status == LUA_ERRMEM) return lua_error(L);
  if (status != LUA_OK) {
    lua_pushboolean(L, 0);
    record_set(L, record, kLoaded, path);
    return 1;  // the message
  }
  const int chunk = lua_gettop(L);
  lua_newtable(L);
  const int env = lua_gettop(L);
  lua_createtable(L, 0, 2);
  lua_getfield(L, record, kEnv);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, kLocked);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, env);
  lua_pushvalue(L, env);
  lua_setfield(L, env, "_G");
  lua_pushvalue(L, env);
  lua_pushfstring(L, "%s(load)", a.chunkname);
  lua_pushcclosure(L, intf_load, 2);
  lua_setfield(L, env, "load");
  lua_pushvalue(L, env);
  lua_setupvalue(L, chunk, 1);
  record_set(L, record, kFiles, path);  // pops env
  record_set(L, record, kChunks, path);  // pops chunk
  lua_pushnil(L);
  return 1;
}

int run_file(lua_State* L, RunFile& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, a.mod_ref);
  push_string(L, a.path);
  if (record_get(L, -2, kLoaded, -1) != LUA_TNIL) return 0;  // ran through a require, or failed already
  lua_pop(L, 1);
  ensure_loaded(L, -2, -1);
  return 0;
}

int freeze_mod(lua_State* L, FreezeMod& a) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, a.mod_ref);
  const int record = lua_gettop(L);
  lua_getfield(L, record, kFiles);
  const int files = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, files)) {
    const int path = lua_gettop(L) - 1, env = lua_gettop(L);
    size_t n = 0;
    const char* p = lua_tolstring(L, path, &n);
    // Move the globals into a table behind the (now empty) environment, so that every write,
    // also to an existing global, reaches __newindex.
    lua_newtable(L);
    const int globals = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, env)) {
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, globals);
      lua_pushvalue(L, -1);
      lua_pushnil(L);
      lua_rawset(L, env);
    }
    lua_createtable(L, 0, 1);
    lua_getfield(L, record, kEnv);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, globals);
    lua_createtable(L, 0, 3);
    lua_pushvalue(L, globals);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, impl_frozen_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushstring(L, kLocked);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, env);
    lua_pushstring(L, kFrozen);
    protect(L, env);

    add_functions(L, a, {p, n}, globals, 0);
    if (record_get(L, record, kLoaded, path) == LUA_TTABLE && !lua_rawequal(L, -1, env))
      add_functions(L, a, {p, n}, -1, globals);
    lua_settop(L, path);
  }
  return 0;
}

}  // namespace bnb::lua
