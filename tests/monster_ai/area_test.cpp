// Rules: "Area of Effect" (rotating and mirroring, gray hex = melee, one red hex within range).
#include "tests/monster_ai/plan_table.h"

namespace bnb::test {

namespace {
// Open ground, five rows of seven hexes, with the monster and the character where each case needs them.
const char* kRotated =  // M [3,2], C [2,1]
    ". . . . . . .\n"
    " . . C . . . .\n"
    "  . . . M . . .\n"
    "   . . . . . . .\n"
    "    . . . . . . .\n";
const char* kMirrored =  // M [1,1], C [3,2]
    ". . . . . . .\n"
    " . M . . . . .\n"
    "  . . . C . . .\n"
    "   . . . . . . .\n"
    "    . . . . . . .\n";
const char* kTwoAway =  // M [0,0], C [1,1]
    "M . . . . . .\n"
    " . C . . . . .\n"
    "  . . . . . . .\n"
    "   . . . . . . .\n"
    "    . . . . . . .\n";

void melee_line_of_two(MonsterTurnInput& in) {
  in.aoe = {{0, 0}, {1, 0}};
  in.aoe_melee = true;
}
}  // namespace

TEST_CASE("[monster-ai] Area of Effect: a melee area is rotated and mirrored to reach the character", "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      {.rule = "Area of Effect: a melee line of two reaches a character two hexes away", .map = "M . C .", .move = 2,
       .kind = K::Attacks, .options = {{{0, 0}, {}, {{2, 0}}}}, .disadvantage = false, .set = melee_line_of_two},
      // Triangle: attacker at [-1,0]; cells [0,0], [1,0], [0,1]. Relative to the attacker that is
      // [1,0], [2,0], [1,1]; turned by 180 degrees, [1,1] becomes [-1,-1].
      {.rule = "Area of Effect: the pattern is rotated", .map = kRotated, .move = 2, .kind = K::Attacks,
       .options = {{{3, 2}, {}, {{2, 1}}}}, .set = [](MonsterTurnInput& in) {
         in.aoe = {{0, 0}, {1, 0}, {0, 1}};
         in.aoe_melee = true;
       }},
      // Cells [0,0], [1,0], [2,-1]: relative to the attacker [3,-1] is reached by rotation only in its
      // own chirality; [2,1] (its mirror image) needs the mirrored pattern.
      {.rule = "Area of Effect: the pattern is mirrored", .map = kMirrored, .move = 2, .kind = K::Attacks,
       .options = {{{1, 1}, {}, {{3, 2}}}}, .set = [](MonsterTurnInput& in) {
         in.aoe = {{0, 0}, {1, 0}, {2, -1}};
         in.aoe_melee = true;
       }},
      // A line of two cannot reach [1,1] from [0,0] (2 away, not in a straight line): it moves. Its
      // neighbours on the map, [1,0] and [0,1], are both adjacent to the character.
      {.rule = "Area of Effect: the character must be inside the pattern", .map = kTwoAway, .move = 2,
       .kind = K::Attacks, .options = {{{0, 1}, {{0, 1}}, {{1, 1}}}, {{1, 0}, {{1, 0}}, {{1, 1}}}},
       .set = melee_line_of_two},
      {.rule = "Area of Effect: a melee area adjacent has no disadvantage and stays", .map = ". . M C .", .move = 1,
       .kind = K::Attacks, .options = {{{2, 0}, {}, {{3, 0}}}}, .disadvantage = false, .set = melee_line_of_two},
  })));
}

TEST_CASE("[monster-ai] Area of Effect: a ranged area is a ranged attack that needs one hex within range",
          "[monster-ai]") {
  check_plan(GENERATE(values<MovePlan>({
      // Ranged line of three, range 2: placed on [2,0]..[4,0] it covers C with [2,0] in range.
      {.rule = "Area of Effect: a ranged area needs only one hex within range", .map = "M . . . C .", .move = 2,
       .kind = K::Attacks, .options = {{{0, 0}, {}, {{4, 0}}}}, .range = 2,
       .set = [](MonsterTurnInput& in) { in.aoe = {{0, 0}, {1, 0}, {2, 0}}; }},
      {.rule = "Area of Effect: a ranged area needs only one hex within range (without the area it comes 2 closer)",
       .map = "M . . . C .", .move = 2, .kind = K::Attacks, .options = {{{2, 0}, {{1, 0}, {2, 0}}, {{4, 0}}}},
       .range = 2},
      {.rule = "Area of Effect: a ranged area is a ranged attack: it steps away from adjacent", .map = ". . M C .",
       .move = 1, .kind = K::Attacks, .options = {{{1, 0}, {{1, 0}}, {{3, 0}}}}, .range = 2, .disadvantage = false,
       .set = [](MonsterTurnInput& in) { in.aoe = {{0, 0}, {1, 0}}; }},
      {.rule = "Focus: extra targets do not change where it goes", .map = "M . . C e", .move = 3, .kind = K::Attacks,
       .options = {{{0, 0}, {}, {{3, 0}}}}, .range = 3, .set = [](MonsterTurnInput& in) { in.targets = 2; }},
  })));
}

}  // namespace bnb::test
