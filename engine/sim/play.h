#pragma once
// Plays one game with a bot and records it (record.h).
#include <atomic>

#include "engine/bots/bot.h"
#include "engine/sim/record.h"

namespace bnb::sim {

// Plays `setup` to the end with `bot`. When `stop` becomes true the game is abandoned and the record's
// `end` is "unfinished".
GameRecord play_recorded(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, Bot& bot,
                         std::string_view bot_name, const std::atomic<bool>* stop = nullptr);

// Blanks a card's printed actions (both sides): it is still drawn and played, but only as the basic
// Attack 2 / Move 2 (the ablation of `bnb sim --without`). False when no card has that id.
bool blank_card(ContentDb& db, const std::string& card_id);

}  // namespace bnb::sim
