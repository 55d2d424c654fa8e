// Lua table `cards`: the character's ability cards (read only).
#include <vector>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

void push_card(lua_State* L, const CardView& c) {
  lua_createtable(L, 0, 4);
  push_string(L, c.id);
  lua_setfield(L, -2, "id");
  push_string(L, c.name);
  lua_setfield(L, -2, "name");
  push_string(L, c.pile);
  lua_setfield(L, -2, "pile");
  const char side[1] = {c.side};
  lua_pushlstring(L, side, 1);
  lua_setfield(L, -2, "side");
}

int intf_list(lua_State* L) {
  ScriptApi& api = need_api(L, "cards.list");
  return fetch_and_push(L, "cards.list", [&] { return api.cards(); },
                        [](lua_State* L, const std::vector<CardView>& all) { push_list(L, all, push_card); });
}

constexpr ApiFunction kFunctions[] = {
    {"list", intf_list, "", "Card[]", "The character's ability cards with the pile each one is in."},
};

}  // namespace

const ApiTable kCardsApi{"cards", "The character's ability cards (read only).", kFunctions};

}  // namespace bnb::lua
