#include "bindings/lua_host.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include <lua.hpp>

#include "bindings/freeze.h"
#include "bindings/hooks.h"
#include "bindings/runtime.h"
#include "bindings/sandbox.h"
#include "bindings/script_error.h"
#include "bindings/stack.h"

namespace bnb {
namespace {

// Extra memory allowed while a failed call is reported, so that a memory error can get its
// traceback.
constexpr size_t kReportReserve = 256 * 1024;

// lua_Alloc with a cap: refusing an allocation makes Lua raise a memory error (after trying an
// emergency collection), which the call reports.
void* capped_alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  auto* rt = static_cast<lua::Runtime*>(ud);
  const size_t old = ptr ? osize : 0;  // without ptr, osize only tells the kind of object
  if (nsize == 0) {
    std::free(ptr);
    rt->memory_used -= old;
    return nullptr;
  }
  if (nsize > old && rt->memory_used - old + nsize > rt->memory_limit) return nullptr;
  void* p = std::realloc(ptr, nsize);
  if (p) rt->memory_used = rt->memory_used - old + nsize;
  return p;
}

// Counts instructions in steps of hook_step, on every thread (threads inherit the hook). Once the
// budget is spent it fails at every instruction, so a script's pcall cannot catch it and go on.
// Also stops recursion past lua::kMaxCallDepth.
void count_hook(lua_State* L, lua_Debug* ar) {
  lua::Runtime& rt = lua::runtime(L);
  rt.frame.instructions += uint64_t(rt.hook_step);
  lua_Debug deep;
  if (rt.frame.instructions <= rt.budget) {
    if (!lua_getstack(L, lua::kMaxCallDepth, &deep)) return;
    lua_getinfo(L, "Sl", ar);
    lua_pushfstring(L, "%s:%d: stack overflow (Lua calls nested more than %d deep)", ar->short_src, ar->currentline,
                    lua::kMaxCallDepth);
    lua_error(L);
  }
  lua_sethook(L, count_hook, LUA_MASKCOUNT, 1);
  if (!rt.frame.spent_at[0]) {
    lua_getinfo(L, "Sl", ar);
    std::snprintf(rt.frame.spent_at, sizeof rt.frame.spent_at, "%s:%d", ar->short_src, ar->currentline);
  }
  lua_pushfstring(L, "%s: instruction budget exceeded (%I instructions per call)", rt.frame.spent_at,
                  lua_Integer(rt.budget));
  lua_error(L);
}

int panic(lua_State* L) {
  std::fprintf(stderr, "bnb: unprotected Lua error: %s\n", lua_tostring(L, -1));
  std::abort();
}

std::string top_string(lua_State* L) {
  if (lua_type(L, -1) != LUA_TSTRING) return "(error object is not a string)";
  size_t n = 0;
  const char* s = lua_tolstring(L, -1, &n);
  return {s, n};
}

// Reports the error on top of L (not popped) for file `path` of `mod`, named in the mod's folder
// as given (its id when it has none).
void report_load_error(Diagnostics& diags, lua_State* L, int status, const ModInfo& mod, const std::string& path,
                       size_t limit) {
  const std::string msg = status == LUA_ERRMEM ? lua::memory_message(limit) : top_string(L);
  lua::Location loc = lua::split_location(msg, mod.id);
  const std::string& shown = mod.path.empty() ? mod.id : mod.path;
  if (!loc.found) {
    diags.error(shown + "/" + path, 0, 0, "", msg);
    return;
  }
  if (loc.text == "not enough memory") loc.text = lua::memory_message(limit);
  diags.error(shown + "/" + loc.file, loc.line, 0, "", loc.text);
}

// The line where the function with registry reference `ref` starts (0 if unknown). Never raises.
int defined_line(lua_State* L, int ref) {
  if (!lua_checkstack(L, 1)) return 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_Debug ar;
  lua_getinfo(L, ">S", &ar);
  return ar.linedefined > 0 ? ar.linedefined : 0;
}

ScriptResult failure(ScriptError e) {
  ScriptResult r;
  r.status = ScriptResult::Error;
  r.error = std::move(e);
  return r;
}

}  // namespace

