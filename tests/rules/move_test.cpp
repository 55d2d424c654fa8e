// Movement (rules: "Move", "Jump", "Flying", "Terrain", "Obstacles", "Difficult Terrain",
// "Hazards", "Pressure Plates", "Negative Conditions" (immobilize)).
#include <catch2/catch.hpp>

#include "engine/rules/movement/move.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
MoveRules points(int n, bool jump = false, bool flying = false) { return {n, jump, flying}; }
void hero_moves(Bench& b, MoveRules m) {
  b.run([m](Ctx& c) { character_move(c, 0, m); });
}
bool reaches(const std::vector<Reach>& v, Hex h) {
  for (const Reach& r : v)
    if (r.dest == h) return true;
  return false;
}
}  // namespace

TEST_CASE("[move] Move: Move X enters up to X hexes", "[rules][move]") {
  Rules r;
  Bench b(r);
  hero_moves(b, points(2));
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  CHECK(b.has_option("hex 2,0"));
  CHECK(b.has_option("hex 0,2"));
  CHECK_FALSE(b.has_option("hex 3,0"));
  CHECK_FALSE(b.has_option("hex 0,0"));  // not its own hex
  b.answer("hex 2,0");
  CHECK(b.fig(0).hex == Hex{2, 0});
  CHECK(b.count(EventKind::FigureMoved) == 2);  // one event per hex entered
}

TEST_CASE("[move] Difficult Terrain: entering a difficult hex costs 2 movement points", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Difficult);
  Bench b(r);
  hero_moves(b, points(2));
  CHECK(b.has_option("hex 1,0"));
  CHECK_FALSE(b.has_option("hex 2,0"));  // 3 points through the difficult hex
  hero_moves(b, points(3));
  CHECK(b.has_option("hex 2,0"));
}

TEST_CASE("[move] Move: figures cannot move through enemies", "[rules][move]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  hero_moves(b, points(2));
  CHECK_FALSE(b.has_option("hex 2,0"));
  CHECK_FALSE(b.has_option("hex 1,0"));
  CHECK(b.has_option("hex 1,1"));
}

TEST_CASE("[move] Move: figures move through allies but end in an unoccupied hex", "[rules][move]") {
  Rules r;
  r.place("dummy", Hex{0, 2});
  r.place("dummy", Hex{1, 2});
  Bench b(r);
  b.run([](Ctx& c) {
    const std::vector<Reach> v = reachable(c, 1, points(2));
    CHECK(reaches(v, Hex{2, 2}));   // through its ally
    CHECK_FALSE(reaches(v, Hex{1, 2}));
  });
}

TEST_CASE("[move] Obstacles: figures cannot enter obstacles", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Obstacle);
  r.terrain(Hex{0, 1}, Terrain::Objective);  // objectives are treated as obstacles
  Bench b(r);
  hero_moves(b, points(3));
  CHECK_FALSE(b.has_option("hex 1,0"));
  CHECK_FALSE(b.has_option("hex 0,1"));
  CHECK_FALSE(b.has_option("hex 2,0"));  // both ways around are blocked within 3
}

TEST_CASE("[move] Move: a move that enters no hex is not performed", "[rules][move]") {
  Rules r;
  Bench b(r);
  bool performed = true;
  b.run([&](Ctx& c) { performed = character_move(c, 0, points(2)); });
  b.answer("stay");
  CHECK_FALSE(performed);
  b.run([&](Ctx& c) { performed = character_move(c, 0, points(2)); });
  b.answer("hex 1,0");
  CHECK(performed);
}

TEST_CASE("[move] Jump: jumping passes enemies and obstacles and pays 1 for difficult terrain", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Obstacle);
  r.terrain(Hex{3, 0}, Terrain::Difficult);
  r.place("dummy", Hex{2, 0});
  Bench b(r);
  hero_moves(b, points(3, true));
  CHECK(b.has_option("hex 3,0"));
  CHECK_FALSE(b.has_option("hex 1,0"));  // cannot end on the obstacle
  CHECK_FALSE(b.has_option("hex 2,0"));  // nor on the enemy
  b.answer("hex 3,0");
  CHECK(b.fig(0).hex == Hex{3, 0});
}

TEST_CASE("[move] Jump: a hazard jumped over has no effect, one landed on does", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Hazard);
  Bench b(r);
  hero_moves(b, points(2, true));
  b.answer("hex 2,0");
  CHECK(b.fig(0).hp == 10);
  hero_moves(b, points(1, true));
  b.answer("hex 1,0");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.fig(0).hp == 9);
}

TEST_CASE("[move] Hazards: entering a hazard applies its effect (1 damage when it names none)", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Hazard);
  Bench b(r);
  hero_moves(b, points(1));
  b.answer("hex 1,0");
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  b.answer("suffer");
  CHECK(b.fig(0).hp == 9);
  CHECK(b.count(EventKind::DamageSuffered) == 1);
}

TEST_CASE("[move] Hazards: the path taken to a hex enters the fewest hazards", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Hazard);
  Bench b(r);
  hero_moves(b, points(3));
  b.answer("hex 2,0");  // around the hazard: 3 points, no hazard
  CHECK(b.fig(0).hex == Hex{2, 0});
  CHECK(b.fig(0).hp == 10);
  CHECK(b.count(EventKind::FigureMoved) == 3);
}

