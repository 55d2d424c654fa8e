#pragma once
// The one random number generator of a game. Its output is specified bit for bit so that a seed
// and a list of answers replay identically on every platform:
//   generator: SplitMix64 (Steele, Lea, Flood 2014): state += 0x9E3779B97F4A7C15;
//              z = state; z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
//              return z ^ (z >> 31).
//   below(n):  unbiased rejection: threshold = (2^64 - n) mod n; draw until z >= threshold; return z mod n.
// std::uniform_int_distribution is not used: its algorithm differs between standard libraries.
//
// A look-ahead copy of a game (engine/play/bots/lookahead.h) may carry a fork: once the sequence reaches
// the state `at` (the draw after the decision being planned), it continues from another seed. The
// draws before that point replay as they were, the ones after are fresh samples. Only RngFork sets
// it; a real game never does, and the hash reads `state` alone.
#include <cstdint>

namespace bnb {

struct Rng {
  Rng() = default;
  explicit Rng(uint64_t seed) : state(seed) {}
  uint64_t state = 0;

  uint64_t next() {
    if (fork_armed_ && state == fork_at_) state = fork_to_, fork_armed_ = false;
    state += 0x9E3779B97F4A7C15ull;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform integer in [0, n). n must be > 0.
  uint32_t below(uint32_t n) {
    const uint64_t threshold = (0 - uint64_t(n)) % n;
    for (;;) {
      const uint64_t z = next();
      if (z >= threshold) return uint32_t(z % n);
    }
  }
  bool operator==(const Rng&) const = default;

 private:
  friend struct RngFork;
  uint64_t fork_at_ = 0, fork_to_ = 0;
  bool fork_armed_ = false;
};

}  // namespace bnb