struct LuaHost::Setup {
  LuaHost* host;
  int fn_ref;
  Hook hook;
  const HookEvent* ev;
  std::string_view mod;
  int* ctx_ref;  // the cached ctx of this mod and hook, LUA_NOREF until built
  int thread_ref = LUA_NOREF;
  lua_State* thread = nullptr;
};

LuaHost::LuaHost(LuaHostOptions options) : options_(std::move(options)), rt_(std::make_unique<lua::Runtime>()) {
  idle_ref_ = LUA_NOREF;
  rt_->memory_limit = options_.memory_limit;
  rt_->budget = options_.instruction_budget;
  rt_->hook_step = int(std::clamp<uint64_t>(options_.instruction_budget, 1, 1000));
  rt_->print = options_.print;
  if (!rt_->print)
    rt_->print = [](std::string_view mod, std::string_view text) {
      std::fprintf(stderr, "[%.*s] %.*s\n", int(mod.size()), mod.data(), int(text.size()), text.data());
    };
  open();
}

LuaHost::~LuaHost() { close(); }

size_t LuaHost::memory_used() const { return rt_->memory_used; }

void LuaHost::open() {
  rt_->memory_used = 0;
  rt_->frame = {};
  L_ = lua_newstate(capped_alloc, rt_.get());
  if (!L_) throw std::runtime_error("cannot create the Lua state: memory limit too small");
  *static_cast<lua::Runtime**>(lua_getextraspace(L_)) = rt_.get();
  lua_atpanic(L_, panic);
  lua_sethook(L_, count_hook, LUA_MASKCOUNT, rt_->hook_step);
  lua::OpenSandbox o{&options_.renamed};
  if (const int status = lua::protected_run(L_, lua::open_sandbox, o, 0); status != LUA_OK) {
    const std::string msg = status == LUA_ERRMEM ? lua::memory_message(rt_->memory_limit) : top_string(L_);
    close();
    throw std::runtime_error("cannot open the Lua sandbox: " + msg);
  }
}

void LuaHost::close() {
  if (L_) lua_close(L_);
  L_ = nullptr;
  idle_ = nullptr;
  idle_ref_ = LUA_NOREF;
  mods_.clear();
  files_.clear();
}

void LuaHost::load(const ContentDb& db, Diagnostics& diags) {
  if (loaded_) {
    close();
    open();
  }
  loaded_ = true;
  ++loads_;
  kept_state_ = false;
  entries_at_load_ = entries_;
  for (const ModInfo& mod : db.mods)
    if (!mod.scripts.empty()) load_mod(mod, diags);
  lua_gc(L_, LUA_GCCOLLECT);
}

void LuaHost::new_game(const ContentDb& db) {
  // Nothing a hook can reach changes between calls (freeze.h), so the state after load serves
  // every game, unless a script broke that rule (its mod then failed to load, with the reason).
  if (!loaded_ || !kept_state_ || entries_ == entries_at_load_) return;
  Diagnostics again;  // the same content loaded before: its messages were reported then
  load(db, again);
}

