// Walls, doors and thin walls on the map a player sees: the terminal board and the --svg picture of
// `bnb show` draw them (the example mod walled-keep has all three).
#include <catch2/catch.hpp>

#include <filesystem>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

using bnb::test::read_file;
using bnb::test::run_bnb;

namespace {
const std::string kMod = std::string(BNB_SOURCE_DIR) + "/mods/walled-keep";
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("[cli] the board draws wall hexes, a closed door and a thin wall with their legend", "[cli]") {
  const auto r = run_bnb("show scenario 102 --mods " + kMod);
  REQUIRE(r.status == 0);
  CHECK(has(r.out, "  2 .   @   .   .   +   .   G1  .   .\n"));   // the door between the rooms
  CHECK(has(r.out, "  1   .   .   .   .   =   .   .   .   .\n"));  // the wall
  CHECK(has(r.out, "  4 .   .   .|  .   =   .   .   .   .\n"));   // the thin wall, where the file has it
  CHECK(has(r.out, "+ closed door, = wall, | thin wall between two hexes"));
}

TEST_CASE("[cli] the map picture draws wall hexes, the door and thin walls", "[cli]") {
  const std::string svg = (std::filesystem::temp_directory_path() / "bnb-walls-view-test.svg").string();
  const auto r = run_bnb("show scenario 102 --mods " + kMod + " --svg " + svg);
  REQUIRE(r.status == 0);
  const std::string pic = read_file(svg);
  std::filesystem::remove(svg);
  size_t walls = 0;
  for (size_t at = pic.find("fill=\"#3b3530\""); at != std::string::npos; at = pic.find("fill=\"#3b3530\"", at + 1)) ++walls;
  CHECK(walls == 4);                                   // four wall hexes
  CHECK(has(pic, "fill=\"#a0522d\""));                 // the closed door
  CHECK(has(pic, "stroke=\"#222222\" stroke-width=\"6\""));  // the thin wall's line
  CHECK(has(pic, ">=  wall<"));
  CHECK(has(pic, ">+  closed door<"));
}
