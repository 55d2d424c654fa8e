#pragma once
// bnb play --watch: the mods' files are polled for changes (modification times; no new dependency)
// and, when they change, loaded again. A version with errors is refused and the last good one
// stays in play; a good one restarts the scenario from its seed with the answers given so far, or
// from the start when those answers no longer fit the new content.
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/play/game/game.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

// The files below some folders and their modification times.
class FileWatch {
 public:
  explicit FileWatch(std::vector<std::string> dirs);
  // True when a file was added, removed or modified since the last call (or the construction).
  bool changed();

 private:
  std::map<std::string, std::filesystem::file_time_type> scan() const;
  std::vector<std::string> dirs_;
  std::map<std::string, std::filesystem::file_time_type> stamps_;
};

struct Reload {
  enum Status {
    Refused,       // the new files have errors (message: every one, file:line:col); nothing changes
    Resumed,       // loaded; the answers given so far replay in it: the game goes on from there
    FromTheStart,  // loaded; an answer no longer fits: the scenario starts over (answers cleared)
  } status = Refused;
  std::string message;                // for the player
  std::unique_ptr<Session> session;   // the new content (not Refused)
};

// Loads `dirs` (the base game first, as open_session does) and replays `setup` with `answers` in
// the new content. `answers` is cleared for FromTheStart.
Reload reload_content(const std::vector<std::string>& dirs, const std::string& base_dir, const GameSetup& setup,
                      std::vector<std::string>& answers);

}  // namespace bnb::cli
