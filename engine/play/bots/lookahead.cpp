#include "engine/play/bots/lookahead.h"

#include <stdexcept>

namespace bnb {

// The one place that sets an Rng's fork (engine/base/core/rng.h).
struct RngFork {
  static void arm(GameState& s, const Rng& now, uint64_t seed) {
    Rng& r = s.checkpoint.rng;
    // A copy of a copy: its own fork must not have fired yet in this step (one fork per step).
    if (r.fork_armed_ && !now.fork_armed_) throw std::logic_error("look-ahead of a look-ahead past its fork");
    r.fork_at_ = now.state, r.fork_to_ = seed, r.fork_armed_ = true;
  }
};

GameState lookahead_state(const Game& game, uint64_t seed) {
  GameState s = game.state();
  // The step re-runs from its checkpoint: its draws replay until the generator reaches the state
  // it has at the pending decision (each state of the sequence occurs once), then it forks.
  RngFork::arm(s, game.board().rng, seed);
  return s;
}

}  // namespace bnb