TEST_CASE("[move] Hazards: a hex only reachable in time through a hazard is still offered", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Hazard);
  Bench b(r);
  hero_moves(b, points(2));
  REQUIRE(b.has_option("hex 2,0"));
  CHECK(b.option_words("hex 2,0").find("hazard") != std::string::npos);
  b.answer("hex 2,0");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.fig(0).hp == 9);
}

TEST_CASE("[move] Hazards: starting in or leaving a hazard hex has no effect", "[rules][move]") {
  Rules r;
  r.terrain(Hex{0, 0}, Terrain::Hazard);
  Bench b(r);
  hero_moves(b, points(1));
  b.answer("hex 1,0");
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[move] Immobilize: an immobilized figure performs no move", "[rules][move][conditions]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Immobilize);
  bool performed = true;
  REQUIRE(b.run([&](Ctx& c) { performed = character_move(c, 0, points(3)); }));
  CHECK_FALSE(performed);
  CHECK(b.fig(0).hex == Hex{0, 0});
}

TEST_CASE("[move] Flying: a flying figure ignores obstacles, enemies and hazards", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 2}, Terrain::Obstacle);
  r.terrain(Hex{2, 2}, Terrain::Hazard);
  r.place("dummy", Hex{0, 2});
  Bench b(r);
  b.run([](Ctx& c) {
    const std::vector<Reach> v = reachable(c, 1, points(3, false, true));
    CHECK(reaches(v, Hex{3, 2}));
    for (const Reach& x : v) CHECK(x.hazards == 0);
    CHECK_FALSE(reaches(v, Hex{1, 2}));  // still cannot end on an obstacle
  });
}

TEST_CASE("[move] Pressure Plates: entering a plate runs its rule", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::PressurePlate, "switch");
  r.scenario().pressure_plates["switch"] = "rules.lua#switch";
  FakeScripts scripts;
  bool pressed = false;
  scripts.bind("rules.lua#switch", [&](const HookEvent& ev, ScriptApi&) {
    pressed = ev.figure == 0 && ev.hex == Hex{1, 0};
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  hero_moves(b, points(2));
  b.answer("hex 2,0");
  CHECK(pressed);
}

TEST_CASE("[move] Pressure Plates: the player may take a path that avoids a plate", "[rules][move][path]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::PressurePlate, "switch");
  r.scenario().pressure_plates["switch"] = "rules.lua#switch";
  FakeScripts scripts;
  int presses = 0;
  scripts.bind("rules.lua#switch", [&](const HookEvent&, ScriptApi&) {
    ++presses;
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  hero_moves(b, points(3));
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  CHECK(b.has_option("hex 2,0"));           // the plain path: through the plate (cheapest)
  CHECK(b.has_option("hex 2,0 via none"));  // around it
  b.answer("hex 2,0 via none");
  CHECK(presses == 0);
  CHECK(b.fig(0).hex == Hex{2, 0});
  CHECK(b.count(EventKind::FigureMoved) == 3);
  for (const FigureMoved& e : all_events<FigureMoved>(b.events())) CHECK(e.to != Hex{1, 0});
}

TEST_CASE("[move] Pressure Plates: the player may take a longer path to cross a plate", "[rules][move][path]") {
  Rules r;
  r.terrain(Hex{1, 1}, Terrain::PressurePlate, "switch");
  r.scenario().pressure_plates["switch"] = "rules.lua#switch";
  FakeScripts scripts;
  int presses = 0;
  scripts.bind("rules.lua#switch", [&](const HookEvent& ev, ScriptApi&) {
    presses += ev.hex == Hex{1, 1};
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  hero_moves(b, points(3));
  REQUIRE(b.has_option("hex 2,0 via 1,1"));
  b.answer("hex 2,0 via 1,1");
  CHECK(presses == 1);
  CHECK(b.fig(0).hex == Hex{2, 0});
}

TEST_CASE("[move] Hazards: a path that only adds hazards is not offered", "[rules][move][path]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Hazard);
  Bench b(r);
  hero_moves(b, points(3));
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  CHECK(b.has_option("hex 2,0"));  // around the hazard
  CHECK_FALSE(b.has_option("hex 2,0 via 1,0"));
  b.answer("hex 2,0");
  CHECK(b.fig(0).hp == 10);
  CHECK(b.count(EventKind::DamageSuffered) == 0);
}

TEST_CASE("[move] Jump: a jump offers no path choice", "[rules][move][path]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::PressurePlate, "switch");
  Bench b(r);
  b.run([](Ctx& c) {
    const MoveRules jump{3, true, false};
    CHECK(path_variants(c, 0, jump, reachable(c, 0, jump)).empty());
    const MoveRules walk{3, false, false};
    CHECK_FALSE(path_variants(c, 0, walk, reachable(c, 0, walk)).empty());
  });
}

TEST_CASE("[move] Hazards: a named hazard calls its scenario hook instead of the default damage", "[rules][move]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Hazard, "spikes");
  r.scenario().hazards["spikes"] = "rules.lua#spikes";
  FakeScripts scripts;
  scripts.bind("rules.lua#spikes", [&](const HookEvent& ev, ScriptApi& api) {
    CHECK(scripts.hook == Hook::hazard);
    CHECK(ev.name == "spikes");
    api.suffer_damage(ev.figure, 3);
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  hero_moves(b, points(1));
  b.answer("hex 1,0");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.fig(0).hp == 7);  // the hook's 3, not the default 1
  CHECK(b.count(EventKind::DamageSuffered) == 1);
  CHECK(scripts.last.hex == Hex{1, 0});
}
