#pragma once
// `bnb validate --lint`: mod scripts checked by luacheck (Debian package lua-check) against the Lua
// API (its tables and functions as read-only globals, from the bindings' registration rows), so a
// misspelt call such as `figures.damge` is found before the hook runs.
#include <string>

#include "engine/base/content/content_db.h"
#include "engine/base/content/diagnostics.h"

namespace bnb::cli {

bool luacheck_installed();
// Reports, as errors at their file:line:col, uses of an API table's field that does not exist and of
// a global that is a misspelt API table, each with "did you mean". False when luacheck could not run.
bool lint_mod(const ModInfo& mod, Diagnostics& diags);

}  // namespace bnb::cli
