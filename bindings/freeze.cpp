#include "bindings/freeze.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <string_view>

#include "bindings/sandbox.h"
#include "bindings/upvalue_writes.h"

namespace bnb::lua {
namespace {

constexpr const char* kFrozen = "bnb.frozen";  // frozen table -> its contents
constexpr const char* kShadow = "bnb.shadow";  // frozen table with metamethods -> the metatable objects get
constexpr const char* kKeptWhy = "would keep state between hook calls (keep game state in ctx.vars)";

char no_metatable;  // its address marks a frozen table that had no metatable

// ---- a frozen table's metamethods (upvalue 1: its contents) ----

int impl_frozen_newindex(lua_State* L) {
  if (lua_type(L, 2) == LUA_TSTRING)
    return luaL_error(L, "cannot assign to field '%s': %s", lua_tostring(L, 2), kFrozenTable);
  return luaL_error(L, "cannot assign to a field: %s", kFrozenTable);
}

// __index when the table had an __index of its own (upvalue 2), read after its contents.
int impl_frozen_index(lua_State* L) {
  lua_settop(L, 2);
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
  lua_pop(L, 1);
  if (lua_type(L, lua_upvalueindex(2)) == LUA_TFUNCTION) {
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
  }
  lua_gettable(L, lua_upvalueindex(2));
  return 1;
}

int impl_frozen_len(lua_State* L) {
  lua_pushinteger(L, lua_Integer(lua_rawlen(L, lua_upvalueindex(1))));
  return 1;
}

// ---- the walk ----

int dump_writer(lua_State*, const void* p, size_t n, void* ud) {
  try {
    static_cast<std::string*>(ud)->append(static_cast<const char*>(p), n);
    return 0;
  } catch (...) {
    return 1;
  }
}

bool collectable(int type) {
  return type == LUA_TTABLE || type == LUA_TFUNCTION || type == LUA_TTHREAD || type == LUA_TUSERDATA;
}

struct Walk {
  lua_State* L;
  int seen, work, labels, tables, problems, protected_, root_path;
  lua_Integer n_work = 0, n_tables = 0, n_problems = 0;

  // Queues the value on top (popped) with the label at `label` (kept).
  void add(int label) {
    if (!collectable(lua_type(L, -1))) {
      lua_pop(L, 1);
      return;
    }
    ++n_work;
    lua_rawseti(L, work, n_work);
    lua_pushvalue(L, label);
    lua_rawseti(L, labels, n_work);
  }
  // Records the message on top (popped) as a problem of the root file.
  void problem() {
    lua_pushvalue(L, root_path);
    lua_rawseti(L, problems, ++n_problems);
    lua_rawseti(L, problems, ++n_problems);
  }
  void visit_table(int t, int label) {
    lua_pushvalue(L, t);
    if (lua_rawget(L, protected_) != LUA_TNIL) {  // the sandbox's own read-only tables
      lua_pop(L, 1);
      return;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, t);
    lua_rawseti(L, tables, ++n_tables);
    lua_pushnil(L);
    while (lua_next(L, t)) {
      lua_pushvalue(L, -2);
      add(label);
      add(label);
    }
    if (lua_getmetatable(L, t)) add(label);
  }

  void visit_lua_function(int f, int label) {
    char message[400] = {};
    {  // C++ objects end before anything below may raise
      try {
        std::string dump, why;
        UpvalueWrite w;
        lua_pushvalue(L, f);
        const int status = lua_dump(L, dump_writer, &dump, 0);
        lua_pop(L, 1);
        if (status != 0)
          std::snprintf(message, sizeof message, "a function could not be checked (out of memory)");
        else if (!find_kept_upvalue_write(dump, w, why))
          std::snprintf(message, sizeof message, "a function could not be checked: %s", why.c_str());
        else if (w.found)
          std::snprintf(message, sizeof message,
                        "%s:%d: cannot assign to '%s' inside this function: the variable outlives the call and %s",
                        w.source.c_str() + (w.source.starts_with("@") ? 1 : 0), w.line, w.name.c_str(), kKeptWhy);
      } catch (const std::exception&) {
        std::snprintf(message, sizeof message, "a function could not be checked (out of memory)");
      }
    }
    if (message[0]) {
      lua_pushstring(L, message);
      problem();
    }
    for (int i = 1;; ++i) {
      const char* name = lua_getupvalue(L, f, i);
      if (!name) break;
      if (std::strcmp(name, "_ENV") == 0) {
        lua_pop(L, 1);
        continue;
      }
      lua_pushfstring(L, "local '%s'", name);
      lua_insert(L, -2);
      add(lua_gettop(L) - 1);
      lua_pop(L, 1);
    }
    (void)label;
  }

