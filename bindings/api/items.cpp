// Lua table `items`: the character's items (read only).
#include <vector>

#include "bindings/api/bind.h"

namespace bnb::lua {
namespace {

void push_item(lua_State* L, const ItemView& it) {
  push_record(L, "number", it.number, "id", it.id, "name", it.name, "state", it.state);
}
void push_items(lua_State* L, const std::vector<ItemView>& all) { push_list(L, all, push_item); }

constexpr ApiFunction kFunctions[] = {
    {"list", query<&ScriptApi::items, push_items>,
     "", "Item[]", "The character's items and whether each is ready, spent or lost."},
};

}  // namespace

const ApiTable kItemsApi{"items", "The character's items (read only).", kFunctions};

}  // namespace bnb::lua
