#pragma once
// Runs the monster planner (monsters/ai.h) on the live board and carries out its choice.
#include "engine/kernel/step/context.h"
#include "engine/rules/monsters/ai.h"

namespace bnb {

MonsterTurnInput planner_input(const Ctx& ctx, FigureId id, const Ability* move, const Ability* attack);
// The same into `in`, keeping the buffers of its vectors.
void planner_input(const Ctx& ctx, FigureId id, const Ability* move, const Ability* attack, MonsterTurnInput& in);
// The move ability, planned for the attack that follows it (if any). Ties: the player decides.
void monster_move(Ctx& ctx, FigureId id, const Ability& move, const Ability* attack);
// Whether the attack can hit the focus (the character) from where the monster stands: not
// disarmed, the character visible, in range counted around walls and in sight (can_attack_hex, as
// the attack itself asks) or inside an area placement.
bool monster_can_attack(const Ctx& ctx, FigureId id, const Ability& attack);
// The attack ability on the focus (the character), if it is a legal target from here.
void monster_attack(Ctx& ctx, FigureId id, const Ability& attack);

}  // namespace bnb
