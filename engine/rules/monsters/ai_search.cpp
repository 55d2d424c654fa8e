#include "engine/rules/monsters/ai_search.h"

#include <algorithm>
#include <array>

namespace bnb {

bool HexGraph::built_for(const Map& m) const {
  if (!built_ || size_t(size) != m.cells().size() || thin_walls_ != m.thin_walls()) return false;
  const std::vector<Cell>& cells = m.cells();
  for (size_t i = 0; i < cells.size(); ++i)
    if (cells[i].hex != hexes_[i]) return false;
  return true;
}

void HexGraph::update(const Map& m) {
  if (!built_for(m)) build(m);
}

void HexGraph::build(const Map& m) {
  size = int(m.cells().size());
  neighbors.resize(size_t(size) * 6);
  hexes_.resize(size_t(size));
  for (int i = 0; i < size; ++i) {
    const Hex h = m.cells()[size_t(i)].hex;
    hexes_[size_t(i)] = h;
    for (int d = 0; d < 6; ++d) {
      const Hex n = h + kHexDirections[size_t(d)];
      neighbors[size_t(i * 6 + d)] = m.step_blocked(h, n) ? int16_t(-1) : int16_t(m.index_of(n));  // thin wall
    }
  }
  thin_walls_ = m.thin_walls();
  built_ = true;
}

void search_paths(const HexGraph& g, const uint8_t* passable, const PathCost* cost, bool backward, int source,
                  PathCost start, std::vector<PathCost>& dist, SearchQueue& queue, PathCost limit,
                  const uint8_t* stop_at, int stop_points) {
  dist.assign(size_t(g.size), kUnreached);
  dist[size_t(source)] = start;
  if (start >= limit) return;
  // Within one hazard count a step adds 1 or 2 points, so three buckets (points mod 3) hold every
  // entry still to come; entries with one hazard more wait, sorted, for the next round. A hex
  // enters a bucket at most once per neighbour and once from the waiting list.
  const size_t cap = 7 * size_t(g.size) + 1;
  if (queue.ring.size() < 3 * cap) queue.ring.resize(3 * cap);
  int16_t* const ring = queue.ring.data();
  std::array<size_t, 3> len{0, 0, 0};
  std::vector<std::pair<int, int16_t>>& later = queue.later;
  std::vector<std::pair<int, int16_t>>& next = queue.next;
  later.assign(1, {points_of(start), int16_t(source)});
  next.clear();
  PathCost level = start & ~PathCost(0xffffffff);  // this round's hazards, with 0 points
  size_t waiting = 0;                                // entries in the buckets
  while (!later.empty()) {
    size_t k = 0;  // later[k] is the next entry of this round not yet in a bucket
    for (int p = later[0].first; waiting > 0 || k < later.size(); ++p) {
      if (waiting == 0) p = std::max(p, later[k].first);  // nothing in between: skip ahead
      const size_t b = size_t(p % 3);
      int16_t* const bucket = ring + b * cap;
      for (; k < later.size() && later[k].first == p; ++k, ++waiting) bucket[len[b]++] = later[k].second;
      // Entries go to the next two buckets only, so this one stays put while it is read.
      const PathCost d = level + PathCost(p);
      for (size_t i = 0; i < len[b]; ++i) {
        const int u = bucket[i];
        --waiting;
        if (d != dist[size_t(u)]) continue;  // a stale entry
        if (d >= limit) return;              // everything left is at least as far
        if (stop_at && stop_at[u])           // finish this distance (or the points asked for), then stop
          limit = std::min(limit, std::max(d, level + stop_points) + 1);
        for (int dir = 0; dir < 6; ++dir) {
          const int v = g.neighbor(u, dir);
          if (v < 0 || !passable[v]) continue;
          // Forward: the step u -> v enters v. Backward: the step v -> u enters u.
          const PathCost step = backward ? cost[u] : cost[v];
          const PathCost nd = d + step;
          if (nd < dist[size_t(v)] && nd < limit) {
            dist[size_t(v)] = nd;
            if (step >= kHazardCost) {
              next.emplace_back(points_of(nd), int16_t(v));
            } else {
              const size_t nb = size_t(points_of(nd) % 3);
              ring[nb * cap + len[nb]++] = int16_t(v);
              ++waiting;
            }
          }
        }
      }
      len[b] = 0;
    }
    // The next round: one hazard more, from the fewest points.
    level += kHazardCost;
    later.swap(next);
    next.clear();
    std::sort(later.begin(), later.end());
  }
}

namespace {
bool walk_back(const HexGraph& g, const PathCost* cost, const std::vector<PathCost>& dist, int start, int v,
               std::vector<int16_t>& stack, const std::function<bool(const std::vector<int16_t>&)>& emit) {
  if (v == start) return emit(stack);
  stack.push_back(int16_t(v));
  bool go_on = true;
  for (int dir = 0; dir < 6 && go_on; ++dir) {
    const int u = g.neighbor(v, dir);
    if (u < 0 || dist[size_t(u)] == kUnreached) continue;
    if (dist[size_t(u)] + cost[v] == dist[size_t(v)]) go_on = walk_back(g, cost, dist, start, u, stack, emit);
  }
  stack.pop_back();
  return go_on;
}
}  // namespace

void each_cheapest_path(const HexGraph& g, const PathCost* cost, const std::vector<PathCost>& dist, int start,
                        int dest, std::vector<int16_t>& stack,
                        const std::function<bool(const std::vector<int16_t>& reversed)>& emit) {
  stack.clear();
  if (dist[size_t(dest)] == kUnreached) return;
  walk_back(g, cost, dist, start, dest, stack, emit);
}

}  // namespace bnb
