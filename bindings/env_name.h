#pragma once
// The `_ENV` rule of the sandbox: a script may not name `_ENV`. Assigning it would give a file's
// functions a writable environment of their own, and with it state kept between hook calls
// outside ctx.vars (a resumed game or a bot's look-ahead copy would then play differently). The
// rule is checked on the source, when a file or a load() chunk is compiled, so hook calls cost
// nothing more.
#include <string_view>

namespace bnb::lua {

// The line of the first `_ENV` name in Lua source (strings and comments skipped), or 0.
int line_naming_env(std::string_view source);

inline constexpr const char* kEnvNamed =
    "the name _ENV is not allowed (globals are read-only once the mod is loaded: keep game state in ctx.vars)";

}  // namespace bnb::lua
