#include "engine/game/context.h"

#include "engine/cards/active.h"
#include "engine/game/script_api_impl.h"
#include "engine/scenario/scenario.h"

#include <algorithm>

namespace bnb {

int Ctx::ask(Decision&& d) {
  if (d.options.size() == 1) return 0;
  if (next_answer_ < answers_.size()) return answers_[next_answer_++];
  throw NeedDecision{std::move(d)};
}

int Ctx::try_ask(Decision&& d, Decision* pending) {
  if (d.options.size() == 1) return 0;
  if (next_answer_ < answers_.size()) return answers_[next_answer_++];
  *pending = std::move(d);
  return -1;
}

void Ctx::message(std::string text) {
  emit(Message{std::move(text)});
}

ScriptResult Ctx::call_script(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev) {
  if (!scripts_) return {};
  Board before = b;
  const size_t events_before = sink_.events.size();
  const uint32_t seen_before = sink_.seen;
  ScriptApiImpl api(*this);
  ScriptResult r = scripts_->call(mod, ref, hook, ev, api);
  if (r.status == ScriptResult::Suspended || (r.status == ScriptResult::Ok && api.suspended)) {
    if (api.over) throw ScenarioOver{};
    throw NeedDecision{std::move(api.pending)};
  }
  if (r.status == ScriptResult::Error) {
    // Roll back everything the failed handler did, then report it; play goes on.
    b = std::move(before);
    sink_.events.resize(std::min(sink_.events.size(), events_before));
    sink_.seen = seen_before;
    const ScriptError& err = r.error;
    ScriptFailure failure{err.mod, err.file, err.line, err.hook, err.message};
    emit(ScriptFailed{std::make_shared<const ScriptFailure>(std::move(failure))});
  }
  return r;
}

ScriptResult Ctx::scenario_hook(Hook hook, const HookEvent& ev) {
  if (!scripts_ || b.scenario < 0) return {};
  const ScenarioDef& s = scenario();
  const std::string_view name = hook_name(hook);
  ScriptResult out;
  for (const HookBinding& h : s.hooks)
    if (h.hook == name) {
      out = call_script(s.mod, h.script, hook, ev);
      break;
    }
  if (hook == Hook::check_goal || hook == Hook::on_scenario_setup) return out;
  // The scripts of the character's active bonuses see the same moments, after the scenario's
  // handler; an integer result is passed on as the next handler's `amount`, the last one counts.
  HookEvent next = ev;
  for (const auto& [mod, ref] : active_bonus_scripts(*this)) {
    if (out.status == ScriptResult::Ok && out.integer) next.amount = int(*out.integer);
    ScriptResult r = call_script(mod, ref, hook, next);
    if (r.status == ScriptResult::Ok && r.integer) out = std::move(r);
  }
  return out;
}

}  // namespace bnb
