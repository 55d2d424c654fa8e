#pragma once
// Placing and spawning monsters (rules: "Spawning Monsters").
#include <optional>

#include "engine/kernel/step/context.h"

namespace bnb {

// Adds a monster figure of `monster_def` at `at`, or at the closest empty hex when `at` is taken
// (ties: the player decides). Returns the figure, or nullopt when no hex is free. During play the
// new monster also joins the round: use spawn_into_round (round/initiative.h).
std::optional<FigureId> spawn_monster(Ctx& ctx, int monster_def, Hex at);
// An empty hex (rules: "Terrain"): on the map, no figure and no terrain: not an obstacle, an
// objective, difficult terrain or a hazard (a pressure plate counts as empty).
bool is_empty_hex(const Board& b, Hex h);
// Setup-time placement without events or rolls.
FigureId place_monster(Board& b, const ContentDb& db, int monster_def, Hex at, int number);
int next_monster_number(const Board& b, int monster_def);

}  // namespace bnb
