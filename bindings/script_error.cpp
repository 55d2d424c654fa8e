#include "bindings/script_error.h"

#include <cctype>

#include "bindings/stack.h"
#include "engine/base/core/text.h"

namespace bnb::lua {
namespace {

constexpr std::string_view kLuaMemoryMessage = "not enough memory";  // Lua's own text for LUA_ERRMEM

struct Report {
  lua_State* co;
  int status;
  const char* message;
};

// Pushes: the message (nil for memory errors), the traceback, the source and line of the
// innermost script frame (nil, nil if none).
int report(lua_State* L, Report& r) {
  lua_State* co = r.co;
  const int t = lua_type(co, -1);
  if (r.message) {
    lua_pushstring(L, r.message);
  } else if (r.status == LUA_ERRMEM) {
    lua_pushnil(L);
  } else if (t == LUA_TSTRING || t == LUA_TNUMBER) {
    lua_checkstack(co, 1);
    lua_pushvalue(co, -1);
    lua_xmove(co, L, 1);
    lua_tostring(L, -1);  // a number becomes its text
  } else {
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(co, -1));
  }
  luaL_traceback(L, co, nullptr, 0);
  lua_Debug ar;
  for (int level = 0; lua_getstack(co, level, &ar); ++level) {
    lua_getinfo(co, "Sl", &ar);
    if (ar.currentline > 0 && ar.source && ar.source[0] == '@') {
      lua_pushstring(L, ar.source + 1);
      lua_pushinteger(L, ar.currentline);
      return 4;
    }
  }
  lua_pushnil(L);
  lua_pushnil(L);
  return 4;
}

std::string string_at(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TSTRING) return {};
  size_t n = 0;
  const char* s = lua_tolstring(L, idx, &n);
  return {s, n};
}

ScriptError finish(std::string_view mod, Hook hook, std::string message, std::string_view source, int line,
                   size_t limit) {
  ScriptError e;
  e.mod = std::string(mod);
  e.hook = std::string(hook_name(hook));
  Location loc = split_location(message, mod);
  if (loc.found) {
    e.file = std::move(loc.file);
    e.line = loc.line;
    message = std::move(loc.text);
  } else if (source.size() > mod.size() && source.substr(0, mod.size()) == mod && source[mod.size()] == '/') {
    e.file = std::string(source.substr(mod.size() + 1));
    e.line = line;
  }
  // A script's message may hold escape sequences: made visible before it can reach a terminal.
  e.message = message == kLuaMemoryMessage ? memory_message(limit) : printable(message);
  return e;
}

}  // namespace

std::string memory_message(size_t limit) {
  std::string amount;
  if (limit % (1u << 20) == 0)
    amount = std::to_string(limit >> 20) + " MiB";
  else if (limit % 1024 == 0)
    amount = std::to_string(limit >> 10) + " KiB";
  else
    amount = std::to_string(limit) + " bytes";
  return "memory limit exceeded (" + amount + ")";
}

Location split_location(std::string_view message, std::string_view mod) {
  Location out;
  if (message.size() <= mod.size() + 1 || message.substr(0, mod.size()) != mod || message[mod.size()] != '/')
    return out;
  // The first ":<digits>:" after the mod prefix ends the file name.
  for (size_t colon = message.find(':', mod.size() + 1); colon != std::string_view::npos;
       colon = message.find(':', colon + 1)) {
    size_t end = colon + 1;
    int line = 0;
    while (end < message.size() && std::isdigit(static_cast<unsigned char>(message[end])) && line < 100000000)
      line = line * 10 + (message[end++] - '0');
    if (end == colon + 1 || end >= message.size() || message[end] != ':') continue;
    out.found = true;
    out.file = std::string(message.substr(mod.size() + 1, colon - mod.size() - 1));
    out.line = line;
    size_t text = end + 1;
    if (text < message.size() && message[text] == ' ') ++text;
    out.text = std::string(message.substr(text));
    // coroutine.wrap repeats the location of an error that happened on the same line: drop it.
    const std::string_view prefix = message.substr(0, text);
    if (std::string_view(out.text).substr(0, prefix.size()) == prefix) out.text.erase(0, prefix.size());
    return out;
  }
  return out;
}

ScriptError error_from_thread(lua_State* L, lua_State* co, int status, std::string_view mod, Hook hook,
                              size_t memory_limit, const char* reason) {
  Report r{co, status, reason};
  std::string message, traceback, source;
  int line = 0;
  if (protected_run(L, report, r, 4) == LUA_OK) {
    message = status == LUA_ERRMEM && !r.message ? memory_message(memory_limit) : string_at(L, -4);
    traceback = string_at(L, -3);
    source = string_at(L, -2);
    line = int(lua_tointeger(L, -1));
    lua_pop(L, 4);
  } else {
    message = status == LUA_ERRMEM ? memory_message(memory_limit) : "(the error could not be reported: out of memory)";
    lua_pop(L, 1);
  }
  ScriptError e = finish(mod, hook, std::move(message), source, line, memory_limit);
  e.traceback = printable(traceback);
  return e;
}

ScriptError error_from_top(lua_State* L, int status, std::string_view mod, Hook hook, size_t memory_limit) {
  std::string message = status == LUA_ERRMEM ? memory_message(memory_limit) : string_at(L, -1);
  lua_pop(L, 1);
  return finish(mod, hook, std::move(message), {}, 0, memory_limit);
}

}  // namespace bnb::lua