  void visit_c_function(int f, int label) {
    for (int i = 1; lua_getupvalue(L, f, i); ++i) {
      const int type = lua_type(L, -1);
      if (type == LUA_TTHREAD || type == LUA_TUSERDATA) {
        lua_pop(L, 1);
        lua_pushfstring(L, "%s holds %s once the mod is loaded: it goes on from where it stopped and %s",
                        lua_tostring(L, label),
                        type == LUA_TTHREAD ? "a coroutine.wrap function" : "a string.gmatch iterator", kKeptWhy);
        problem();
      } else if (type == LUA_TFUNCTION) {
        add(label);
      } else {
        lua_pop(L, 1);  // the sandbox's own tables and names
      }
    }
  }

  void run() {
    while (n_work > 0) {
      lua_rawgeti(L, work, n_work);
      const int v = lua_gettop(L);
      lua_rawgeti(L, labels, n_work);
      const int label = lua_gettop(L);
      lua_pushnil(L);
      lua_rawseti(L, work, n_work);
      lua_pushnil(L);
      lua_rawseti(L, labels, n_work);
      --n_work;
      lua_pushvalue(L, v);
      const bool visited = lua_rawget(L, seen) != LUA_TNIL;
      lua_pop(L, 1);
      if (!visited) {
        lua_pushvalue(L, v);
        lua_pushboolean(L, 1);
        lua_rawset(L, seen);
        switch (lua_type(L, v)) {
          case LUA_TTABLE: visit_table(v, label); break;
          case LUA_TFUNCTION:
            if (lua_iscfunction(L, v))
              visit_c_function(v, label);
            else
              visit_lua_function(v, label);
            break;
          default:  // a coroutine or a userdata (a string.gmatch iterator's state)
            lua_pushfstring(L, "%s holds %s once the mod is loaded: it goes on from where it stopped and %s",
                            lua_tostring(L, label),
                            lua_type(L, v) == LUA_TTHREAD ? "a coroutine" : "a userdata", kKeptWhy);
            problem();
        }
      }
      lua_settop(L, v - 1);
    }
  }
};

// Copies the raw contents of the table at `from` into the table at `to`.
void copy_raw(lua_State* L, int from, int to) {
  lua_pushnil(L);
  while (lua_next(L, from)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, to);
  }
}

bool has_metamethod_names(lua_State* L, int t) {
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) == LUA_TSTRING && std::strncmp(lua_tostring(L, -1), "__", 2) == 0) {
      lua_pop(L, 1);
      return true;
    }
  }
  return false;
}

// Builds the metatable that freezes the table at `t` (pushed), its contents table (in kFrozen)
// and, when it has metamethod names, its shadow (in kShadow). Reads `t` and its metatable raw:
// no table has been emptied yet.
void prepare_freeze(lua_State* L, int t, int frozen, int shadows) {
  lua_newtable(L);
  const int hidden = lua_gettop(L);
  copy_raw(L, t, hidden);
  lua_pushvalue(L, t);
  lua_pushvalue(L, hidden);
  lua_rawset(L, frozen);

  if (has_metamethod_names(L, t)) {
    lua_newtable(L);
    copy_raw(L, t, lua_gettop(L));
    if (lua_getfield(L, hidden, "__metatable") == LUA_TNIL) {  // hidden has no metatable: raw
      lua_pop(L, 1);
      lua_pushvalue(L, t);
    }
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, t);
    lua_insert(L, -2);
    lua_rawset(L, shadows);
  }

  lua_newtable(L);
  const int meta = lua_gettop(L);
  const bool had_meta = lua_getmetatable(L, t);
  if (had_meta) {
    const int old = lua_gettop(L);
    copy_raw(L, old, meta);
    lua_pushliteral(L, "__index");
    if (lua_rawget(L, old) != LUA_TNIL) {
      lua_pushvalue(L, hidden);
      lua_insert(L, -2);
      lua_pushcclosure(L, impl_frozen_index, 2);
    } else {
      lua_pop(L, 1);
      lua_pushvalue(L, hidden);
    }
    lua_setfield(L, meta, "__index");
    lua_pushliteral(L, "__metatable");
    if (lua_rawget(L, old) == LUA_TNIL) {  // getmetatable(t) still gives the old metatable
      lua_pop(L, 1);
      lua_pushvalue(L, old);
    }
    lua_setfield(L, meta, "__metatable");
  } else {
    lua_pushvalue(L, hidden);
    lua_setfield(L, meta, "__index");
    lua_pushlightuserdata(L, &no_metatable);
    lua_setfield(L, meta, "__metatable");
  }
  for (const char* name : {"__len", "__pairs"}) {
    lua_pushstring(L, name);
    if (lua_rawget(L, meta) != LUA_TNIL) {  // the table's own
      lua_pop(L, 1);
      continue;
    }
    lua_pop(L, 1);
    if (std::string_view(name) == "__pairs") {
      push_proxy_pairs(L, hidden);
    } else {
      lua_pushvalue(L, hidden);
      lua_pushcclosure(L, impl_frozen_len, 1);
    }
    lua_setfield(L, meta, name);
  }
  lua_pushcfunction(L, impl_frozen_newindex);
  lua_setfield(L, meta, "__newindex");
  lua_settop(L, meta);
  lua_remove(L, hidden);
}

