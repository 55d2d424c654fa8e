// The campaign's questions and options, worded from their fields (decision/campaign_decision.h).
#include "engine/base/core/scenario_number.h"
#include "engine/play/words/say.h"
#include "engine/play/words/words.h"

namespace bnb::words {

using S = Sentence;

std::string campaign_prompt_words(const CampaignDecision& d, const Lang& l) {
  switch (d.kind) {
    case CampaignChoice::Class: return l.say(S::AskClass, {});
    case CampaignChoice::NextScenario: return l.say(S::AskNextScenario, {});
    case CampaignChoice::AfterWin:
    case CampaignChoice::AfterLoss: break;
  }
  return l.say(S::AskGoOn, {});
}

std::string campaign_option_words(const ContentDb& db, const CampaignDecision& d, const CampaignOption& o, const Lang& l) {
  switch (d.kind) {
    case CampaignChoice::Class: {
      const int i = db.class_index(o.class_id);
      if (i < 0) return o.class_id;
      const ClassDef& c = db.classes[size_t(i)];
      return l.say(S::ClassOption, {{"name", l.name(c)}, {"style", l.style(c)}});
    }
    case CampaignChoice::NextScenario: {
      const int i = db.scenario_index(o.scenario);
      return l.say(S::ScenarioOption, {{"n", scenario_number_text(o.scenario)}, {"name", i < 0 ? std::string() : l.name(db.scenarios[size_t(i)])}});
    }
    case CampaignChoice::AfterWin:
    case CampaignChoice::AfterLoss: break;
  }
  if (!o.go_on) return l.say(S::StopSaved, {});
  if (d.kind == CampaignChoice::AfterWin) return l.say(S::PlayNextScenario, {});
  return l.say(S::PlayScenarioAgain, {{"n", scenario_number_text(o.scenario)}});
}

}  // namespace bnb::words
