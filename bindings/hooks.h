#pragma once
// The Lua side of a hook call: the name, type and meaning of each `ev` field (which fields a hook
// passes is its row in engine/base/core/hooks.h, so there is one list), how ctx and ev are built, and
// how a handler's return value becomes a ScriptResult.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <lua.hpp>

#include "engine/kernel/script/host.h"

namespace bnb::lua {

struct EvFieldInfo {
  EvField field;
  const char* name;  // the key in `ev`
  const char* type;  // LuaLS type
  const char* doc;
};
std::span<const EvFieldInfo> ev_field_infos();
const EvFieldInfo& ev_field_info(EvField f);

// The ev fields of `h`, from its row in engine/base/core/hooks.h.
std::span<const EvField> hook_fields(Hook h);

// Pushes ctx = { mod, hook, vars } (read-only: the host builds one per mod and hook and reuses it)
// and ev for a call. May raise memory errors.
void push_ctx(lua_State* L, std::string_view mod, Hook hook);
void push_event(lua_State* L, Hook hook, const HookEvent& ev);

// Fills result.integer / result.text / result.boolean from the value at `idx`: integers (and
// integral floats), strings and booleans are kept, nil and tables are ignored.
// Returns false, with `problem` set, for a number that is not an integer or is out of
// [-kMaxHookInteger, kMaxHookInteger] (the engine keeps amounts in int). Never raises.
constexpr long long kMaxHookInteger = 1000000;
bool read_result(lua_State* L, int idx, ScriptResult& result, std::string& problem);

}  // namespace bnb::lua
