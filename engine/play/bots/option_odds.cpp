#include "engine/play/bots/option_odds.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>

#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/lookahead.h"
#include "engine/play/game/play_to_end.h"

namespace bnb {

namespace {

constexpr int kFirstRound = 8;      // futures of the first round of a time budget
constexpr double kZ95 = 1.959964;

uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// The pick, then the other options: all when there are few, else the ones whose hex is nearest the
// pick's (small changes of a good plan), then the hexless ones, each in the decision's order.
std::vector<int> considered(const Decision& d, int pick, int most, int include) {
  std::vector<int> others;
  for (int i = 0; i < int(d.options.size()); ++i)
    if (i != pick) others.push_back(i);
  if (const std::optional<Hex> at = d.options[size_t(pick)].hex) {
    auto far = [&](int i) {
      const std::optional<Hex>& h = d.options[size_t(i)].hex;
      return h ? distance(*h, *at) : 1 << 20;
    };
    std::stable_sort(others.begin(), others.end(), [&](int a, int b) { return far(a) < far(b); });
  }
  std::vector<int> out{pick};
  if (include >= 0 && include != pick && include < int(d.options.size())) out.push_back(include);
  for (int o : others)
    if (int(out.size()) < std::max(1, most) && o != include) out.push_back(o);
  return out;
}

void wilson(OptionOdds& o) {
  const double n = o.futures, p = n > 0 ? o.wins / n : 0, z2 = kZ95 * kZ95;
  o.chance = p;
  if (n <= 0) return;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = kZ95 / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  o.low = std::max(0.0, centre - half), o.high = std::min(1.0, centre + half);
}

}  // namespace

Odds option_odds(const Game& game, const std::vector<OddsWorker>& workers, const OddsOptions& opt) {
  if (!game.decision()) throw std::invalid_argument("option_odds: the game has no pending decision");
  if (workers.empty()) throw std::invalid_argument("option_odds: no worker");
  const auto start = std::chrono::steady_clock::now();
  const Decision& d = *game.decision();
  AutoPlayer guide(opt.seed, opt.hints);
  const int pick = guide.choose(game);
  const std::vector<int> arms = considered(d, pick, opt.max_options, opt.include);

  Odds out;
  for (int a : arms) out.options.push_back(OptionOdds{a, 0, 0, 0, 0, 0, {}});
  const uint64_t salt = mix(opt.seed ^ mix(uint64_t(game.state().history.size()) + 0x0DD5ull));

  // Plays futures [from, to) of every considered option.
  auto play = [&](int from, int to) {
    std::vector<GameState> states;
    for (int j = from; j < to; ++j) states.push_back(lookahead_state(game, mix(salt + uint64_t(j) + 1)));
    const int per = to - from, jobs = per * int(arms.size());
    for (OptionOdds& o : out.options) o.won.resize(size_t(to), 0);
    std::atomic<int> next{0};
    auto work = [&](const OddsWorker& w) {
      for (int job; (job = next.fetch_add(1)) < jobs;) {
        const size_t arm = size_t(job / per), j = size_t(job % per);
        const int option = arms[arm];
        Game copy(*w.db, w.scripts, states[j]);
        AutoPlayer player = guide;  // with its plans for this turn, following the option
        player.answered(game, option);
        copy.answer_index(option);
        play_to_end(copy, player);  // a playout that does not end counts as a loss
        out.options[arm].won[size_t(from) + j] = copy.over() && copy.outcome() == Outcome::Won;
      }
    };
    std::vector<std::thread> threads;
    for (size_t t = 1; t < workers.size() && int(t) < jobs; ++t) threads.emplace_back(work, std::cref(workers[t]));
    work(workers[0]);
    for (std::thread& t : threads) t.join();
    out.playouts += jobs;
  };

  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  if (opt.futures > 0) {
    // Fixed futures, in rounds only so that a progress bar moves.
    const int step = std::max(kFirstRound, opt.futures / 8);
    for (int done = 0; done < opt.futures;) {
      const int to = std::min(opt.futures, done + step);
      play(done, to);
      done = to;
      if (opt.progress) opt.progress(done, opt.futures);
    }
    out.futures = opt.futures;
  } else {
    int done = 0;
    for (int size = kFirstRound;; size = done) {
      const double before = elapsed();
      play(done, done + size);
      done += size;
      if (opt.progress) opt.progress(done, 0);
      const double round = elapsed() - before;  // the next round is as big as all before it
      if (elapsed() + round * double(done) / double(size) > opt.seconds) break;
    }
    out.futures = done;
  }
  for (OptionOdds& o : out.options) {
    o.futures = out.futures;
    o.wins = int(std::count(o.won.begin(), o.won.end(), uint8_t(1)));
    wilson(o);
  }
  out.best = 0;
  for (int i = 1; i < int(out.options.size()); ++i)
    if (out.options[size_t(i)].wins > out.options[size_t(out.best)].wins) out.best = i;
  out.seconds = elapsed();
  return out;
}

bool clearly_worse(const Odds& odds, int a, int b, double z, double min_gap) {
  const std::vector<uint8_t>& x = odds.options[size_t(a)].won;
  const std::vector<uint8_t>& y = odds.options[size_t(b)].won;
  const size_t m = std::min(x.size(), y.size());
  if (m < 2) return false;
  double sum = 0, sq = 0;
  for (size_t j = 0; j < m; ++j) {
    const double dj = double(y[j]) - double(x[j]);
    sum += dj, sq += dj * dj;
  }
  const double mean = sum / double(m);
  const double var = std::max(0.0, (sq - double(m) * mean * mean) / double(m - 1));
  return mean > min_gap && mean > z * std::sqrt(var / double(m));
}

}  // namespace bnb
