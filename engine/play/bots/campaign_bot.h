#pragma once
// The built-in player's campaign choices: the first class, the first open scenario, and after a
// scenario it plays on, unless it has lost kGiveUpAfterLosses scenarios in a row (an unattended
// run must end even when the player cannot win).
#include "engine/play/campaign/campaign_flow.h"

namespace bnb {

class CampaignBot {
 public:
  static constexpr int kGiveUpAfterLosses = 3;
  // The index of the option the bot takes in the pending decision.
  int choose(const CampaignDecision& d);
  // The bot chose to stop because it lost too often.
  bool gave_up() const { return gave_up_; }

 private:
  int losses_in_a_row_ = 0;
  bool gave_up_ = false;
};

}  // namespace bnb
