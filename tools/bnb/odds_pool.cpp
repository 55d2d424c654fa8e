#include "tools/bnb/odds_pool.h"

#include <cmath>
#include <thread>

namespace bnb::cli {

const std::vector<OddsWorker>& OddsPool::workers() {
  if (!workers_.empty()) return workers_;
  while (int(extra_.size()) + 1 < jobs_) {
    auto s = std::make_unique<Session>();
    if (!open_session(mods_, *s)) return workers_;
    extra_.push_back(std::move(s));
  }
  workers_.push_back({&main_.db(), main_.scripts.get()});
  for (const auto& s : extra_) workers_.push_back({&s->db(), s->scripts.get()});
  return workers_;
}

std::string percent_with_interval(const OptionOdds& o) {
  auto pc = [](double x) { return std::to_string(int(std::lround(100 * x))); };
  return pc(o.chance) + "% (" + pc(o.low) + "-" + pc(o.high) + "%)";
}

int default_jobs() {
  const unsigned n = std::thread::hardware_concurrency();
  return n ? int(n) : 1;
}

}  // namespace bnb::cli
