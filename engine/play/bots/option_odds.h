#pragma once
// Each option's chance to win, as the search bot sees it (search_bot.h): the options are played to
// the end of the scenario by the built-in player on look-ahead copies (lookahead.h: the dice after
// the decision are samples, never the real ones), every option on the same sampled futures. An
// option's estimate is its share of won futures, with a 95% Wilson score interval; two options are
// compared pair by pair on the same futures (`clearly_worse`). The game itself is only read.
//
// The futures of a decision come from `seed` and the number of answers given before it, so the
// same game, seed and number of futures give the same estimates, on any number of threads. A time
// budget chooses that number: futures are added in doubling rounds (8, 16, 32, ...) while the last
// round's cost says the next fits in the time left.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/play/bots/hints.h"
#include "engine/play/game/game.h"

namespace bnb {

// What one thread plays with: the content and a script host of its own (a Lua state serves one
// thread), loaded from the same mods as the game's.
struct OddsWorker {
  const ContentDb* db = nullptr;
  ScriptHost* scripts = nullptr;
};

struct OddsOptions {
  int futures = 0;         // futures per option; 0: as many as `seconds` allows (at least 8)
  double seconds = 2.0;    // the time budget when `futures` is 0
  int max_options = 8;     // options considered, at most (the built-in player's pick among them)
  int include = -1;        // an option considered in any case (a review: the one the player chose)
  uint64_t seed = 1;
  const BotHints* hints = nullptr;
  // Called after each round of futures with (futures done, futures planned); may be empty.
  std::function<void(int, int)> progress;
};

struct OptionOdds {
  int option = -1;       // index into the decision's options
  int wins = 0, futures = 0;
  double chance = 0;     // wins / futures
  double low = 0, high = 0;  // the 95% interval of the chance
  std::vector<uint8_t> won;  // per future: 1 won, 0 lost (the same futures for every option)
};

struct Odds {
  std::vector<OptionOdds> options;  // the options considered, the built-in player's pick first
  int best = -1;                    // index into `options` of the highest chance (the pick on ties)
  int futures = 0;                  // per option
  long playouts = 0;
  double seconds = 0;               // wall time taken
};

// The odds of `game`'s pending decision (it must have one). `workers` (at least one) run in
// parallel, one thread each.
Odds option_odds(const Game& game, const std::vector<OddsWorker>& workers, const OddsOptions& options);

// Whether the option at `a` of `odds.options` did worse than the one at `b` by more than the noise:
// the mean of the paired differences (b - a, future by future) exceeds `z` standard errors and
// `min_gap`.
bool clearly_worse(const Odds& odds, int a, int b, double z = 2.5, double min_gap = 0.05);

}  // namespace bnb
