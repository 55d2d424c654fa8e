#pragma once
// The games of `bnb sim` on threads: each thread loads its own content and Lua state per set of
// mods and plays the games it takes, with a progress line on stderr.
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "engine/play/bots/bot.h"
#include "engine/play/sim/record.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

// One game to play: a scenario, a class and a seed.
struct SimTask {
  int scenario;
  uint64_t seed;
  std::string class_id;
};

// A version of the content the tasks are played with: its mods, and the cards blanked in it.
struct SimVariant {
  std::vector<std::string> mods;
  std::vector<std::string> blanked;  // card ids (`--without`, `--ablate`)
};

struct SimRun {
  BotConfig bot;
  int level = 0;
  std::string difficulty = "normal";
  int jobs = 1;
  double progress_seconds = 5;  // between progress lines when stderr is not a terminal (0: none)
  const std::atomic<bool>* stop = nullptr;
  // Content already loaded with the first variant's mods: the first thread plays with it instead
  // of loading its own (a load costs as much as hundreds of games).
  Session* ready = nullptr;
};

// results[v][t]: task t played with variant v, unset when it did not finish (stopped). False when
// a variant's content could not be loaded (the messages are on stderr).
using SimResults = std::vector<std::vector<std::optional<sim::GameRecord>>>;
bool run_sim(const SimRun& run, const std::vector<SimVariant>& variants, const std::vector<SimTask>& tasks,
             SimResults& results);

}  // namespace bnb::cli
