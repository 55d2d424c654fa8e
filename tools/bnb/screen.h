#pragma once
// What the terminal shows: the board (hex map with figures, legend), the character, the
// monsters, the round's monster actions, the elements, the pending decision; and events as text.
#include <string>

#include "engine/campaign/campaign_flow.h"
#include "engine/events/event.h"
#include "engine/game/game.h"

namespace bnb::cli {

std::string render_board(const Game& g);
std::string render_decision(const Decision& d);
std::string render_decision(const CampaignDecision& d);
// One short line for an event ("" for events not worth a line).
std::string event_text(const Game& g, const Event& e);

}  // namespace bnb::cli
