// Lua table `game`: the round, messages, the end of the scenario, dice and questions to the player.
#include <string>
#include <vector>

#include "bindings/api/bind.h"
#include "bindings/api/script_words.h"
#include "engine/base/core/text.h"

namespace bnb::lua {
namespace {

// Raises "fn: no text 'key' in the loaded mods' texts" for a keyed text the mods lack.
void check_key(lua_State* L, const char* fn, const ScriptApi& api, int list) {
  lua_rawgeti(L, list, 1);
  const char* key = lua_tostring(L, -1);
  lua_pop(L, 1);
  bool known = true;
  call_api(L, fn, [&] { known = !key || !*key || api.has_text(key); });
  if (!known) fn_error(L, fn, lua_pushfstring(L, "no text '%s' in the loaded mods' texts: (a content file's `texts:`)", key));
}

int intf_text(lua_State* L) { return push_text(L); }

int intf_message(lua_State* L) {
  const int words = check_words(L, 1, "game.message", "text");
  ScriptApi& api = need_api(L, "game.message");
  check_key(L, "game.message", api, words);
  luaL_checkstack(L, 4, nullptr);
  return act(L, api, "game.message", [&] { api.message(read_words(L, words)); });
}

int intf_random(lua_State* L) {
  const auto n = uint32_t(check_integer_in(L, 1, "game.random", "n", 1, UINT32_MAX));
  ScriptApi& api = need_api(L, "game.random");
  uint32_t r = 0;
  call_api(L, "game.random", [&] { r = api.random(n); });
  lua_pushinteger(L, lua_Integer(r) + 1);
  return 1;
}

int intf_ask(lua_State* L) {
  constexpr const char* fn = "game.ask";
  const int prompt = check_words(L, 1, fn, "prompt");
  int n = 0;
  const int options = check_words_list(L, 2, fn, "options", &n);
  ScriptApi& api = need_api(L, fn);
  check_key(L, fn, api, prompt);
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, options, i);
    check_key(L, fn, api, lua_gettop(L));
    lua_pop(L, 1);
  }
  luaL_checkstack(L, 4, nullptr);
  std::optional<int> answer;
  call_api(L, fn, [&] {
    std::vector<ScriptWords> list;
    list.reserve(size_t(n));
    for (int i = 1; i <= n; ++i) list.push_back(read_words_item(L, options, i));
    answer = api.ask(read_words(L, prompt), list);
  });
  if (!answer) return suspend(L, fn);
  if (*answer < 0 || *answer >= n) fn_error(L, fn, "the answer is not one of the options");
  lua_pushinteger(L, *answer + 1);
  return 1;
}

int intf_ask_hex(lua_State* L) {
  constexpr const char* fn = "game.ask_hex";
  const int prompt = check_words(L, 1, fn, "prompt");
  int n = 0;
  const Hex* hexes = check_hex_list(L, 2, fn, "hexes", &n);
  ScriptApi& api = need_api(L, fn);
  check_key(L, fn, api, prompt);
  luaL_checkstack(L, 4, nullptr);
  std::optional<int> answer;
  call_api(L, fn, [&] { answer = api.ask_hex(read_words(L, prompt), std::vector<Hex>(hexes, hexes + n)); });
  if (!answer) return suspend(L, fn);
  if (*answer < 0 || *answer >= n) fn_error(L, fn, "the answer is not one of the hexes");
  push_hex(L, hexes[*answer]);
  return 1;
}

constexpr ApiFunction kFunctions[] = {
    {"round", query<&ScriptApi::round, lua_pushinteger>, "", "integer", "The current round, from 1."},
    {"text", intf_text, "key: string, args?: table", "Text",
     "Words of the mods' `texts:` by key, their {name} placeholders filled from args (names to strings or numbers), for game.message, game.ask "
     "and game.ask_hex: each front end says them in the player's language (docs/modding.md, Words of a script)."},
    {"message", intf_message, "text: string|Text", "", "Shows a message to the player (and records it in the game log)."},
    {"win", action<&ScriptApi::win>, "", "", "Ends the scenario with a win at the next point the rules check for it."},
    {"lose", action<&ScriptApi::lose>, "", "", "Ends the scenario with a loss at the next point the rules check for it."},
    {"random", intf_random, "n: integer", "integer",
     "A random integer from 1 to n (n >= 1) from the game's seeded random numbers."},
    {"ask", intf_ask, "prompt: string|Text, options: (string|Text)[]", "integer",
     "Asks the player to pick one of the options; returns the 1-based index of the choice. "
     "Until the answer is known the handler stops here (see Questions)."},
    {"ask_hex", intf_ask_hex, "prompt: string|Text, hexes: Hex[]", "Hex",
     "Asks the player to pick one of the hexes; returns the chosen hex. "
     "Until the answer is known the handler stops here (see Questions)."},
};

}  // namespace

const ApiTable kGameApi{"game", "The round, messages, the end of the scenario, dice and questions to the player.",
                        kFunctions};

}  // namespace bnb::lua
