#include "tools/bnb/hint.h"

#include <algorithm>
#include <cstdio>

namespace bnb::cli {

std::string hint_text(const Game& g, const Screen& screen, OddsPool& pool, const OddsOptions& options) {
  if (!g.decision()) return "There is no question to hint at.\n";
  const std::vector<OddsWorker>& workers = pool.workers();
  if (workers.empty()) return "The hint could not load the content for its threads.\n";
  const Decision& d = *g.decision();
  const Odds odds = option_odds(g, workers, options);
  char head[200];
  std::snprintf(head, sizeof head, "Hint: the chance to win of each option, from %d futures each (%.1f s, %zu thread%s):\n",
                odds.futures, odds.seconds, workers.size(), workers.size() == 1 ? "" : "s");
  std::string out = head;
  // In the question's order.
  std::vector<int> order(odds.options.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return odds.options[size_t(a)].option < odds.options[size_t(b)].option; });
  for (const int i : order) {
    const OptionOdds& o = odds.options[size_t(i)];
    std::string chance = percent_with_interval(o);
    chance.resize(std::max<size_t>(chance.size(), 15), ' ');
    out += "  " + chance + (i == odds.best ? " best  " : "       ") + screen.option_line(g, d, o.option) + "\n";
  }
  if (odds.options.size() < d.options.size())
    out += "  (" + std::to_string(d.options.size() - odds.options.size()) +
           " other options not estimated: the hint weighs the built-in player's pick and the options nearest it.)\n";
  out += "  A future: the dice after this question sampled anew, never the real ones; the range is 95% sure.\n";
  return out;
}

}  // namespace bnb::cli
