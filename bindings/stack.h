#pragma once
// Push and check helpers for bound C functions: the only place with Lua stack index arithmetic.
//
// Every check_* helper may raise a Lua error, which longjmps (see lua_host.h): call them before
// creating any C++ object with a destructor. Argument errors read
//   <script>:<line>: figures.damage: arg 2 'amount': expected integer, got string
// and point at the script line that called the function (luaL_where(L, 1)).
#include <algorithm>
#include <cstring>
#include <exception>
#include <optional>
#include <string_view>

#include <lua.hpp>

#include "engine/base/core/types.h"
#include "engine/base/hex/hex.h"
#include "engine/base/map/map.h"
#include "engine/kernel/script/api.h"

namespace bnb::lua {

// ---------- errors ----------

// Raises the value on top of the stack. Never returns.
[[noreturn]] void raise(lua_State* L);
// Raises "<where>fn: arg N 'name': expected <expected>, got <type of the argument>".
[[noreturn]] void arg_error(lua_State* L, int arg, const char* fn, const char* name, const char* expected);
// Raises "<where>fn: arg N 'name': <problem>" (problem already formatted).
[[noreturn]] void arg_problem(lua_State* L, int arg, const char* fn, const char* name, const char* problem);
// Raises "<where>fn: <text>".
[[noreturn]] void fn_error(lua_State* L, const char* fn, const char* text);

// A message that may stay alive across a Lua error: fixed size and trivially destructible.
struct Msg {
  char text[400];
  size_t len = 0;
  void set(std::string_view s) {
    len = 0;
    append(s);
  }
  void append(std::string_view s) {
    const size_t n = std::min(s.size(), sizeof text - len);
    std::memcpy(text + len, s.data(), n);
    len += n;
  }
  bool empty() const { return len == 0; }
};

// Runs `f`, plain C++ that must not raise Lua errors, turning any C++ exception into `fail`.
// C++ exceptions must never cross Lua frames.
template <class F>
bool guarded(Msg& fail, F&& f) noexcept {
  try {
    f();
    return true;
  } catch (const std::exception& e) {
    fail.set("internal error: ");
    fail.append(e.what());
  } catch (...) {
    fail.set("internal error: unknown exception");
  }
  return false;
}

// Raises "<where>fn: <fail>". Call only once every C++ object of the caller is gone.
[[noreturn]] void raise_msg(lua_State* L, const char* fn, const Msg& fail);

// ---------- protected runs ----------

namespace detail {
template <class T>
struct Job {
  int (*fn)(lua_State*, T&);
  T* args;
};
template <class T>
int run_job(lua_State* L) {
  auto* job = static_cast<Job<T>*>(lua_touserdata(L, 1));
  return job->fn(L, *job->args);
}
}  // namespace detail

// Runs fn(L, args) in protected mode. On success its `nresults` results are on the stack; on
// failure the error object is, and the status is returned. `fn` must not create C++ objects with
// destructors; `args` lives in the caller's frame, which a Lua error inside `fn` never unwinds.
template <class T>
int protected_run(lua_State* L, int (*fn)(lua_State*, T&), T& args, int nresults) {
  detail::Job<T> job{fn, &args};
  lua_checkstack(L, 3);
  lua_pushcfunction(L, detail::run_job<T>);
  lua_pushlightuserdata(L, &job);
  return lua_pcall(L, 1, nresults, 0);
}

// Calls push(L) in protected mode (it pushes `nresults` values from C++ data the caller owns), so
// that a memory error while pushing cannot skip the destructors of that data.
template <class F>
int push_protected(lua_State* L, F& push, int nresults) {
  return protected_run<F>(
      L,
      [](lua_State* L, F& f) -> int {
        const int before = lua_gettop(L);
        f(L);
        return lua_gettop(L) - before;
      },
      push, nresults);
}

// ---------- checks ----------

// An integer (a float with an integral value is accepted).
lua_Integer check_integer(lua_State* L, int arg, const char* fn, const char* name);
// An integer in [lo, hi].
lua_Integer check_integer_in(lua_State* L, int arg, const char* fn, const char* name, lua_Integer lo, lua_Integer hi);
FigureId check_figure_id(lua_State* L, int arg, const char* fn, const char* name);
// A string (numbers are refused: names are never numbers).
std::string_view check_string(lua_State* L, int arg, const char* fn, const char* name);
std::string_view opt_string(lua_State* L, int arg, const char* fn, const char* name);
// Text to show: strings and numbers.
std::string_view check_text(lua_State* L, int arg, const char* fn, const char* name);
// {q=, r=} or {q, r}.
Hex check_hex(lua_State* L, int arg, const char* fn, const char* name);
// A non-empty list {a, b, ...} of strings or of hexes, copied into a userdata buffer left on the
// stack (so the copy needs no destructor and the strings stay alive). Sets *n to the length.
struct StrRef {
  const char* data;
  size_t size;
  std::string_view view() const { return {data, size}; }
};
const StrRef* check_string_list(lua_State* L, int arg, const char* fn, const char* name, int* n);
const Hex* check_hex_list(lua_State* L, int arg, const char* fn, const char* name, int* n);
Condition check_condition(lua_State* L, int arg, const char* fn, const char* name);
Element check_element(lua_State* L, int arg, const char* fn, const char* name);
Terrain check_terrain(lua_State* L, int arg, const char* fn, const char* name);

// ---------- pushes (may raise memory errors) ----------

inline void push_string(lua_State* L, std::string_view s) { lua_pushlstring(L, s.data(), s.size()); }
inline void push_boolean(lua_State* L, bool b) { lua_pushboolean(L, b); }
void push_hex(lua_State* L, Hex h);
// Sets field `key` of the table on top of the stack to an integer, a string or a hex.
inline void set_field(lua_State* L, const char* key, lua_Integer v) {
  lua_pushinteger(L, v);
  lua_setfield(L, -2, key);
}
inline void set_field(lua_State* L, const char* key, std::string_view v) {
  push_string(L, v);
  lua_setfield(L, -2, key);
}
inline void set_field(lua_State* L, const char* key, Hex h) {
  push_hex(L, h);
  lua_setfield(L, -2, key);
}
void push_figure_id(lua_State* L, FigureId id);  // nil for kNoFigure
void push_figure(lua_State* L, const FigureView& f);
void push_var(lua_State* L, const VarValue& v);
// Pushes `ok` and, when it is false and the rules gave a reason, the reason. Returns the count.
int push_outcome(lua_State* L, bool ok, const Msg& reason);

}  // namespace bnb::lua
