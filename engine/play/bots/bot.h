#pragma once
// The players that answer a game's decisions unattended. Every bot chooses an option index of the
// pending decision, sees only what a player sees (the decision and the board, never the dice to
// come) and is deterministic for its seed.
//   random     a uniformly random legal option (the baseline and the speed benchmark)
//   heuristic  the built-in player (auto_player.h), valuing every ability the decision describes
//   search     plans by playing the game forward on re-seeded copies (search_bot.h)
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "engine/play/game/game.h"

namespace bnb {

class BotHints;
class SetupAnswers;

class Bot {
 public:
  virtual ~Bot() = default;
  // The index of the option to answer `game`'s pending decision with (game.decision() is set).
  virtual int choose(const Game& game) = 0;
};

enum class BotKind : uint8_t { Random, Heuristic, Search };
std::string_view bot_kind_name(BotKind k);
std::optional<BotKind> parse_bot_kind(std::string_view name);

// The search bot's default budget (playouts per decision), for the bot and for `bnb sim --budget`.
inline constexpr int kSearchBudget = 128;
// Its playouts at a setup decision (the items to carry, the card upgrades), every option a candidate.
inline constexpr int kSetupSearchBudget = 4096;

struct BotConfig {
  BotKind kind = BotKind::Heuristic;
  uint64_t seed = 1;
  int budget = kSearchBudget;        // search: playouts per decision, at most
  ScriptHost* scripts = nullptr;     // search: the host its look-ahead copies run scripts with
  const BotHints* hints = nullptr;   // heuristic and search: what scripted abilities are worth
  SetupAnswers* setup_answers = nullptr;  // search: the setup's answers shared by games of one content
};
std::unique_ptr<Bot> make_bot(const BotConfig& config);

}  // namespace bnb
