#pragma once
// Walls on the rules fixture's map (rules_fixture.h).
#include <vector>

#include <catch2/catch.hpp>

#include "tests/support/rules_fixture.h"

namespace bnb::test {

// Turns hex `h` of the scenario map into a wall hex (no longer a cell: nothing enters it).
inline void wall_at(Rules& r, Hex h) {
  const Map& m = r.scenario().map;
  std::vector<Cell> cells;
  for (const Cell& c : m.cells())
    if (c.hex != h) cells.push_back(c);
  Map walled;
  REQUIRE(walled.add_all(cells));
  walled.add_wall(h);
  r.scenario().map = walled;
}

}  // namespace bnb::test
