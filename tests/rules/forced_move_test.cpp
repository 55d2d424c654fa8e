// Push and pull (rules: "Forced Movement", "Attack Effects").
#include <catch2/catch.hpp>

#include "engine/rules/movement/forced_move.h"
#include "engine/rules/abilities/perform.h"
#include "engine/rules/attack/attack.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
void push_it(Bench& b, FigureId target, FigureId source, int n, bool push = true) {
  b.run([=](Ctx& c) { forced_move(c, target, source, n, push); });
}
}  // namespace

TEST_CASE("[forced-move] Push: the character picks each hex, each farther from the attacker", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  push_it(b, 1, 0, 2);
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  CHECK(b.has_option("hex 2,0"));
  CHECK(b.has_option("hex 1,1"));
  CHECK_FALSE(b.has_option("hex 0,1"));  // not farther from the attacker
  b.answer("hex 1,1");
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  b.answer("hex 1,2");
  CHECK(b.fig(1).hex == Hex{1, 2});
  CHECK(b.count(EventKind::FigureMoved) == 2);
}

TEST_CASE("[forced-move] Push: the character decides the distance, down to 0 hexes", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  push_it(b, 1, 0, 3);
  b.answer("stop");
  CHECK(b.fig(1).hex == Hex{1, 0});
  CHECK(b.count(EventKind::FigureMoved) == 0);
}

TEST_CASE("[forced-move] Pull: each hex entered is closer to the attacker", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{3, 0});
  Bench b(r);
  push_it(b, 1, 0, 2, false);
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  CHECK(b.has_option("hex 2,0"));
  CHECK_FALSE(b.has_option("hex 3,1"));
  CHECK_FALSE(b.has_option("hex 4,0"));
  b.answer("hex 2,0");
  b.answer("hex 1,0");
  CHECK(b.fig(1).hex == Hex{1, 0});
}

TEST_CASE("[forced-move] Forced Movement: a target forced into a hazard suffers it", "[rules][forced-move]") {
  Rules r;
  r.terrain(Hex{2, 0}, Terrain::Hazard);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  push_it(b, 1, 0, 1);
  b.answer("hex 2,0");
  CHECK(b.fig(1).hp == 9);
}

TEST_CASE("[forced-move] Forced Movement: a flying target is not affected by a hazard it is forced into", "[rules][forced-move]") {
  Rules r;
  r.monster("dummy").flying = true;
  r.terrain(Hex{2, 0}, Terrain::Hazard);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  push_it(b, 1, 0, 1);
  b.answer("hex 2,0");
  CHECK(b.fig(1).hex == Hex{2, 0});
  CHECK(b.fig(1).hp == 10);
}

TEST_CASE("[forced-move] Flying: a pushed flying figure may stop on an obstacle (flying ignores it, the last hex included)",
          "[rules][forced-move]") {
  Rules r;
  r.monster("dummy").flying = true;
  r.terrain(Hex{2, 0}, Terrain::Obstacle);
  r.terrain(Hex{3, 0}, Terrain::Hazard);
  r.place("dummy", Hex{1, 0});
  SECTION("it stops on the obstacle") {
    Bench b(r);
    push_it(b, 1, 0, 3);
    REQUIRE(b.pending(DecisionKind::ForcedMove));
    b.answer("hex 2,0");
    REQUIRE(b.pending(DecisionKind::ForcedMove));
    CHECK(b.has_option("stop"));
    b.answer("stop");
    CHECK(b.fig(1).hex == Hex{2, 0});
  }
  SECTION("or flies on, over a hazard that does not affect it") {
    Bench b(r);
    push_it(b, 1, 0, 3);
    b.answer("hex 2,0");
    b.answer("hex 3,0");
    REQUIRE(b.pending(DecisionKind::ForcedMove));
    b.answer("stop");
    CHECK(b.fig(1).hex == Hex{3, 0});
    CHECK(b.fig(1).hp == 10);
  }
}

