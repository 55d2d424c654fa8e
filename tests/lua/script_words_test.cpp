// game.text: a script's words as a key of the mods' texts and its arguments, carried to ScriptApi
// (and from there to the events and decisions) so that each front end says them in its language.
#include <catch2/catch.hpp>

#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr const char* kWords = R"(function keyed_message()
  game.message(game.text("s12.scrap", { count = 2, needed = 3 }))
  game.message("literal " .. 1)
end
function keyed_question()
  local shown = { game.text("items.condition.poison"), "plain" }
  return game.ask(game.text("items.remove-which-condition"), shown)
end
function keyed_hex_question()
  local h = game.ask_hex(game.text("s08.where", { letter = "A" }), { {q = 1, r = 0} })
  return h.q
end
function unknown_key() game.message(game.text("no-such-text")) end
function bad_args() game.text("s12.scrap", { count = {} }) end
function bad_words() game.message({ key = "s12.scrap" }) end
)";

}  // namespace

TEST_CASE("[lua] game.text gives game.message the key and arguments, never worded text") {
  LuaFixture f({{"main.lua", kWords}});
  REQUIRE(f.diags.str().empty());
  const ScriptResult r = f.call("keyed_message");
  INFO(r.error.str());
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(f.api.calls == std::vector<std::string>{"message s12.scrap{count=2,needed=3}", "message literal 1"});
}

TEST_CASE("[lua] game.ask and game.ask_hex take keyed texts for the prompt and the options") {
  LuaFixture f({{"main.lua", kWords}});
  f.api.answers = {1, 0};
  CHECK(f.call("keyed_question").integer == 2);
  CHECK(f.call("keyed_hex_question").integer == 1);
  CHECK(f.api.calls == std::vector<std::string>{"ask items.remove-which-condition{} [items.condition.poison{}] [plain]",
                                                "ask_hex s08.where{letter=A} [1,0]"});
}

TEST_CASE("[lua] a text key the loaded mods lack, bad arguments and a forged text are errors") {
  LuaFixture f({{"main.lua", kWords}});
  CHECK_THAT(f.error_of("unknown_key"), Catch::Contains("game.message: no text 'no-such-text' in the loaded mods' texts"));
  CHECK_THAT(f.error_of("bad_args"), Catch::Contains("game.text: arg 2 'args': 'count': expected string or number, got table"));
  CHECK_THAT(f.error_of("bad_words"), Catch::Contains("game.message: arg 1 'text': expected text (string) or game.text(key, args)"));
  CHECK(f.api.calls.empty());
}
