#include <catch2/catch.hpp>

#include "engine/base/map/sight.h"
#include "engine/base/map/text_grid.h"

using namespace bnb;

namespace {
Map parse(std::string_view text) {
  Map m;
  std::vector<GridError> errors;
  const bool ok = parse_text_grid(text, {}, m, errors);
  for (const GridError& e : errors) INFO(e.line << ":" << e.column << ": " << e.message);
  REQUIRE(ok);
  return m;
}
Map open_field(int width, int height) {
  Map m;
  for (int r = 0; r < height; ++r)
    for (int q = -r / 2; q < width - r / 2; ++q) m.set({Hex{int16_t(q), int16_t(r)}});
  return m;
}
}  // namespace

TEST_CASE("Map grid: '=' is a wall hex, '+' a closed door, '/' an open door, '|' a thin wall") {
  const Map m = parse(". = . + / .|.\n");
  CHECK(m.is_wall({1, 0}));
  CHECK_FALSE(m.contains({1, 0}));  // no figure may enter or be placed on a wall
  CHECK(m.is_obstacle({1, 0}));
  CHECK(m.contains({3, 0}));
  CHECK(m.is_closed_door({3, 0}));
  REQUIRE(m.door({4, 0}));
  CHECK(m.door({4, 0})->open);
  CHECK(m.thin_wall_between({5, 0}, {6, 0}));
  CHECK(m.thin_wall_between({6, 0}, {5, 0}));
  CHECK(m.step_blocked({5, 0}, {6, 0}));
  CHECK_FALSE(m.step_blocked({4, 0}, {5, 0}));
  CHECK(m.has_walls());
}

TEST_CASE("Map grid: walls, doors and row thin walls print back as they were drawn") {
  const std::string text = ". = .\n . + /|.\n";
  Map m = parse(text);
  Legend legend;
  CHECK(print_text_grid(m, &legend) == text);
  CHECK(parse(print_text_grid(m, &legend)) == m);
}

TEST_CASE("Map grid: a thin wall on a hex column is rejected") {
  Map m;
  std::vector<GridError> errors;
  CHECK_FALSE(parse_text_grid(". | .\n", {}, m, errors));
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].column == 3);
}

TEST_CASE("Line of sight: a map without walls sees everywhere and counts range straight") {
  Map m = parse(". # . .\n . . . .\n");
  CHECK_FALSE(m.has_walls());
  for (const Cell& a : m.cells())
    for (const Cell& b : m.cells()) {
      CHECK(line_of_sight(m, a.hex, b.hex));
      CHECK(range_around_walls(m, a.hex, b.hex, 10) == distance(a.hex, b.hex));
    }
}

TEST_CASE("Line of sight: a wall hex between two hexes blocks every corner-to-corner line") {
  // The lines along the top and bottom corners graze the wall's own corners: touching blocks.
  const Map m = parse(". . .\n . = . .\n. . . .\n");
  CHECK_FALSE(line_of_sight(m, {0, 1}, {2, 1}));
  CHECK_FALSE(line_of_sight(m, {2, 1}, {0, 1}));
  CHECK(line_of_sight(m, {0, 1}, {1, 0}));   // beside the wall
  CHECK(line_of_sight(m, {-1, 2}, {2, 0}));  // a line past its corner
}

TEST_CASE("Line of sight: a closed door blocks like a wall until it is opened") {
  Map m = parse(". + .\n");
  CHECK_FALSE(line_of_sight(m, {0, 0}, {2, 0}));
  CHECK(range_around_walls(m, {0, 0}, {2, 0}, 5) == 3);  // around it, over hexes left out of the map
  CHECK(m.open_door({1, 0}));
  CHECK_FALSE(m.open_door({1, 0}));
  CHECK(line_of_sight(m, {0, 0}, {2, 0}));
  CHECK(range_around_walls(m, {0, 0}, {2, 0}, 5) == 2);
}

TEST_CASE("Line of sight: a long thin wall between two rows blocks sight across it") {
  Map m = open_field(8, 4);
  for (int q = -2; q < 10; ++q) {
    m.add_thin_wall({int16_t(q), 1}, {int16_t(q - 1), 2});
    m.add_thin_wall({int16_t(q), 1}, {int16_t(q), 2});
  }
  CHECK_FALSE(line_of_sight(m, {3, 1}, {3, 2}));
  CHECK_FALSE(line_of_sight(m, {2, 0}, {2, 3}));
  CHECK(line_of_sight(m, {2, 0}, {5, 1}));
  CHECK(line_of_sight(m, {2, 2}, {0, 3}));
}

TEST_CASE("Line of sight: a single thin wall edge can be seen past, but its two hexes are not adjacent") {
  const Map m = parse(". . .\n . .|. .\n. . . .\n");
  REQUIRE(m.thin_wall_between({1, 1}, {2, 1}));
  CHECK(line_of_sight(m, {1, 1}, {2, 1}));
  CHECK(range_around_walls(m, {1, 1}, {2, 1}, 5) == 2);
  CHECK(range_around_walls(m, {1, 1}, {2, 1}, 1) == 2);  // beyond the limit: limit + 1
}

TEST_CASE("Range around walls: counted by steps around a wall hex") {
  const Map m = parse(". . .\n . = . .\n. . . .\n");
  CHECK(distance({0, 1}, {2, 1}) == 2);
  CHECK(range_around_walls(m, {0, 1}, {2, 1}, 5) == 3);
  CHECK(in_range_and_sight(m, {0, 1}, {1, 0}, 1));
  CHECK_FALSE(in_range_and_sight(m, {0, 1}, {2, 1}, 3));  // in range around, but out of sight
}

TEST_CASE("Line of sight is symmetric on a map with walls, doors and thin walls") {
  Map m = open_field(7, 6);
  m.add_wall({3, 2});
  m.add_wall({1, 4});
  m.add_thin_wall({4, 0}, {4, 1});
  m.add_thin_wall({0, 3}, {1, 3});
  m.add_door({2, 1});
  for (const Cell& a : m.cells())
    for (const Cell& b : m.cells()) {
      INFO(a.hex.q << "," << a.hex.r << " -> " << b.hex.q << "," << b.hex.r);
      CHECK(line_of_sight(m, a.hex, b.hex) == line_of_sight(m, b.hex, a.hex));
      CHECK(range_around_walls(m, a.hex, b.hex, 12) == range_around_walls(m, b.hex, a.hex, 12));
    }
}
