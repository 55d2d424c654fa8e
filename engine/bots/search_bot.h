#pragma once
// A bot that plans by playing the game forward: flat Monte Carlo with the built-in player for the
// playouts. At a decision worth searching it tries candidate options (the built-in player's own
// pick first, then others), each on a look-ahead copy re-seeded from the bot's own generator
// (lookahead.h: the rolls it plans against are samples, never the real ones), plays the copy to
// the end, and spreads a fixed budget of playouts over the candidates by UCB1. It answers with the
// candidate of the best mean result (a win counts 1, a loss a little for the monsters it killed),
// keeping the built-in player's pick unless another did clearly better than the noise allows. Setup decisions (upgrades, items) and decisions with one
// option are answered by the built-in player directly.
#include <cstdint>

#include "engine/bots/auto_player.h"
#include "engine/bots/bot.h"

namespace bnb {

struct SearchOptions {
  int budget = 32;         // playouts per decision
  int max_candidates = 8;  // options tried at one decision, at most (the built-in player's pick among them)
};

class SearchBot : public Bot {
 public:
  SearchBot(uint64_t seed, ScriptHost* scripts, SearchOptions options = {}, const BotHints* hints = nullptr);
  int choose(const Game& game) override;

 private:
  double playout(const Game& game, int option);
  Rng rng_;
  ScriptHost* scripts_;
  SearchOptions options_;
  AutoPlayer guide_;  // the built-in player, called at every decision so its plans stay current
};

}  // namespace bnb
