#pragma once
// A campaign in play, as the terminal and the page both run it: the campaign's decisions
// (CampaignFlow), the scenario it hands out played as a ScenarioPlay (resumed from the answers
// saved with it, started over when they no longer fit), and the campaign saved after every
// answer. Saving is a callback: where and how the save is written is the front end's.
//
//   CampaignPlay play(db, scripts, std::move(flow), [&](const Campaign& c) { return write(c); });
//   for (;;) {
//     if (const CampaignDecision* d = play.decision()) play.answer_campaign(choose(*d));
//     else if (ScenarioPlay* s = play.start_scenario()) { answer s until its game ends }
//     else break;   // the campaign ended
//   }
//
// When the scenario's game ends, the campaign records it at once (its next decision is posed);
// the finished game stays readable (scenario()) until the next scenario starts.
#include <functional>
#include <memory>
#include <string>

#include "engine/play/campaign/campaign_flow.h"
#include "engine/play/campaign/scenario_play.h"

namespace bnb {

class CampaignPlay {
 public:
  // Writes the campaign: "" when written, else why not. It may throw to stop the front end.
  using Save = std::function<std::string(const Campaign&)>;
  // Told while a scenario's game starts: after it is made, after each saved answer given again,
  // and after it started over; the front end takes the game's events then (a log of them).
  enum class Start { Made, Resumed, Restarted };
  using Started = std::function<void(Start)>;

  CampaignPlay(const ContentDb& db, ScriptHost* scripts, std::unique_ptr<CampaignFlow> flow, Save save);

  CampaignFlow& flow() { return *flow_; }
  const CampaignFlow& flow() const { return *flow_; }
  const CampaignDecision* decision() const { return flow_->decision(); }
  // Answers the campaign's decision and saves.
  CampaignAnswer answer_campaign(int index);
  CampaignAnswer answer_campaign(std::string_view key);

  // The game of the scenario the campaign hands out, started (its saved answers given again) if
  // it is not yet; null while a decision is pending or when the campaign has no scenario to play.
  // Answers through it are saved; when its game ends, the campaign records the scenario.
  ScenarioPlay* start_scenario(const Started& told = {});
  // The scenario in play or the one just finished (null before the first).
  ScenarioPlay* scenario() { return scenario_.get(); }
  const ScenarioPlay* scenario() const { return scenario_.get(); }
  bool scenario_finished() const { return finished_; }  // scenario() ended and is recorded
  // Set when the saved answers of the scenario no longer fitted the content and it started over:
  // the answer that did not fit (empty otherwise).
  const std::string& restarted_at() const { return restarted_at_; }

  // Writes the campaign now; "" or why not (also kept as save_error()).
  std::string save();
  const std::string& save_error() const { return save_error_; }

 private:
  void after_answer();
  const ContentDb& db_;
  ScriptHost* scripts_;
  std::unique_ptr<CampaignFlow> flow_;
  Save save_;
  std::unique_ptr<ScenarioPlay> scenario_;
  bool finished_ = false;
  std::string restarted_at_, save_error_;
};

}  // namespace bnb
