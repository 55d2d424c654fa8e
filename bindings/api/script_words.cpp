#include "bindings/api/script_words.h"

#include <algorithm>

#include "bindings/stack.h"
#include "engine/base/core/text.h"

namespace bnb::lua {

namespace {

// The registry key of the metatable that marks a game.text value.
constexpr const char* kTextMeta = "bnb.text";

bool is_text(lua_State* L, int arg) {
  if (lua_type(L, arg) != LUA_TTABLE || !lua_getmetatable(L, arg)) return false;
  luaL_getmetatable(L, kTextMeta);
  const bool same = lua_rawequal(L, -1, -2);
  lua_pop(L, 2);
  return same;
}

// Pushes the plain list of the value at `arg` (absolute index), or returns false when it is
// neither text (a string; a number too where `numbers`) nor a game.text value.
bool push_plain(lua_State* L, int arg, bool numbers = true) {
  luaL_checkstack(L, 6, nullptr);
  if (is_text(L, arg)) {
    lua_createtable(L, 8, 0);
    const int list = lua_gettop(L);
    lua_getfield(L, arg, "key");
    lua_rawseti(L, list, 1);
    lua_pushliteral(L, "");
    lua_rawseti(L, list, 2);
    lua_getfield(L, arg, "args");
    lua_Integer i = 2;
    for (lua_pushnil(L); lua_next(L, -2);) {  // names and values are strings (push_text made them)
      lua_pushvalue(L, -2);
      lua_rawseti(L, list, ++i);
      lua_rawseti(L, list, ++i);
    }
    lua_pop(L, 1);
    return true;
  }
  const int t = lua_type(L, arg);
  if (t != LUA_TSTRING && !(numbers && t == LUA_TNUMBER)) return false;
  lua_createtable(L, 2, 0);
  lua_pushliteral(L, "");
  lua_rawseti(L, -2, 1);
  lua_pushvalue(L, arg);
  lua_tolstring(L, -1, nullptr);  // a number as text
  lua_rawseti(L, -2, 2);
  return true;
}

// The string at list[i] (a plain list holds only strings): no conversion, no allocation.
std::string_view item(lua_State* L, int list, lua_Integer i) {
  lua_rawgeti(L, list, i);
  size_t n = 0;
  const char* s = lua_tolstring(L, -1, &n);
  lua_pop(L, 1);
  return s ? std::string_view(s, n) : std::string_view();
}

}  // namespace

int push_text(lua_State* L) {
  constexpr const char* fn = "game.text";
  check_string(L, 1, fn, "key");
  const bool has_args = !lua_isnoneornil(L, 2);
  if (has_args && lua_type(L, 2) != LUA_TTABLE) arg_error(L, 2, fn, "args", "table of names to strings or numbers");
  lua_settop(L, 2);
  lua_createtable(L, 0, 2);  // 3: the text
  lua_pushvalue(L, 1);
  lua_setfield(L, 3, "key");
  lua_createtable(L, 0, 4);  // 4: its arguments, as strings
  if (has_args)
    for (lua_pushnil(L); lua_next(L, 2);) {
      if (lua_type(L, -2) != LUA_TSTRING) arg_problem(L, 2, fn, "args", "expected names (strings) as keys");
      const int t = lua_type(L, -1);
      if (t != LUA_TSTRING && t != LUA_TNUMBER)
        arg_problem(L, 2, fn, "args", lua_pushfstring(L, "'%s': expected string or number, got %s", lua_tostring(L, -2), luaL_typename(L, -1)));
      lua_pushvalue(L, -2);
      luaL_tolstring(L, -2, nullptr);  // 3, 2.5, or the string
      lua_rawset(L, 4);
      lua_pop(L, 1);
    }
  lua_setfield(L, 3, "args");
  if (luaL_newmetatable(L, kTextMeta)) {
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");  // scripts cannot read or change it
  }
  lua_setmetatable(L, 3);
  return 1;
}

int check_words(lua_State* L, int arg, const char* fn, const char* name) {
  arg = lua_absindex(L, arg);
  if (!push_plain(L, arg)) arg_error(L, arg, fn, name, "text (string) or game.text(key, args)");
  return lua_gettop(L);
}

int check_words_list(lua_State* L, int arg, const char* fn, const char* name, int* n) {
  arg = lua_absindex(L, arg);
  if (lua_type(L, arg) != LUA_TTABLE) arg_error(L, arg, fn, name, "list of texts");
  *n = int(lua_rawlen(L, arg));
  if (*n < 1) arg_problem(L, arg, fn, name, "expected list of texts, got an empty table");
  lua_createtable(L, *n, 0);
  const int lists = lua_gettop(L);
  for (int i = 1; i <= *n; ++i) {
    lua_rawgeti(L, arg, i);
    if (!push_plain(L, lua_gettop(L), false)) {
      const char* got = luaL_typename(L, -1);
      arg_problem(L, arg, fn, name, lua_pushfstring(L, "item %d: expected string or game.text(key, args), got %s", i, got));
    }
    lua_rawseti(L, lists, i);
    lua_pop(L, 1);
  }
  return lists;
}

ScriptWords read_words(lua_State* L, int list) {
  ScriptWords w;
  w.key = std::string(item(L, list, 1));
  w.text = printable(item(L, list, 2));  // escape sequences shown, never sent to a terminal
  const lua_Integer n = lua_Integer(lua_rawlen(L, list));
  for (lua_Integer i = 3; i + 1 <= n; i += 2) w.args.emplace_back(std::string(item(L, list, i)), printable(item(L, list, i + 1)));
  std::sort(w.args.begin(), w.args.end());  // one order whatever the Lua table's
  return w;
}

ScriptWords read_words_item(lua_State* L, int lists, int i) {
  lua_rawgeti(L, lists, i);
  ScriptWords w = read_words(L, lua_gettop(L));
  lua_pop(L, 1);
  return w;
}

}  // namespace bnb::lua
