#include "engine/play/bots/search_bot.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/play/bots/lookahead.h"
#include "engine/play/game/play_to_end.h"

namespace bnb {

namespace {

constexpr int kProbe = 2;           // futures every candidate is played on first
constexpr int kStopFrom = 1;         // from this round of halving on, a leading pick ends the search
constexpr double kConfidence = 1.0; // another option must beat the pick by this many standard errors

// Picking the better of two modifier results is arithmetic.
bool worth_searching(DecisionKind k) { return k != DecisionKind::ChooseModifier; }

// Made once before the scenario, and worth more of the budget.
bool setup_decision(DecisionKind k) { return k == DecisionKind::UpgradeCards || k == DecisionKind::EquipItems; }

// The round's two cards decide its plan, its initiative and which cards are lost by its end: the
// decision a hand runs out of cards by. It gets this many times the budget.
constexpr int kSelectFactor = 2;
bool round_decision(DecisionKind k) { return k == DecisionKind::SelectCards; }

// SplitMix64's finalizer: independent streams from (seed, decision, future).
uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
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

constexpr uint64_t kSetupSeed = 0x5E7A9ull;  // the setup's samples and its built-in player

double mean(const std::vector<double>& v) { return v.empty() ? 0.0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size()); }

}  // namespace

SearchBot::SearchBot(uint64_t seed, ScriptHost* scripts, SearchOptions options, const BotHints* hints,
                     SetupAnswers* setup_answers)
    : seed_{seed}, scripts_(scripts), options_(options), hints_(hints), setup_answers_(setup_answers), guide_(seed, hints) {}

std::optional<int> SetupAnswers::find_or_claim(const std::string& key) {
  std::unique_lock<std::mutex> lock(mutex_);
  done_.wait(lock, [&] { return !searching_.contains(key); });
  if (const auto it = answers_.find(key); it != answers_.end()) return it->second;
  searching_.insert(key);
  return std::nullopt;
}

void SetupAnswers::add(const std::string& key, int answer) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    answers_.emplace(key, answer);
    searching_.erase(key);
  }
  done_.notify_all();
}

void SetupAnswers::abandon(const std::string& key) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    searching_.erase(key);
  }
  done_.notify_all();
}

double SearchBot::playout(const Game& game, const AutoPlayer& guide, int option, uint64_t seed) {
  ++playouts_;
  Game copy(game.content(), scripts_, lookahead_state(game, seed));
  AutoPlayer player = guide;  // with the plans it made for this turn, following the option
  player.answered(game, option);
  copy.answer_index(option);
  play_to_end(copy, player);  // a playout that does not end is scored as a loss
  return result(copy);
}

// The pick, then the other options: all of them when there are few, else the ones whose hex is
// nearest the pick's (small changes of a good plan), ties and hexless options in a sampled order.
std::vector<int> SearchBot::candidates(const Game& game, int pick, uint64_t salt) const {
  const Decision& d = *game.decision();
  const int n = int(d.options.size());
  std::vector<int> others;
  for (int i = 0; i < n; ++i)
    if (i != pick) others.push_back(i);
  Rng order{salt};
  for (size_t i = others.size(); i > 1; --i) std::swap(others[i - 1], others[order.below(uint32_t(i))]);
  const std::optional<Hex> at = d.options[size_t(pick)].hex;
  if (at) {
    auto far = [&](int i) {
      const std::optional<Hex>& h = d.options[size_t(i)].hex;
      return h ? distance(*h, *at) : 1 << 20;
    };
    std::stable_sort(others.begin(), others.end(), [&](int a, int b) { return far(a) < far(b); });
  }
  const int most = setup_decision(d.kind) ? n : std::max(2, options_.max_candidates);
  std::vector<int> arms{pick};
  for (int o : others)
    if (int(arms.size()) < most) arms.push_back(o);
  return arms;
}

int SearchBot::choose(const Game& game) {
  const int pick = guide_.choose(game);
  const long before = playouts_;
  const bool setup = setup_decision(game.decision()->kind);
  // This decision's samples: from the bot's seed and how many answers came before, nothing else.
  const int answer = setup ? setup_answer(game)
                           : search(game, pick, guide_, mix(seed_ ^ mix(uint64_t(game.state().history.size()) + 0x5EA5C4ull)));
  if (setup) setup_playouts_ += playouts_ - before;
  guide_.answered(game, answer);  // its plans for the rest of the turn follow the answer
  return answer;
}

