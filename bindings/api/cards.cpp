// Lua table `cards`: the character's ability cards.
#include <vector>

#include "bindings/api/bind.h"

namespace bnb::lua {
namespace {

void push_card(lua_State* L, const CardView& c) {
  push_record(L, "id", c.id, "name", c.name, "pile", c.pile, "side", std::string_view(&c.side, 1));
}
void push_cards(lua_State* L, const std::vector<CardView>& all) { push_list(L, all, push_card); }

// A card side: "A" or "B".
struct Side {
  static char read(Call& c) {
    const std::string_view side = arg::Checked<check_string>::read(c);
    if (side != "A" && side != "B") arg_error(c.L, c.index(), c.fn(), c.param(), "\"A\" or \"B\"");
    return side[0];
  }
};

constexpr ApiFunction kFunctions[] = {
    {"list", query<&ScriptApi::cards, push_cards>,
     "", "Card[]", "The character's ability cards with the pile each one is in."},
    {"set_side", action<&ScriptApi::set_card_side, arg::String, Side>,
     "id: string, side: string", "boolean ok, string? reason",
     "Turns the character's card `id` to side \"A\" or \"B\" (a scenario rule that flips cards)."},
};

}  // namespace

const ApiTable kCardsApi{"cards", "The character's ability cards: read them, turn one to side A or B.", kFunctions};

}  // namespace bnb::lua
