#pragma once
// What the terminal shows: the board (hex map with figures, legend), the character, the
// monsters, the round's monster actions, the elements, the pending decision.
// (Events are worded by engine/game/describe_event.h.)
#include <string>

#include "engine/campaign/campaign_flow.h"
#include "engine/events/event.h"
#include "engine/game/game.h"

namespace bnb::cli {

std::string render_board(const Game& g);
std::string render_decision(const Decision& d);
std::string render_decision(const CampaignDecision& d);

}  // namespace bnb::cli
