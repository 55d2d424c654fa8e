#include "engine/base/map/sight.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace bnb {

namespace {

struct P {
  int64_t x, y;
  bool operator==(const P&) const = default;
};
struct Seg {
  P a, b;
};

// Corner k lies between the edges towards directions k-1 and k: edge d runs from corner d to d+1.
constexpr std::array<P, 6> kCorners{{{1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}, {0, 2}}};

P center(Hex h) { return {2 * int64_t(h.q) + h.r, 3 * int64_t(h.r)}; }
P corner(Hex h, int k) {
  const P c = center(h);
  return {c.x + kCorners[size_t(k)].x, c.y + kCorners[size_t(k)].y};
}

int64_t orient(P p, P q, P r) { return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x); }
int sign(int64_t v) { return (v > 0) - (v < 0); }
bool within(P p, P q, P r) {  // r, collinear with p-q, lies on the closed segment p-q
  return std::min(p.x, q.x) <= r.x && r.x <= std::max(p.x, q.x) && std::min(p.y, q.y) <= r.y &&
         r.y <= std::max(p.y, q.y);
}
// Closed segments: touching at an end point or running along each other counts.
bool touches(const Seg& s, const Seg& t) {
  const int d1 = sign(orient(t.a, t.b, s.a)), d2 = sign(orient(t.a, t.b, s.b));
  const int d3 = sign(orient(s.a, s.b, t.a)), d4 = sign(orient(s.a, s.b, t.b));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (d1 == 0 && within(t.a, t.b, s.a)) || (d2 == 0 && within(t.a, t.b, s.b)) ||
         (d3 == 0 && within(s.a, s.b, t.a)) || (d4 == 0 && within(s.a, s.b, t.b));
}

Seg edge(Hex h, int d) { return {corner(h, d), corner(h, (d + 1) % 6)}; }

// Every wall segment: the edges of wall hexes and closed doors, and the thin walls.
template <class Add>
void each_wall_edge(const Map& map, Add add) {
  for (Hex h : map.walls())
    for (int d = 0; d < 6; ++d) add(edge(h, d));
  for (const Door& door : map.doors())
    if (!door.open)
      for (int d = 0; d < 6; ++d) add(edge(door.hex, d));
  for (const auto& [p, q] : map.thin_walls())
    for (int d = 0; d < 6; ++d)
      if (p + kHexDirections[size_t(d)] == q) add(edge(p, d));
}

// The segments of `all` that may meet a line between a and b: those inside both hexes' bounding
// box (a line from corner to corner stays within it). Written into `out`.
void walls_near(const std::vector<Seg>& all, Hex a, Hex b, std::vector<Seg>& out) {
  const P ca = center(a), cb = center(b);
  const int64_t x0 = std::min(ca.x, cb.x) - 1, x1 = std::max(ca.x, cb.x) + 1;
  const int64_t y0 = std::min(ca.y, cb.y) - 2, y1 = std::max(ca.y, cb.y) + 2;
  out.clear();
  for (const Seg& s : all)
    if (std::max(s.a.x, s.b.x) >= x0 && std::min(s.a.x, s.b.x) <= x1 && std::max(s.a.y, s.b.y) >= y0 &&
        std::min(s.a.y, s.b.y) <= y1)
      out.push_back(s);
}

// Some corner-to-corner line between a and b touches none of `walls`.
bool clear_line(Hex a, Hex b, const std::vector<Seg>& walls) {
  if (walls.empty()) return true;
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 6; ++j) {
      const Seg line{corner(a, i), corner(b, j)};
      if (std::none_of(walls.begin(), walls.end(), [&](const Seg& w) { return touches(line, w); })) return true;
    }
  return false;
}

// Buffers kept per thread, so that asking allocates nothing.
thread_local std::vector<Seg> t_all, t_near;

}  // namespace

bool line_of_sight(const Map& map, Hex a, Hex b) {
  if (a == b || !map.has_walls()) return true;
  t_all.clear();
  each_wall_edge(map, [](const Seg& s) { t_all.push_back(s); });
  walls_near(t_all, a, b, t_near);
  return clear_line(a, b, t_near);
}

void SightLines::reset(const Map& map) {
  edges_.clear();
  each_wall_edge(map, [&](const Seg& s) { edges_.push_back({s.a.x, s.a.y, s.b.x, s.b.y}); });
}

bool SightLines::line_of_sight(Hex a, Hex b) const {
  if (a == b || edges_.empty()) return true;
  const P ca = center(a), cb = center(b);
  const int64_t x0 = std::min(ca.x, cb.x) - 1, x1 = std::max(ca.x, cb.x) + 1;
  const int64_t y0 = std::min(ca.y, cb.y) - 2, y1 = std::max(ca.y, cb.y) + 2;
  t_near.clear();
  for (const auto& e : edges_)
    if (std::max(e[0], e[2]) >= x0 && std::min(e[0], e[2]) <= x1 && std::max(e[1], e[3]) >= y0 &&
        std::min(e[1], e[3]) <= y1)
      t_near.push_back({{e[0], e[1]}, {e[2], e[3]}});
  return clear_line(a, b, t_near);
}

int range_around_walls(const Map& map, Hex a, Hex b, int limit) {
  const int plain = distance(a, b);
  if (plain > limit) return limit + 1;
  if (plain == 0 || !map.has_walls()) return plain;
  // Breadth-first search within the hexes at most `limit` from a.
  const int side = 2 * limit + 1;
  auto slot = [&](Hex h) { return size_t((h.q - a.q + limit) + (h.r - a.r + limit) * side); };
  std::vector<int> dist(size_t(side) * size_t(side), -1);
  std::vector<Hex> frontier{a}, next;
  dist[slot(a)] = 0;
  for (int steps = 0; !frontier.empty() && steps < limit; ++steps) {
    next.clear();
    for (Hex h : frontier)
      for (Hex n : neighbors(h)) {
        if (distance(a, n) > limit || dist[slot(n)] >= 0) continue;
        if (map.step_blocked(h, n)) continue;
        if (n == b) return steps + 1;
        if (map.is_wall(n) || map.is_closed_door(n)) continue;
        dist[slot(n)] = steps + 1;
        next.push_back(n);
      }
    frontier.swap(next);
  }
  return limit + 1;
}

int steps_apart(const Map& map, Hex a, Hex b) {
  const int plain = distance(a, b);
  if (!map.has_walls() || plain == 0) return plain;
  const int limit = 3 * plain + 6;
  const int d = range_around_walls(map, a, b, limit);
  return d <= limit ? d : limit + 1;
}

}  // namespace bnb
