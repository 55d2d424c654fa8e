#pragma once
// The Lua implementation of the engine's script boundary (engine/kernel/script/host.h): one lua_State
// for every mod, each mod in its own sandbox (bindings/sandbox.h), each hook call in its own
// coroutine with an instruction budget, all of it under one memory cap.
//
// Which Lua, and how errors cross C++: we link Debian's C build of Lua 5.4 (pkg-config lua5.4),
// the standard build every Lua C module and tool expects. Its errors (and yields from C) are
// longjmps, which skip C++ destructors. So in bindings/:
//   - no C++ object with a non-trivial destructor may be alive in a frame that a Lua error or
//     yield can cross: bound functions check their arguments first, build C++ values in an inner
//     scope (or inside a lambda run by guarded()), push them in protected mode (push_protected),
//     leave the scope, and only then raise or yield;
//   - every C++ exception is caught inside the bound function that called the engine (guarded())
//     and turned into a Lua error; none ever unwinds through Lua frames;
//   - the host itself only touches Lua through protected calls (lua_pcall, lua_resume), so no
//     error ever reaches the panic handler.
// The C++ build of Lua (liblua5.4-c++) would run destructors, but would make our rules depend on
// never swallowing its exceptions in catch (...), and it is not what Lua modules link against.
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "engine/base/content/renamed.h"
#include "engine/kernel/script/host.h"

struct lua_State;

namespace bnb {

namespace lua {
struct Runtime;
}

struct LuaHostOptions {
  // Bytes of Lua memory for all mods together (libraries and sandbox included, about 100 KiB).
  size_t memory_limit = size_t(32) << 20;
  // VM instructions per hook call, and per file while the files load. Counted in steps of up to
  // 1000, so a handler may run up to one step more before it is stopped.
  uint64_t instruction_budget = 1'000'000;
  // Hook calls nested through script actions (figures.move runs on_enter_hex, which moves ...).
  int max_depth = 8;
  // Where `print` goes (mod id, text). Default: stderr, as "[mod] text".
  std::function<void(std::string_view mod, std::string_view text)> print;
  // Renamed names (engine/base/content/renamed.h): a script reading an API function renamed in scope
  // "lua" ("figures.old_name") gets an error naming the new name and the API that renamed it.
  // The rows must outlive the host (the default table is static; tests pass their own).
  std::span<const Renamed> renamed = kRenamed;
};

class LuaHost final : public ScriptHost {
 public:
  explicit LuaHost(LuaHostOptions options = {});
  ~LuaHost() override;
  LuaHost(const LuaHost&) = delete;
  LuaHost& operator=(const LuaHost&) = delete;

  // Compiles and runs every mod's Lua files; errors go to `diags` as "<mod>/<file>:<line>: ...".
  // Loading again starts from a fresh Lua state.
  void load(const ContentDb& db, Diagnostics& diags) override;
  bool has_function(const std::string& mod, const std::string& ref) const override;
  ScriptResult call(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev,
                    ScriptApi& api) override;
  // Keeps the loaded state: no hook can change what the next game's hooks see (freeze.h). Only
  // when a mod broke that rule (a load error) is the content loaded again into a fresh state if
  // any handler ran since the last load.
  void new_game(const ContentDb& db) override;
  // How many times content was loaded into a fresh Lua state (load, and new_game when it reloads).
  uint64_t loads() const { return loads_; }

  const LuaHostOptions& options() const { return options_; }
  size_t memory_used() const;
  // How many handler calls have entered Lua since the host was made. A hook with no handler bound
  // never reaches the host, so this stays 0 for content without scripts (a test checks it).
  uint64_t lua_entries() const { return entries_; }

 private:
  struct Fn {
    int ref;           // registry reference of the function
    std::string file;  // for messages
  };
  struct Mod {
    std::unordered_map<std::string, Fn> fns;  // "file.lua#fn"
    std::array<int, size_t(Hook::Count)> ctx;  // registry references of the ctx of each hook, built on first use
  };
  struct Setup;
  static int setup_call(lua_State* L, Setup& s);
  static void add_function(void* self, std::string_view path, std::string_view name, int ref) noexcept;

  void open();
  void close();
  void load_mod(const ModInfo& mod, Diagnostics& diags);
  const Fn* find(const std::string& mod, const std::string& ref, Mod** m = nullptr);
  const Fn* find(const std::string& mod, const std::string& ref) const;
  void release_thread(int ref, lua_State* thread, bool reusable);

  LuaHostOptions options_;
  std::unique_ptr<lua::Runtime> rt_;
  lua_State* L_ = nullptr;
  int idle_ref_;  // a finished coroutine kept for the next call (LUA_NOREF if none)
  lua_State* idle_ = nullptr;
  int depth_ = 0;
  uint64_t entries_ = 0;
  bool loaded_ = false;
  bool kept_state_ = false;  // a mod's script could keep state between hook calls (reported at load)
  uint64_t loads_ = 0;
  uint64_t entries_at_load_ = 0;
  std::string loading_mod_;  // the mod whose functions add_function records
  std::unordered_map<std::string, Mod> mods_;  // by mod id
  std::unordered_set<std::string> files_;      // "mod/file.lua" that loaded
};

}  // namespace bnb
