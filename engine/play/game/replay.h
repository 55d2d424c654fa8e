#pragma once
// Replay files: the setup (scenario, class, level, seed, difficulty, items, extra mods) and the
// answers by option key, each with the state hash after it. Re-running one reports the final hash,
// or the first step where the game no longer matches. Stored in the save-file format
// (core/save_file.h), kind "replay", version 2:
//
//   bnb-save replay 2
//   scenario 1 / class bruiser / level 1 / seed 42 / difficulty normal / scenario_items 1 2
//   mod mods/example-scenario          (extra mods, in load order; optional, repeated)
//   step <hash after, 16 hex digits> <option key>
//   final_hash <16 hex digits>
//   checksum <...>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/base/core/save_file.h"
#include "engine/play/game/game.h"

namespace bnb {

struct Replay {
  GameSetup setup;
  std::vector<std::string> mods;
  std::vector<std::pair<uint64_t, std::string>> steps;  // hash after, key
  std::vector<int> step_lines;  // the file line of each step, when read from a file (for messages)
  uint64_t final_hash = 0;
};

// Version 2: optional windows are folded into other questions (docs/rules-interpretations.md,
// "Folded windows"); version 3: a card's free "may" abilities are chosen with its action, every
// target's added effects with the target. An older
// file answers questions that are no longer asked: it is refused with a message, never replayed
// with its answers misread.
inline constexpr int kReplayVersion = 3;

SaveRecord replay_to_save(const Replay& r);
std::string replay_from_save(const SaveRecord& rec, Replay& out);  // "" or the problem

struct ReplayCheck {
  bool ok = true;
  int diverged_at = -1;  // 1-based step, -1 if none
  std::string message;
  uint64_t final_hash = 0;
  Outcome outcome = Outcome::None;
  int rounds = 0;
};
ReplayCheck run_replay(const ContentDb& db, ScriptHost* scripts, const Replay& r);
std::string hash_hex(uint64_t h);

}  // namespace bnb
