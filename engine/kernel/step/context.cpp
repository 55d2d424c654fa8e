#include "engine/kernel/step/context.h"

#include <algorithm>
#include <optional>

#include "engine/base/core/text.h"

namespace bnb {

int Ctx::ask(Decision&& d) {
  if (d.options.size() == 1) return 0;
  if (next_answer_ < answers_.size()) return answers_[next_answer_++];
  if (!wait_ || script_depth_ > 0) throw NeedDecision{std::move(d)};
  wait_->wait(std::move(d));  // the answer is the next one now; `d` is given back as it was
  return answers_[next_answer_++];
}

int Ctx::try_ask(Decision&& d, Decision* pending) {
  if (d.options.size() == 1) return 0;
  if (next_answer_ < answers_.size()) return answers_[next_answer_++];
  *pending = std::move(d);
  return -1;
}

void Ctx::message(std::string text) {
  // From a script: control characters (terminal escape sequences) are made visible.
  emit(Message{ScriptWords(needs_printable(text) ? printable(text) : std::move(text))});
}
void Ctx::message(const ScriptWords& words) {
  ScriptWords w = words;
  if (needs_printable(w.text)) w.text = printable(w.text);
  emit(Message{std::move(w)});
}

namespace {
struct Depth {
  int& n;
  explicit Depth(int& n) : n(n) { ++n; }
  ~Depth() { --n; }
};
}  // namespace

ScriptResult Ctx::call_script(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev) {
  if (!has_scripts()) return {};
  Board before = b;
  size_t events_before = sink_.events.size();
  const uint32_t seen_before = sink_.seen;
  const size_t answers_before = next_answer_;
  ScriptResult r;
  for (;;) {
    std::optional<Decision> asked;
    try {
      Depth depth(script_depth_);
      r = hooks_.run_script(*this, mod, ref, hook, ev);
    } catch (NeedDecision& nd) {
      if (script_depth_ > 0 || !wait_) throw;  // the outermost handler (or the step) runs again
      asked.emplace(std::move(nd.decision));
    }
    if (!asked) break;
    // The handler asked the player (itself or through a rule it called). Wait here, outside Lua
    // and outside the catch, with the board as the handler left it, then run the handler again
    // from the start: its earlier answers replay, the events it already reported are not repeated.
    ask(std::move(*asked));
    b = before;
    next_answer_ = answers_before;
    sink_.seen = seen_before;
    events_before = 0;  // the events up to the question were delivered
  }
  if (r.status == ScriptResult::Error) {
    // Roll back everything the failed handler did, then report it; play goes on.
    b = std::move(before);
    sink_.events.resize(std::min(sink_.events.size(), events_before));
    sink_.seen = seen_before;
    const ScriptError& err = r.error;
    ScriptFailure failure{err.mod, err.file, err.line, err.hook, err.message, {}};
    for (const ModInfo& m : db.mods)
      if (m.id == err.mod) failure.dir = m.path;
    emit(ScriptFailed{std::make_shared<const ScriptFailure>(std::move(failure))});
  }
  return r;
}

ScriptResult Ctx::scenario_hook(Hook hook, const HookEvent& ev) {
  if (!has_scripts() || b.scenario < 0) return {};
  const ScenarioDef& s = scenario();
  ScriptResult out;
  for (const HookBinding& h : s.hooks)
    if (h.hook == hook) {
      out = call_script(s.mod, h.script, hook, ev);
      break;
    }
  if (hook == Hook::check_goal || hook == Hook::on_scenario_setup) return out;
  // The scripts of the character's active bonuses see the same moments, after the scenario's
  // handler; an integer result is passed on as the next handler's `amount`, the last one counts.
  HookEvent next = ev;
  for (const auto& [mod, ref] : hooks_.bonus_scripts(*this)) {
    if (out.status == ScriptResult::Ok && out.integer) next.amount = int(*out.integer);
    ScriptResult r = call_script(mod, ref, hook, next);
    if (r.status == ScriptResult::Ok && r.integer) out = std::move(r);
  }
  return out;
}

const ItemDef& item_def(const Ctx& ctx, int item) { return ctx.db.items[size_t(ctx.b.hero.items[size_t(item)].def)]; }

}  // namespace bnb