void LuaHost::load_mod(const ModInfo& mod, Diagnostics& diags) {
  lua::NewMod record{mod.id};
  if (const int status = lua::protected_run(L_, lua::new_mod, record, 0); status != LUA_OK) {
    report_load_error(diags, L_, status, mod, "", rt_->memory_limit);
    lua_pop(L_, 1);
    return;
  }
  for (const auto& [path, source] : mod.scripts) {
    const std::string chunkname = "@" + mod.id + "/" + path;
    lua::AddFile file{record.ref, path, source, chunkname.c_str()};
    const int status = lua::protected_run(L_, lua::add_file, file, 1);
    if (status != LUA_OK || !lua_isnil(L_, -1)) report_load_error(diags, L_, status, mod, path, rt_->memory_limit);
    lua_pop(L_, 1);
  }
  // Run every file once (defining its functions); a file may have run already through require.
  for (const auto& [path, source] : mod.scripts) {
    rt_->frame.instructions = 0;
    rt_->frame.spent_at[0] = 0;
    lua::RunFile run{record.ref, path};
    const int status = lua::protected_run(L_, lua::run_file, run, 0);
    lua_sethook(L_, count_hook, LUA_MASKCOUNT, rt_->hook_step);  // after a spent budget it was 1
    if (status == LUA_OK) {
      files_.insert(mod.id + "/" + path);
      continue;
    }
    report_load_error(diags, L_, status, mod, path, rt_->memory_limit);
    lua_pop(L_, 1);
  }
  loading_mod_ = mod.id;
  lua::FreezeMod freeze{record.ref, this, &LuaHost::add_function};
  if (const int status = lua::protected_run(L_, lua::freeze_mod, freeze, 0); status != LUA_OK) {
    report_load_error(diags, L_, status, mod, "", rt_->memory_limit);
    lua_pop(L_, 1);
  }
  lua::FreezeLoaded kept{record.ref};
  const int status = lua::protected_run(L_, lua::freeze_loaded, kept, 1);
  if (status != LUA_OK) {
    kept_state_ = true;
    report_load_error(diags, L_, status, mod, "", rt_->memory_limit);
    lua_pop(L_, 1);
    return;
  }
  // Each problem: the file the walk started from, the message (with its own location if known).
  const lua_Integer n = lua_Integer(lua_rawlen(L_, -1));
  for (lua_Integer i = 1; i + 1 <= n; i += 2) {
    kept_state_ = true;
    lua_rawgeti(L_, -1, i + 1);
    lua_rawgeti(L_, -2, i);
    std::string root = top_string(L_);
    lua_pop(L_, 1);
    if (root.starts_with(mod.id + "/")) root.erase(0, mod.id.size() + 1);
    report_load_error(diags, L_, LUA_ERRRUN, mod, root, rt_->memory_limit);
    lua_pop(L_, 1);
  }
  lua_pop(L_, 1);
}

void LuaHost::add_function(void* self, std::string_view path, std::string_view name, int ref) noexcept {
  auto* host = static_cast<LuaHost*>(self);
  try {
    std::string key = std::string(path) + "#" + std::string(name);
    auto [it, added] = host->mods_.try_emplace(host->loading_mod_);
    if (added) it->second.ctx.fill(LUA_NOREF);
    it->second.fns.insert_or_assign(std::move(key), Fn{ref, std::string(path)});
  } catch (...) {
    // Out of memory: the function stays unknown and has_function reports it missing.
  }
}

const LuaHost::Fn* LuaHost::find(const std::string& mod, const std::string& ref, Mod** out) {
  const auto m = mods_.find(mod);
  if (m == mods_.end()) return nullptr;
  const auto f = m->second.fns.find(ref);
  if (f == m->second.fns.end()) return nullptr;
  if (out) *out = &m->second;
  return &f->second;
}

const LuaHost::Fn* LuaHost::find(const std::string& mod, const std::string& ref) const {
  return const_cast<LuaHost*>(this)->find(mod, ref, nullptr);
}

bool LuaHost::has_function(const std::string& mod, const std::string& ref) const { return find(mod, ref) != nullptr; }

int LuaHost::setup_call(lua_State* L, Setup& s) {
  LuaHost& host = *s.host;
  if (host.idle_) {
    s.thread = host.idle_;
    s.thread_ref = host.idle_ref_;
    host.idle_ = nullptr;
    host.idle_ref_ = LUA_NOREF;
  } else {
    s.thread = lua_newthread(L);
    s.thread_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, s.fn_ref);
  if (*s.ctx_ref == LUA_NOREF) {
    lua::push_ctx(L, s.mod, s.hook);
    *s.ctx_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, *s.ctx_ref);
  lua::push_event(L, s.hook, *s.ev);
  if (!lua_checkstack(s.thread, 3)) return luaL_error(L, "not enough memory");
  lua_xmove(L, s.thread, 3);
  return 0;
}

