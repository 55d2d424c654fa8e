#pragma once
// A uniformly random legal option at every decision.
#include "engine/play/bots/bot.h"

namespace bnb {

class RandomBot : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_{seed} {}
  int choose(const Game& game) override { return int(rng_.below(uint32_t(game.decision()->options.size()))); }

 private:
  Rng rng_;
};

}  // namespace bnb
