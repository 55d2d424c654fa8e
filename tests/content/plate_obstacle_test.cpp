// An obstacle a class sets on the map may stand on a pressure plate (rules, "Pressure Plates": a
// plate counts as an empty hex). It is not a figure, so it presses nothing; the plate under a
// boulder comes back when Shatter breaks it (docs/rules-interpretations.md, "An obstacle set on a
// pressure plate"). Run from base_content's card scripts on the fixture's open map, hero at (0,0).
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

struct Cards {
  Rules r;
  std::unique_ptr<LuaHost> lua;
  std::unique_ptr<Bench> b;
  bool ran = false;
  Cards() {
    add_base_scripts(r, {"cards/common.lua", "cards/cragheart.lua", "cards/tinkerer.lua"});
    r.set_cards({base_card("cragheart-raise-boulder")});
    // A plate "switch" next to the hero, every other hex within range 1 an obstacle: the plate is
    // the only empty hex in reach.
    r.terrain(Hex{1, 0}, Terrain::PressurePlate, "switch");
    r.terrain(Hex{0, 1}, Terrain::Obstacle, "rock");
  }
  void start() { b = scripted_bench(r, lua); }
  // Performs the script ability on the bench as it stands now (the board of the last run).
  void perform(const std::string& ref, int value, int range) {
    Ability a = script_ability(ref);
    a.value = value, a.range = range;
    if (ran) b->board() = b->after();
    ran = true;
    b->run([a](Ctx& c) { perform_ability(c, 0, a, "base"); });
    if (b->has_option("perform")) b->answer("perform");
  }
};

}  // namespace

TEST_CASE("[content] Pressure Plates: the Cragheart may raise a boulder on a pressure plate (an empty hex)", "[content][plates][cragheart]") {
  Cards cc;
  cc.start();
  cc.perform("cards/cragheart.lua#raise_boulder", 0, 1);
  CHECK(cc.b->decision() == nullptr);  // the plate was the one hex offered
  CHECK(cc.b->after().map.at(Hex{1, 0})->terrain == Terrain::Obstacle);
}

TEST_CASE("[content] Pressure Plates: a plate under a boulder comes back when Shatter breaks it", "[content][plates][cragheart]") {
  Cards cc;
  cc.start();
  cc.perform("cards/cragheart.lua#raise_boulder", 0, 1);
  REQUIRE(cc.b->after().map.at(Hex{1, 0})->terrain == Terrain::Obstacle);
  cc.perform("cards/cragheart.lua#shatter", 2, 1);
  const Cell* c = cc.b->after().map.at(Hex{1, 0});
  CHECK(c->terrain == Terrain::PressurePlate);
  REQUIRE(c->name >= 0);
  CHECK(cc.b->after().map.name(c->name) == "switch");
}

TEST_CASE("[content] Pressure Plates: the Tinkerer may set its turret on a pressure plate (an empty hex)", "[content][plates][tinkerer]") {
  Cards cc;
  cc.start();
  cc.perform("cards/tinkerer.lua#place_turret", 2, 1);
  CHECK(cc.b->decision() == nullptr);
  CHECK(cc.b->after().map.at(Hex{1, 0})->terrain == Terrain::Obstacle);
}