TEST_CASE("[forced-move] Flying: a monster's pull may end a flying figure on an obstacle", "[rules][forced-move]") {
  Rules r;
  r.monster("dummy").flying = true;
  r.hero_at({7, 3});
  r.place("brute", Hex{0, 0});  // figure 1, pulling
  r.place("dummy", Hex{3, 0});  // figure 2, flying
  r.terrain(Hex{1, 0}, Terrain::Obstacle);
  Bench b(r);
  b.board().acting = 1;
  push_it(b, 2, 1, 2, false);
  while (b.pending(DecisionKind::ForcedMove)) b.answer(b.decision()->options.front().key);
  CHECK(b.fig(2).hex == Hex{1, 0});  // the longest pull: 2 hexes, onto the obstacle
}

TEST_CASE("[forced-move] Flying: a pushed flying figure passes over figures and must end on an unoccupied hex", "[rules][forced-move]") {
  Rules r;
  r.monster("dummy").flying = true;
  r.place("dummy", Hex{1, 0});  // figure 1: the flying target
  r.place("brute", Hex{2, 0});  // figure 2
  r.place("brute", Hex{1, 1});  // figure 3
  SECTION("push 1: the only farther hexes are taken, it stays") {
    Bench b(r);
    REQUIRE(b.run([](Ctx& c) { forced_move(c, 1, 0, 1, true); }));
    CHECK(b.fig(1).hex == Hex{1, 0});
  }
  SECTION("push 2: over a figure to the hex behind it") {
    Bench b(r);
    push_it(b, 1, 0, 2);
    REQUIRE(b.pending(DecisionKind::ForcedMove));
    CHECK(b.has_option("hex 2,0"));
    b.answer("hex 2,0");
    REQUIRE(b.pending(DecisionKind::ForcedMove));
    CHECK_FALSE(b.has_option("stop"));
    b.answer("hex 3,0");
    CHECK(b.fig(1).hex == Hex{3, 0});
  }
}

TEST_CASE("[forced-move] Flying: a monster's push moves a flying figure over obstacles, as far as possible", "[rules][forced-move]") {
  Rules r;
  r.monster("dummy").flying = true;
  r.place("brute", Hex{0, 1});  // figure 1, pushing
  r.place("dummy", Hex{1, 1});  // figure 2, flying
  for (Hex h : {Hex{2, 0}, Hex{2, 1}, Hex{1, 2}}) r.terrain(h, Terrain::Obstacle);
  r.terrain(Hex{3, 1}, Terrain::Hazard);
  Bench b(r);
  b.board().acting = 1;
  push_it(b, 2, 1, 2);
  // Every hex next to the target that is farther away is an obstacle: a walking figure would stay.
  while (b.pending(DecisionKind::ForcedMove)) {
    for (const Option& o : b.decision()->options) CHECK(o.path.size() == 2);
    b.answer(b.decision()->options.front().key);
  }
  CHECK(distance(b.fig(2).hex, Hex{0, 1}) == 3);
  CHECK_FALSE(b.after().map.is_obstacle(b.fig(2).hex));
  CHECK(b.fig(2).hp == 10);
}

TEST_CASE("[forced-move] Forced Movement: difficult terrain does not slow a push", "[rules][forced-move]") {
  Rules r;
  r.terrain(Hex{2, 0}, Terrain::Difficult);
  r.terrain(Hex{3, 0}, Terrain::Difficult);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  push_it(b, 1, 0, 2);
  b.answer("hex 2,0");
  b.answer("hex 3,0");
  CHECK(b.fig(1).hex == Hex{3, 0});
}

TEST_CASE("[forced-move] Forced Movement: immobilized figures can still be pushed", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Immobilize);
  push_it(b, 1, 0, 1);
  b.answer("hex 2,0");
  CHECK(b.fig(1).hex == Hex{2, 0});
}

