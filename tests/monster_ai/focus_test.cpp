// Rules: "Focus", "No Focus", Appendix B "Initial check".
#include <catch2/catch.hpp>

#include "tests/monster_ai/grid.h"

using namespace bnb;
using namespace bnb::test;
using K = MonsterTurnKind;

TEST_CASE("[monster-ai] No Focus: an invisible character is not a focus: no move, no attack", "[monster-ai]") {
  auto s = situation("M . . C");
  move_attack(s.in, 3);
  s.in.focus_invisible = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::NoFocusInvisible);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}

TEST_CASE("[monster-ai] No Focus: walled off, no attack hex can be reached even with unlimited movement",
          "[monster-ai]") {
  // [1,0] and the whole column [1,*] are obstacles.
  auto s = situation(
      "M # . C\n"
      " . # . .\n");
  move_attack(s.in, 9);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::NoFocusUnreachable);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B initial check: no path because other figures fill every attack hex",
          "[monster-ai]") {
  // The character's only neighbours are allies: no attack hex is unoccupied.
  auto s = situation("M . a C a");
  move_attack(s.in, 4);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::NoFocusUnreachable);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}

TEST_CASE("[monster-ai] No Focus: a ranged monster that cannot reach anything still attacks in range",
          "[monster-ai]") {
  // Its own hex is an attack hex: range counts through obstacles.
  auto s = situation("M # # C");
  move_attack(s.in, 2, 3);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {{3, 0}}}}));
}

TEST_CASE("[monster-ai] Appendix B initial check: disarmed, it moves as if for a single-target melee attack",
          "[monster-ai]") {
  auto s = situation("M . . . C");
  move_attack(s.in, 3, 3);  // a range 3 attack, but disarmed
  s.in.disarmed = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesIntoPosition);
  CHECK(options_of(p) == opts({{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B initial check: without an attack ability it moves as if for a melee attack",
          "[monster-ai]") {
  auto s = situation("M . . . . C");
  s.in.has_move = true;
  s.in.move = 2;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::MovesCloser);
  CHECK(options_of(p) == opts({{{2, 0}, {{1, 0}, {2, 0}}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B initial check: disarmed and adjacent, it stays", "[monster-ai]") {
  auto s = situation(". M C .");
  move_attack(s.in, 2, 3);
  s.in.disarmed = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::InPosition);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {}}}));
  CHECK_FALSE(p.disadvantage);
}

TEST_CASE("[monster-ai] Appendix B initial check: immobilized, it does not move but attacks if it can",
          "[monster-ai]") {
  auto s = situation(". M C .");
  move_attack(s.in, 3);
  s.in.immobilized = true;
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {{2, 0}}}}));

  auto far = situation("M . . C");
  move_attack(far.in, 3);
  far.in.immobilized = true;
  p = plan_monster_turn(far.in);
  CHECK(p.kind == K::CannotMove);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}

TEST_CASE("[monster-ai] Appendix B initial check: immobilized ranged monster adjacent attacks with disadvantage",
          "[monster-ai]") {
  auto s = situation(". M C .");
  move_attack(s.in, 3, 3);
  s.in.immobilized = true;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{1, 0}, {}, {{2, 0}}}}));
  CHECK(p.disadvantage);
}

TEST_CASE("[monster-ai] Monster Movement: a monster only moves if its action lists a move", "[monster-ai]") {
  auto s = situation("M . C");
  s.in.has_attack = true;  // attack only
  auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::CannotMove);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));

  auto near = situation("M C");
  near.in.has_attack = true;
  p = plan_monster_turn(near.in);
  CHECK(p.kind == K::Attacks);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {{1, 0}}}}));
}

TEST_CASE("[monster-ai] Monster Attacks: without an attack in its action it never attacks, even adjacent",
          "[monster-ai]") {
  auto s = situation("M C");
  s.in.has_move = true;
  s.in.move = 2;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == K::InPosition);
  CHECK(options_of(p) == opts({{{0, 0}, {}, {}}}));
}
