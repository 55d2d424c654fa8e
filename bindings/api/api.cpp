#include "bindings/api/api.h"

#include <array>

#include "bindings/runtime.h"

namespace bnb::lua {

std::span<const ApiTable* const> api_tables() {
  static constexpr std::array<const ApiTable*, 8> kTables{&kGameApi,  &kFiguresApi, &kBoardApi, &kElementsApi,
                                                          &kCardsApi, &kItemsApi,   &kMathApi,  &kWallsApi};
  return kTables;
}

ScriptApi& need_api(lua_State* L, const char* fn) {
  ScriptApi* api = runtime(L).frame.api;
  if (!api) fn_error(L, fn, "only available while a hook runs, not while the mod's files load");
  return *api;
}

int suspend(lua_State* L, const char* fn) {
  CallFrame& frame = runtime(L).frame;
  if (L != frame.thread || !lua_isyieldable(L))
    fn_error(L, fn,
             "needs the player's answer, which can only be waited for in the hook function itself "
             "(not inside a coroutine, metamethod or callback of a library function)");
  frame.suspend = true;
  return lua_yield(L, 0);
}

}  // namespace bnb::lua
