#pragma once
// The review of a finished scenario: every decision the player made (with more than one option) is
// estimated as a hint is (option_odds.h), the player's option always among the ones estimated, and
// the decisions where the option chosen did clearly worse than the best one, on the same sampled
// futures by more than their noise (`clearly_worse`), are kept with the game as it stood.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/play/bots/option_odds.h"

namespace bnb {

struct ReviewOptions {
  int futures = 128;      // futures per option at each decision
  int max_options = 8;
  uint64_t seed = 1;
  double z = 2.5;         // standard errors of the paired difference a mistake needs ...
  double min_gap = 0.10;  // ... and at least this much chance to win lost
  const BotHints* hints = nullptr;
  std::function<void(int, int)> progress;  // (decisions reviewed, decisions to review)
};

struct ReviewedDecision {
  size_t step = 0;   // 0-based: the answer's position in the game
  int chosen = -1;   // option index the player answered
  int best = -1;     // option index the estimates favour
  Odds odds;         // the estimates (options: indices into the decision's options)
  int chosen_at = -1, best_at = -1;  // their positions in odds.options
  const OptionOdds& chosen_odds() const { return odds.options[size_t(chosen_at)]; }
  const OptionOdds& best_odds() const { return odds.options[size_t(best_at)]; }
};

struct Review {
  int decisions = 0;                       // decisions reviewed (more than one option)
  int answers = 0;                         // answers in the game
  std::vector<ReviewedDecision> mistakes;  // where the option chosen was clearly worse
  std::vector<Game> boards;                // per mistake: the game before the answer
  long playouts = 0;
  double seconds = 0;
};

// Reviews the answers `answers` (option keys, as a replay file holds them) of the game `setup`
// starts. Throws std::invalid_argument when an answer is not a legal option where it is given.
Review review_game(const ContentDb& db, const GameSetup& setup, const std::vector<std::string>& answers,
                   const std::vector<OddsWorker>& workers, const ReviewOptions& options);

}  // namespace bnb
