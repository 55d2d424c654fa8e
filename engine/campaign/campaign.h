#pragma once
// The campaign (rules: "Campaign"): the chosen class, completed scenarios, the items they made
// available, which scenarios are open next, and the scenario in progress (its setup + answers,
// so it resumes exactly).
#include <optional>
#include <string>
#include <vector>

#include "engine/core/save_file.h"
#include "engine/content/content_db.h"
#include "engine/scenario/scenario.h"

namespace bnb {

struct ScenarioInProgress {
  GameSetup setup;
  std::vector<std::string> answers;  // option keys, in order
};

struct Campaign {
  std::string class_id;
  std::vector<int> completed;
  std::vector<int> items;        // available item numbers
  std::vector<int> open;         // scenarios that can be played next
  std::optional<ScenarioInProgress> current;
  uint64_t next_seed = 1;
};

inline constexpr int kCampaignSaveVersion = 1;

Campaign new_campaign(const ContentDb& db, const std::string& class_id, uint64_t seed);
// Scenarios open for this class (a scenario whose class rule excludes it is not playable).
std::vector<int> playable_scenarios(const ContentDb& db, const Campaign& c);
// Records a finished scenario: completion unlocks its items and next scenarios; the items of a
// next scenario the class may not play (the branch it skips) become available too.
void record_result(const ContentDb& db, Campaign& c, int scenario, bool won);

SaveRecord to_save(const Campaign& c);
std::string from_save(const SaveRecord& r, Campaign& c);  // "" or the problem

}  // namespace bnb
