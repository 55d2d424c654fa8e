#include "engine/monsters/ai_search.h"

#include <algorithm>

namespace bnb {

void HexGraph::build(const Map& m) {
  map = &m;
  size = int(m.cells().size());
  neighbors.resize(size_t(size) * 6);
  for (int i = 0; i < size; ++i) {
    const Hex h = m.cells()[size_t(i)].hex;
    for (int d = 0; d < 6; ++d) {
      const Hex n = h + kHexDirections[size_t(d)];
      neighbors[size_t(i * 6 + d)] = m.step_blocked(h, n) ? int16_t(-1) : int16_t(m.index_of(n));  // thin wall
    }
  }
}

void search_paths(const HexGraph& g, const uint8_t* passable, const PathCost* cost, bool backward,
                  std::vector<PathCost>& dist, SearchHeap& heap, PathCost limit, const uint8_t* stop_at) {
  const auto later = [](const auto& a, const auto& b) { return a.first > b.first; };
  heap.clear();
  for (int i = 0; i < g.size; ++i)
    if (dist[size_t(i)] != kUnreached) heap.emplace_back(dist[size_t(i)], int16_t(i));
  std::make_heap(heap.begin(), heap.end(), later);
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), later);
    const auto [d, u] = heap.back();
    heap.pop_back();
    if (d != dist[size_t(u)]) continue;  // a stale entry
    if (d >= limit) break;                 // everything left is at least as far
    if (stop_at && stop_at[u]) limit = std::min(limit, d + 1);  // finish this distance, then stop
    for (int dir = 0; dir < 6; ++dir) {
      const int v = g.neighbor(u, dir);
      if (v < 0 || !passable[v]) continue;
      // Forward: the step u -> v enters v. Backward: the step v -> u enters u.
      const PathCost nd = d + (backward ? cost[u] : cost[v]);
      if (nd < dist[size_t(v)] && nd < limit) {
        dist[size_t(v)] = nd;
        heap.emplace_back(nd, int16_t(v));
        std::push_heap(heap.begin(), heap.end(), later);
      }
    }
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
