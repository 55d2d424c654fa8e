// Lua table `game`: the round, messages, the end of the scenario, dice and questions to the player.
#include <string>
#include <vector>

#include "bindings/api/api.h"
#include "engine/base/core/text.h"

namespace bnb::lua {
namespace {

int intf_round(lua_State* L) {
  ScriptApi& api = need_api(L, "game.round");
  int round = 0;
  call_api(L, "game.round", [&] { round = api.round(); });
  lua_pushinteger(L, round);
  return 1;
}

int intf_message(lua_State* L) {
  const std::string_view text = check_text(L, 1, "game.message", "text");
  ScriptApi& api = need_api(L, "game.message");
  return act(L, api, "game.message", [&] { api.message(std::string(text)); });
}

int intf_win(lua_State* L) {
  ScriptApi& api = need_api(L, "game.win");
  return act(L, api, "game.win", [&] { api.win(); });
}

int intf_lose(lua_State* L) {
  ScriptApi& api = need_api(L, "game.lose");
  return act(L, api, "game.lose", [&] { api.lose(); });
}

int intf_random(lua_State* L) {
  const auto n = uint32_t(check_integer_in(L, 1, "game.random", "n", 1, UINT32_MAX));
  ScriptApi& api = need_api(L, "game.random");
  uint32_t r = 0;
  call_api(L, "game.random", [&] { r = api.random(n); });
  lua_pushinteger(L, lua_Integer(r) + 1);
  return 1;
}

// game.ask and game.ask_hex: asks the player through `ask` (given the API), checks the answer is one
// of the n choices and pushes it with `push`; without an answer yet the handler stops here (see
// Questions in the API docs).
template <class Ask, class Push>
int ask_player(lua_State* L, const char* fn, int n, const char* not_a_choice, Ask ask, Push push) {
  ScriptApi& api = need_api(L, fn);
  std::optional<int> answer;
  call_api(L, fn, [&] { answer = ask(api); });
  if (!answer) return suspend(L, fn);
  if (*answer < 0 || *answer >= n) fn_error(L, fn, not_a_choice);
  push(*answer);
  return 1;
}

int intf_ask(lua_State* L) {
  constexpr const char* fn = "game.ask";
  const std::string_view prompt = check_text(L, 1, fn, "prompt");
  int n = 0;
  const StrRef* options = check_string_list(L, 2, fn, "options", &n);
  auto ask = [&](ScriptApi& api) {
    std::vector<std::string> list;
    list.reserve(size_t(n));
    for (int i = 0; i < n; ++i) list.emplace_back(printable(options[i].view()));
    return api.ask(printable(prompt), list);  // escape sequences shown, never sent to a terminal
  };
  return ask_player(L, fn, n, "the answer is not one of the options", ask, [&](int i) { lua_pushinteger(L, i + 1); });
}

int intf_ask_hex(lua_State* L) {
  constexpr const char* fn = "game.ask_hex";
  const std::string_view prompt = check_text(L, 1, fn, "prompt");
  int n = 0;
  const Hex* hexes = check_hex_list(L, 2, fn, "hexes", &n);
  auto ask = [&](ScriptApi& api) { return api.ask_hex(printable(prompt), std::vector<Hex>(hexes, hexes + n)); };
  return ask_player(L, fn, n, "the answer is not one of the hexes", ask, [&](int i) { push_hex(L, hexes[i]); });
}

constexpr ApiFunction kFunctions[] = {
    {"round", intf_round, "", "integer", "The current round, from 1."},
    {"message", intf_message, "text: string", "", "Shows a message to the player (and records it in the game log)."},
    {"win", intf_win, "", "", "Ends the scenario with a win at the next point the rules check for it."},
    {"lose", intf_lose, "", "", "Ends the scenario with a loss at the next point the rules check for it."},
    {"random", intf_random, "n: integer", "integer",
     "A random integer from 1 to n (n >= 1) from the game's seeded random numbers."},
    {"ask", intf_ask, "prompt: string, options: string[]", "integer",
     "Asks the player to pick one of the options; returns the 1-based index of the choice. "
     "Until the answer is known the handler stops here (see Questions)."},
    {"ask_hex", intf_ask_hex, "prompt: string, hexes: Hex[]", "Hex",
     "Asks the player to pick one of the hexes; returns the chosen hex. "
     "Until the answer is known the handler stops here (see Questions)."},
};

}  // namespace

const ApiTable kGameApi{"game", "The round, messages, the end of the scenario, dice and questions to the player.",
                        kFunctions};

}  // namespace bnb::lua
