#include "engine/base/hex/hex.h"

#include <cmath>
#include <cstdlib>

namespace bnb {

int distance(Hex a, Hex b) {
  const int dq = a.q - b.q, dr = a.r - b.r, ds = a.s() - b.s();
  return (std::abs(dq) + std::abs(dr) + std::abs(ds)) / 2;
}

std::array<Hex, 6> neighbors(Hex h) {
  std::array<Hex, 6> out;
  for (int i = 0; i < 6; ++i) out[i] = h + kHexDirections[i];
  return out;
}

bool adjacent(Hex a, Hex b) { return distance(a, b) == 1; }

std::vector<Hex> ring(Hex center, int radius) {
  if (radius <= 0) return {center};
  std::vector<Hex> out;
  out.reserve(size_t(6 * radius));
  Hex h{int16_t(center.q + kHexDirections[4].q * radius), int16_t(center.r + kHexDirections[4].r * radius)};
  for (int side = 0; side < 6; ++side)
    for (int step = 0; step < radius; ++step) {
      out.push_back(h);
      h = h + kHexDirections[side];
    }
  return out;
}

namespace {
Hex cube_round(double q, double r) {
  const double s = -q - r;
  double rq = std::round(q), rr = std::round(r), rs = std::round(s);
  const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return {int16_t(rq), int16_t(rr)};
}
}  // namespace

std::vector<Hex> line(Hex a, Hex b) {
  const int n = distance(a, b);
  std::vector<Hex> out;
  out.reserve(size_t(n + 1));
  // The nudge keeps points that fall exactly on an edge on a consistent side.
  const double aq = a.q + 1e-6, ar = a.r + 1e-6, bq = b.q + 1e-6, br = b.r + 1e-6;
  for (int i = 0; i <= n; ++i) {
    const double t = n == 0 ? 0.0 : double(i) / n;
    out.push_back(cube_round(aq + (bq - aq) * t, ar + (br - ar) * t));
  }
  return out;
}

Hex rotate(Hex o, int k) {
  k = ((k % 6) + 6) % 6;
  int q = o.q, r = o.r;
  for (int i = 0; i < k; ++i) {
    // 60 degrees counter-clockwise in cube coordinates: (q, r, s) -> (-s, -q, -r).
    const int s = -q - r;
    const int nq = -s, nr = -q;
    q = nq;
    r = nr;
  }
  return {int16_t(q), int16_t(r)};
}

Hex mirror(Hex o) {
  // Reflection across the E-W axis: (q, r, s) -> (-s, -r, -q), so NE <-> SE and NW <-> SW.
  return {int16_t(-o.s()), int16_t(-o.r)};
}

}  // namespace bnb
