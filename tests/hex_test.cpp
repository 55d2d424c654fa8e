#include <catch2/catch.hpp>

#include "engine/hex/hex.h"

using namespace bnb;

TEST_CASE("[hex] distance counts hex steps", "[hex]") {
  CHECK(distance({0, 0}, {0, 0}) == 0);
  CHECK(distance({0, 0}, {2, -1}) == 2);
  CHECK(distance({-1, 2}, {2, -1}) == 3);
}
