#pragma once
// A LuaHost loaded with one small mod written inline, and a FakeScriptApi to call it with.
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "bindings/lua_host.h"
#include "tests/lua/fake_api.h"

namespace bnb::test {

using LuaFiles = std::vector<std::pair<std::string, std::string>>;

inline ContentDb lua_mod_db(LuaFiles files, std::string id = "test") {
  ContentDb db;
  ModInfo mod;
  mod.id = std::move(id);
  mod.name = "Lua test mod";
  mod.scripts = std::move(files);
  db.mods.push_back(std::move(mod));
  return db;
}

inline LuaHostOptions quiet_options(std::vector<std::string>* printed = nullptr) {
  LuaHostOptions o;
  o.print = [printed](std::string_view mod, std::string_view text) {
    if (printed) printed->push_back(std::string(mod) + ": " + std::string(text));
  };
  return o;
}

// quiet_options() with a budget of `n` instructions per call.
inline LuaHostOptions budget(uint64_t n) {
  LuaHostOptions o = quiet_options();
  o.instruction_budget = n;
  return o;
}

struct LuaFixture {
  explicit LuaFixture(std::initializer_list<std::pair<std::string, std::string>> files,
                      LuaHostOptions options = quiet_options())
      : host(std::move(options)), db(lua_mod_db(LuaFiles(files))) {
    host.load(db, diags);
  }
  // Calls test/main.lua#<fn> (or another "file.lua#fn" reference).
  ScriptResult call(const std::string& fn, Hook hook = Hook::on_turn_start, HookEvent ev = {}) {
    api.suspended = false;
    const std::string ref = fn.find('#') == std::string::npos ? "main.lua#" + fn : fn;
    return host.call("test", ref, hook, ev, api);
  }
  // The error text of a call expected to fail ("" if it did not).
  std::string error_of(const std::string& fn, Hook hook = Hook::on_turn_start) {
    const ScriptResult r = call(fn, hook);
    return r.status == ScriptResult::Error ? r.error.str() : std::string();
  }

  LuaHost host;
  ContentDb db;
  Diagnostics diags;
  FakeScriptApi api;
};

}  // namespace bnb::test
