#include "bindings/vars.h"

#include <string>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

constexpr const char* kFn = "ctx.vars";

std::string_view check_var_name(lua_State* L) {
  if (lua_type(L, 2) != LUA_TSTRING)
    fn_error(L, kFn, lua_pushfstring(L, "variable names are strings, got %s", luaL_typename(L, 2)));
  size_t n = 0;
  const char* s = lua_tolstring(L, 2, &n);
  return {s, n};
}

int impl_index(lua_State* L) {
  const std::string_view name = check_var_name(L);
  ScriptApi& api = need_api(L, kFn);
  return fetch_and_push(L, kFn, [&] { return api.get_var(std::string(name)); }, push_var);
}

int impl_newindex(lua_State* L) {
  const std::string_view name = check_var_name(L);
  enum { Nil, Bool, Int, Str } kind = Nil;
  lua_Integer i = 0;
  std::string_view s;
  switch (lua_type(L, 3)) {
    case LUA_TNIL: break;
    case LUA_TBOOLEAN: kind = Bool; break;
    case LUA_TSTRING: {
      kind = Str;
      size_t n = 0;
      const char* p = lua_tolstring(L, 3, &n);
      s = {p, n};
      break;
    }
    case LUA_TNUMBER: {
      int ok = 0;
      i = lua_tointegerx(L, 3, &ok);
      if (ok) {
        kind = Int;
        break;
      }
      [[fallthrough]];
    }
    default: {
      const char* got = lua_type(L, 3) == LUA_TNUMBER ? lua_pushfstring(L, "number %f", lua_tonumber(L, 3))
                                                      : luaL_typename(L, 3);
      fn_error(L, kFn,
               lua_pushfstring(L, "'%s': expected nil, boolean, integer or string, got %s", name.data(), got));
    }
  }
  const bool b = lua_toboolean(L, 3);
  ScriptApi& api = need_api(L, kFn);
  Msg refused;
  call_api(L, kFn, [&] {
    VarValue v;
    if (kind == Bool) v = b;
    if (kind == Int) v = int64_t(i);
    if (kind == Str) v = std::string(s);
    api.error.clear();
    if (!api.set_var(std::string(name), v)) refused.set(api.error);
  });
  if (!refused.empty()) raise_msg(L, kFn, refused);
  return 0;
}

}  // namespace

void push_vars_proxy(lua_State* L) {
  lua_newtable(L);
  lua_createtable(L, 0, 3);
  lua_pushcfunction(L, impl_index);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, impl_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushliteral(L, "read-only");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
}

}  // namespace bnb::lua
