#pragma once
// Rigged dice for rules tests: a board's RNG state chosen so that the die rolls come out as wanted.
#include <cstddef>
#include <cstdint>

#include "engine/base/content/defs.h"
#include "engine/base/core/rng.h"

namespace bnb::test {

// An RNG state whose next two die rolls land in columns c1 and c2 (0 = -, 1 = o, 2 = +).
inline uint64_t dice(int c1, int c2) {
  const DieDef die;
  for (uint64_t s = 1;; ++s) {
    Rng g{s};
    const int f1 = int(g.below(6)), f2 = int(g.below(6));
    if (die.column[size_t(f1)] == c1 && die.column[size_t(f2)] == c2) return s;
  }
}

}  // namespace bnb::test
