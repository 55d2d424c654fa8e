#pragma once
// A deterministic "random" controller for random playouts: its own generator, independent of the
// game's, so the same seed answers alike whatever the game draws.
#include <cstdint>

#include "engine/kernel/decision/decision.h"

namespace bnb::test {

struct RandomPick {
  uint64_t s;
  int operator()(const Decision& d) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return int((s >> 33) % d.options.size());
  }
};

}  // namespace bnb::test
