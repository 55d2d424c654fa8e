// Rules: "Focus", "No Focus", Appendix B "Initial check".
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

namespace {
const std::vector<Expected> kStays = {{{0, 0}, {}, {}}};  // the monster at [0,0] neither moves nor attacks
}  // namespace

TEST_CASE("[monster-ai] No Focus: a monster without a focus neither moves nor attacks", "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {.rule = "No Focus: an invisible character is not a focus: no move, no attack", .map = "M . . C", .move = 3,
       .kind = K::NoFocusInvisible, .options = kStays, .set = [](MonsterTurnInput& in) { in.focus_invisible = true; }},
      // [1,0] and the whole column [1,*] are obstacles.
      {.rule = "No Focus: walled off, no attack hex can be reached even with unlimited movement",
       .map = "M # . C\n . # . .\n", .move = 9, .kind = K::NoFocusUnreachable, .options = kStays},
      // The character's only neighbours are allies: no attack hex is unoccupied.
      {.rule = "Appendix B initial check: no path because other figures fill every attack hex", .map = "M . a C a",
       .move = 4, .kind = K::NoFocusUnreachable, .options = kStays},
      // Its own hex is an attack hex: range counts through obstacles.
      {.rule = "No Focus: a ranged monster that cannot reach anything still attacks in range", .map = "M # # C",
       .move = 2, .kind = K::Attacks, .options = {{{0, 0}, {}, {{3, 0}}}}, .range = 3},
  })));
}

TEST_CASE("[monster-ai] Appendix B initial check: disarmed, immobilized or without an attack ability", "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {.rule = "Appendix B initial check: disarmed, it moves as if for a single-target melee attack",
       .map = "M . . . C", .move = 3, .kind = K::MovesIntoPosition, .options = {{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {}}},
       .range = 3, .set = [](MonsterTurnInput& in) { in.disarmed = true; }},
      {.rule = "Appendix B initial check: without an attack ability it moves as if for a melee attack",
       .map = "M . . . . C", .move = 2, .kind = K::MovesCloser, .options = {{{2, 0}, {{1, 0}, {2, 0}}, {}}},
       .set = [](MonsterTurnInput& in) { in.has_attack = false; }},
      {.rule = "Appendix B initial check: disarmed and adjacent, it stays", .map = ". M C .", .move = 2,
       .kind = K::InPosition, .options = {{{1, 0}, {}, {}}}, .range = 3, .disadvantage = false,
       .set = [](MonsterTurnInput& in) { in.disarmed = true; }},
      {.rule = "Appendix B initial check: immobilized, it does not move but attacks if it can", .map = ". M C .",
       .move = 3, .kind = K::Attacks, .options = {{{1, 0}, {}, {{2, 0}}}},
       .set = [](MonsterTurnInput& in) { in.immobilized = true; }},
      {.rule = "Appendix B initial check: immobilized and out of reach, it neither moves nor attacks", .map = "M . . C",
       .move = 3, .kind = K::CannotMove, .options = kStays, .set = [](MonsterTurnInput& in) { in.immobilized = true; }},
      {.rule = "Appendix B initial check: immobilized ranged monster adjacent attacks with disadvantage",
       .map = ". M C .", .move = 3, .kind = K::Attacks, .options = {{{1, 0}, {}, {{2, 0}}}}, .range = 3,
       .disadvantage = true, .set = [](MonsterTurnInput& in) { in.immobilized = true; }},
  })));
}

TEST_CASE("[monster-ai] Monster Movement and Monster Attacks: only the abilities its action lists", "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      // Attack only (no move ability): it stays, attacking when adjacent.
      {.rule = "Monster Movement: a monster only moves if its action lists a move", .map = "M . C", .move = 0,
       .kind = K::CannotMove, .options = kStays},
      {.rule = "Monster Movement: a monster only moves if its action lists a move (adjacent, it attacks)",
       .map = "M C", .move = 0, .kind = K::Attacks, .options = {{{0, 0}, {}, {{1, 0}}}}},
      {.rule = "Monster Attacks: without an attack in its action it never attacks, even adjacent", .map = "M C",
       .move = 2, .kind = K::InPosition, .options = kStays,
       .set = [](MonsterTurnInput& in) { in.has_attack = false; }},
  })));
}

}  // namespace bnb::test
