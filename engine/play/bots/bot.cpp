#include "engine/play/bots/bot.h"

#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/random_bot.h"
#include "engine/play/bots/search_bot.h"

namespace bnb {

std::string_view bot_kind_name(BotKind k) {
  switch (k) {
    case BotKind::Random: return "random";
    case BotKind::Heuristic: return "heuristic";
    case BotKind::Search: return "search";
  }
  return "?";
}

std::optional<BotKind> parse_bot_kind(std::string_view name) {
  for (BotKind k : {BotKind::Random, BotKind::Heuristic, BotKind::Search})
    if (bot_kind_name(k) == name) return k;
  return std::nullopt;
}

std::unique_ptr<Bot> make_bot(const BotConfig& c) {
  switch (c.kind) {
    case BotKind::Random: return std::make_unique<RandomBot>(c.seed);
    case BotKind::Heuristic: return std::make_unique<AutoPlayer>(c.seed, c.hints);
    case BotKind::Search: return std::make_unique<SearchBot>(c.seed, c.scripts, SearchOptions{c.budget}, c.hints, c.setup_answers);
  }
  return nullptr;
}

}  // namespace bnb
