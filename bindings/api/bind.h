#pragma once
// The argument binder: a Lua function that reads its arguments, calls one ScriptApi member and
// returns what it gives is a row, not a function:
//   {"damage", action<&ScriptApi::suffer_damage, arg::Figure, arg::Int<0, kMaxAmount>>,
//    "id: integer, amount: integer", "", "..."},
// The names an argument error gives (function and argument) are the row's own: its table and
// name ("figures.damage") and the names of its params, so the reference and the errors cannot
// disagree. The sandbox passes the row to the function as its two upvalues (set_functions).
//
// The order of api.h holds: the arguments are checked first (they may raise; only trivially
// destructible values exist then), the game is called guarded, then the result is pushed.
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "bindings/api/api.h"

namespace bnb::lua {

// The bound function being called: its names, from its row, and the argument being read.
class Call {
 public:
  explicit Call(lua_State* L);
  lua_State* const L;
  const char* fn() const { return fn_; }        // "figures.damage"
  const char* param() const { return param_; }  // the name of the argument advance() moved to
  int advance();                                // moves to the next argument: its index
  int index() const { return arg_; }            // the argument advance() moved to
  ScriptApi& api() { return need_api(L, fn_); }

 private:
  const ApiFunction* row_ = nullptr;
  int arg_ = 0;
  char fn_[64] = "";
  char param_[32] = "";
};
static_assert(std::is_trivially_destructible_v<Call>);

// Argument readers: `type` and read(call), which checks the next argument and raises on a bad one.
namespace arg {

// The next argument, read by check(L, index, fn, name).
template <auto Check>
struct Checked {
  static auto read(Call& c) {
    const int i = c.advance();
    return Check(c.L, i, c.fn(), c.param());
  }
};
using Figure = Checked<check_figure_id>;
using Hex = Checked<check_hex>;
using Element = Checked<check_element>;
using Condition = Checked<check_condition>;
using Terrain = Checked<check_terrain>;

// An integer in [Lo, Hi].
template <lua_Integer Lo, lua_Integer Hi>
struct Int {
  static int read(Call& c) {
    const int i = c.advance();
    return int(check_integer_in(c.L, i, c.fn(), c.param(), Lo, Hi));
  }
};
// An optional flag: true unless nil or false.
struct Flag {
  static bool read(Call& c) { return lua_toboolean(c.L, c.advance()); }
};
// A string, handed to the game as a std::string (made inside the guarded call).
struct StringView {
  std::string_view s;
  operator std::string() const { return std::string(s); }
};
struct String {
  static StringView read(Call& c) { return {Checked<check_string>::read(c)}; }
};
struct OptString {  // "" when nil
  static StringView read(Call& c) { return {Checked<opt_string>::read(c)}; }
};

}  // namespace arg

namespace detail {
// Reads the arguments in order (a braced list is evaluated left to right), then calls
// `Method` on the game with them.
template <auto Method, class... A>
struct Bound {
  std::tuple<decltype(A::read(std::declval<Call&>()))...> args;
  explicit Bound(Call& c) : args{A::read(c)...} {}
  auto operator()(ScriptApi& api) const {
    return std::apply([&](const auto&... a) { return (api.*Method)(a...); }, args);
  }
};
}  // namespace detail

// An action of the game: one that returns nothing gives no result, one that returns bool gives
// `true` or `false, reason` (the rules refused it); either stops the handler while the action
// waits for the player's answer.
template <auto Method, class... A>
int action(lua_State* L) {
  Call c(L);
  const detail::Bound<Method, A...> bound(c);
  ScriptApi& api = c.api();
  if constexpr (std::is_void_v<decltype(bound(api))>)
    return act(L, api, c.fn(), [&] { bound(api); });
  else
    return act_checked(L, api, c.fn(), [&] { return bound(api); });
}

// A question to the game: its answer, pushed with push(L, answer).
template <auto Method, auto Push, class... A>
int query(lua_State* L) {
  Call c(L);
  const detail::Bound<Method, A...> bound(c);
  ScriptApi& api = c.api();
  return fetch_and_push(L, c.fn(), [&] { return bound(api); }, Push);
}

inline void push_hexes(lua_State* L, const std::vector<bnb::Hex>& hexes) { push_list(L, hexes, push_hex); }

// A table of fields: push_record(L, "id", c.id, "name", c.name) pushes {id = c.id, name = c.name}.
inline void set_fields(lua_State*) {}
template <class V, class... Rest>
void set_fields(lua_State* L, const char* key, const V& value, const Rest&... rest) {
  set_field(L, key, value);
  set_fields(L, rest...);
}
template <class... KV>
void push_record(lua_State* L, const KV&... kv) {
  lua_createtable(L, 0, int(sizeof...(KV) / 2));
  set_fields(L, kv...);
}

}  // namespace bnb::lua
