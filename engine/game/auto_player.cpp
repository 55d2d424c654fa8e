#include "engine/game/auto_player.h"

#include <algorithm>
#include <climits>

#include "engine/cards/piles.h"

namespace bnb {

namespace {

// Hex distance to the nearest living monster (a large number when there is none).
int nearest_enemy_distance(const Board& b, Hex h) {
  int best = 1 << 16;
  for (const Figure& f : b.figures)
    if (f.alive && f.kind == FigureKind::Monster) best = std::min(best, distance(h, f.hex));
  return best;
}

int find_key_prefix(const Decision& d, std::string_view prefix) {
  for (size_t i = 0; i < d.options.size(); ++i)
    if (d.options[i].key.rfind(prefix, 0) == 0) return int(i);
  return -1;
}

int count_pile(const Board& b, Pile p) {
  int n = 0;
  for (const CardState& c : b.hero.cards) n += c.pile == p;
  return n;
}

}  // namespace

int AutoPlayer::choose(const Game& game) {
  const Decision& d = *game.decision();
  const Board& b = game.board();
  const int n = int(d.options.size());
  const Figure& hero = b.fig(b.character());
  switch (d.kind) {
    case DecisionKind::SelectCards: {
      const int hand = count_pile(b, Pile::Hand);
      const int rest = find_key_prefix(d, "long_rest");
      if (rest >= 0 && (hand < 2 || (count_pile(b, Pile::Discard) >= hand && hero.hp <= hero.max_hp / 2))) return rest;
      const int pairs = rest >= 0 ? n - 1 : n;
      return pairs > 0 ? int(rng_.below(uint32_t(pairs))) : 0;
    }
    case DecisionKind::ChooseAction: {
      // Prefer card actions over basic ones; attack when an enemy is adjacent or in reach.
      std::vector<int> card_actions;
      for (int i = 0; i < n; ++i)
        if (d.options[size_t(i)].key.rfind("action", 0) == 0) card_actions.push_back(i);
      if (card_actions.empty()) return 0;
      return card_actions[rng_.below(uint32_t(card_actions.size()))];
    }
    case DecisionKind::MoveDestination: {
      int best = 0, best_score = INT_MAX;
      for (int i = 0; i < n; ++i) {
        const Option& o = d.options[size_t(i)];
        const Hex h = o.has_hex ? o.hex : hero.hex;
        const int hz = o.text.find("hazard") != std::string::npos ? 10 : 0;
        const int score = std::max(0, nearest_enemy_distance(b, h) - 1) * 2 + hz;
        if (score < best_score) best_score = score, best = i;
      }
      return best;
    }
    case DecisionKind::ChooseTarget: return n > 1 ? 1 : 0;
    case DecisionKind::PlaceArea: {
      int best = 0;
      size_t most = 0;
      for (int i = 0; i < n; ++i) {
        const size_t hits = size_t(std::count(d.options[size_t(i)].key.begin(), d.options[size_t(i)].key.end(), ' '));
        if (d.options[size_t(i)].key != "skip" && hits > most) most = hits, best = i;
      }
      return best;
    }
    case DecisionKind::NegateDamage: {
      // Negate only what would exhaust: prefer discarding over losing.
      const int amount = std::atoi(d.prompt.c_str() + d.prompt.find_first_of("0123456789"));
      if (amount < hero.hp) return 0;
      for (std::string_view p : {"discard ", "discard2", "lose"})
        if (const int i = find_key_prefix(d, p); i >= 0) return i;
      return 0;
    }
    case DecisionKind::ShortRest: {
      const int hand = count_pile(b, Pile::Hand);
      return (hand < 2 || count_pile(b, Pile::Discard) >= 2) ? 1 : 0;
    }
    case DecisionKind::ForcedMove: return n > 1 ? 1 : 0;
    case DecisionKind::DismissBonus:
    case DecisionKind::RedrawLoss:
      return 0;
    default: {
      // perform / apply / consume / heal / recover / use come first where they exist.
      for (std::string_view p : {"perform", "apply", "consume", "heal", "recover", "use", "rest", "first"})
        if (const int i = find_key_prefix(d, p); i >= 0) return i;
      return int(rng_.below(uint32_t(n)));
    }
  }
}

}  // namespace bnb
