#include "engine/play/campaign/campaign_record.h"

#include <algorithm>

namespace bnb {

CampaignRecord campaign_record(const ContentDb& db, const Campaign& c) {
  CampaignRecord r;
  r.played = c.played;
  for (const ScenarioRecord& p : c.played) {
    auto it = std::find_if(r.scenarios.begin(), r.scenarios.end(), [&](const ScenarioTally& t) { return t.scenario == p.scenario; });
    if (it == r.scenarios.end()) {
      ScenarioTally t;
      t.scenario = p.scenario;
      if (const int i = db.scenario_index(p.scenario); i >= 0) t.name = db.scenarios[size_t(i)].name;
      r.scenarios.push_back(std::move(t));
      it = r.scenarios.end() - 1;
    }
    const bool won = p.result == ScenarioResult::Won;
    // A scenario won once is done; a later loss of it (not possible in the flow) still counts.
    if (won) it->won = true;
    else ++it->losses;
    it->rounds += p.rounds;
    (won ? r.wins : r.losses) += 1;
    r.rounds += p.rounds;
  }
  r.finished = !c.played.empty() && c.played.back().result == ScenarioResult::Won && playable_scenarios(db, c).empty();
  return r;
}

}  // namespace bnb
