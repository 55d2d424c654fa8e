#pragma once
// Taking back answers within a scenario. A game is its setup and its answers (game.h), so the game
// after an undo is the same setup with fewer answers, replayed: nothing of the undone answers stays.
//
// What may be taken back depends on the mode:
//   honest  back to the last moment new random information was revealed, no further: the player
//           may reconsider a move, not roll a die again. A die rolled (a modifier, a monster's
//           action, a short rest's random card, a script's random choice) is a draw from the game's
//           one generator (engine/base/core/rng.h), whose state only moves forward; so the answers since
//           the generator last moved are exactly the ones that revealed nothing.
//   free    back to the start of the scenario. Nothing is rolled again: the generator lives in the
//           board, so the same seed gives the same rolls in the same order, and a player who
//           undoes past a roll knows what comes next.
#include <cstddef>
#include <optional>
#include <string_view>

#include "engine/play/game/game.h"

namespace bnb {

enum class UndoMode : uint8_t { Honest, Free };
std::optional<UndoMode> parse_undo_mode(std::string_view name);  // "honest" | "free"
std::string_view undo_mode_name(UndoMode m);

// How many of the answers given in `game` can be taken back in `mode` (0 when none). `scripts`:
// the host the game runs its scripts with.
size_t undoable(const Game& game, ScriptHost* scripts, UndoMode mode);

// The game with its last `count` answers taken back: the same setup and the answers before them,
// replayed (its events are those of the whole replay; a caller that has shown them already drops
// them). `count` must not exceed the answers given.
Game undo_answers(const Game& game, ScriptHost* scripts, size_t count);

}  // namespace bnb
