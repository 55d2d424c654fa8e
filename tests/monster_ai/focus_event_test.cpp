// The monster's focus as the planner found it, told by the MonsterPlanned event before the monster
// moves (rules: "Focus", "No Focus"): front ends mark it even when the monster cannot reach it.
#include <catch2/catch.hpp>

#include "engine/rules/monsters/monster_turn.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr FigureId kHero = 0, kMonster = 1;

// A "walker" (Move 2, Attack 2) at `at`; the hero at (0,0) of the open 8x4 map.
Rules walker_at(Hex at) {
  Rules r;
  MonsterDef m = r.monster("dummy");
  m.id = "walker", m.name = "Walker";
  for (MonsterColumn& c : m.columns) c.abilities = {move(2), attack(2)};
  r.db.monsters.push_back(m);
  r.place("walker", at);
  return r;
}

int walker_slot(Bench& b, const Rules& r) { return b.board().type_slot(int16_t(r.db.monster_index("walker"))); }

}  // namespace

TEST_CASE("[monster-focus] Focus: a monster that cannot reach its focus this turn still reports it, before it moves",
          "[monster-ai][monster-focus]") {
  const Rules r = walker_at(Hex{7, 0});  // 7 hexes away: Move 2 brings it closer, no attack
  Bench b(r);
  const int slot = walker_slot(b, r);
  REQUIRE(b.run([slot](Ctx& c) { monster_type_turn(c, slot); }));
  const int planned = b.find(EventKind::MonsterPlanned);
  REQUIRE(planned >= 0);
  const MonsterPlanned& e = b.event<MonsterPlanned>(planned);
  CHECK(e.monster == kMonster);
  CHECK(e.focus == kHero);
  CHECK(e.plan == MonsterTurnKind::MovesCloser);
  CHECK(b.find(EventKind::FigureMoved) > planned);  // told before the first step
  CHECK(b.count(EventKind::AttackResolved) == 0);   // it did not reach its focus
  CHECK(b.fig(kMonster).hex == Hex{5, 0});
}

TEST_CASE("[monster-focus] Focus: an immobilized monster reports its focus although it cannot move",
          "[monster-ai][monster-focus]") {
  const Rules r = walker_at(Hex{7, 0});
  Bench b(r);
  b.board().fig(kMonster).conditions = bit(Condition::Immobilize);
  const int slot = walker_slot(b, r);
  REQUIRE(b.run([slot](Ctx& c) { monster_type_turn(c, slot); }));
  const MonsterPlanned& e = b.first<MonsterPlanned>();
  CHECK(e.focus == kHero);
  CHECK(e.plan == MonsterTurnKind::CannotMove);
  CHECK(b.count(EventKind::FigureMoved) == 0);
}

TEST_CASE("[monster-focus] No Focus: a monster with no focus reports none (invisible character, walled off)",
          "[monster-ai][monster-focus]") {
  SECTION("the character is invisible") {
    const Rules r = walker_at(Hex{3, 0});
    Bench b(r);
    b.board().fig(kHero).conditions = bit(Condition::Invisible);
    const int slot = walker_slot(b, r);
    REQUIRE(b.run([slot](Ctx& c) { monster_type_turn(c, slot); }));
    const MonsterPlanned& e = b.first<MonsterPlanned>();
    CHECK(e.monster == kMonster);
    CHECK(e.focus == kNoFigure);
    CHECK(e.plan == MonsterTurnKind::NoFocusInvisible);
    CHECK(b.count(EventKind::FigureMoved) == 0);
  }
  SECTION("no hex to attack from can be reached") {
    Rules r = walker_at(Hex{3, 0});
    for (int16_t row = 0; row < 4; ++row) r.terrain(Hex{2, row}, Terrain::Obstacle);  // column q = 2: a wall across
    Bench b(r);
    const int slot = walker_slot(b, r);
    REQUIRE(b.run([slot](Ctx& c) { monster_type_turn(c, slot); }));
    const MonsterPlanned& e = b.first<MonsterPlanned>();
    CHECK(e.focus == kNoFigure);
    CHECK(e.plan == MonsterTurnKind::NoFocusUnreachable);
    CHECK(b.count(EventKind::FigureMoved) == 0);
  }
}
