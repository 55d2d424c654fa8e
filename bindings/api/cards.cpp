// Lua table `cards`: the character's ability cards.
#include <vector>

#include "bindings/api/api.h"

namespace bnb::lua {
namespace {

void push_card(lua_State* L, const CardView& c) {
  lua_createtable(L, 0, 4);
  set_field(L, "id", c.id);
  set_field(L, "name", c.name);
  set_field(L, "pile", c.pile);
  set_field(L, "side", std::string_view(&c.side, 1));
}

int intf_list(lua_State* L) {
  ScriptApi& api = need_api(L, "cards.list");
  return fetch_and_push(L, "cards.list", [&] { return api.cards(); },
                        [](lua_State* L, const std::vector<CardView>& all) { push_list(L, all, push_card); });
}

int intf_set_side(lua_State* L) {
  const std::string_view id = check_string(L, 1, "cards.set_side", "id");
  const std::string_view side = check_string(L, 2, "cards.set_side", "side");
  if (side != "A" && side != "B") arg_error(L, 2, "cards.set_side", "side", "\"A\" or \"B\"");
  ScriptApi& api = need_api(L, "cards.set_side");
  return act_checked(L, api, "cards.set_side", [&] { return api.set_card_side(std::string(id), side[0]); });
}

constexpr ApiFunction kFunctions[] = {
    {"list", intf_list, "", "Card[]", "The character's ability cards with the pile each one is in."},
    {"set_side", intf_set_side, "id: string, side: string", "boolean ok, string? reason",
     "Turns the character's card `id` to side \"A\" or \"B\" (a scenario rule that flips cards)."},
};

}  // namespace

const ApiTable kCardsApi{"cards", "The character's ability cards: read them, turn one to side A or B.", kFunctions};

}  // namespace bnb::lua
