// Every way out of the sandbox that a script might try, each refused with an exact message, and
// the host still working after each refusal.
#include <catch2/catch.hpp>

#include "tests/lua/lua_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// One escape attempt per line, so that the expected messages can name the line.
constexpr const char* kEscapes = R"(function io_open() return io.open("/etc/passwd") end
function os_execute() return os.execute("true") end
function require_c() return require("socket.core") end
function require_unknown() return require("nothere") end
function package_loadlib() return package.loadlib("libc.so.6", "system") end
function load_bytecode() local f, err = load("\27Lua\84\0\25\147\13\10\26\10") return err end
function string_dump() return string.dump(ok) end
function string_dump_method() return ("x").dump(ok) end
function debug_getinfo() return debug.getinfo(1) end
function debug_sethook() return debug.sethook() end
function write_api() figures.damage = nil end
function rawset_api() rawset(figures, "damage", print) end
function setmetatable_api() setmetatable(figures, nil) end
function write_library() string.upper = nil end
function dofile_() return dofile("/etc/passwd") end
function loadfile_() return loadfile("/etc/passwd") end
function collectgarbage_() return collectgarbage("count") end
function gc_metamethod() setmetatable({}, {__gc = function() end}) end
function weak_table() setmetatable({}, {__mode = "k"}) end
function set_global() counter = 1 end
function rawset_global() rawset(_G, "counter", 1) end
function rawset_vars(ctx) rawset(ctx.vars, "x", 1) end
function ok() return 42 end
function load_text() return load("return 6 * 7")() end
function metatables() return tostring(getmetatable(figures)) .. " " .. tostring(getmetatable("")) end
function globals() return type(_G.os) .. " " .. type(_G.io) .. " " .. type(_G.ok) .. " " .. tostring(_G.ok == ok) end
function load_env() return load("return x", "chunk", "t", {x = 5})() end
)";

}  // namespace

TEST_CASE("[lua] each sandbox escape is refused with an exact message and the host keeps working") {
  LuaFixture f({{"main.lua", kEscapes}});
  REQUIRE(f.diags.str().empty());

  const std::pair<const char*, const char*> cases[] = {
      {"io_open", "test/main.lua:1: in hook 'on_turn_start': attempt to index a nil value (global 'io')"},
      {"os_execute", "test/main.lua:2: in hook 'on_turn_start': attempt to index a nil value (global 'os')"},
      {"require_c",
       "test/main.lua:3: in hook 'on_turn_start': require: module 'socket.core' not found (a mod can only require "
       "its own Lua files; mod 'test' has no socket/core.lua)"},
      {"require_unknown",
       "test/main.lua:4: in hook 'on_turn_start': require: module 'nothere' not found (a mod can only require its "
       "own Lua files; mod 'test' has no nothere.lua)"},
      {"package_loadlib", "test/main.lua:5: in hook 'on_turn_start': attempt to index a nil value (global 'package')"},
      {"string_dump", "test/main.lua:7: in hook 'on_turn_start': attempt to call a nil value (field 'dump')"},
      {"string_dump_method", "test/main.lua:8: in hook 'on_turn_start': attempt to call a nil value (field 'dump')"},
      {"debug_getinfo", "test/main.lua:9: in hook 'on_turn_start': attempt to index a nil value (global 'debug')"},
      {"debug_sethook", "test/main.lua:10: in hook 'on_turn_start': attempt to index a nil value (global 'debug')"},
      {"write_api", "test/main.lua:11: in hook 'on_turn_start': cannot assign to 'figures.damage': 'figures' is read-only"},
      {"rawset_api", "test/main.lua:12: in hook 'on_turn_start': rawset: 'figures' is read-only"},
      {"setmetatable_api", "test/main.lua:13: in hook 'on_turn_start': cannot change a protected metatable"},
      {"write_library", "test/main.lua:14: in hook 'on_turn_start': cannot assign to 'string.upper': 'string' is read-only"},
      {"dofile_", "test/main.lua:15: in hook 'on_turn_start': attempt to call a nil value (global 'dofile')"},
      {"loadfile_", "test/main.lua:16: in hook 'on_turn_start': attempt to call a nil value (global 'loadfile')"},
      {"collectgarbage_",
       "test/main.lua:17: in hook 'on_turn_start': attempt to call a nil value (global 'collectgarbage')"},
      {"gc_metamethod",
       "test/main.lua:18: in hook 'on_turn_start': setmetatable: __gc is not allowed (it would make the game depend "
       "on when Lua collects garbage)"},
      {"weak_table",
       "test/main.lua:19: in hook 'on_turn_start': setmetatable: __mode is not allowed (it would make the game "
       "depend on when Lua collects garbage)"},
      {"set_global",
       "test/main.lua:20: in hook 'on_turn_start': cannot set global 'counter': globals are read-only once the mod "
       "is loaded (keep game state in ctx.vars)"},
      {"rawset_global",
       "test/main.lua:21: in hook 'on_turn_start': rawset: globals are read-only once the mod is loaded (keep game "
       "state in ctx.vars)"},
      {"rawset_vars",
       "test/main.lua:22: in hook 'on_turn_start': rawset: 'ctx.vars' cannot be written with rawset (assign "
       "ctx.vars.name = value)"},
  };
  for (const auto& [fn, expected] : cases) {
    INFO(fn);
    CHECK(f.error_of(fn) == expected);
    const ScriptResult after = f.call("ok");
    REQUIRE(after.status == ScriptResult::Ok);
    CHECK(after.integer == 42);
  }
}

TEST_CASE("[lua] load refuses binary chunks whatever the mode says") {
  LuaFixture f({{"main.lua", kEscapes}});
  const ScriptResult r = f.call("load_bytecode");
  REQUIRE(r.status == ScriptResult::Ok);
  CHECK(r.text == "attempt to load a binary chunk (mode is 't')");
  CHECK(f.call("load_text").integer == 42);
  CHECK(f.call("load_env").integer == 5);
}

TEST_CASE("[lua] API tables are locked proxies and _G is the file's own globals") {
  LuaFixture f({{"main.lua", kEscapes}});
  CHECK(f.call("metatables").text == "read-only read-only");
  CHECK(f.call("globals").text == "nil nil function true");
}

TEST_CASE("[lua] a mod cannot change what another mod sees") {
  LuaFixture f({});
  ContentDb db;
  ModInfo a, b;
  a.id = "a";
  a.scripts = {{"main.lua", "function poke() return pcall(function() string.upper = nil end) end\n"
                            "function upper() return string.upper('x') end\n"}};
  b.id = "b";
  b.scripts = {{"main.lua", "function upper() return string.upper('x') .. ('y'):upper() end\n"}};
  db.mods = {a, b};
  Diagnostics diags;
  f.host.load(db, diags);
  REQUIRE(diags.str().empty());
  CHECK(f.host.call("a", "main.lua#poke", Hook::on_round_start, {}, f.api).boolean == false);
  CHECK(f.host.call("b", "main.lua#upper", Hook::on_round_start, {}, f.api).text == "XY");
  CHECK_FALSE(f.host.has_function("b", "main.lua#poke"));
}
