#include "engine/play/campaign/campaign_flow.h"

#include <algorithm>

#include "engine/base/core/scenario_number.h"

namespace bnb {

namespace {

// The options carry fields only; the words layer words them (words::campaign_option_words).
CampaignOption option(std::string key) {
  CampaignOption o;
  o.key = std::move(key);
  return o;
}

CampaignDecision class_choice(const ContentDb& db) {
  CampaignDecision d{CampaignChoice::Class, {}};
  for (const ClassDef& c : db.classes) {
    CampaignOption o = option(c.id);
    o.class_id = c.id;
    d.options.push_back(std::move(o));
  }
  return d;
}

CampaignDecision scenario_choice(const std::vector<int>& scenarios) {
  CampaignDecision d{CampaignChoice::NextScenario, {}};
  for (int n : scenarios) {
    CampaignOption o = option(scenario_number_text(n));
    o.scenario = n;
    d.options.push_back(std::move(o));
  }
  return d;
}

CampaignDecision go_on_choice(const ScenarioRecord& last) {
  const bool won = last.result == ScenarioResult::Won;
  CampaignDecision d{won ? CampaignChoice::AfterWin : CampaignChoice::AfterLoss, {}};
  CampaignOption yes = option("yes");
  yes.go_on = true;
  yes.scenario = won ? 0 : last.scenario;
  d.options.push_back(std::move(yes));
  d.options.push_back(option("no"));
  return d;
}

}  // namespace

CampaignFlow::CampaignFlow(const ContentDb& db, uint64_t first_seed, std::string difficulty)
    : db_(db), difficulty_(std::move(difficulty)), first_seed_(first_seed) {
  pending_ = class_choice(db);
  if (pending_->options.empty()) pending_.reset(), ended_ = true;
}

CampaignFlow::CampaignFlow(const ContentDb& db, Campaign saved, std::string difficulty)
    : db_(db), state_(std::move(saved)), difficulty_(std::move(difficulty)) {
  state_.difficulty = difficulty_;
  choose_next();
}

void CampaignFlow::choose_next() {
  pending_.reset();
  if (state_.current) return;
  // Rules, "Lost Scenario": a lost scenario is attempted again.
  if (!state_.played.empty() && state_.played.back().result == ScenarioResult::Lost) {
    GameSetup again;
    again.scenario = state_.played.back().scenario, again.class_id = state_.class_id;
    if (check_setup(db_, again) == SetupProblem::None) return start(again.scenario);
  }
  const std::vector<int> next = playable_scenarios(db_, state_);
  if (next.empty()) ended_ = true;
  else if (next.size() == 1) start(next.front());  // one open scenario is no choice
  else pending_ = scenario_choice(next);
}

void CampaignFlow::start(int scenario) {
  ScenarioInProgress p;
  p.setup.scenario = scenario, p.setup.class_id = state_.class_id, p.setup.seed = state_.next_seed++;
  p.setup.difficulty = difficulty_, p.setup.items_available = state_.items;
  state_.current = std::move(p);
}

CampaignAnswer CampaignFlow::answer(std::string_view key) {
  if (!pending_) return {CampaignReject::NoDecisionPending};
  if (const int i = pending_->find(key); i >= 0) return answer_index(i);
  // An open scenario that is not an option: its class rule refuses the class.
  if (pending_->kind == CampaignChoice::NextScenario) {
    for (int n : state_.open) {
      if (scenario_number_text(n) != key) continue;
      GameSetup s;
      s.scenario = n, s.class_id = state_.class_id;
      if (const SetupProblem p = check_setup(db_, s); is_class_rule(p)) return {CampaignReject::ClassRule, p};
    }
  }
  return {CampaignReject::UnknownOption};
}

CampaignAnswer CampaignFlow::answer_index(int index) {
  if (!pending_) return {CampaignReject::NoDecisionPending};
  if (index < 0 || size_t(index) >= pending_->options.size()) return {CampaignReject::UnknownOption};
  const CampaignDecision d = std::move(*pending_);
  const CampaignOption& o = d.options[size_t(index)];
  pending_.reset();
  switch (d.kind) {
    case CampaignChoice::Class:
      state_ = new_campaign(db_, o.class_id, first_seed_);
      state_.difficulty = difficulty_;
      choose_next();
      break;
    case CampaignChoice::NextScenario: start(o.scenario); break;
    case CampaignChoice::AfterWin:
    case CampaignChoice::AfterLoss:
      if (o.go_on) choose_next();
      else stopped_ = true;
      break;
  }
  return {};
}

const ScenarioRecord& CampaignFlow::finish_scenario(ScenarioResult result, int rounds) {
  ScenarioRecord r;
  if (state_.current) {
    r.scenario = state_.current->setup.scenario, r.seed = state_.current->setup.seed;
    r.answers = std::move(state_.current->answers);
  }
  r.result = result, r.rounds = rounds;
  record_result(db_, state_, r.scenario, result == ScenarioResult::Won);
  state_.played.push_back(std::move(r));
  const ScenarioRecord& last = state_.played.back();
  if (last.result == ScenarioResult::Won && playable_scenarios(db_, state_).empty()) ended_ = true;
  else pending_ = go_on_choice(last);
  return last;
}

}  // namespace bnb
