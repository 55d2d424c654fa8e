#pragma once
// Initiative (rules: "Determining Initiative", "Monster Turns", "Spawning Monsters"): the die
// picks each monster type's action column; figures act from the lowest initiative up. The
// character acts before a monster type with the same initiative; two monster types with the same
// initiative: the player decides. A long rest acts at 99.
#include <optional>

#include "engine/kernel/step/context.h"

namespace bnb {

// Rolls the action column of one monster type (emits MonsterActionRolled).
void roll_monster_action(Ctx& ctx, int type_slot);
// Builds this round's order from the character's initiative and the rolled monster actions.
void build_turn_order(Ctx& ctx, int character_initiative);
// A monster added mid-round (rules: "Spawning Monsters") acts this round. If its type still has a
// turn to come this round (or is acting now), it acts then. Otherwise its type (rolling now if it
// has no action this round) gets a turn: right after the acting figure when its initiative has
// passed, else in normal order; several types joining this way act by initiative, and a tie with
// another monster type is the player's decision. That turn is only for monsters from `figure` on.
void join_round(Ctx& ctx, int type_slot, FigureId figure);
int monster_initiative(const Ctx& ctx, int type_slot);
// Spawns a monster during play (spawn_monster) and lets it join the round (join_round): it acts
// this round; a type without an action this round rolls one at once.
std::optional<FigureId> spawn_into_round(Ctx& ctx, int monster_def, Hex at);

}  // namespace bnb