TEST_CASE("[forced-move] Forced Movement: obstacles and figures stop a push", "[rules][forced-move]") {
  Rules r;
  r.terrain(Hex{2, 0}, Terrain::Obstacle);
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{1, 1});
  Bench b(r);
  REQUIRE(b.run([](Ctx& c) { forced_move(c, 1, 0, 2, true); }));  // nowhere to go: no question
  CHECK(b.fig(1).hex == Hex{1, 0});
}

TEST_CASE("[forced-move] Forced Movement: a monster's push moves the target as far as possible, the player picks the path", "[rules][forced-move]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.place("brute", Hex{1, 1});
  Bench b(r);
  b.board().acting = 1;
  push_it(b, 0, 1, 2);
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  for (const Option& o : b.decision()->options) CHECK(o.path.size() == 2);  // only the longest
  CHECK_FALSE(b.has_option("stop"));
  b.answer(b.decision()->options.back().key);
  CHECK(distance(b.fig(0).hex, Hex{1, 1}) == 3);
}

TEST_CASE("[forced-move] Forced Movement: a blocked monster push moves the target as far as it can", "[rules][forced-move]") {
  Rules r;
  r.hero_at(Hex{7, 0});
  r.place("brute", Hex{6, 0});
  r.terrain(Hex{7, 2}, Terrain::Obstacle);
  Bench b(r);
  b.board().acting = 1;
  // In the corner only (7,1) is farther; past it the obstacle blocks: one path of one hex.
  REQUIRE(b.run([](Ctx& c) { forced_move(c, 0, 1, 3, true); }));
  CHECK(b.fig(0).hex == Hex{7, 1});
}

TEST_CASE("[forced-move] Attack Effects: an attack's push comes after its damage", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s;
  s.value = 1, s.effects.push = 1;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  b.answer("apply");
  b.answer("hex 2,0");
  CHECK(b.find(EventKind::FigureMoved) > b.find(EventKind::DamageSuffered));
}

TEST_CASE("[forced-move] Forced Movement: a push ability targets an enemy within its range", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{3, 0});
  Bench b(r);
  Ability push;
  push.kind = AbilityKind::Push, push.value = 1, push.range = 1;
  b.run([&](Ctx& c) { perform_ability(c, 0, push, ""); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK(b.has_option("target 1"));
  CHECK_FALSE(b.has_option("target 2"));
  b.answer("target 1");
  b.answer("hex 2,0");
  CHECK(b.fig(1).hex == Hex{2, 0});
}

TEST_CASE("[forced-move] Push: a push ability's added condition is given after the forced movement", "[rules][forced-move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  Ability push;
  push.kind = AbilityKind::Push, push.value = 1, push.range = 1;
  push.effects.conditions = bit(Condition::Immobilize);
  b.run([&](Ctx& c) { perform_ability(c, 0, push, ""); });
  b.answer("target 1");
  b.answer("hex 2,0");
  CHECK(b.fig(1).hex == Hex{2, 0});
  CHECK(has(b.fig(1).conditions, Condition::Immobilize));
  CHECK(b.find(EventKind::ConditionGained) > b.find(EventKind::FigureMoved));
}

TEST_CASE("[forced-move] Flying: a flying figure pushed over another figure never stands on its hex (one figure per hex)",
          "[rules][forced-move]") {
  Rules r;
  r.monster("dummy").flying = true;
  r.place("dummy", Hex{1, 0});  // figure 1: the flying target
  r.place("brute", Hex{2, 0});  // figure 2, flown over
  r.place("brute", Hex{1, 1});  // figure 3
  Bench b(r);
  push_it(b, 1, 0, 2);
  b.answer("hex 2,0");
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  CHECK(b.fig(1).hex == Hex{1, 0});  // still where it may stand while the push goes on
  CHECK(b.count(EventKind::FigureMoved) == 0);
  b.answer("hex 3,0");
  CHECK(b.fig(1).hex == Hex{3, 0});
  CHECK(b.count(EventKind::FigureMoved) == 2);  // over [2,0], then onto [3,0]
}
