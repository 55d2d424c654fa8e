#include <catch2/catch.hpp>

#include "engine/base/map/text_grid.h"

using namespace bnb;

namespace {
Map parse(std::string_view text, const Legend& legend = {}) {
  Map m;
  std::vector<GridError> errors;
  const bool ok = parse_text_grid(text, legend, m, errors);
  for (const GridError& e : errors) INFO(e.line << ":" << e.column << ": " << e.message);
  REQUIRE(ok);
  REQUIRE(errors.empty());
  return m;
}

// The errors of a text grid it refuses, each as "line:column: message".
std::vector<std::string> errors_of(std::string_view text, const Legend& legend = {}) {
  Map m;
  std::vector<GridError> errors;
  CHECK_FALSE(parse_text_grid(text, legend, m, errors));
  std::vector<std::string> out;
  for (const GridError& e : errors) out.push_back(std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message);
  return out;
}
}  // namespace

TEST_CASE("[map] the text grid puts hex [q, r] at column 2q + r of line r (docs/maps.md)") {
  const Map m = parse(
      ". . . . # .\n"
      " . ~ B . . .\n"
      ". A . ^ . .\n");
  CHECK(m.cells().size() == 18);
  CHECK(m.at({0, 0})->terrain == Terrain::Featureless);
  CHECK(m.at({4, 0})->terrain == Terrain::Obstacle);
  CHECK(m.at({1, 1})->terrain == Terrain::Difficult);
  CHECK(m.at({2, 1})->letter == 'B');
  // Row 2 starts half a hex further left again: x = 2 is q = 0.
  CHECK(m.at({-1, 2}) != nullptr);
  CHECK(m.at({0, 2})->letter == 'A');
  CHECK(m.at({2, 2})->terrain == Terrain::Hazard);
  CHECK(m.name(m.at({2, 2})->name) == "hazard");
  CHECK(m.letter('A') == Hex{0, 2});
  CHECK_FALSE(m.contains({5, 2}));
}

TEST_CASE("[map] built-in symbols cover every terrain") {
  const Map m = parse(". # ~ ^ _ *");
  CHECK(m.at({0, 0})->terrain == Terrain::Featureless);
  CHECK(m.at({1, 0})->terrain == Terrain::Obstacle);
  CHECK(m.at({2, 0})->terrain == Terrain::Difficult);
  CHECK(m.at({3, 0})->terrain == Terrain::Hazard);
  CHECK(m.at({4, 0})->terrain == Terrain::PressurePlate);
  CHECK(m.name(m.at({4, 0})->name) == "plate");
  CHECK(m.at({5, 0})->terrain == Terrain::Objective);
}

TEST_CASE("[map] a legend adds symbols with terrain, name and letter") {
  const Legend legend{{'h', Terrain::Hazard, "spikes", 0}, {'p', Terrain::PressurePlate, "bell", 'C'},
                      {'o', Terrain::Obstacle, "", 'D'}};
  const Map m = parse("h p o .", legend);
  CHECK(m.at({0, 0})->terrain == Terrain::Hazard);
  CHECK(m.name(m.at({0, 0})->name) == "spikes");
  CHECK(m.at({1, 0})->terrain == Terrain::PressurePlate);
  CHECK(m.name(m.at({1, 0})->name) == "bell");
  CHECK(m.at({1, 0})->letter == 'C');
  CHECK(m.at({2, 0})->terrain == Terrain::Obstacle);
  CHECK(m.at({2, 0})->letter == 'D');
  CHECK(m.at({2, 0})->name == -1);
}

TEST_CASE("[map] text -> map -> text gives the same text") {
  const std::string text =
      "  . . # .\n"
      " . ~ B ^ _\n"
      ". A . * h .\n"
      "\n"
      "    p .\n";
  Legend legend{{'h', Terrain::Hazard, "spikes", 0}, {'p', Terrain::PressurePlate, "bell", 'C'}};
  const Map m = parse(text, legend);
  CHECK(print_text_grid(m, &legend) == text);
  CHECK(legend.size() == 2);  // nothing new was needed
}

TEST_CASE("[map] map -> text -> map gives the same map, inventing legend symbols when needed") {
  Map m;
  m.set({{0, 0}, Terrain::Featureless, 0, -1});
  m.set({{1, 0}, Terrain::Hazard, 0, m.intern("spikes")});
  m.set({{0, 1}, Terrain::Obstacle, 'E', -1});
  m.set({{1, 1}, Terrain::Featureless, 'A', -1});
  Legend legend;
  const std::string text = print_text_grid(m, &legend);
  CHECK(text == ". a\n b A\n");
  REQUIRE(legend.size() == 2);
  CHECK(legend[0].name == "spikes");
  CHECK(legend[1].letter == 'E');
  CHECK(parse(text, legend) == m);
}

TEST_CASE("[map] maps reaching above row 0 or left of column 0 print shifted by whole hexes") {
  Map m;
  m.set({{-3, -1}, Terrain::Featureless, 'A', -1});
  m.set({{0, 0}, Terrain::Obstacle, 0, -1});
  // [-3, -1] is at x = -7 on row -1: shifted by (dq, dr) = (-3, -1) it lands at x = 0 on row 0.
  CHECK(print_text_grid(m) == "A\n       #\n");
}

TEST_CASE("[map] an overlay draws figures over the terrain") {
  const Map m = parse(". . .\n . # .\n");
  const std::string shown = print_text_grid(m, nullptr, [](Hex h) -> std::optional<char> {
    if (h == Hex{1, 0}) return '1';
    if (h == Hex{1, 1}) return 'x';  // anything may be drawn, even over an obstacle
    return std::nullopt;
  });
  CHECK(shown == ". 1 .\n . x .\n");
}

TEST_CASE("[map] without a legend, named hexes print as their terrain") {
  Map m;
  m.set({{0, 0}, Terrain::Hazard, 0, m.intern("spikes")});
  m.set({{1, 0}, Terrain::PressurePlate, 'C', m.intern("bell")});
  CHECK(print_text_grid(m) == "^ _\n");
}

TEST_CASE("[map] a symbol between two hex positions is rejected with its line and column") {
  CHECK(errors_of(". .\n . .  .\n") ==
        std::vector<std::string>{"2:7: '.' is between two hexes (on line 2 hexes are at columns 2, 4, 6, ...)"});
}

TEST_CASE("[map] unknown symbols and tabs are errors, and all of them are reported") {
  CHECK(errors_of(". x .\n\t. ?\n") == std::vector<std::string>{"1:3: unknown map symbol 'x' (add it to the legend)",
                                                                 "2:1: tab character in the map; use spaces",
                                                                 "2:4: unknown map symbol '?' (add it to the legend)"});
}

TEST_CASE("[map] Windows line ends are accepted") {
  const Map m = parse(". .\r\n . .\r\n");
  CHECK(m.cells().size() == 4);
}
