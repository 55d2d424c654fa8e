#include "engine/play/game/game.h"

#include <exception>
#include <stdexcept>
#include <utility>

#include "engine/play/game/fiber.h"
#include "engine/play/game/hook_runner.h"
#include "engine/rules/round/round.h"
#include "engine/kernel/step/context.h"
#include "engine/kernel/step/end_scenario.h"

namespace bnb {

// The steps of the game, one after the other, on one fiber. A step that asks the player waits in
// wait(): the decision goes to the controller, and answer_index() resumes the step right there.
class Game::Runner final : public StepWait {
 public:
  Runner(const ContentDb& db, ScriptHost* scripts, Data& d)
      : db_(db), hooks_(scripts), d_(d), fiber_(&Runner::body, this) {
    sink_.events.reserve(64);  // room for a step's events up front, as for the game's (Game::Game)
  }
  ~Runner() {
    // A step left waiting: unwind its stack (wait() throws Cancel) so its objects are destroyed.
    if (fiber_.started() && !fiber_.finished()) {
      cancel_ = true;
      fiber_.resume();
    }
  }

  // Runs the game until a decision is pending or it is over; rethrows what the steps threw.
  void resume() {
    fiber_.resume();
    if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
  }

  // `decision` is lent to the controller and given back: rules read the chosen option from it.
  void wait(Decision&& decision) override {
    d_.pending = std::move(decision);
    flush();
    d_.state.step_events = sink_.seen;
    sink_.delivered = sink_.seen;  // a handler that runs again must not repeat them
    idle_steps_ = 0;
    fiber_.suspend();
    if (d_.pending) decision = std::move(*d_.pending);  // back to its owner, also when cancelled
    d_.pending.reset();
    if (cancel_) throw Cancel{};
  }

 private:
  struct Cancel {};

  static void body(void* self) {
    Runner& r = *static_cast<Runner*>(self);
    // Nothing may leave the fiber by exception: the controller rethrows it (resume()).
    try {
      r.play();
    } catch (Cancel&) {
    } catch (...) {
      r.error_ = std::current_exception();
    }
  }

  void play() {
    for (;;) {
      // Loop guard: a step that neither finishes nor asks would hang a controller.
      if (++idle_steps_ > 1000000) throw std::logic_error("the engine made no progress");
      sink_.seen = 0;
      sink_.delivered = d_.state.step_events;  // non-zero only in a game made from a state
      {
        Ctx ctx(db_, hooks_, d_.board, d_.state.step_answers, sink_, this);
        try {
          run_step(ctx, d_.state.setup);
        } catch (ScenarioOver&) {
        }
      }
      flush();
      d_.state.checkpoint = d_.board;
      d_.state.step_answers.clear();
      d_.state.step_events = 0;
      if (d_.board.phase == Phase::Finished) return;
    }
  }

  void flush() {
    for (Event& e : sink_.events) d_.events.push_back(std::move(e));
    sink_.events.clear();
  }

  const ContentDb& db_;
  GameHooks hooks_;
  Data& d_;
  EventSink sink_;
  Fiber fiber_;
  std::exception_ptr error_;
  bool cancel_ = false;
  int idle_steps_ = 0;
};

Game::Game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup)
    : db_(&db), scripts_(scripts), d_(std::make_unique<Data>()) {
  if (const SetupProblem p = check_setup(db, setup); p != SetupProblem::None)
    throw std::invalid_argument(setup_problem_text(db, setup, p));
  d_->state.setup = setup;
  // Room for a scenario's answers and events up front: answering does not grow them (a long game
  // still can).
  d_->state.history.reserve(256);
  d_->state.step_answers.reserve(32);
  d_->key_ends.reserve(256);
  d_->key_text.reserve(256 * 12);
  d_->events.reserve(512);
  if (scripts_) scripts_->new_game(db);
  d_->state.checkpoint = initial_board(db, setup);
  d_->board = d_->state.checkpoint;
  // Room for the turn order too, in the board and its checkpoint: rounds do not grow it.
  for (Board* b : {&d_->state.checkpoint, &d_->board}) b->order.reserve(b->types.size() + 1);
  runner_ = std::make_unique<Runner>(db, scripts, *d_);
  resume();
}

Game::Game(const ContentDb& db, ScriptHost* scripts, GameState state)
    : db_(&db), scripts_(scripts), d_(std::make_unique<Data>()) {
  d_->state = std::move(state);
  d_->board = d_->state.checkpoint;
  runner_ = std::make_unique<Runner>(db, scripts, *d_);
  // The step runs once from its checkpoint with the known answers to reach the pending decision.
  // Events up to here were delivered to whoever made the state; they are not repeated.
  resume();
  d_->events.clear();
}

Game::Game(const Game& o) : db_(o.db_), scripts_(o.scripts_), d_(std::make_unique<Data>()) {
  d_->state = o.d_->state;
  d_->board = d_->state.checkpoint;
  runner_ = std::make_unique<Runner>(*db_, scripts_, *d_);
  if (o.d_->pending) {
    resume();
  } else {
    d_->board = o.d_->board;  // over (or stopped by an error): nothing runs any more
  }
  d_->events = o.d_->events;
  d_->key_text = o.d_->key_text;
  d_->key_ends = o.d_->key_ends;
}

Game& Game::operator=(const Game& o) {
  if (this != &o) *this = Game(o);
  return *this;
}

Game::Game(Game&&) noexcept = default;
Game& Game::operator=(Game&& o) noexcept {
  if (this == &o) return *this;
  runner_.reset();  // unwinds the old step while its data still lives
  db_ = o.db_, scripts_ = o.scripts_;
  d_ = std::move(o.d_);
  runner_ = std::move(o.runner_);
  return *this;
}
Game::~Game() = default;

void Game::resume() {
  runner_->resume();
  if (over()) d_->pending.reset();
}

ApplyResult Game::answer_index(int index) {
  if (over()) return {RejectReason::GameOver};
  if (!d_->pending) return {RejectReason::NoDecisionPending};
  const OptionList& options = d_->pending->options;
  if (index < 0 || size_t(index) >= options.size()) return {RejectReason::UnknownOption};
  d_->key_text += options[size_t(index)].key;
  d_->key_ends.push_back(uint32_t(d_->key_text.size()));
  d_->state.step_answers.push_back(uint16_t(index));
  d_->state.history.push_back(uint16_t(index));
  resume();
  return {};
}

ApplyResult Game::answer(std::string_view key) {
  if (over()) return {RejectReason::GameOver};
  if (!d_->pending) return {RejectReason::NoDecisionPending};
  const int i = d_->pending->find(key);
  if (i < 0) return {RejectReason::UnknownOption};
  return answer_index(i);
}

std::string_view Game::answer_key(size_t i) const {
  const uint32_t from = i ? d_->key_ends[i - 1] : 0;
  return std::string_view(d_->key_text).substr(from, d_->key_ends[i] - from);
}

std::vector<std::string> Game::answer_keys() const {
  std::vector<std::string> out;
  out.reserve(answer_count());
  for (size_t i = 0; i < answer_count(); ++i) out.emplace_back(answer_key(i));
  return out;
}

std::vector<Event> Game::take_events() {
  std::vector<Event> out;
  out.swap(d_->events);
  return out;
}

}  // namespace bnb
