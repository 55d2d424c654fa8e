#include "engine/play/bots/review.h"

#include <chrono>
#include <stdexcept>

namespace bnb {

Review review_game(const ContentDb& db, const GameSetup& setup, const std::vector<std::string>& answers,
                   const std::vector<OddsWorker>& workers, const ReviewOptions& opt) {
  if (workers.empty()) throw std::invalid_argument("review: no worker");
  const auto start = std::chrono::steady_clock::now();
  Review out;
  out.answers = int(answers.size());
  // Decisions worth a review: more than one option.
  std::vector<bool> reviewed(answers.size(), false);
  int total = 0;
  {
    Game g(db, workers[0].scripts, setup);
    for (size_t i = 0; i < answers.size(); ++i) {
      if (!g.decision()) throw std::invalid_argument("answer " + std::to_string(i + 1) + ": the game is over");
      reviewed[i] = g.decision()->options.size() > 1;
      total += reviewed[i];
      if (!g.answer(answers[i]).ok())
        throw std::invalid_argument("answer " + std::to_string(i + 1) + ": '" + answers[i] + "' is not a legal option there");
    }
  }
  Game g(db, workers[0].scripts, setup);
  for (size_t i = 0; i < answers.size(); ++i) {
    const int chosen = g.decision()->find(answers[i]);
    if (reviewed[i]) {
      OddsOptions o;
      o.futures = opt.futures, o.max_options = opt.max_options, o.seed = opt.seed, o.hints = opt.hints, o.include = chosen;
      Odds odds = option_odds(g, workers, o);
      out.playouts += odds.playouts;
      ++out.decisions;
      int at = 0;
      while (at < int(odds.options.size()) && odds.options[size_t(at)].option != chosen) ++at;
      if (at < int(odds.options.size()) && odds.best != at && clearly_worse(odds, at, odds.best, opt.z, opt.min_gap)) {
        ReviewedDecision r;
        r.step = i, r.chosen = chosen, r.best = odds.options[size_t(odds.best)].option;
        r.chosen_at = at, r.best_at = odds.best;
        r.odds = std::move(odds);
        out.mistakes.push_back(std::move(r));
        out.boards.push_back(g);
      }
      if (opt.progress) opt.progress(out.decisions, total);
    }
    g.answer_index(chosen);
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace bnb
