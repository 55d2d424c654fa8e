// Rules: "Monster Movement" (moving away from an adjacent target), "Advantage and Disadvantage",
// "Muddle", and the ruling on muddled ranged monsters.
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

TEST_CASE("[monster-ai] Appendix B: ranged attacker steps away to avoid disadvantage", "[monster-ai]") {
  auto s = situation(". . M C .");
  move_attack(s.in, 2, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 0}, {{1, 0}}, {{3, 0}}}}));
  CHECK_FALSE(p.disadvantage);
  CHECK(p.why.steps_away);
}

TEST_CASE("[monster-ai] Appendix B: every equally short step away is offered", "[monster-ai]") {
  //   row 0: [0,0]..[3,0]
  //   row 1: [0,1] . [1,1] M [2,1] C [3,1] .
  //   row 2: [0,2]..[3,2]
  auto s = situation(
      ". . . .\n"
      " . M C .\n"
      "  . . . .\n");
  move_attack(s.in, 1, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{0, 1}, {{0, 1}}, {{2, 1}}},
                           {{0, 2}, {{0, 2}}, {{2, 1}}},
                           {{1, 0}, {{1, 0}}, {{2, 1}}}}));
}

TEST_CASE("[monster-ai] Ruling: a muddled ranged monster does not step away", "[monster-ai]") {
  auto s = situation(". . M C .");
  move_attack(s.in, 2, 3);
  s.in.muddled = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{2, 0}, {}, {{3, 0}}}}));
  CHECK(p.disadvantage);
}

TEST_CASE("[monster-ai] Disadvantage: a ranged attacker that cannot step away attacks with disadvantage",
          "[monster-ai]") {
  auto s = situation("# M C .");
  move_attack(s.in, 2, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {{2, 0}}}}));
  CHECK(p.disadvantage);
}

TEST_CASE("[monster-ai] Path Priority: a ranged attacker does not step away into a hazard", "[monster-ai]") {
  auto s = situation("^ M C .");
  move_attack(s.in, 2, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {{2, 0}}}}));
  CHECK(p.disadvantage);
}

TEST_CASE("[monster-ai] Disadvantage: stepping away must stay in range", "[monster-ai]") {
  // Jumping, it would not land on the hazard [1,0]; [0,0] is 3 from the character.
  auto s = situation(". ^ M C");
  move_attack(s.in, 2, 2);
  s.in.jump = true;
  auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{2, 0}, {}, {{3, 0}}}}));
  CHECK(p.disadvantage);

  move_attack(s.in, 2, 3);
  p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{0, 0}, {{0, 0}}, {{3, 0}}}}));
  CHECK_FALSE(p.disadvantage);
}

TEST_CASE("[monster-ai] Monster Movement: a ranged attacker moves only until the character is in range",
          "[monster-ai]") {
  auto s = situation("M . . . . C");
  move_attack(s.in, 4, 2);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {{5, 0}}}}));
}

TEST_CASE("[monster-ai] Monster Movement: a ranged attacker in range and not adjacent stays", "[monster-ai]") {
  auto s = situation(". M . . C");
  move_attack(s.in, 3, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {{4, 0}}}}));
  CHECK_FALSE(p.disadvantage);
}
