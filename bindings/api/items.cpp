// Lua table `items`: the character's items (read only).
#include <vector>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

void push_item(lua_State* L, const ItemView& it) {
  lua_createtable(L, 0, 4);
  lua_pushinteger(L, it.number);
  lua_setfield(L, -2, "number");
  push_string(L, it.id);
  lua_setfield(L, -2, "id");
  push_string(L, it.name);
  lua_setfield(L, -2, "name");
  push_string(L, it.state);
  lua_setfield(L, -2, "state");
}

int intf_list(lua_State* L) {
  ScriptApi& api = need_api(L, "items.list");
  return fetch_and_push(L, "items.list", [&] { return api.items(); },
                        [](lua_State* L, const std::vector<ItemView>& all) { push_list(L, all, push_item); });
}

constexpr ApiFunction kFunctions[] = {
    {"list", intf_list, "", "Item[]", "The character's items and whether each is ready, spent or lost."},
};

}  // namespace

const ApiTable kItemsApi{"items", "The character's items (read only).", kFunctions};

}  // namespace bnb::lua
