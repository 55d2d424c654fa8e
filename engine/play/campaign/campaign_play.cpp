#include "engine/play/campaign/campaign_play.h"

namespace bnb {

CampaignPlay::CampaignPlay(const ContentDb& db, ScriptHost* scripts, std::unique_ptr<CampaignFlow> flow, Save save)
    : db_(db), scripts_(scripts), flow_(std::move(flow)), save_(std::move(save)) {}

CampaignAnswer CampaignPlay::answer_campaign(int index) {
  const CampaignAnswer a = flow_->answer_index(index);
  if (a.ok()) save();
  return a;
}

CampaignAnswer CampaignPlay::answer_campaign(std::string_view key) {
  const int i = flow_->decision() ? flow_->decision()->find(key) : -1;
  if (i < 0) return {flow_->decision() ? CampaignReject::UnknownOption : CampaignReject::NoDecisionPending};
  return answer_campaign(i);
}

ScenarioPlay* CampaignPlay::start_scenario(const Started& told) {
  if (flow_->decision()) return nullptr;
  ScenarioInProgress* current = flow_->scenario();
  if (!current) return nullptr;
  if (scenario_ && !finished_) return scenario_.get();
  scenario_ = std::make_unique<ScenarioPlay>(db_, scripts_, current->setup);
  finished_ = false, restarted_at_.clear();
  if (told) told(Start::Made);
  if (!scenario_->resume(current->answers, [&] { if (told) told(Start::Resumed); })) {
    // The content changed since the save: the scenario starts over, and the save says so.
    restarted_at_ = scenario_->restarted_at();
    current->answers.clear();
    if (told) told(Start::Restarted);
    save();
  }
  scenario_->on_answer([this] { after_answer(); });
  return scenario_.get();
}

void CampaignPlay::after_answer() {
  const Game& g = scenario_->game();
  if (ScenarioInProgress* current = flow_->scenario()) current->answers = g.answer_keys();
  if (g.over() || !g.decision()) {
    flow_->finish_scenario(g.outcome() == Outcome::Won ? ScenarioResult::Won : ScenarioResult::Lost, g.board().round);
    finished_ = true;
  }
  save();
}

std::string CampaignPlay::save() {
  save_error_ = save_ ? save_(flow_->state()) : std::string();
  return save_error_;
}

}  // namespace bnb
