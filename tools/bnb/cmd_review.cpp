// bnb review REPLAY: the search bot's estimates of every decision of a finished game, and the
// decisions where the option chosen had a clearly lower chance to win than the best one.
#include <cstdio>
#include <string>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "engine/play/bots/review.h"
#include "engine/play/game/replay.h"
#include "engine/play/words/words.h"
#include "tools/bnb/cmd_serve_json.h"
#include "tools/bnb/option_table.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/odds_pool.h"
#include "tools/bnb/screen.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

constexpr const char* kHead = R"(usage: bnb review REPLAY [options]

Reviews a finished scenario (a replay file written by `bnb play --replay-out FILE` or `bnb serve
--replay-out FILE`): at every decision with more than one option, the search bot estimates each
option's chance to win by playing it to the end on sampled futures (never the dice the game
rolled), the option you chose always among them. It lists the decisions where your option did
clearly worse than the best one, on the same futures by more than their noise, with both
estimates and the board at that moment, then a summary line.

options:
)";

struct Options {
  std::string file;
  int futures = 128, max_options = 8, jobs = 0;
  uint64_t seed = 1;
  bool json = false;
};

bool parse(int argc, char** argv, Options& o) {
  OptionTable t{"review", kHead, {
      {"--futures", "N", whole(o.futures, 2, 100000), "futures per option at each decision (default 128; more: slower, surer)"},
      {"--options", "N", whole(o.max_options, 2, 1000), "options estimated at each decision, at most (default 8: the built-in player's\n"
                                                        "pick, yours, and the ones nearest the pick)"},
      {"--seed", "S", whole(o.seed, 0, INT64_MAX), "the seed of the sampled futures (default 1)"},
      {"--jobs", "K", whole(o.jobs, 1, 256), "threads (default: every core)"},
      {"--json", "", flag(o.json), "the review as JSON, for programs"},
  }, "", 16};
  t.word = [&o](const std::string& w) { return o.file.empty() ? (o.file = w, true) : false; };
  if (!read_options(t, argc, argv)) return false;
  if (o.file.empty()) {
    std::fputs("bnb review: which replay file? (see bnb review --help)\n", stderr);
    return false;
  }
  return true;
}

nlohmann::json option_json(const Game& g, const Decision& d, const OptionOdds& o) {
  const Option& opt = d.options[size_t(o.option)];
  return {{"index", o.option}, {"key", opt.key}, {"text", words::option_words(d, opt, words::Labels(g.content(), g.board()))},
          {"chance", o.chance}, {"low", o.low}, {"high", o.high}, {"wins", o.wins}, {"futures", o.futures}};
}

}  // namespace

int cmd_review(int argc, char** argv) {
  Options o;
  if (const int bad = parse_or_usage([&] { return parse(argc, argv, o); })) return bad;
  SaveRecord rec;
  if (const std::string err = read_save(o.file, "replay", kReplayVersion, rec); !err.empty()) {
    std::fprintf(stderr, "bnb review: %s\n", err.c_str());
    return 1;
  }
  Replay r;
  if (const std::string err = replay_from_save(rec, r); !err.empty()) {
    std::fprintf(stderr, "bnb review: %s: %s\n", o.file.c_str(), err.c_str());
    return 1;
  }
  Session s;
  if (!open_session(r.mods, s)) return 1;
  OddsPool pool(s, r.mods, o.jobs ? o.jobs : default_jobs());
  const std::vector<OddsWorker>& workers = pool.workers();
  if (workers.empty()) return 1;
  std::vector<std::string> answers;
  for (const auto& step : r.steps) answers.push_back(step.second);

  ReviewOptions ro;
  ro.futures = o.futures, ro.max_options = o.max_options, ro.seed = o.seed;
  const bool bar = isatty(2);
  ro.progress = [&](int done, int total) {
    if (!bar) return;
    const int width = 30, filled = total ? width * done / total : width;
    std::fprintf(stderr, "\r[%s%s] %d/%d decisions", std::string(size_t(filled), '#').c_str(),
                 std::string(size_t(width - filled), ' ').c_str(), done, total);
    if (done == total) std::fputs("\n", stderr);
  };
  Review rv;
  try {
    rv = review_game(s.db(), r.setup, answers, workers, ro);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bnb review: %s: %s\n", o.file.c_str(), e.what());
    return 1;
  }

  if (o.json) {
    nlohmann::json j;
    j["scenario"] = r.setup.scenario, j["class"] = r.setup.class_id, j["seed"] = r.setup.seed;
    j["answers"] = rv.answers, j["decisions"] = rv.decisions, j["futures"] = o.futures;
    j["playouts"] = rv.playouts, j["seconds"] = rv.seconds;
    j["mistakes"] = nlohmann::json::array();
    for (size_t m = 0; m < rv.mistakes.size(); ++m) {
      const ReviewedDecision& x = rv.mistakes[m];
      const Game& g = rv.boards[m];
      const Decision& d = *g.decision();
      nlohmann::json e{{"answer", x.step + 1}, {"round", g.board().round}, {"kind", decision_kind_name(d.kind)},
                       {"prompt", words::prompt_words(d, words::Labels(g.content(), g.board()))},
                       {"chosen", option_json(g, d, x.odds.options[size_t(x.chosen_at)])},
                       {"best", option_json(g, d, x.odds.options[size_t(x.best_at)])}};
      e["options"] = nlohmann::json::array();
      for (const OptionOdds& oo : x.odds.options) e["options"].push_back(option_json(g, d, oo));
      j["mistakes"].push_back(std::move(e));
    }
    std::puts(web::json_text(j, 2).c_str());
    return 0;
  }
  Screen screen(false);
  for (size_t m = 0; m < rv.mistakes.size(); ++m) {
    const ReviewedDecision& x = rv.mistakes[m];
    const Game& g = rv.boards[m];
    const Decision& d = *g.decision();
    const OptionOdds& chosen = x.odds.options[size_t(x.chosen_at)];
    const OptionOdds& best = x.odds.options[size_t(x.best_at)];
    const std::string head = "\n--- Answer " + std::to_string(x.step + 1) + " (round " + std::to_string(g.board().round) + "): " + words::prompt_words(d, words::Labels(g.content(), g.board()));
    std::printf("%s\n%s\n", head.c_str(), screen.board(g, &d).c_str());
    std::printf("  you chose  %-15s %s\n", percent_with_interval(chosen).c_str(), screen.option_line(g, d, x.chosen).c_str());
    std::printf("  better     %-15s %s\n", percent_with_interval(best).c_str(), screen.option_line(g, d, x.best).c_str());
  }
  std::printf("\nReviewed %d decisions of %d answers: %zu clear mistake%s (%d futures per option, %ld playouts, %.1f s).\n",
              rv.decisions, rv.answers, rv.mistakes.size(), rv.mistakes.size() == 1 ? "" : "s", o.futures, rv.playouts,
              rv.seconds);
  return 0;
}

}  // namespace bnb::cli
