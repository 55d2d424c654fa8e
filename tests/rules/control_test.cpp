// Control (rules: "Control", "Forced Movement").
#include <catch2/catch.hpp>

#include "engine/rules/abilities/control.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

TEST_CASE("[control] Control: a controlled move is chosen by the player and passes no figure", "[rules][control]") {
  Rules r;
  r.hero_at(Hex{1, 1});
  r.place("dummy", Hex{0, 1});
  r.place("dummy", Hex{0, 2});
  r.terrain(Hex{0, 0}, Terrain::Hazard);
  Bench b(r);
  b.run([](Ctx& c) { control_move(c, 1, 2); });
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  CHECK(b.has_option("stay"));
  CHECK(b.has_option("hex 2,0"));
  CHECK_FALSE(b.has_option("hex 2,1"));  // only past the character in 2
  CHECK_FALSE(b.has_option("hex 0,3"));  // only past its ally
  b.answer("hex 0,0");
  CHECK(b.fig(1).hex == Hex{0, 0});
  CHECK(b.fig(1).hp == 9);  // normal movement rules: the hazard hurts it
  CHECK(b.count(EventKind::FigureMoved) == 1);
}

TEST_CASE("[control] Control: an immobilized figure's move cannot be controlled", "[rules][control]") {
  Rules r;
  r.place("dummy", Hex{3, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Immobilize);
  bool moved = true;
  CHECK(b.run([&](Ctx& c) { moved = control_move(c, 1, 2); }));
  CHECK_FALSE(moved);
  CHECK(b.fig(1).hex == Hex{3, 0});
}

TEST_CASE("[control] Control: a controlled attack targets the character's enemies with the monster's own table", "[rules][control]") {
  Rules r;
  r.place("brute", Hex{3, 0});
  r.place("dummy", Hex{4, 0});
  r.place("dummy", Hex{6, 0});
  r.hero_at(Hex{2, 0});
  Bench b(r);
  b.run([](Ctx& c) { control_attack(c, 1, strike(3)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK_FALSE(b.has_option("target 0"));  // not the character
  CHECK_FALSE(b.has_option("target 3"));  // out of range
  b.answer("target 2");
  CHECK(b.fig(2).hp == 7);
  CHECK(b.fig(0).hp == 10);
  CHECK(b.after().monster_row == 1);          // the monsters' cube moved
  CHECK(b.after().hero.modifier_row == 0);    // not the character's
}

TEST_CASE("[control] Control: a disarmed figure or one without targets cannot be made to attack", "[rules][control]") {
  Rules r;
  r.place("brute", Hex{3, 0});
  r.place("dummy", Hex{4, 0});
  Bench b(r);
  bool attacked = true;
  b.board().fig(1).conditions = bit(Condition::Disarm);
  CHECK(b.run([&](Ctx& c) { attacked = control_attack(c, 1, strike(3)); }));
  CHECK_FALSE(attacked);
  b.board().fig(1).conditions = 0;
  b.board().fig(2).hex = Hex{7, 3};
  attacked = true;
  CHECK(b.run([&](Ctx& c) { attacked = control_attack(c, 1, strike(3)); }));
  CHECK_FALSE(attacked);
  CHECK(b.count(EventKind::AttackResolved) == 0);
}
