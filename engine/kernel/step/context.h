#pragma once
// Ctx: what every rule function works with while the engine advances one step: the content, the
// board being changed, the answers known so far, the event sink and the hook runner (scripts and
// the rules above the caller, injected by engine/play/game/).
//
// How decisions work (see docs/architecture.md): a step (a round's start, one turn, the round's
// end) is plain code that calls ctx.ask(). If the answer is already known it is returned. If not,
// and the step runs on the game's fiber (a StepWait is attached), the step waits there: the game
// shows the decision and resumes the step with the answer. Without a fiber (a step run by a rules
// test), and inside a script call (which must not wait half-way through Lua), NeedDecision is
// thrown instead; the step or the script's handler then runs again from its start with one more
// known answer. The RNG lives in the board, so a re-run is identical up to the new answer.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/kernel/decision/decision.h"
#include "engine/kernel/events/event.h"
#include "engine/kernel/script/host.h"
#include "engine/kernel/step/hook_runner.h"
#include "engine/kernel/state/board.h"

namespace bnb {

struct NeedDecision {
  Decision decision;
};

// Where a step running on the game's fiber waits for an answer: wait() returns once the answer
// has been added to the step's answers (engine/play/game/game.cpp).
class StepWait {
 public:
  virtual void wait(Decision&& d) = 0;

 protected:
  ~StepWait() = default;
};

// Collects events; drops the ones a re-run of the step has already delivered.
struct EventSink {
  std::vector<Event> events;  // new events of this advance
  uint32_t seen = 0;          // events the current step emitted so far (this run)
  uint32_t delivered = 0;     // events of the current step delivered by earlier runs
  void emit(Event&& e) {
    if (seen++ >= delivered) events.push_back(std::move(e));
  }
};

class Ctx {
 public:
  Ctx(const ContentDb& db, HookRunner& hooks, Board& board, const std::vector<uint16_t>& answers, EventSink& sink,
      StepWait* wait = nullptr)
      : db(db), b(board), hooks_(hooks), answers_(answers), sink_(sink), wait_(wait) {}

  const ContentDb& db;
  Board& b;

  // Returns the chosen option index. A decision with a single option is no choice: it is taken.
  int ask(Decision&& d);
  // The same for a decision the caller keeps (e.g. a PooledDecision): it is lent and comes back as
  // it was, so the options can be read after the answer.
  int ask(Decision& d) { return ask(std::move(d)); }
  // Like ask, but returns -1 instead of throwing when the answer is not known yet (for scripts).
  int try_ask(Decision&& d, Decision* pending);
  void emit(Event e) { sink_.emit(std::move(e)); }
  void message(std::string text);
  void message(const ScriptWords& words);  // a script's words: literal, or keyed (the English is `words.text`)
  // Rolls the die: returns the face 0..5 (the next rigged face first, if a mod test set some).
  enum class Roll : uint8_t { Modifier, MonsterAction };
  int roll_die(Roll what = Roll::Modifier) {
    std::vector<uint8_t>& rigged = what == Roll::MonsterAction ? b.rigged_action : b.rigged_modifier;
    if (rigged.empty()) return int(b.rng.below(6));
    const int face = rigged.front();
    rigged.erase(rigged.begin());
    return face;
  }
  int die_column(int face) const { return db.die.column[size_t(face)]; }

  // --- scripts ---
  bool has_scripts() const { return hooks_.has_scripts(); }
  // Calls a handler; on a script error the board is rolled back to before the call and the error
  // is reported as an event. When the script asks the player a question, the step waits for the
  // answer (outside Lua) and the handler runs again from its start with it known; without a
  // fiber, or inside another script call, NeedDecision is thrown instead.
  ScriptResult call_script(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev);
  // Calls the scenario's handler for `hook`, if one is bound, then the scripts of the character's
  // active bonuses (no Lua is entered when there are none).
  ScriptResult scenario_hook(Hook hook, const HookEvent& ev);
  const ScenarioDef& scenario() const { return db.scenarios[size_t(b.scenario)]; }
  // The rules above the kernel that a lower rule reaches by call (see hook_runner.h).
  HookRunner& hooks() { return hooks_; }

 private:
  HookRunner& hooks_;
  const std::vector<uint16_t>& answers_;
  size_t next_answer_ = 0;
  EventSink& sink_;
  StepWait* wait_;
  int script_depth_ = 0;  // script calls in progress (the step may wait only outside them)
};

// The definition of the character's equipped item number `item` (an index into hero.items).
const ItemDef& item_def(const Ctx& ctx, int item);

}  // namespace bnb
