#pragma once
// The campaign's decisions (campaign/campaign_flow.h poses them) as fields only: the words layer
// words their questions and options (words::campaign_prompt_words, words::campaign_option_words).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bnb {

enum class CampaignChoice : uint8_t {
  Class,         // a new campaign: which class
  NextScenario,  // several open scenarios: which one
  AfterWin,      // play on (the next scenario) or stop
  AfterLoss,     // play the lost scenario again or stop
};

struct CampaignOption {
  std::string key;       // the class id, the scenario number, or "yes" / "no"
  std::string class_id;  // Class
  int scenario = 0;      // NextScenario; AfterLoss "yes": the scenario played again
  bool go_on = false;    // AfterWin / AfterLoss: true plays on, false stops
};

struct CampaignDecision {
  CampaignChoice kind = CampaignChoice::Class;
  std::vector<CampaignOption> options;
  int find(std::string_view key) const {  // option index, or -1
    for (size_t i = 0; i < options.size(); ++i)
      if (options[i].key == key) return int(i);
    return -1;
  }
};

}  // namespace bnb
