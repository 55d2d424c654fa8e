// Lua table `elements`: the element board (fire, ice, air, earth, light, dark).
#include <vector>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

int intf_available(lua_State* L) {
  ScriptApi& api = need_api(L, "elements.available");
  return fetch_and_push(L, "elements.available", [&] { return api.elements_available(); },
                        [](lua_State* L, const std::vector<Element>& all) {
                          push_list(L, all, [](lua_State* L, Element e) { push_string(L, element_name(e)); });
                        });
}

int intf_infuse(lua_State* L) {
  const Element e = check_element(L, 1, "elements.infuse", "element");
  ScriptApi& api = need_api(L, "elements.infuse");
  return act(L, api, "elements.infuse", [&] { api.infuse(e); });
}

int intf_consume(lua_State* L) {
  const Element e = check_element(L, 1, "elements.consume", "element");
  ScriptApi& api = need_api(L, "elements.consume");
  return act_checked(L, api, "elements.consume", [&] { return api.consume(e); });
}

constexpr ApiFunction kFunctions[] = {
    {"available", intf_available, "", "string[]", "The elements that can be consumed now."},
    {"infuse", intf_infuse, "element: string", "", "Infuses the element, as an ability with this infusion would."},
    {"consume", intf_consume, "element: string", "boolean ok, string? reason",
     "Consumes the element; false if it is not available."},
};

}  // namespace

const ApiTable kElementsApi{"elements", "The element board: fire, ice, air, earth, light, dark.", kFunctions};

}  // namespace bnb::lua
