#pragma once
// The game's HookRunner: scripts act through ScriptApiImpl (the rules' own functions), active
// bonus scripts come from cards/, damage negation from items/.
#include "engine/kernel/step/hook_runner.h"

namespace bnb {

class GameHooks final : public HookRunner {
 public:
  explicit GameHooks(ScriptHost* scripts) : HookRunner(scripts) {}
  ScriptResult run_script(Ctx& ctx, const std::string& mod, const std::string& ref, Hook hook,
                          const HookEvent& ev) override;
  std::vector<std::pair<std::string, std::string>> bonus_scripts(const Ctx& ctx) override;
  bool can_negate_with(const Ctx& ctx, int item) override;
  int negate_with_item(Ctx& ctx, int item) override;
};

}  // namespace bnb
