// Additions to the standard `math` table: random numbers come from the game's seeded generator, so
// that a seed and the player's answers replay a game exactly.
#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

uint32_t draw(lua_State* L, ScriptApi& api, uint32_t n) {
  uint32_t r = 0;
  call_api(L, "math.random", [&] { r = api.random(n); });
  return r;
}

int intf_random(lua_State* L) {
  constexpr const char* fn = "math.random";
  const int nargs = lua_gettop(L);
  lua_Integer lo = 1, hi = 0;
  if (nargs == 0) {
    ScriptApi& api = need_api(L, fn);
    // 53 random bits (26 + 27 from two draws) give every double in [0, 1) with a 2^-53 step.
    const double hi26 = draw(L, api, 1u << 26), lo27 = draw(L, api, 1u << 27);
    lua_pushnumber(L, (hi26 * 134217728.0 + lo27) / 9007199254740992.0);
    return 1;
  }
  if (nargs == 1) {
    hi = check_integer(L, 1, fn, "m");
  } else {
    lo = check_integer(L, 1, fn, "m");
    hi = check_integer(L, 2, fn, "n");
  }
  if (lo > hi) fn_error(L, fn, "interval is empty");
  const lua_Unsigned span = lua_Unsigned(hi) - lua_Unsigned(lo);
  if (span >= UINT32_MAX) fn_error(L, fn, "interval is too large (at most 2^32 - 1 values)");
  ScriptApi& api = need_api(L, fn);
  lua_pushinteger(L, lua_Integer(lua_Unsigned(lo) + draw(L, api, uint32_t(span + 1))));
  return 1;
}

int intf_randomseed(lua_State* L) {
  fn_error(L, "math.randomseed", "the game seeds its random numbers itself; scripts cannot reseed them");
  return 0;
}

constexpr ApiFunction kFunctions[] = {
    {"random", intf_random, "m?: integer, n?: integer", "number",
     "Like Lua's math.random (a float in [0, 1), an integer in [1, m] or [m, n]) but from the game's seeded "
     "random numbers."},
    {"randomseed", intf_randomseed, "", "", "Refused: the game seeds its random numbers itself."},
};

}  // namespace

const ApiTable kMathApi{"math", "The standard math library, with random numbers taken from the game.", kFunctions,
                        true};

}  // namespace bnb::lua
