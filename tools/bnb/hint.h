#pragma once
// The terminal's hint (`h` at a prompt): each option's chance to win as the search bot estimates
// it (engine/play/bots/option_odds.h), beside the option's own line, the best marked. Asking changes
// nothing in the game.
#include <string>

#include "engine/play/bots/option_odds.h"
#include "tools/bnb/odds_pool.h"
#include "tools/bnb/screen.h"

namespace bnb::cli {

std::string hint_text(const Game& g, const Screen& screen, OddsPool& pool, const OddsOptions& options);

}  // namespace bnb::cli
