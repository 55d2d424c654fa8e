#pragma once
// A simple built-in player for the character: plays unattended (`bnb play --auto`, demos, content
// tests). It looks only at the decision and the board; it is deterministic for a given seed.
#include <cstdint>

#include "engine/game/game.h"

namespace bnb {

class AutoPlayer {
 public:
  explicit AutoPlayer(uint64_t seed = 1) : rng_{seed} {}
  int choose(const Game& game);

 private:
  Rng rng_;
};

}  // namespace bnb
