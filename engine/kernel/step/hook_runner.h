#pragma once
// What a step reaches above the kernel by call, not by include. The game (engine/play/game/) injects
// an implementation into every Ctx: it owns the script API over the rules and knows the rule
// folders that sit above the ones calling here (active bonuses, items).
#include <string>
#include <utility>
#include <vector>

#include "engine/kernel/script/host.h"

namespace bnb {

class Ctx;

class HookRunner {
 public:
  virtual ~HookRunner() = default;

  bool has_scripts() const { return scripts_ != nullptr; }
  // Calls one handler through the script host with a ScriptApi over `ctx`. Throws NeedDecision
  // when the script asked the player a question, ScenarioOver when it ended the scenario.
  virtual ScriptResult run_script(Ctx& ctx, const std::string& mod, const std::string& ref, Hook hook,
                                  const HookEvent& ev) = 0;
  // The scripts of the character's active bonuses, as (mod, "file.lua#function").
  virtual std::vector<std::pair<std::string, std::string>> bonus_scripts(const Ctx& ctx) = 0;

  // Damage negation by items (`negate_damage`): whether the item can reduce damage now, and
  // using it (returns how much damage it negates).
  virtual bool can_negate_with(const Ctx& ctx, int item) = 0;
  virtual int negate_with_item(Ctx& ctx, int item) = 0;

 protected:
  explicit HookRunner(ScriptHost* scripts) : scripts_(scripts) {}
  ScriptHost* scripts_;
};

}  // namespace bnb
