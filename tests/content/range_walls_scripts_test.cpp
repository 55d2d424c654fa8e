// Base-content scripts that reach "within range" or "adjacent" count range as the rules do (Gloomhaven
// rules, "Line-of-sight": range is not counted through walls, and a target must be in sight; two
// hexes parted by a wall line are not adjacent), through board.in_range and board.neighbours, never
// the plain hex distance. Each script is run on the fixture's open 8x4 map with the hero at (0,0)
// and a wall added: a wall hex at (1,0) hides (2,0), or a thin wall parts (1,0) from (2,0). Each
// test also runs the same situation without the wall, so it shows what the wall changes.
#include <catch2/catch.hpp>

#include <memory>

#include "bindings/lua_host.h"
#include "engine/rules/abilities/perform.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/base_scripts.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// Rules whose hero holds one base-content card, with the base game's card and item scripts loaded.
struct Scripts {
  Rules r;
  std::unique_ptr<LuaHost> lua;
  Scripts() {
    add_base_scripts(r, {"cards/common.lua", "cards/mindthief.lua", "cards/cragheart.lua", "cards/tinkerer.lua",
                         "items/items.lua"});
    r.set_cards({base_card("cragheart-raise-boulder")});
  }
  // Performs the script ability `ref` (value, range) from a new bench; the bench stays for checks.
  std::unique_ptr<Bench> perform(const std::string& ref, int value, int range) {
    auto b = scripted_bench(r, lua);
    Ability a = script_ability(ref);
    a.value = value, a.range = range;
    b->run([a](Ctx& c) { perform_ability(c, 0, a, "base"); });
    if (b->has_option("perform")) b->answer("perform");
    return b;
  }
};

// Turns hex `h` of the scenario map into a wall hex.
void wall_at(Rules& r, Hex h) {
  std::vector<Cell> cells;
  for (const Cell& c : r.scenario().map.cells())
    if (c.hex != h) cells.push_back(c);
  Map walled;
  REQUIRE(walled.add_all(cells));
  walled.add_wall(h);
  r.scenario().map = walled;
}

bool offers_hex(const Bench& b, Hex h) {
  return b.has_option("hex " + std::to_string(h.q) + "," + std::to_string(h.r));
}

}  // namespace

TEST_CASE("[content] Range around walls: Puppet Strings controls no enemy behind a wall (common.monsters_near)",
          "[content][walls][mindthief]") {
  Scripts open;
  open.r.place("dummy", Hex{2, 0});
  auto seen = open.perform("cards/mindthief.lua#puppet_strings", 2, 2);
  CHECK(seen->decision() != nullptr);  // without the wall: the enemy 2 hexes away is controlled

  Scripts walled;
  walled.r.place("dummy", Hex{2, 0});
  wall_at(walled.r, Hex{1, 0});
  auto hidden = walled.perform("cards/mindthief.lua#puppet_strings", 2, 2);
  CHECK(hidden->decision() == nullptr);  // no enemy within range: nothing asked, nothing moved
  CHECK(hidden->fig(1).hex == Hex{2, 0});
}

TEST_CASE("[content] Range around walls: item 11 Magnetic Needle reaches no enemy behind a wall", "[content][walls][items]") {
  Scripts open;
  open.r.place("dummy", Hex{2, 0});
  auto seen = open.perform("items/items.lua#magnetic_needle", 0, 0);
  CHECK(seen->decision() != nullptr);  // the control move is asked

  Scripts walled;
  walled.r.place("dummy", Hex{2, 0});
  wall_at(walled.r, Hex{1, 0});
  auto hidden = walled.perform("items/items.lua#magnetic_needle", 0, 0);
  CHECK(hidden->decision() == nullptr);
  CHECK(hidden->fig(1).hex == Hex{2, 0});
}

namespace {
// A script ability that places something on a hex within its range: [2,0] is offered on open
// ground; with a wall hex at [1,0] it is 3 away around the wall and not offered, [1,1] still is.
void check_placed_within_range_around_walls(const std::string& ref, int value, int range) {
  Scripts open;
  CHECK(offers_hex(*open.perform(ref, value, range), Hex{2, 0}));
  Scripts walled;
  wall_at(walled.r, Hex{1, 0});
  auto hidden = walled.perform(ref, value, range);
  REQUIRE(hidden->decision() != nullptr);
  CHECK(offers_hex(*hidden, Hex{1, 1}));
  CHECK_FALSE(offers_hex(*hidden, Hex{2, 0}));
}
}  // namespace

TEST_CASE("[content] Range around walls: the Tinkerer's turret is set up only within range counted around walls",
          "[content][walls][tinkerer]") {
  check_placed_within_range_around_walls("cards/tinkerer.lua#place_turret", 2, 2);
}

TEST_CASE("[content] Range around walls: the Cragheart raises a boulder only within range counted around walls",
          "[content][walls][cragheart]") {
  check_placed_within_range_around_walls("cards/cragheart.lua#raise_boulder", 0, 2);
}

TEST_CASE("[content] Adjacency: Shatter does not hit an enemy across a thin wall from the obstacle", "[content][walls][cragheart]") {
  Scripts open;
  open.r.place("dummy", Hex{2, 0});
  open.r.terrain(Hex{1, 0}, Terrain::Obstacle);
  auto hit = open.perform("cards/cragheart.lua#shatter", 2, 1);
  CHECK(hit->fig(1).hp == 8);

  Scripts walled;
  walled.r.place("dummy", Hex{2, 0});
  walled.r.terrain(Hex{1, 0}, Terrain::Obstacle);
  REQUIRE(walled.r.scenario().map.add_thin_wall({1, 0}, {2, 0}));
  auto parted = walled.perform("cards/cragheart.lua#shatter", 2, 1);
  CHECK(parted->after().map.at(Hex{1, 0})->terrain == Terrain::Difficult);
  CHECK(parted->fig(1).hp == 10);
}
