#pragma once
// Path searches for the monster planner. A path's cost is lexicographic (rules: "Path Priority":
// fewest hazards first, then fewest movement points), packed into one integer so that the searches
// compare one number. Buffers are owned by the caller and reused between calls.
#include <cstdint>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

#include "engine/base/map/map.h"

namespace bnb {

using PathCost = int64_t;
inline constexpr PathCost kHazardCost = PathCost(1) << 32;
inline constexpr PathCost kUnreached = std::numeric_limits<PathCost>::max();
inline constexpr int hazards_of(PathCost c) { return int(c >> 32); }
inline constexpr int points_of(PathCost c) { return int(c & 0xffffffff); }

// The map's hexes by index (Map::index_of) with their six neighbours (-1 = off the map or across
// a thin wall). It depends only on which hexes the map has and on its thin walls, so it is kept
// while those stay the same (terrain, doors and figures may change: they are read per plan).
struct HexGraph {
  int size = 0;
  std::vector<int16_t> neighbors;  // size * 6
  // Builds the graph of `m`, unless it is already built for the same hexes and thin walls.
  void update(const Map& m);
  bool built_for(const Map& m) const;  // the same hexes and thin walls as `m`
  int16_t neighbor(int i, int dir) const { return neighbors[size_t(i * 6 + dir)]; }

 private:
  void build(const Map& m);
  std::vector<Hex> hexes_;                        // the hexes it was built from, by index
  std::vector<std::pair<Hex, Hex>> thin_walls_;   // and the thin walls
  bool built_ = false;
};

// A bucket queue for search_paths: a step costs 1 or 2 points and at most one hazard, so the
// entries of one hazard count fit in three buckets by points, and those with one hazard more
// wait in a list for the next round.
struct SearchQueue {
  std::vector<int16_t> ring;                     // 3 buckets by points mod 3, this round's hazards
  std::vector<std::pair<int, int16_t>> later;    // (points, hex) entering this round, sorted
  std::vector<std::pair<int, int16_t>> next;     // (points, hex) with one hazard more
};

// Dijkstra over the graph from one hex, `source`, whose path so far costs `start`. Entering hex i
// costs cost[i]; only hexes with passable[i] may be stood in or passed through (the source is
// assumed passable). `dist` is resized to the graph and receives the result:
// forward:  dist[i] = cheapest path from the source to i.
// backward: dist[i] = cheapest path from i to the source (entering the source is paid, leaving i not).
// With a `limit`, the search stops there; with `stop_at`, once the first such hex is reached at
// cost d, it stops after the hexes as far as d, or as far as `stop_points` points with d's hazards
// when that is farther. dist[i] is exact up to where it stopped, and beyond it at least as large
// as where it stopped (or kUnreached).
void search_paths(const HexGraph& g, const uint8_t* passable, const PathCost* cost, bool backward, int source,
                  PathCost start, std::vector<PathCost>& dist, SearchQueue& queue, PathCost limit = kUnreached,
                  const uint8_t* stop_at = nullptr, int stop_points = 0);

// Every cheapest path from `start` to `dest` of a forward search, as hex indices entered in order
// (start excluded). Calls `emit` for each; stops early when it returns false.
void each_cheapest_path(const HexGraph& g, const PathCost* cost, const std::vector<PathCost>& dist, int start,
                        int dest, std::vector<int16_t>& stack,
                        const std::function<bool(const std::vector<int16_t>& reversed)>& emit);

}  // namespace bnb
