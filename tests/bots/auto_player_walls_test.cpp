// The built-in player on a map with thin walls (docs/maps.md, "Walls and doors"): no figure steps
// across a thin wall, so the player measures its way to an enemy around it, not through it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <vector>

#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "tests/support/tiny_content.h"

using namespace bnb;

namespace {

constexpr int kWidth = 9, kRows = 6;

Hex at(int col, int row) { return Hex{int16_t(col - row / 2), int16_t(row)}; }

// The tiny content on a 9 x 6 map cut across by a thin wall between rows 2 and 3, open only at
// the right edge (below the last hex of row 2). The character starts at the bottom, the one guard
// stands in the top left corner and holds its place (it only attacks): the straight way to it
// crosses the wall, the way that can be walked goes round by the right edge, away from the guard.
ContentDb walled_content() {
  ContentDb db = test::tiny_content();
  for (auto& column : db.monsters[0].columns) column.abilities = {test::ability(AbilityKind::Attack, 2)};
  ScenarioDef& s = db.scenarios[0];
  s.map = Map{};
  for (int row = 0; row < kRows; ++row)
    for (int col = 0; col < kWidth; ++col) s.map.set({at(col, row)});
  for (int col = 0; col + 1 < kWidth; ++col) {  // both lower edges of each hex of row 2 but the last
    const Hex h = at(col, 2);
    REQUIRE(s.map.add_thin_wall(h, h + Hex{-1, 1}));
    REQUIRE(s.map.add_thin_wall(h, h + Hex{0, 1}));
  }
  s.start = at(4, 5);
  s.monsters = {{"guard-bot", at(0, 0), 1}};
  return db;
}

// Steps needed from each hex to stand next to `target` (never across a thin wall); INT_MAX where
// there is no way.
int steps_to_reach(const Map& m, Hex from, Hex target) {
  std::vector<int> cost(m.cells().size(), INT_MAX);
  std::vector<Hex> queue{from};
  cost[size_t(m.index_of(from))] = 0;
  for (size_t head = 0; head < queue.size(); ++head) {
    const Hex h = queue[head];
    if (distance(h, target) == 1 && !m.step_blocked(h, target)) return cost[size_t(m.index_of(h))];
    for (const Hex n : neighbors(h)) {
      const int i = m.index_of(n);
      if (i < 0 || n == target || m.step_blocked(h, n) || cost[size_t(i)] != INT_MAX) continue;
      cost[size_t(i)] = cost[size_t(m.index_of(h))] + 1;
      queue.push_back(n);
    }
  }
  return INT_MAX;
}

}  // namespace

TEST_CASE("[bots] the built-in player walks around a thin wall to reach an enemy", "[bots][walls]") {
  const ContentDb db = walled_content();
  Game g(db, nullptr, test::tiny_setup(1));
  const Map& m = g.board().map;
  REQUIRE(m.step_blocked(at(0, 2), at(0, 3)));
  REQUIRE_FALSE(m.step_blocked(at(kWidth - 1, 2), at(kWidth - 1, 3)));
  AutoPlayer p(1);
  for (int n = 0; g.decision() && g.decision()->kind != DecisionKind::MoveDestination && n < 100; ++n)
    REQUIRE(g.answer_index(p.choose(g)).ok());
  REQUIRE(g.decision());
  const Decision& d = *g.decision();
  const Board& b = g.board();
  const Hex start = b.fig(b.character()).hex, guard = at(0, 0);
  REQUIRE(start == at(4, 5));
  // The best the move can do: a destination with the fewest steps left to stand next to the guard
  // (toward the right edge, where the wall is open; a step toward the guard leads away from it).
  int fewest = INT_MAX;
  for (const Option& o : d.options) fewest = std::min(fewest, steps_to_reach(m, o.hex.value_or(start), guard));
  REQUIRE(fewest < steps_to_reach(m, start, guard));
  const Option& chosen = d.options[size_t(p.choose(g))];
  REQUIRE(chosen.hex);
  INFO("chosen hex " << chosen.hex->q << "," << chosen.hex->r);
  CHECK(steps_to_reach(m, *chosen.hex, guard) == fewest);
}
