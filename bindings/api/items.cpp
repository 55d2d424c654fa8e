// Lua table `items`: the character's items (read only).
#include <vector>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

void push_item(lua_State* L, const ItemView& it) {
  lua_createtable(L, 0, 4);
  set_field(L, "number", it.number);
  set_field(L, "id", it.id);
  set_field(L, "name", it.name);
  set_field(L, "state", it.state);
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