// Before the setup's decisions nothing was rolled (the generator's first draw comes after them), so
// with samples and a built-in player that do not depend on the seed either, the answer is the same
// for every seed of a setup: with setup_answers_ it is searched once and kept for the other games.
int SearchBot::setup_answer(const Game& game) {
  const GameState& st = game.state();
  std::string key = std::to_string(st.setup.scenario) + " " + st.setup.class_id + " " + std::to_string(st.setup.level) + " " +
                    st.setup.difficulty + " " + std::to_string(options_.setup_budget) + " items";
  for (int i : st.setup.items_available) key += " " + std::to_string(i);
  key += " answers";
  for (uint16_t a : st.history) key += " " + std::to_string(a);
  if (setup_answers_)
    if (const std::optional<int> known = setup_answers_->find_or_claim(key)) return *known;
  AutoPlayer canon(kSetupSeed, hints_);
  int answer = -1;
  try {
    answer = search(game, canon.choose(game), canon, mix(kSetupSeed ^ mix(uint64_t(st.history.size()) + 0x5EA5C4ull)));
  } catch (...) {
    if (setup_answers_) setup_answers_->abandon(key);
    throw;
  }
  if (setup_answers_) setup_answers_->add(key, answer);
  return answer;
}

int SearchBot::search(const Game& game, int pick, const AutoPlayer& guide, uint64_t salt) {
  const Decision& d = *game.decision();
  const int n = int(d.options.size());
  const int given = setup_decision(d.kind) ? options_.setup_budget : options_.budget;
  if (n < 2 || !worth_searching(d.kind) || given < 2) return pick;
  const int budget = given * (round_decision(d.kind) ? kSelectFactor : 1);

  const std::vector<int> arms = candidates(game, pick, salt);
  const size_t k = arms.size();
  // At least two rounds: with two candidates the pick still leading after the first half of the
  // budget ends the search there, as it does after the second round with more candidates.
  int rounds = 2;
  while ((size_t(1) << rounds) < k) ++rounds;
  const int per_round = std::max(int(k), budget / rounds);

  // results[a][j]: arm a on future j. Every living arm has been played on the same futures.
  std::vector<std::vector<double>> results(k);
  std::vector<size_t> alive(k);
  std::iota(alive.begin(), alive.end(), size_t(0));
  int futures = 0;
  auto play_alive = [&](int m) {
    for (int j = 0; j < m; ++j, ++futures) {
      const uint64_t future = mix(salt + uint64_t(futures) + 1);
      for (size_t a : alive) results[a].push_back(playout(game, guide, arms[a], future));
    }
  };
  // A probe: when every candidate does the same on a few futures, the choice does not matter here.
  play_alive(kProbe);
  bool same = true;
  for (size_t a = 1; a < k && same; ++a) same = results[a] == results[0];
  if (same) return pick;
  for (int r = 0; r < rounds && alive.size() > 1; ++r) {
    play_alive(std::max(1, per_round / int(alive.size()) - (r == 0 ? kProbe : 0)));
    // Keep the better half, and the pick (the answer unless another proves better). When the pick
    // leads after the second round, the rest of the budget would most likely only confirm it.
    std::vector<size_t> order = alive;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return mean(results[a]) > mean(results[b]); });
    if (r >= kStopFrom && mean(results[0]) >= mean(results[order[0]])) return pick;
    const size_t keep = (alive.size() + 1) / 2;
    alive.assign(order.begin(), order.begin() + long(keep));
    if (std::find(alive.begin(), alive.end(), size_t(0)) == alive.end()) alive.push_back(0);
  }
  // The best of the last ones standing, if it beat the pick on the same futures by more than noise.
  size_t best = 0;
  for (size_t a : alive)
    if (mean(results[a]) > mean(results[best])) best = a;
  if (best == 0) return pick;
  const std::vector<double>& x = results[best];
  const std::vector<double>& y = results[0];
  const size_t m = std::min(x.size(), y.size());
  double sum = 0, sq = 0;
  for (size_t j = 0; j < m; ++j) {
    const double dj = x[x.size() - m + j] - y[y.size() - m + j];
    sum += dj, sq += dj * dj;
  }
  const double md = sum / double(m);
  const double var = m > 1 ? std::max(0.0, (sq - double(m) * md * md) / double(m - 1)) : 1.0;
  return md > kConfidence * std::sqrt(var / double(m)) ? arms[best] : pick;
}

}  // namespace bnb
