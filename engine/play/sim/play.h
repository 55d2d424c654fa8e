#pragma once
// Plays one game with a bot and records it (record.h).
#include <atomic>

#include "engine/play/bots/bot.h"
#include "engine/play/sim/record.h"

namespace bnb::sim {

// The setup of a `bnb sim` game: every item of the content available to carry. `level` 0 is the
// scenario's own.
GameSetup sim_setup(const ContentDb& db, int scenario, const std::string& class_id, uint64_t seed, int level,
                    const std::string& difficulty);

// Plays `setup` to the end with `bot`. When `stop` becomes true the game is abandoned and the record's
// `end` is "unfinished".
GameRecord play_recorded(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, Bot& bot,
                         std::string_view bot_name, const std::atomic<bool>* stop = nullptr);

// One game of `bnb sim`: a bot made from `config` (seeded with the game's seed) plays `setup`.
GameRecord play_bot_game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, BotConfig config,
                         const std::atomic<bool>* stop = nullptr);

// Blanks a card's printed actions (both sides): it is still drawn and played, but only as the basic
// Attack 2 / Move 2 (the ablation of `bnb sim --without`). False when no card has that id.
bool blank_card(ContentDb& db, const std::string& card_id);

// A card blanked for as long as this lives, then given its actions back: the games of an ablation
// run share one loaded content, each game blanking its own card.
class BlankedCard {
 public:
  BlankedCard(ContentDb& db, const std::string& card_id);  // an empty id blanks nothing
  ~BlankedCard();
  BlankedCard(const BlankedCard&) = delete;
  BlankedCard& operator=(const BlankedCard&) = delete;
  bool found() const { return !saved_.empty(); }

 private:
  ContentDb& db_;
  std::vector<std::pair<size_t, CardDef>> saved_;  // card index, its definition before
};

}  // namespace bnb::sim