void LuaHost::release_thread(int ref, lua_State* thread, bool reusable) {
  if (reusable && !idle_) {
    idle_ = thread;
    idle_ref_ = ref;
  } else {
    luaL_unref(L_, LUA_REGISTRYINDEX, ref);
  }
}

ScriptResult LuaHost::call(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev,
                           ScriptApi& api) {
  Mod* m = nullptr;
  const Fn* fn = find(mod, ref, &m);
  if (!fn) {
    ScriptError e;
    e.mod = mod;
    e.hook = std::string(hook_name(hook));
    const size_t hash = ref.find('#');
    if (hash == std::string::npos || hash == 0 || hash + 1 == ref.size()) {
      e.file = ref;
      e.message = "bad function reference '" + ref + "' (expected file.lua#function)";
    } else {
      e.file = ref.substr(0, hash);
      e.message = "no function named '" + ref.substr(hash + 1) + "'";
      if (!files_.count(mod + "/" + e.file)) e.message += " (the mod has no file " + e.file + " that loaded)";
    }
    return failure(std::move(e));
  }
  if (depth_ >= options_.max_depth) {
    ScriptError e;
    e.mod = mod;
    e.file = fn->file;
    e.line = defined_line(L_, fn->ref);
    e.hook = std::string(hook_name(hook));
    e.message = "hook calls nested too deeply (" + std::to_string(depth_) +
                " levels): script actions keep triggering hooks";
    return failure(std::move(e));
  }

  ScriptResult out;
  ++entries_;
  const lua::CallFrame outer = rt_->frame;
  // A nested call (a script action ran another hook) is work done for the outer handler: it
  // spends the same budget, so hooks triggering hooks cannot multiply it.
  const bool nested = depth_ > 0;
  rt_->frame = lua::CallFrame{&api, nullptr, false, nested ? outer.instructions : 0};
  ++depth_;
  Setup s{this, fn->ref, hook, &ev, mod, &m->ctx[size_t(hook)]};
  int status = lua::protected_run(L_, setup_call, s, 0);
  if (status != LUA_OK) {
    out = failure(lua::error_from_top(L_, status, mod, hook, options_.memory_limit));
    if (s.thread_ref != LUA_NOREF) release_thread(s.thread_ref, s.thread, false);
  } else {
    rt_->frame.thread = s.thread;
    int nres = 0;
    status = lua_resume(s.thread, outer.thread, 2, &nres);
    const char* reason = nullptr;
    if (status == LUA_YIELD && !rt_->frame.suspend)
      reason = "coroutine.yield outside a coroutine: a hook function cannot yield (game.ask waits for the player)";
    if (status == LUA_OK) {
      std::string problem;
      if (nres > 0 && !lua::read_result(s.thread, lua_gettop(s.thread) - nres + 1, out, problem)) {
        ScriptError e;
        e.mod = mod;
        e.file = fn->file;
        e.line = defined_line(L_, fn->ref);
        e.hook = std::string(hook_name(hook));
        e.message = std::move(problem);
        out = failure(std::move(e));
      }
      lua_settop(s.thread, 0);
      release_thread(s.thread_ref, s.thread, true);
    } else if (status == LUA_YIELD && !reason) {
      out.status = ScriptResult::Suspended;  // the engine runs the handler again once answered
      release_thread(s.thread_ref, s.thread, false);
    } else {
      rt_->memory_limit += kReportReserve;
      out = failure(lua::error_from_thread(L_, s.thread, status, mod, hook, options_.memory_limit, reason));
      rt_->memory_limit -= kReportReserve;
      release_thread(s.thread_ref, s.thread, false);
    }
  }
  --depth_;
  // The outer handler goes on with what the nested one spent; where the budget ran out is each
  // call's own (the nested call reported its line, the outer one reports where it stands).
  const uint64_t spent = rt_->frame.instructions;
  rt_->frame = outer;
  if (nested) rt_->frame.instructions = spent;
  if (status == LUA_ERRMEM) lua_gc(L_, LUA_GCCOLLECT);  // free what the failed handler held
  return out;
}

}  // namespace bnb
