#include "engine/play/bots/campaign_bot.h"

namespace bnb {

namespace {
int option_going_on(const CampaignDecision& d, bool go_on) {
  for (size_t i = 0; i < d.options.size(); ++i)
    if (d.options[i].go_on == go_on) return int(i);
  return 0;
}
}  // namespace

int CampaignBot::choose(const CampaignDecision& d) {
  switch (d.kind) {
    case CampaignChoice::Class:
    case CampaignChoice::NextScenario: return 0;
    case CampaignChoice::AfterWin: losses_in_a_row_ = 0; return option_going_on(d, true);
    case CampaignChoice::AfterLoss:
      gave_up_ = ++losses_in_a_row_ >= kGiveUpAfterLosses;
      return option_going_on(d, !gave_up_);
  }
  return 0;
}

}  // namespace bnb
