#include "bindings/stack.h"

#include <array>
#include <cstdint>
#include <limits>

namespace bnb::lua {

void raise(lua_State* L) {
  lua_error(L);
  __builtin_unreachable();  // lua_error longjmps
}

namespace {

// What the argument is, for "got ...": the type name, or the value of a non-integral number.
const char* describe(lua_State* L, int arg) {
  const int t = lua_type(L, arg);
  if (t == LUA_TNONE) return "nil";
  if (t == LUA_TNUMBER && !lua_isinteger(L, arg)) return lua_pushfstring(L, "number %f", lua_tonumber(L, arg));
  return lua_typename(L, t);
}

[[noreturn]] void raise_where(lua_State* L) {
  luaL_where(L, 1);
  lua_insert(L, -2);
  lua_concat(L, 2);
  raise(L);
}

// Raises "unknown <kind> '<value>' (expected a, b or c)".
template <class Name, size_t N>
[[noreturn]] void unknown_name(lua_State* L, int arg, const char* fn, const char* name, const char* kind,
                               std::string_view value, const std::array<Name, N>& names) {
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addstring(&b, "unknown ");
  luaL_addstring(&b, kind);
  luaL_addstring(&b, " '");
  luaL_addlstring(&b, value.data(), value.size());
  luaL_addstring(&b, "' (expected ");
  for (size_t i = 0; i < N; ++i) {
    if (i > 0) luaL_addstring(&b, i + 1 == N ? " or " : ", ");
    const std::string_view n = names[i];
    luaL_addlstring(&b, n.data(), n.size());
  }
  luaL_addstring(&b, ")");
  luaL_pushresult(&b);
  arg_problem(L, arg, fn, name, lua_tostring(L, -1));
}

bool to_integer(lua_State* L, int idx, lua_Integer* out) {
  if (lua_type(L, idx) != LUA_TNUMBER) return false;
  int ok = 0;
  *out = lua_tointegerx(L, idx, &ok);
  return ok != 0;
}

// Reads t.key, else t[index], as an integer that fits a hex coordinate. Leaves the stack as is.
bool read_coord(lua_State* L, int t, const char* key, int index, int16_t* out) {
  if (lua_getfield(L, t, key) == LUA_TNIL) {
    lua_pop(L, 1);
    lua_geti(L, t, index);
  }
  lua_Integer v = 0;
  const bool ok = to_integer(L, -1, &v) && v >= std::numeric_limits<int16_t>::min() &&
                  v <= std::numeric_limits<int16_t>::max();
  lua_pop(L, 1);
  if (ok) *out = int16_t(v);
  return ok;
}

bool read_hex(lua_State* L, int idx, Hex* out) {
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) != LUA_TTABLE) return false;
  luaL_checkstack(L, 2, nullptr);
  return read_coord(L, idx, "q", 1, &out->q) && read_coord(L, idx, "r", 2, &out->r);
}

constexpr const char* kHexExpected = "hex {q=integer, r=integer}";

}  // namespace

void arg_error(lua_State* L, int arg, const char* fn, const char* name, const char* expected) {
  const char* got = describe(L, arg);
  lua_pushfstring(L, "%s: arg %d '%s': expected %s, got %s", fn, arg, name, expected, got);
  raise_where(L);
}

void arg_problem(lua_State* L, int arg, const char* fn, const char* name, const char* problem) {
  lua_pushfstring(L, "%s: arg %d '%s': %s", fn, arg, name, problem);
  raise_where(L);
}

void fn_error(lua_State* L, const char* fn, const char* text) {
  lua_pushfstring(L, "%s: %s", fn, text);
  raise_where(L);
}

void raise_msg(lua_State* L, const char* fn, const Msg& fail) {
  lua_pushfstring(L, "%s: ", fn);
  lua_pushlstring(L, fail.text, fail.len);
  lua_concat(L, 2);
  raise_where(L);
}

lua_Integer check_integer(lua_State* L, int arg, const char* fn, const char* name) {
  lua_Integer v = 0;
  if (!to_integer(L, arg, &v)) arg_error(L, arg, fn, name, "integer");
  return v;
}

lua_Integer check_integer_in(lua_State* L, int arg, const char* fn, const char* name, lua_Integer lo, lua_Integer hi) {
  const lua_Integer v = check_integer(L, arg, fn, name);
  if (v < lo || v > hi)
    arg_problem(L, arg, fn, name, lua_pushfstring(L, "expected integer from %I to %I, got %I", lo, hi, v));
  return v;
}

FigureId check_figure_id(lua_State* L, int arg, const char* fn, const char* name) {
  lua_Integer v = 0;
  bool ok = to_integer(L, arg, &v);
  if (!ok && lua_type(L, arg) == LUA_TTABLE) {  // a figure table stands for its id
    lua_getfield(L, arg, "id");
    ok = to_integer(L, -1, &v);
    lua_pop(L, 1);
  }
  if (!ok) arg_error(L, arg, fn, name, "figure id");
  if (v < 0 || v > std::numeric_limits<FigureId>::max())
    arg_problem(L, arg, fn, name, lua_pushfstring(L, "no figure has id %I", v));
  return FigureId(v);
}

std::string_view check_string(lua_State* L, int arg, const char* fn, const char* name) {
  if (lua_type(L, arg) != LUA_TSTRING) arg_error(L, arg, fn, name, "string");
  size_t n = 0;
  const char* s = lua_tolstring(L, arg, &n);
  return {s, n};
}

std::string_view opt_string(lua_State* L, int arg, const char* fn, const char* name) {
  if (lua_isnoneornil(L, arg)) return {};
  return check_string(L, arg, fn, name);
}

