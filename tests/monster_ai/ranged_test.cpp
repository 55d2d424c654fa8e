// Rules: "Monster Movement" (moving away from an adjacent target), "Advantage and Disadvantage",
// "Muddle", and the ruling on muddled ranged monsters.
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

TEST_CASE("[monster-ai] Appendix B: a ranged attacker next to the character steps away to avoid disadvantage, or attacks with it",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {.rule = "Appendix B: ranged attacker steps away to avoid disadvantage", .map = ". . M C .", .move = 2,
       .kind = K::Attacks, .options = {{{1, 0}, {{1, 0}}, {{3, 0}}}}, .range = 3, .disadvantage = false,
       .holds = [](const MonsterTurnPlan& p) { return p.why.steps_away; }},
      //   row 0: [0,0]..[3,0]
      //   row 1: [0,1] . [1,1] M [2,1] C [3,1] .
      //   row 2: [0,2]..[3,2]
      {.rule = "Appendix B: every equally short step away is offered",
       .map = ". . . .\n"
              " . M C .\n"
              "  . . . .\n",
       .move = 1, .kind = K::Attacks,
       .options = {{{0, 1}, {{0, 1}}, {{2, 1}}}, {{0, 2}, {{0, 2}}, {{2, 1}}}, {{1, 0}, {{1, 0}}, {{2, 1}}}},
       .range = 3},
      {.rule = "Ruling: a muddled ranged monster does not step away", .map = ". . M C .", .move = 2, .kind = K::Attacks,
       .options = {{{2, 0}, {}, {{3, 0}}}}, .range = 3, .disadvantage = true,
       .set = [](MonsterTurnInput& in) { in.muddled = true; }},
      {.rule = "Disadvantage: a ranged attacker that cannot step away attacks with disadvantage", .map = "# M C .",
       .move = 2, .kind = K::Attacks, .options = {{{1, 0}, {}, {{2, 0}}}}, .range = 3, .disadvantage = true},
      {.rule = "Path Priority: a ranged attacker does not step away into a hazard", .map = "^ M C .", .move = 2,
       .kind = K::Attacks, .options = {{{1, 0}, {}, {{2, 0}}}}, .range = 3, .disadvantage = true},
      // Jumping, it would not land on the hazard [1,0]; [0,0] is 3 from the character.
      {.rule = "Disadvantage: stepping away must stay in range", .map = ". ^ M C", .move = 2, .jump = true,
       .kind = K::Attacks, .options = {{{2, 0}, {}, {{3, 0}}}}, .range = 2, .disadvantage = true},
      {.rule = "Disadvantage: stepping away must stay in range (in range from there)", .map = ". ^ M C", .move = 2,
       .jump = true, .kind = K::Attacks, .options = {{{0, 0}, {{0, 0}}, {{3, 0}}}}, .range = 3,
       .disadvantage = false},
  })));
}

TEST_CASE("[monster-ai] Monster Movement: a ranged attacker moves only until the character is in range", "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {.rule = "Monster Movement: a ranged attacker moves only until the character is in range",
       .map = "M . . . . C", .move = 4, .kind = K::Attacks, .options = {{{3, 0}, {{1, 0}, {2, 0}, {3, 0}}, {{5, 0}}}},
       .range = 2},
      {.rule = "Monster Movement: a ranged attacker in range and not adjacent stays", .map = ". M . . C", .move = 3,
       .kind = K::Attacks, .options = {{{1, 0}, {}, {{4, 0}}}}, .range = 3, .disadvantage = false},
  })));
}

}  // namespace bnb::test
