#include <catch2/catch.hpp>

#include "engine/base/hex/hex.h"

using namespace bnb;

TEST_CASE("[hex] distance counts hex steps", "[hex]") {
  CHECK(distance({0, 0}, {0, 0}) == 0);
  CHECK(distance({0, 0}, {2, -1}) == 2);
  CHECK(distance({-1, 2}, {2, -1}) == 3);
}

TEST_CASE("[hex] the six neighbours follow the direction order E NE NW W SW SE (docs/maps.md)", "[hex]") {
  const auto n = neighbors({2, 3});
  CHECK(n[0] == Hex{3, 3});  // E
  CHECK(n[1] == Hex{3, 2});  // NE
  CHECK(n[2] == Hex{2, 2});  // NW
  CHECK(n[3] == Hex{1, 3});  // W
  CHECK(n[4] == Hex{1, 4});  // SW
  CHECK(n[5] == Hex{2, 4});  // SE
  for (Hex h : n) {
    CHECK(adjacent({2, 3}, h));
    CHECK(distance({2, 3}, h) == 1);
  }
  CHECK_FALSE(adjacent({2, 3}, {2, 3}));
  CHECK_FALSE(adjacent({0, 0}, {2, -1}));
}

TEST_CASE("[hex] a ring holds 6 * radius distinct hexes, all at that distance", "[hex]") {
  CHECK(ring({1, 1}, 0) == std::vector<Hex>{{1, 1}});
  for (int radius = 1; radius <= 4; ++radius) {
    const auto hexes = ring({1, -2}, radius);
    REQUIRE(hexes.size() == size_t(6 * radius));
    for (size_t i = 0; i < hexes.size(); ++i) {
      CHECK(distance({1, -2}, hexes[i]) == radius);
      for (size_t j = 0; j < i; ++j) CHECK(hexes[i] != hexes[j]);
    }
  }
}

TEST_CASE("[hex] a line has distance + 1 hexes, each adjacent to the next, from a to b", "[hex]") {
  CHECK(line({0, 0}, {0, 0}) == std::vector<Hex>{{0, 0}});
  CHECK(line({0, 0}, {3, 0}) == std::vector<Hex>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});
  CHECK(line({0, 0}, {0, -2}) == std::vector<Hex>{{0, 0}, {0, -1}, {0, -2}});
  for (Hex b : {Hex{4, -1}, Hex{-3, 5}, Hex{2, 2}, Hex{-4, 1}}) {
    const auto l = line({1, 1}, b);
    REQUIRE(l.size() == size_t(distance({1, 1}, b) + 1));
    CHECK(l.front() == Hex{1, 1});
    CHECK(l.back() == b);
    for (size_t i = 1; i < l.size(); ++i) CHECK(adjacent(l[i - 1], l[i]));
  }
}

TEST_CASE("[hex] rotating by 60 degrees turns each direction into the next one", "[hex]") {
  for (int d = 0; d < 6; ++d) CHECK(rotate(kHexDirections[size_t(d)], 1) == kHexDirections[size_t((d + 1) % 6)]);
  CHECK(rotate({1, 0}, -1) == Hex{0, 1});  // E turned clockwise is SE
}

TEST_CASE("[hex] six rotations are the identity and keep distances", "[hex]") {
  for (Hex h : {Hex{0, 0}, Hex{2, -1}, Hex{-3, 1}, Hex{4, 4}}) {
    Hex r = h;
    for (int i = 0; i < 6; ++i) {
      CHECK(distance({0, 0}, r) == distance({0, 0}, h));
      r = rotate(r, 1);
    }
    CHECK(r == h);
    CHECK(rotate(h, 6) == h);
    CHECK(rotate(h, 2) == rotate(rotate(h, 1), 1));
  }
}

TEST_CASE("[hex] mirroring swaps NE with SE and NW with SW, and twice is the identity", "[hex]") {
  CHECK(mirror(kHexDirections[1]) == kHexDirections[5]);  // NE -> SE
  CHECK(mirror(kHexDirections[5]) == kHexDirections[1]);  // SE -> NE
  CHECK(mirror(kHexDirections[2]) == kHexDirections[4]);  // NW -> SW
  CHECK(mirror(kHexDirections[0]) == kHexDirections[0]);  // E stays
  CHECK(mirror(kHexDirections[3]) == kHexDirections[3]);  // W stays
  for (Hex h : {Hex{0, 0}, Hex{2, -1}, Hex{-3, 1}, Hex{4, 4}}) {
    CHECK(mirror(mirror(h)) == h);
    CHECK(distance({0, 0}, mirror(h)) == distance({0, 0}, h));
  }
}
