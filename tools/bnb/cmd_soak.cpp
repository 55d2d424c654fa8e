// bnb soak: many games of random answers over every scenario and every class allowed in it, with
// the invariants of engine/play/sim/invariants.h checked after each answer and every game replayed from
// its seed and answers to the same hash. Exit 0 when every game held.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/base/core/scenario_number.h"
#include "engine/play/sim/invariants.h"
#include "tools/bnb/args.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp = R"(usage: bnb soak [options]

Plays games of uniformly random answers over every scenario and every class the scenario allows,
game k on pair k mod the number of pairs with seed k + 1. After every answer it checks hit points,
cards, figures' hexes and elements (engine/play/sim/invariants.h); every game is then replayed from its
seed and answers and must end with the same hash. Prints each failure with what reproduces it.

options:
  --games N     games to play (default 100000)
  --first K     start at game K (default 0), e.g. to re-run one failure: --first K --games 1
  --jobs J      threads (default 1)
  --mod DIR     load a mod after base_content (repeatable)
)";

struct Pair {
  int scenario;
  std::string class_id;
};

std::vector<Pair> pairs(const ContentDb& db) {
  std::vector<Pair> out;
  for (const ScenarioDef& s : db.scenarios)
    for (const ClassDef& c : db.classes) {
      GameSetup g;
      g.scenario = s.number, g.class_id = c.id;
      if (check_setup(db, g) == SetupProblem::None) out.push_back({s.number, c.id});
    }
  return out;
}

long number(const std::string& flag, const char* text) { return long(whole_number("soak", flag, text, 0, INT32_MAX)); }

}  // namespace

int cmd_soak(int argc, char** argv) {
  long games = 100000, first = 0, jobs = 1;
  std::vector<std::string> mods;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string a = argv[i];
      if (a == "--help") {
        std::fputs(kHelp, stdout);
        return 0;
      }
      if (i + 1 >= argc) throw std::runtime_error("bnb soak: unknown option or missing value: " + a);
      if (a == "--games") games = number(a, argv[++i]);
      else if (a == "--first") first = number(a, argv[++i]);
      else if (a == "--jobs") jobs = std::max(1L, number(a, argv[++i]));
      else if (a == "--mod") mods.push_back(argv[++i]);
      else throw std::runtime_error("bnb soak: unknown option '" + a + "' (see bnb soak --help)");
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }

  std::vector<Pair> all;
  {
    Session s;
    if (!open_session(mods, s)) return 1;
    all = pairs(s.db());
  }
  if (all.empty()) {
    std::fputs("bnb soak: no scenario can be played with any class\n", stderr);
    return 1;
  }

  std::atomic<long> next{first}, done{0}, answers{0}, won{0}, failed{0};
  std::mutex out;
  const long end = first + games;
  const auto start = std::chrono::steady_clock::now();
  auto worker = [&] {
    Session s;
    if (!open_session(mods, s)) {
      failed += 1;
      return;
    }
    for (long k; (k = next++) < end;) {
      const Pair& p = all[size_t(k) % all.size()];
      GameSetup setup;
      setup.scenario = p.scenario, setup.class_id = p.class_id, setup.seed = uint64_t(k) + 1;
      for (const ItemDef& it : s.db().items) setup.items_available.push_back(it.number);
      sim::SoakResult r;
      try {
        r = sim::soak_game(s.db(), s.scripts.get(), setup, uint64_t(k) * 0x9E3779B97F4A7C15ull + 7);
      } catch (const std::exception& e) {
        r.failure = std::string("the engine threw: ") + e.what();
      }
      answers += r.answers;
      won += r.outcome == Outcome::Won;
      // A line every 10,000 games: a long run shows how far it got when it is stopped.
      if (const long d = ++done; d % 10000 == 0 && d < games) {
        const std::lock_guard<std::mutex> lock(out);
        std::printf("%ld games, %ld failed, %.0f s\n", d, long(failed),
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        std::fflush(stdout);
      }
      if (!r.failure.empty()) {
        ++failed;
        const std::lock_guard<std::mutex> lock(out);
        std::printf("FAILED game %ld (scenario %s, class %s, seed %ld; bnb soak --first %ld --games 1): %s\n", k,
                    scenario_number_text(p.scenario).c_str(), p.class_id.c_str(), k + 1, k, r.failure.c_str());
      }
    }
  };
  std::vector<std::thread> threads;
  for (long j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%ld games over %zu scenario/class pairs, %ld answers, %ld won, %ld failed, %.1f s (%d thread%s)\n",
              games, all.size(), long(answers), long(won), long(failed), secs, int(jobs), jobs == 1 ? "" : "s");
  return failed ? 1 : 0;
}

}  // namespace bnb::cli