void push_registry_table(lua_State* L, const char* key) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, key);
}

}  // namespace

void* no_metatable_marker() { return &no_metatable; }

int freeze_loaded(lua_State* L, FreezeLoaded& a) {
  lua_newtable(L);  // the result
  const int problems = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, a.mod_ref);
  const int record = lua_gettop(L);
  lua_getfield(L, record, record_field::kId);
  const int id = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, kProtectedKey);
  const int protected_ = lua_gettop(L);
  lua_newtable(L);
  const int seen = lua_gettop(L);
  lua_newtable(L);
  const int work = lua_gettop(L);
  lua_newtable(L);
  const int labels = lua_gettop(L);
  lua_newtable(L);
  const int tables = lua_gettop(L);
  lua_pushnil(L);
  const int root_path = lua_gettop(L);
  Walk w{L, seen, work, labels, tables, problems, protected_, root_path};

  // Each file's globals, then the table it returned.
  lua_getfield(L, record, record_field::kFiles);
  const int files = lua_gettop(L);
  lua_getfield(L, record, record_field::kLoaded);
  const int loaded = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, files)) {
    const int env = lua_gettop(L), path = env - 1;
    lua_pushfstring(L, "%s/%s", lua_tostring(L, id), lua_tostring(L, path));
    lua_replace(L, root_path);
    if (lua_getmetatable(L, env) && lua_getfield(L, -1, "__index") == LUA_TTABLE) {  // the frozen globals
      const int globals = lua_gettop(L);
      lua_pushnil(L);
      while (lua_next(L, globals)) {
        lua_pushfstring(L, "global '%s'", lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
        lua_insert(L, -2);
        w.add(lua_gettop(L) - 1);
        lua_pop(L, 1);
      }
    }
    lua_settop(L, env);
    lua_pushvalue(L, path);
    if (lua_rawget(L, loaded) == LUA_TTABLE && !lua_rawequal(L, -1, env)) {
      lua_pushfstring(L, "the table %s returns", lua_tostring(L, path));
      lua_insert(L, -2);
      w.add(lua_gettop(L) - 1);
    }
    w.run();
    lua_settop(L, path);
  }

  // Freeze: build every frozen metatable from the tables as they are, then empty the tables.
  push_registry_table(L, kFrozen);
  const int frozen = lua_gettop(L);
  push_registry_table(L, kShadow);
  const int shadows = lua_gettop(L);
  lua_newtable(L);
  const int metas = lua_gettop(L);
  for (lua_Integer i = 1; i <= w.n_tables; ++i) {
    lua_rawgeti(L, tables, i);
    prepare_freeze(L, lua_gettop(L), frozen, shadows);
    lua_rawseti(L, metas, i);
    lua_pop(L, 1);
  }
  for (lua_Integer i = 1; i <= w.n_tables; ++i) {
    lua_rawgeti(L, tables, i);
    const int t = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
      lua_pop(L, 1);
      lua_pushvalue(L, -1);
      lua_pushnil(L);
      lua_rawset(L, t);
    }
    lua_rawgeti(L, metas, i);
    lua_setmetatable(L, t);
    lua_pushstring(L, kFrozenTable);
    protect(L, t);
    lua_pop(L, 1);
  }
  lua_settop(L, problems);
  return 1;
}

bool push_frozen_contents(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TTABLE) return false;
  idx = lua_absindex(L, idx);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kFrozen) != LUA_TTABLE) {
    lua_pop(L, 1);
    return false;
  }
  lua_pushvalue(L, idx);
  if (lua_rawget(L, -2) == LUA_TNIL) {
    lua_pop(L, 2);
    return false;
  }
  lua_remove(L, -2);
  return true;
}

void use_shadow_metatable(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kShadow) != LUA_TTABLE) {
    lua_pop(L, 1);
    return;
  }
  lua_pushvalue(L, idx);
  if (lua_rawget(L, -2) == LUA_TTABLE) lua_replace(L, idx);
  else
    lua_pop(L, 1);
  lua_pop(L, 1);
}

}  // namespace bnb::lua
