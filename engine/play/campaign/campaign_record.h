#pragma once
// The campaign's record for its end screen (and any front end): every scenario played in order,
// and per scenario how often it was lost before it was won (retries) and its rounds.
#include <string>
#include <vector>

#include "engine/play/campaign/campaign.h"

namespace bnb {

struct ScenarioTally {
  int scenario = 0;
  std::string name;    // from the content; "" when the scenario is not loaded
  int losses = 0;      // retries: scenarios lost before the win (or all of them, when not won)
  bool won = false;
  int rounds = 0;      // every attempt's rounds together
  bool operator==(const ScenarioTally&) const = default;
};

struct CampaignRecord {
  std::vector<ScenarioRecord> played;  // in order
  std::vector<ScenarioTally> scenarios;  // in the order each was first played
  int wins = 0, losses = 0, rounds = 0;  // totals over every scenario played
  // The campaign is finished: its last scenario was won and no scenario is open after it.
  bool finished = false;
};

CampaignRecord campaign_record(const ContentDb& db, const Campaign& c);

}  // namespace bnb
