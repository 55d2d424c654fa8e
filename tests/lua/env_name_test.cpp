// The sandbox's _ENV rule on the source: the name is found wherever code names it, and never in
// strings or comments.
#include <catch2/catch.hpp>

#include "bindings/env_name.h"

using bnb::lua::line_naming_env;

TEST_CASE("[sandbox] _ENV rule: a script naming _ENV is found with its line", "[sandbox]") {
  CHECK(line_naming_env("local real = _ENV") == 1);
  CHECK(line_naming_env("x = 1\n\nfunction f()\n  _ENV = {}\nend") == 4);
  CHECK(line_naming_env("local t = {_ENV = 1}") == 1);
  CHECK(line_naming_env("return t._ENV") == 1);
  CHECK(line_naming_env("local s = [[a\nb]] _ENV = 1") == 2);
}

TEST_CASE("[sandbox] _ENV rule: strings, comments and longer names are not _ENV", "[sandbox]") {
  CHECK(line_naming_env("-- _ENV\nlocal x = 1") == 0);
  CHECK(line_naming_env("--[==[ _ENV ]] _ENV ]==] local y") == 0);
  CHECK(line_naming_env("local s = '_ENV' .. \"_ENV\" .. [[_ENV]] .. [=[_ENV]=]") == 0);
  CHECK(line_naming_env("local s = 'it\\'s _ENV'") == 0);
  CHECK(line_naming_env("local _ENVx, my_ENV = 1, 2") == 0);
  CHECK(line_naming_env("local n = 0x1F + 1e5") == 0);
  CHECK(line_naming_env("--[[ unclosed _ENV") == 0);
}
