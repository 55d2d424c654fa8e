#pragma once
// The campaign as a decision machine (rules: "Completing a Scenario", "Lost Scenario"). Like a
// Game, it exposes a decision with legal options and takes typed answers; between decisions it
// hands out the next scenario to play, and the controller reports how that scenario ended.
//
//   CampaignFlow flow(db, first_seed, "normal");   // a new campaign: asks for the class
//   for (;;) {
//     if (const CampaignDecision* d = flow.decision()) flow.answer(d->options[i].key);
//     else if (ScenarioInProgress* s = flow.scenario()) { play s->setup; flow.finish_scenario(...); }
//     else break;                                   // ended (no scenario left) or stopped
//   }
//
// Choices: the class (a new campaign), the next scenario when several are open, and after each
// scenario whether to go on. A lost scenario is played again (the rules allow no other next
// scenario); a scenario the class may not play is refused with its SetupProblem. Each scenario
// gets the campaign's next seed when it starts, so seeds follow the order scenarios are played.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/play/campaign/campaign.h"
#include "engine/kernel/decision/campaign_decision.h"

namespace bnb {

enum class CampaignReject : uint8_t {
  None,
  NoDecisionPending,
  UnknownOption,
  ClassRule,  // the scenario is open but its class rule refuses the class (see `setup`)
};

struct CampaignAnswer {
  CampaignReject reject = CampaignReject::None;
  SetupProblem setup = SetupProblem::None;  // with ClassRule: why the class may not play it
  bool ok() const { return reject == CampaignReject::None; }
};

class CampaignFlow {
 public:
  // A new campaign: the first decision is the class; scenario seeds start at `first_seed`.
  CampaignFlow(const ContentDb& db, uint64_t first_seed, std::string difficulty);
  // A saved campaign: resumes the scenario in progress, or goes on to the next one.
  CampaignFlow(const ContentDb& db, Campaign saved, std::string difficulty);

  const CampaignDecision* decision() const { return pending_ ? &*pending_ : nullptr; }
  CampaignAnswer answer(std::string_view key);
  CampaignAnswer answer_index(int index);

  // The scenario to play now (null while a decision is pending or the campaign is over). Its
  // `answers` hold what was answered so far; the controller appends each answer (for saves).
  ScenarioInProgress* scenario() { return pending_ ? nullptr : state_.current ? &*state_.current : nullptr; }
  // The scenario in progress ended: records the outcome and poses the next decision.
  const ScenarioRecord& finish_scenario(ScenarioResult result, int rounds);

  bool ended() const { return ended_; }      // no further scenario in the loaded content
  bool stopped() const { return stopped_; }  // the player chose to stop
  const Campaign& state() const { return state_; }

 private:
  void choose_next();          // after the class or a finished scenario: the next scenario or decision
  void start(int scenario);
  const ContentDb& db_;
  Campaign state_;
  std::string difficulty_;
  uint64_t first_seed_ = 1;
  std::optional<CampaignDecision> pending_;
  bool ended_ = false, stopped_ = false;
};

}  // namespace bnb
