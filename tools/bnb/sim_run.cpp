#include "tools/bnb/sim_run.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

#include "engine/play/bots/search_bot.h"
#include "engine/play/sim/play.h"

namespace bnb::cli {

namespace {

using Clock = std::chrono::steady_clock;

std::string duration_text(double secs) {
  const long s = long(secs + 0.5);
  if (s < 60) return std::to_string(s) + " s";
  if (s < 3600) return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
  return std::to_string(s / 3600) + " h " + std::to_string(s % 3600 / 60) + " min";
}

// On a terminal a bar redrawn in place after the first second; elsewhere (a log file, a batch job)
// one line every `every` seconds, with the time left estimated from the pace so far.
class Progress {
 public:
  Progress(size_t total, double every) : total_(total), every_(every), tty_(isatty(STDERR_FILENO)) {}
  void update(size_t done) {
    const double secs = std::chrono::duration<double>(Clock::now() - start_).count();
    if (tty_) {
      if (secs < 1.0) return;
      const size_t width = 30, filled = total_ ? done * width / total_ : width;
      std::fprintf(stderr, "\r[%s%s] %zu/%zu games  %.0f s ", std::string(filled, '#').c_str(),
                   std::string(width - filled, ' ').c_str(), done, total_, secs);
      drawn_ = true;
    } else if (every_ > 0 && secs >= next_ && done < total_) {
      next_ = secs + every_;
      if (secs < every_) return;
      std::string left = "time left unknown";
      if (done > 0) left = "about " + duration_text(secs * double(total_ - done) / double(done)) + " left";
      std::fprintf(stderr, "bnb sim: %zu/%zu games, %s, %s\n", done, total_, duration_text(secs).c_str(), left.c_str());
      std::fflush(stderr);
    }
  }
  ~Progress() {
    if (drawn_) std::fprintf(stderr, "\r%*s\r", 60, "");
  }

 private:
  size_t total_;
  double every_, next_ = 0;
  bool tty_, drawn_ = false;
  Clock::time_point start_ = Clock::now();
};

}  // namespace

bool run_sim(const SimRun& run, const std::vector<SimVariant>& variants, const std::vector<SimTask>& tasks,
             SimResults& results) {
  results.assign(variants.size(), std::vector<std::optional<sim::GameRecord>>(tasks.size()));
  std::atomic<size_t> next{0}, done{0};
  std::atomic<bool> failed{false};
  const size_t total = tasks.size() * variants.size();
  // The search bot's setup answers, one table per variant (a variant is one content), shared by the threads.
  std::vector<std::unique_ptr<SetupAnswers>> setups;
  for (size_t v = 0; v < variants.size(); ++v) setups.push_back(std::make_unique<SetupAnswers>());
  auto stopped = [&] { return (run.stop && run.stop->load()) || failed; };
  auto worker = [&](int thread) {
    // One loaded content per set of mods; the variants of one set differ only in blanked cards,
    // blanked game by game.
    std::vector<std::unique_ptr<Session>> sessions(variants.size());
    std::vector<size_t> owner(variants.size());  // the variant whose session variant v plays with
    for (size_t v = 0; v < variants.size(); ++v) {
      owner[v] = v;
      for (size_t u = 0; u < v && owner[v] == v; ++u)
        if (variants[u].mods == variants[v].mods) owner[v] = u;
      if (owner[v] != v) continue;
      if (thread == 0 && run.ready && variants[v].mods == variants.front().mods) continue;  // played with run.ready
      sessions[v] = std::make_unique<Session>();
      if (!open_session(variants[v].mods, *sessions[v])) {
        failed = true;
        return;
      }
    }
    for (size_t k; !stopped() && (k = next++) < total;) {
      const size_t t = k / variants.size(), v = k % variants.size();
      Session& s = sessions[owner[v]] ? *sessions[owner[v]] : *run.ready;
      std::vector<std::unique_ptr<sim::BlankedCard>> blanks;
      for (const std::string& card : variants[v].blanked)
        blanks.push_back(std::make_unique<sim::BlankedCard>(s.loaded.db, card));
      const GameSetup setup = sim::sim_setup(s.db(), tasks[t].scenario, tasks[t].class_id, tasks[t].seed, run.level, run.difficulty);
      BotConfig bot = run.bot;
      bot.setup_answers = setups[v].get();
      sim::GameRecord r = sim::play_bot_game(s.db(), s.scripts.get(), setup, bot, run.stop);
      if (r.end == "unfinished") break;
      results[v][t] = std::move(r);
      ++done;
    }
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < run.jobs; ++j) threads.emplace_back(worker, j);
  {
    Progress progress(total, run.progress_seconds);
    while (done < total && !stopped()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      progress.update(done);
    }
  }
  for (std::thread& t : threads) t.join();
  return !failed;
}

}  // namespace bnb::cli
