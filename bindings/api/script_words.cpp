#include "bindings/api/script_words.h"

#include <algorithm>
#include <charconv>

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

// A plain list: {key, text, refused, figure, name1, value1, ...}, every item a string ("" where
// it has none): a keyed text's key and arguments, literal words' text, a refusal's kind and figure
// (with its English as the text).
constexpr lua_Integer kFirstArg = 5;

// Pushes the plain list of a refusal (push_refusal's table at `arg`), or returns false when its
// fields are not a refusal's (a script changed them).
bool push_plain_refusal(lua_State* L, int arg) {
  lua_getfield(L, arg, "refused");
  const bool known = lua_type(L, -1) == LUA_TSTRING && kRefusalNames.find(lua_tostring(L, -1)).has_value();
  lua_getfield(L, arg, "figure");
  const bool figure = lua_isinteger(L, -1);
  lua_getfield(L, arg, "text");
  const bool text = lua_type(L, -1) == LUA_TSTRING;
  if (!known || !figure || !text) {
    lua_pop(L, 3);
    return false;
  }
  lua_tolstring(L, -2, nullptr);  // the figure's id as text
  lua_createtable(L, 4, 0);
  lua_insert(L, -4);  // the list, then refused, figure, text
  lua_rawseti(L, -4, 2);
  lua_rawseti(L, -3, 4);
  lua_rawseti(L, -2, 3);
  lua_pushliteral(L, "");
  lua_rawseti(L, -2, 1);
  return true;
}

// Pushes the plain list of the value at `arg` (absolute index), or returns false when it is
// neither text (a string; a number too where `numbers`) nor a game.text value.
bool push_plain(lua_State* L, int arg, bool numbers = true) {
  luaL_checkstack(L, 6, nullptr);
  if (is_text(L, arg)) {
    lua_getfield(L, arg, "refused");
    const bool refusal = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (refusal) return push_plain_refusal(L, arg);
    lua_createtable(L, 8, 0);
    const int list = lua_gettop(L);
    lua_getfield(L, arg, "key");
    lua_rawseti(L, list, 1);
    for (lua_Integer i = 2; i < kFirstArg; ++i) {
      lua_pushliteral(L, "");
      lua_rawseti(L, list, i);
    }
    lua_getfield(L, arg, "args");
    lua_Integer i = kFirstArg - 1;
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
  lua_createtable(L, 4, 0);
  for (lua_Integer i = 1; i < kFirstArg; ++i) {
    lua_pushliteral(L, "");
    lua_rawseti(L, -2, i);
  }
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

// tostring(text): a refusal's English, or a keyed text's key (for an author's log lines).
int text_tostring(lua_State* L) {
  if (lua_type(L, 1) == LUA_TTABLE && lua_getfield(L, 1, "text") == LUA_TSTRING) return 1;
  if (lua_type(L, 1) == LUA_TTABLE && lua_getfield(L, 1, "key") == LUA_TSTRING) return 1;
  lua_pushliteral(L, "");
  return 1;
}

// "reason: " .. why: a script written when a refusal was a string keeps working, in English (a text
// joined into a string is no longer worded in the player's language: pass the text itself on).
int text_concat(lua_State* L) {
  luaL_tolstring(L, 1, nullptr);
  luaL_tolstring(L, 2, nullptr);
  lua_concat(L, 2);
  return 1;
}

// Marks the table on top of the stack as a text a script shows (game.text's and push_refusal's).
void mark_text(lua_State* L) {
  if (luaL_newmetatable(L, kTextMeta)) {
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");  // scripts cannot read or change it
    lua_pushcfunction(L, text_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushcfunction(L, text_concat);
    lua_setfield(L, -2, "__concat");
  }
  lua_setmetatable(L, -2);
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
  mark_text(L);
  return 1;
}

void push_refusal(lua_State* L, const ScriptRefusal& r, std::string_view english) {
  luaL_checkstack(L, 4, nullptr);
  lua_createtable(L, 0, 3);
  const std::string_view kind = kRefusalNames[r.kind];
  lua_pushlstring(L, kind.data(), kind.size());
  lua_setfield(L, -2, "refused");
  lua_pushinteger(L, r.figure);
  lua_setfield(L, -2, "figure");
  lua_pushlstring(L, english.data(), english.size());
  lua_setfield(L, -2, "text");
  mark_text(L);
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
  if (const auto kind = kRefusalNames.find(item(L, list, 3))) {
    const std::string_view id = item(L, list, 4);
    int figure = kNoFigure;
    std::from_chars(id.data(), id.data() + id.size(), figure);
    w.refusal = {*kind, FigureId(figure)};
  }
  const lua_Integer n = lua_Integer(lua_rawlen(L, list));
  for (lua_Integer i = kFirstArg; i + 1 <= n; i += 2) w.args.emplace_back(std::string(item(L, list, i)), printable(item(L, list, i + 1)));
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