std::string_view check_text(lua_State* L, int arg, const char* fn, const char* name) {
  const int t = lua_type(L, arg);
  if (t != LUA_TSTRING && t != LUA_TNUMBER) arg_error(L, arg, fn, name, "string");
  size_t n = 0;
  const char* s = lua_tolstring(L, arg, &n);  // converts a number in place
  return {s, n};
}

Hex check_hex(lua_State* L, int arg, const char* fn, const char* name) {
  Hex h;
  if (lua_type(L, arg) != LUA_TTABLE) arg_error(L, arg, fn, name, kHexExpected);
  if (!read_hex(L, arg, &h)) arg_problem(L, arg, fn, name, "expected hex {q=integer, r=integer}, got a table without them");
  return h;
}

namespace {
// Checks that `arg` is a non-empty plain list and returns its length.
int check_list_len(lua_State* L, int arg, const char* fn, const char* name, const char* expected) {
  if (lua_type(L, arg) != LUA_TTABLE) arg_error(L, arg, fn, name, expected);
  const lua_Unsigned n = lua_rawlen(L, arg);
  if (n < 1) arg_problem(L, arg, fn, name, lua_pushfstring(L, "expected %s, got an empty table", expected));
  if (n > 100000) arg_problem(L, arg, fn, name, "too many items");
  return int(n);
}
}  // namespace

const StrRef* check_string_list(lua_State* L, int arg, const char* fn, const char* name, int* n) {
  *n = check_list_len(L, arg, fn, name, "list of strings");
  auto* buf = static_cast<StrRef*>(lua_newuserdatauv(L, size_t(*n) * sizeof(StrRef), 0));
  for (int i = 1; i <= *n; ++i) {
    // Raw reads: the strings stay alive because the list on the stack holds them.
    if (lua_rawgeti(L, arg, i) != LUA_TSTRING) {
      const char* got = describe(L, -1);
      arg_problem(L, arg, fn, name, lua_pushfstring(L, "item %d: expected string, got %s", i, got));
    }
    buf[i - 1].data = lua_tolstring(L, -1, &buf[i - 1].size);
    lua_pop(L, 1);
  }
  return buf;
}

const Hex* check_hex_list(lua_State* L, int arg, const char* fn, const char* name, int* n) {
  *n = check_list_len(L, arg, fn, name, "list of hexes");
  auto* buf = static_cast<Hex*>(lua_newuserdatauv(L, size_t(*n) * sizeof(Hex), 0));
  for (int i = 1; i <= *n; ++i) {
    lua_rawgeti(L, arg, i);
    Hex h;
    if (!read_hex(L, -1, &h)) {
      const char* got = describe(L, -1);
      arg_problem(L, arg, fn, name, lua_pushfstring(L, "item %d: expected %s, got %s", i, kHexExpected, got));
    }
    buf[i - 1] = h;
    lua_pop(L, 1);
  }
  return buf;
}

Condition check_condition(lua_State* L, int arg, const char* fn, const char* name) {
  const std::string_view s = check_string(L, arg, fn, name);
  if (const auto c = condition_from_name(s)) return *c;
  unknown_name(L, arg, fn, name, "condition", s, kConditionNames.names);
}

Element check_element(lua_State* L, int arg, const char* fn, const char* name) {
  const std::string_view s = check_string(L, arg, fn, name);
  if (const auto e = element_from_name(s)) return *e;
  unknown_name(L, arg, fn, name, "element", s, kElementNames.names);
}

Terrain check_terrain(lua_State* L, int arg, const char* fn, const char* name) {
  const std::string_view s = check_string(L, arg, fn, name);
  if (const auto t = terrain_from_name(s)) return *t;
  unknown_name(L, arg, fn, name, "terrain", s, kTerrainNames.names);
}

void push_hex(lua_State* L, Hex h) {
  lua_createtable(L, 0, 2);
  set_field(L, "q", h.q);
  set_field(L, "r", h.r);
}

void push_figure_id(lua_State* L, FigureId id) {
  if (id == kNoFigure)
    lua_pushnil(L);
  else
    lua_pushinteger(L, id);
}

void push_figure(lua_State* L, const FigureView& f) {
  lua_createtable(L, 0, 8);
  set_field(L, "id", f.id);
  set_field(L, "kind", f.kind == FigureKind::Character ? "character" : "monster");
  set_field(L, "type", f.type);
  set_field(L, "number", f.number);
  set_field(L, "hex", f.hex);
  set_field(L, "hp", f.hp);
  set_field(L, "max_hp", f.max_hp);
  lua_newtable(L);
  int n = 0;
  for (int c = 0; c < kConditionCount; ++c)
    if (has(f.conditions, Condition(c))) {
      push_string(L, condition_name(Condition(c)));
      lua_rawseti(L, -2, ++n);
    }
  lua_setfield(L, -2, "conditions");
}

void push_var(lua_State* L, const VarValue& v) {
  if (const bool* b = std::get_if<bool>(&v))
    lua_pushboolean(L, *b);
  else if (const int64_t* i = std::get_if<int64_t>(&v))
    lua_pushinteger(L, *i);
  else if (const std::string* s = std::get_if<std::string>(&v))
    push_string(L, *s);
  else
    lua_pushnil(L);
}

int push_outcome(lua_State* L, bool ok, const Msg& reason) {
  lua_pushboolean(L, ok);
  if (ok || reason.empty()) return 1;
  lua_pushlstring(L, reason.text, reason.len);
  return 2;
}

}  // namespace bnb::lua
