#pragma once
// Line of sight and range around walls (docs/maps.md, "Line of sight"). Exact integer geometry on
// hex corners: hex [q, r] has its centre at (2q + r, 3r) and its corners at (+-1, +-1) and (0, +-2)
// from it (an affine image of the regular hex, which keeps every "does this line touch that wall"
// answer). On a map without walls every answer is the plain one: sight everywhere, hex distance.
#include <array>
#include <cstdint>
#include <vector>

#include "engine/base/map/map.h"

namespace bnb {

// A line can be drawn from a corner of `a` to a corner of `b` that touches no wall: no wall hex
// (its whole area, edges and corners included), no closed door and no thin wall (its end points
// included). A hex always sees itself.
bool line_of_sight(const Map& map, Hex a, Hex b);

// Range counted around walls: the fewest steps from `a` to `b` that never enter a wall hex or a
// closed door and never cross a thin wall (hexes off the map count, as for plain range). Gives
// `limit + 1` when that is more than `limit`. Without walls: min(distance(a, b), limit + 1).
int range_around_walls(const Map& map, Hex a, Hex b, int limit);

// Line of sight asked many times on one map (the monster planner, once per hex): the wall edges
// are gathered once by reset(), then each answer is line_of_sight(map, a, b)'s while the map's
// walls and doors stay as they were.
class SightLines {
 public:
  void reset(const Map& map);
  bool line_of_sight(Hex a, Hex b) const;

 private:
  std::vector<std::array<int64_t, 4>> edges_;  // (x, y) of both ends, as in the geometry above
};

// Both: `b` is within `range` of `a` counted around walls, and in sight.
inline bool in_range_and_sight(const Map& map, Hex a, Hex b, int range) {
  if (!map.has_walls()) return distance(a, b) <= range;
  return range_around_walls(map, a, b, range) <= range && line_of_sight(map, a, b);
}

// Adjacency from the map: two neighbouring hexes that no thin wall separates (Gloomhaven,
// "Line-of-sight": hexes on both sides of a wall line are not adjacent). Every rule that says
// "adjacent", "melee" or "range 1" asks this, never the plain hex distance.
inline bool adjacent_on_map(const Map& map, Hex a, Hex b) { return adjacent(a, b) && !map.step_blocked(a, b); }

// Whether a figure at `from` can attack (or target with any ability that has a range) the hex
// `to`: a range of 0 is melee, range 1; the hex within range counted around walls and in sight.
// The one answer for the attack itself, targeted abilities and the monster's attack.
inline bool can_attack_hex(const Map& map, Hex from, Hex to, int range) {
  return in_range_and_sight(map, from, to, range < 1 ? 1 : range);
}

// The range from `a` to `b` for a bonus that reaches "within range" (retaliate): counted around
// walls, and `limit + 1` when more than `limit` or out of sight. Plain distance without walls.
inline int range_in_sight(const Map& map, Hex a, Hex b, int limit) {
  if (!map.has_walls()) return distance(a, b);
  const int d = range_around_walls(map, a, b, limit);
  return d <= limit && line_of_sight(map, a, b) ? d : limit + 1;
}

// Hexes apart counted around walls, for "away from" and "toward" (push and pull): the plain
// distance without walls; with walls the fewest steps around them, searched up to a bound that
// covers any detour a map can make near the figures (past it, the plain distance).
int steps_apart(const Map& map, Hex a, Hex b);

}  // namespace bnb
