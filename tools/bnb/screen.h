#pragma once
// What the terminal shows: the board (hex map with figures, legend), the character, the
// monsters, the round's monster actions, the elements, the pending decision.
// (Events are worded by engine/game/describe_event.h.)
#include <string>

#include "engine/game/game.h"

namespace bnb::cli {

std::string render_board(const Game& g);
std::string render_decision(const Decision& d);

}  // namespace bnb::cli
