#pragma once
// The look-ups at bnb play's prompts: they answer nothing, the question stays open.
#include <optional>
#include <string>

#include "engine/play/game/game.h"
#include "tools/bnb/screen.h"

namespace bnb::cli {

// A look-up in a scenario (`?` lists them): the text to show, or nothing when `line` is none.
std::optional<std::string> game_lookup(const Game& g, Screen& screen, const std::string& line);
// At a campaign decision: a class's or a scenario's card.
std::optional<std::string> campaign_lookup(const ContentDb& db, const std::string& line, const words::Lang& lang);
// The items the campaign offers that cannot be equipped now, and why (shown with the equip question).
std::string refused_items(const Game& g, const words::Lang& lang);

}  // namespace bnb::cli
