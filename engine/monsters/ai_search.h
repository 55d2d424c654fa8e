#pragma once
// Path searches for the monster planner. A path's cost is lexicographic (rules: "Path Priority":
// fewest hazards first, then fewest movement points), packed into one integer so that the searches
// compare one number. Buffers are owned by the caller and reused between calls.
#include <cstdint>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

#include "engine/map/map.h"

namespace bnb {

using PathCost = int64_t;
inline constexpr PathCost kHazardCost = PathCost(1) << 32;
inline constexpr PathCost kUnreached = std::numeric_limits<PathCost>::max();
inline constexpr int hazards_of(PathCost c) { return int(c >> 32); }
inline constexpr int points_of(PathCost c) { return int(c & 0xffffffff); }

// The map's hexes by index (Map::index_of) with their six neighbours (-1 = off the map).
struct HexGraph {
  const Map* map = nullptr;
  int size = 0;
  std::vector<int16_t> neighbors;  // size * 6
  void build(const Map& m);
  int16_t neighbor(int i, int dir) const { return neighbors[size_t(i * 6 + dir)]; }
};

using SearchHeap = std::vector<std::pair<PathCost, int16_t>>;

// Dijkstra over the graph. `dist` holds the start costs of the sources (kUnreached elsewhere) and
// receives the result. Entering hex i costs cost[i]; only hexes with passable[i] may be stood in
// or passed through (sources are assumed passable).
// forward:  dist[i] = cheapest path from a source to i.
// backward: dist[i] = cheapest path from i to a source (entering the source is paid, leaving i not).
// With a `limit`, the search stops there; with `stop_at`, once the first such hex is reached, it
// stops after the hexes as far as that one. dist[i] is exact up to where it stopped, and beyond it
// larger than there (or kUnreached).
void search_paths(const HexGraph& g, const uint8_t* passable, const PathCost* cost, bool backward,
                  std::vector<PathCost>& dist, SearchHeap& heap, PathCost limit = kUnreached,
                  const uint8_t* stop_at = nullptr);

// Every cheapest path from `start` to `dest` of a forward search, as hex indices entered in order
// (start excluded). Calls `emit` for each; stops early when it returns false.
void each_cheapest_path(const HexGraph& g, const PathCost* cost, const std::vector<PathCost>& dist, int start,
                        int dest, std::vector<int16_t>& stack,
                        const std::function<bool(const std::vector<int16_t>& reversed)>& emit);

}  // namespace bnb
