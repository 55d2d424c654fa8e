#include "engine/play/game/hook_runner.h"

#include "engine/rules/cards/active.h"
#include "engine/play/game/script_api_impl.h"
#include "engine/rules/items/items.h"
#include "engine/kernel/step/end_scenario.h"

namespace bnb {

ScriptResult GameHooks::run_script(Ctx& ctx, const std::string& mod, const std::string& ref, Hook hook,
                                   const HookEvent& ev) {
  ScriptApiImpl api(ctx);
  ScriptResult r = scripts_->call(mod, ref, hook, ev, api);
  if (r.status == ScriptResult::Suspended || (r.status == ScriptResult::Ok && api.suspended)) {
    if (api.over) throw ScenarioOver{};
    throw NeedDecision{std::move(api.pending)};
  }
  return r;
}

std::vector<std::pair<std::string, std::string>> GameHooks::bonus_scripts(const Ctx& ctx) {
  return active_bonus_scripts(ctx);
}

bool GameHooks::can_negate_with(const Ctx& ctx, int item) { return bnb::can_negate_with(ctx, item); }
int GameHooks::negate_with_item(Ctx& ctx, int item) { return bnb::negate_with_item(ctx, item); }

}  // namespace bnb
