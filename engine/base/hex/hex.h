#pragma once
// Axial hex coordinates (q, r), "pointy-top" hexes. The third cube coordinate is s = -q - r.
// Directions, in order (index 0..5): E(+1,0) NE(+1,-1) NW(0,-1) W(-1,0) SW(-1,+1) SE(0,+1).
#include <array>
#include <compare>
#include <cstdint>
#include <vector>

namespace bnb {

struct Hex {
  int16_t q = 0, r = 0;
  constexpr int s() const { return -q - r; }
  constexpr Hex operator+(Hex o) const { return {int16_t(q + o.q), int16_t(r + o.r)}; }
  constexpr Hex operator-(Hex o) const { return {int16_t(q - o.q), int16_t(r - o.r)}; }
  constexpr auto operator<=>(const Hex&) const = default;
};

inline constexpr std::array<Hex, 6> kHexDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

int distance(Hex a, Hex b);
std::array<Hex, 6> neighbors(Hex h);
bool adjacent(Hex a, Hex b);
// Hexes at exactly `radius` from `center` (radius 0 gives the center).
std::vector<Hex> ring(Hex center, int radius);
// Hexes on the straight line from a to b, both ends included (cube lerp with a nudge).
std::vector<Hex> line(Hex a, Hex b);
// Rotate an offset around the origin by k * 60 degrees counter-clockwise.
Hex rotate(Hex offset, int k);
// Mirror an offset across the E-W axis through the origin (NE <-> SE, NW <-> SW).
Hex mirror(Hex offset);

}  // namespace bnb
