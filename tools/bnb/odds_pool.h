#pragma once
// The threads a hint or a review plays on: the session of the game for the first, and for each
// further job a session of its own (a Lua state serves one thread), loaded from the same mods when
// first needed.
#include <memory>
#include <string>
#include <vector>

#include "engine/play/bots/option_odds.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

class OddsPool {
 public:
  // `main` plays on the calling thread; `jobs` threads in all.
  OddsPool(Session& main, std::vector<std::string> mods, int jobs) : main_(main), mods_(std::move(mods)), jobs_(jobs) {}
  // The workers (the extra sessions are loaded on the first call); empty after a load error.
  const std::vector<OddsWorker>& workers();
  int jobs() const { return jobs_; }

 private:
  Session& main_;
  std::vector<std::string> mods_;
  int jobs_;
  std::vector<std::unique_ptr<Session>> extra_;
  std::vector<OddsWorker> workers_;
};

// "62% (56-68%)": a chance and its interval, in whole percent.
std::string percent_with_interval(const OptionOdds& o);

// The number of threads the machine runs at once (at least 1): the default of --jobs.
int default_jobs();

}  // namespace bnb::cli
