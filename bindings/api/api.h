#pragma once
// What each Lua API table file registers: one row per function with its Lua signature and a
// one-line doc, next to the C function. The sandbox builds the read-only Lua tables from these
// rows and bnb lua-docs writes the reference and the editor stubs from the same rows.
//
// Every bound function follows the same order, because Lua errors longjmp (see lua_host.h):
//   1. check the arguments (may raise; no C++ object alive yet),
//   2. call the game inside guarded()/call_api() (C++ only, exceptions caught),
//   3. push results from C++ data inside push_protected(), or after that data is gone,
//   4. raise any failure once every C++ object of the function is destroyed.
#include <optional>
#include <span>

#include <lua.hpp>

#include "bindings/api/script_words.h"
#include "bindings/runtime.h"
#include "bindings/stack.h"
#include "engine/kernel/script/api.h"

namespace bnb::lua {

struct ApiFunction {
  const char* name;
  lua_CFunction fn;
  const char* params;   // LuaLS style: "id: integer, amount: integer"; "name?: string" is optional
  const char* returns;  // LuaLS style, "" for nothing: "boolean ok, string? reason"
  const char* doc;      // one line: what it does, in the rulebook's words
};

struct ApiTable {
  const char* name;
  const char* doc;
  std::span<const ApiFunction> functions;
  bool extends_library = false;  // replaces functions of a standard library table (math)
};

extern const ApiTable kGameApi, kFiguresApi, kBoardApi, kElementsApi, kCardsApi, kItemsApi, kMathApi, kWallsApi;
std::span<const ApiTable* const> api_tables();

// The game being played; raises "fn: only available while a hook runs" while files load.
ScriptApi& need_api(lua_State* L, const char* fn);

// Stops the handler until the player has answered (the engine re-runs it from the start). Only
// the hook's own coroutine may stop; raises otherwise. Use as `return suspend(L, fn);`.
int suspend(lua_State* L, const char* fn);

// Runs `f` (C++ only) and raises "fn: internal error: ..." if it throws. The call is charged to
// the handler's instruction budget first (runtime.h).
template <class F>
void call_api(lua_State* L, const char* fn, F&& f) {
  charge(L, kApiCallCost);
  Msg fail;
  if (!guarded(fail, f)) raise_msg(L, fn, fail);
}

// An action without a result: returns 0 results, or stops the handler when the action needs the
// player's answer (api.suspended).
template <class F>
int act(lua_State* L, ScriptApi& api, const char* fn, F&& f) {
  call_api(L, fn, f);
  if (api.suspended) return suspend(L, fn);
  return 0;
}

// An action the rules may refuse: returns `true`, or `false, reason`; or stops the handler. The
// reason is a text for the player (push_refusal) where the rules refused, else a string for the
// script's author (its mistake, in English).
template <class F>
int act_checked(lua_State* L, ScriptApi& api, const char* fn, F&& f) {
  Msg reason;
  ScriptRefusal refusal;
  bool ok = false;
  call_api(L, fn, [&] {
    api.error.clear();
    api.refusal = {};
    ok = f();
    if (!ok) reason.set(api.error), refusal = api.refusal;
  });
  if (api.suspended) return suspend(L, fn);
  if (ok || refusal.kind == Refusal::None) return push_outcome(L, ok, reason);
  lua_pushboolean(L, false);
  push_refusal(L, refusal, std::string_view(reason.text, reason.len));
  return 2;
}

// Reads a C++ value from the game and pushes it as one Lua value with push(L, value), so that no
// C++ object is alive when a Lua error (a memory error while pushing) is raised.
template <class Fetch, class Push>
int fetch_and_push(lua_State* L, const char* fn, Fetch&& fetch, Push&& push) {
  charge(L, kApiCallCost);
  Msg fail;
  int status = LUA_OK;
  {
    std::optional<decltype(fetch())> value;
    if (guarded(fail, [&] { value.emplace(fetch()); })) {
      auto run = [&](lua_State* L) { push(L, *value); };
      status = push_protected(L, run, 1);
    }
  }
  if (!fail.empty()) raise_msg(L, fn, fail);
  if (status != LUA_OK) raise(L);
  return 1;
}

// Pushes a Lua list with push_item(L, item) for each item of a C++ container, charging each item
// to the budget (runtime.h). Call it in protected mode (fetch_and_push does), as any push.
template <class C, class PushItem>
void push_list(lua_State* L, const C& items, PushItem&& push_item) {
  charge(L, uint64_t(items.size()) * kApiItemCost);
  lua_createtable(L, int(items.size()), 0);
  int i = 0;
  for (const auto& item : items) {
    push_item(L, item);
    lua_rawseti(L, -2, ++i);
  }
}

}  // namespace bnb::lua
