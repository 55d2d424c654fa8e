#pragma once
// bnb play's command line: the options, their checks, the help text and the exit codes.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/play/bots/bot.h"
#include "engine/play/game/undo.h"
#include "engine/play/words/lang.h"

namespace bnb::cli {

inline constexpr int kExitWon = 0, kExitError = 1, kExitUsage = 2, kExitLost = 3, kExitQuit = 4;

struct PlayOptions {
  int scenario = 0, level = 0, max_scenarios = 50;
  std::string class_id, difficulty = "normal", save, replay_out;
  uint64_t seed = 1;
  bool auto_play = false, quiet = false, fresh = false, all_items = false, strict = false;
  bool seed_given = false, difficulty_given = false, watch = false;
  UndoMode undo = UndoMode::Honest;
  double hint_seconds = 2.0;
  int hint_futures = 0, jobs = 0, budget = kSearchBudget;
  BotKind bot = BotKind::Heuristic;
  std::vector<std::string> mods;
  std::string lang;      // --lang
  words::Lang language;  // what the screen speaks (--lang, else the environment's)
};

// Reads the command line into `o`. False (after a message) when it is bad; --help prints the help
// and exits.
bool parse_play_options(int argc, char** argv, PlayOptions& o);

}  // namespace bnb::cli
