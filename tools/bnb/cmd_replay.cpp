// bnb replay FILE: re-runs a replay file and reports the final state hash, or the first step
// where the game diverges from the recording.
#include <cstdio>
#include <string>

#include "engine/game/replay.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

int cmd_replay(int argc, char** argv) {
  if (argc < 2 || std::string(argv[1]) == "--help") {
    std::puts("usage: bnb replay FILE\n\nRe-runs a replay (written by `bnb play --replay-out FILE`) and prints the final\n"
              "state hash, or the first step where the game no longer matches. Exit 0 when it matches.");
    return argc < 2 ? 2 : 0;
  }
  SaveRecord rec;
  if (const std::string err = read_save(argv[1], "replay", kReplayVersion, rec); !err.empty()) {
    std::fprintf(stderr, "bnb replay: %s\n", err.c_str());
    return 1;
  }
  Replay r;
  if (const std::string err = replay_from_save(rec, r); !err.empty()) {
    std::fprintf(stderr, "bnb replay: %s: %s\n", argv[1], err.c_str());
    return 1;
  }
  Session s;
  if (!open_session(r.mods, s)) return 1;
  const ReplayCheck c = run_replay(s.db(), s.scripts.get(), r);
  if (!c.ok) {
    std::fprintf(stderr, "bnb replay: %s: diverges: %s\n", argv[1], c.message.c_str());
    return 1;
  }
  std::printf("%s: %zu answers, %s after %d rounds, final hash %s (matches)\n", argv[1], r.steps.size(),
              c.outcome == Outcome::Won ? "won" : c.outcome == Outcome::Lost ? "lost" : "unfinished", c.rounds,
              hash_hex(c.final_hash).c_str());
  return 0;
}

}  // namespace bnb::cli
