// Lua table `elements`: the element board (fire, ice, air, earth, light, dark).
#include <vector>

#include "bindings/api/bind.h"

namespace bnb::lua {
namespace {

void push_element_names(lua_State* L, const std::vector<Element>& all) {
  push_list(L, all, [](lua_State* L, Element e) { push_string(L, element_name(e)); });
}

constexpr ApiFunction kFunctions[] = {
    {"available", query<&ScriptApi::elements_available, push_element_names>,
     "", "string[]", "The elements that can be consumed now."},
    {"infuse", action<&ScriptApi::infuse, arg::Element>,
     "element: string", "", "Infuses the element, as an ability with this infusion would."},
    {"consume", action<&ScriptApi::consume, arg::Element>, "element: string", "boolean ok, string? reason",
     "Consumes the element; false if it is not available."},
};

}  // namespace

const ApiTable kElementsApi{"elements", "The element board: fire, ice, air, earth, light, dark.", kFunctions};

}  // namespace bnb::lua
