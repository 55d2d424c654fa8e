#pragma once
// The script boundary. The engine calls content scripts only through this interface; the Lua
// layer (bindings/LuaHost) implements it, and tests can plug in a fake.
#include <optional>
#include <string>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/base/content/diagnostics.h"
#include "engine/kernel/script/api.h"
#include "engine/base/core/hooks.h"

namespace bnb {

// The `ev` fields of a hook call (see hooks.h for which are set for which hook).
struct HookEvent {
  int round = 0;
  FigureId figure = kNoFigure;
  FigureId other = kNoFigure;  // attacker / target / source
  // item: the attack the item is used in (your_attack, enemy_attack and the after-attack
  // windows); kNoFigure in the other windows.
  FigureId attacker = kNoFigure, attacked = kNoFigure;
  Hex hex;
  bool has_hex = false;
  int amount = 0, value = 0, range = 0, target = 0;
  bool melee = false;          // attack hooks: a melee attack (rules: "Range": no range given)
  std::string name;            // hazard / plate name, item id
  std::string terrain;
};

// A script failure: where and why. Reported, the hook's effects rolled back, play goes on.
struct ScriptError {
  std::string mod, file;
  int line = 0;
  std::string hook, message, traceback;
  std::string str() const;  // "mod/file:line: in hook 'x': message"
};

struct ScriptResult {
  enum Status { Ok, Error, Suspended } status = Ok;
  std::optional<int64_t> integer;  // when the handler returned an integer
  std::optional<std::string> text; // when it returned a string
  std::optional<bool> boolean;     // when it returned a boolean
  ScriptError error;
};

class ScriptHost {
 public:
  virtual ~ScriptHost() = default;
  // Loads every mod's Lua files; reports syntax errors and the like into `diags`.
  virtual void load(const ContentDb& db, Diagnostics& diags) = 0;
  // Whether `ref` ("file.lua#function") names a function of mod `mod` after load.
  virtual bool has_function(const std::string& mod, const std::string& ref) const = 0;
  // Calls a handler. Suspended means it asked the player a question (ScriptApi::ask returned
  // nullopt); the engine re-runs it from the start once the answer is known.
  virtual ScriptResult call(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev,
                            ScriptApi& api) = 0;
  // A new game starts: scripts must see the state they had right after load, so that nothing a
  // script did in one game (a global table it filled, a replaced _ENV) is visible in the next. `db` is
  // the content load() loaded (passed again: the host keeps no pointer into its owner).
  virtual void new_game(const ContentDb& /*db*/) {}
};

}  // namespace bnb
