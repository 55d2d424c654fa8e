#include "tools/bnb/hint.h"

#include <algorithm>
#include <cstdio>

#include "tools/bnb/board_view.h"

namespace bnb::cli {

std::string hint_text(const Game& g, const Screen& screen, OddsPool& pool, const OddsOptions& options) {
  const words::Lang& lang = screen.lang();
  if (!g.decision()) return lang.say(words::Sentence::HintNone, {}) + "\n";
  const std::vector<OddsWorker>& workers = pool.workers();
  if (workers.empty()) return lang.say(words::Sentence::HintNoWorkers, {}) + "\n";
  const Decision& d = *g.decision();
  const Odds odds = option_odds(g, workers, options);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", odds.seconds);
  std::string out = lang.say(words::Sentence::HintHead, {{"futures", odds.futures}, {"seconds", seconds}, {"threads", int(workers.size())}}) + "\n";
  const std::string best = " " + padded(lang.say(words::Sentence::HintBest, {}), 6);
  // In the question's order.
  std::vector<int> order(odds.options.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return odds.options[size_t(a)].option < odds.options[size_t(b)].option; });
  for (const int i : order) {
    const OptionOdds& o = odds.options[size_t(i)];
    std::string chance = percent_with_interval(o);
    chance.resize(std::max<size_t>(chance.size(), 15), ' ');
    out += "  " + chance + (i == odds.best ? best : std::string(text_width(best), ' ')) + screen.option_line(g, d, o.option) + "\n";
  }
  if (odds.options.size() < d.options.size())
    out += "  " + lang.say(words::Sentence::HintOthers, {{"n", int(d.options.size() - odds.options.size())}}) + "\n";
  out += "  " + lang.say(words::Sentence::HintFuture, {}) + "\n";
  return out;
}

}  // namespace bnb::cli
