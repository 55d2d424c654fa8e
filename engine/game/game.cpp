#include "engine/game/game.h"

#include <stdexcept>

#include "engine/game/step_run.h"
#include "engine/round/round.h"
#include "engine/step/context.h"

namespace bnb {

Game::Game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup) : db_(db), scripts_(scripts) {
  if (const SetupProblem p = check_setup(db, setup); p != SetupProblem::None)
    throw std::invalid_argument(setup_problem_text(db, setup, p));
  state_.setup = setup;
  if (scripts_) scripts_->new_game(db);
  state_.checkpoint = initial_board(db, setup);
  advance();
}

Game::Game(const ContentDb& db, ScriptHost* scripts, GameState state)
    : db_(db), scripts_(scripts), state_(std::move(state)) {
  // Events up to here were delivered to whoever made the state; re-running must not repeat them.
  advance();
  events_.clear();
}

void Game::advance() {
  // Loop guard: a step that neither finishes nor asks would hang a controller.
  for (int guard = 0; guard < 1000000; ++guard) {
    board_ = state_.checkpoint;
    StepRun run = rerun_step(db_, scripts_, board_, state_.step_answers, state_.step_events,
                             [&](Ctx& ctx) { run_step(ctx, state_.setup); });
    pending_ = std::move(run.decision);
    for (Event& e : run.events) events_.push_back(std::move(e));
    if (pending_) {
      state_.step_events = run.seen;
      return;
    }
    state_.checkpoint = board_;
    state_.step_answers.clear();
    state_.step_events = 0;
    if (board_.phase == Phase::Finished) {
      pending_.reset();
      return;
    }
  }
  throw std::logic_error("the engine made no progress");
}

ApplyResult Game::answer_index(int index) {
  if (over()) return {RejectReason::GameOver};
  if (!pending_) return {RejectReason::NoDecisionPending};
  if (index < 0 || size_t(index) >= pending_->options.size()) return {RejectReason::UnknownOption};
  keys_.push_back(pending_->options[size_t(index)].key);
  state_.step_answers.push_back(uint16_t(index));
  state_.history.push_back(uint16_t(index));
  pending_.reset();
  advance();
  return {};
}

ApplyResult Game::answer(std::string_view key) {
  if (over()) return {RejectReason::GameOver};
  if (!pending_) return {RejectReason::NoDecisionPending};
  const int i = pending_->find(key);
  if (i < 0) return {RejectReason::UnknownOption};
  return answer_index(i);
}

std::vector<Event> Game::take_events() {
  std::vector<Event> out;
  out.swap(events_);
  return out;
}

}  // namespace bnb
