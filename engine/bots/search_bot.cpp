#include "engine/bots/search_bot.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/bots/lookahead.h"

namespace bnb {

namespace {

constexpr int kMaxAnswers = 20000;  // a playout that does not end is scored as a loss
constexpr double kExplore = 0.7;    // UCB1 exploration constant (results lie in [0, 1])
constexpr double kMargin = 0.5;     // an option beats the built-in player's pick by this / sqrt(playouts)

bool worth_searching(DecisionKind k) {
  return k != DecisionKind::UpgradeCards && k != DecisionKind::EquipItems;
}

// A finished game's result: 1 for a win; a loss earns a little for the monsters killed, so that
// among losing lines the one that came closer is preferred.
double result(const Game& g) {
  if (g.over() && g.outcome() == Outcome::Won) return 1.0;
  int monsters = 0, dead = 0;
  for (const Figure& f : g.board().figures)
    if (f.kind == FigureKind::Monster) ++monsters, dead += !f.alive;
  return monsters ? 0.3 * dead / monsters : 0.0;
}

}  // namespace

SearchBot::SearchBot(uint64_t seed, ScriptHost* scripts, SearchOptions options, const BotHints* hints)
    : rng_{seed}, scripts_(scripts), options_(options), guide_(seed, hints) {}

double SearchBot::playout(const Game& game, int option) {
  Game copy(game.content(), scripts_, lookahead_state(game, rng_.next()));
  copy.answer_index(option);
  AutoPlayer player = guide_;  // with the plans it made for this turn
  for (int answers = 0; !copy.over() && copy.decision() && answers < kMaxAnswers; ++answers)
    copy.answer_index(player.choose(copy));
  return result(copy);
}

int SearchBot::choose(const Game& game) {
  const Decision& d = *game.decision();
  const int n = int(d.options.size());
  const int pick = guide_.choose(game);
  if (n < 2 || !worth_searching(d.kind) || options_.budget < 2) return pick;

  // Candidates: the built-in player's pick, then others in a random order.
  std::vector<int> arms{pick};
  std::vector<int> others;
  for (int i = 0; i < n; ++i)
    if (i != pick) others.push_back(i);
  for (size_t i = others.size(); i > 1; --i) std::swap(others[i - 1], others[rng_.below(uint32_t(i))]);
  const int want = std::clamp(options_.budget / 4, 2, std::max(2, options_.max_candidates));
  for (int o : others)
    if (int(arms.size()) < want) arms.push_back(o);

  std::vector<double> sum(arms.size(), 0.0);
  std::vector<int> visits(arms.size(), 0);
  for (int t = 0; t < options_.budget; ++t) {
    size_t a = 0;
    if (t < int(arms.size())) {
      a = size_t(t);
    } else {
      double best = -1;
      for (size_t i = 0; i < arms.size(); ++i) {
        const double ucb = sum[i] / visits[i] + kExplore * std::sqrt(std::log(double(t)) / visits[i]);
        if (ucb > best) best = ucb, a = i;
      }
    }
    sum[a] += playout(game, arms[a]);
    ++visits[a];
  }
  // Another option replaces the built-in player's pick only when it did clearly better: by more
  // than the noise of so few playouts.
  size_t best = 0;
  double best_mean = sum[0] / visits[0];
  for (size_t i = 1; i < arms.size(); ++i) {
    if (!visits[i]) continue;
    const double margin = kMargin / std::sqrt(double(std::min(visits[i], visits[0])));
    if (sum[i] / visits[i] > best_mean + margin) best = i, best_mean = sum[i] / visits[i];
  }
  return arms[best];
}

}  // namespace bnb
