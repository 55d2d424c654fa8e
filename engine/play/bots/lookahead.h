#pragma once
// Look-ahead copies of a game for bots that plan by playing forward. A copy replays everything up
// to the pending decision exactly (what the player has seen), but every random draw after it comes
// from `seed` instead of the real generator: the monster and modifier rolls it plans against are
// samples, not the real ones. The real game never reaches this (only the copy's RNG is forked).
#include <cstdint>

#include "engine/play/game/game.h"

namespace bnb {

// The state of `game` with its future re-seeded from `seed`.
GameState lookahead_state(const Game& game, uint64_t seed);

}  // namespace bnb
