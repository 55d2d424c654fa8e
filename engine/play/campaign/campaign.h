#pragma once
// The campaign (rules: "Campaign"): the chosen class, completed scenarios, the items they made
// available, which scenarios are open next, and the scenario in progress (its setup + answers,
// so it resumes exactly).
#include <optional>
#include <string>
#include <vector>

#include "engine/base/core/save_file.h"
#include "engine/base/content/content_db.h"
#include "engine/rules/scenario/scenario.h"

namespace bnb {

struct ScenarioInProgress {
  GameSetup setup;
  std::vector<std::string> answers;  // option keys, in order
};

enum class ScenarioResult : uint8_t { Won, Lost };

// The outcome of one scenario played in the campaign.
struct ScenarioRecord {
  int scenario = 0;
  ScenarioResult result = ScenarioResult::Lost;
  int rounds = 0;
  uint64_t seed = 0;
  std::vector<std::string> answers;  // option keys, in order (not written to the save)
  bool operator==(const ScenarioRecord&) const = default;
};

struct Campaign {
  std::string class_id;
  std::vector<int> completed;
  std::vector<int> items;        // available item numbers
  std::vector<int> open;         // scenarios that can be played next
  std::optional<ScenarioInProgress> current;
  uint64_t next_seed = 1;
  std::vector<ScenarioRecord> played;  // every scenario played, in order
  std::string difficulty = "normal";   // the monster modifier table of the scenarios it starts
  // Read from an older save whose scenario in progress cannot be resumed: that scenario, which
  // restarts from its seed (a front end tells the player, in the player's language; not saved).
  std::optional<int> old_save_restarts;
};

// Version 2: optional windows are folded into other questions (docs/rules-interpretations.md,
// "Folded windows"); version 3: a card's free "may" abilities are chosen with its action, every
// target's added effects with the target. The
// answers of an older save's scenario in progress no longer fit; that scenario restarts from its
// seed (`old_save_restarts` says so). Everything else of an older save is kept.
inline constexpr int kCampaignSaveVersion = 3;

Campaign new_campaign(const ContentDb& db, const std::string& class_id, uint64_t seed);
// Scenarios open for this class (a scenario whose class rule excludes it is not playable).
std::vector<int> playable_scenarios(const ContentDb& db, const Campaign& c);
// Records a finished scenario in `completed`, `items` and `open` (not in `played`): completion
// unlocks its items and next scenarios, and every scenario card before an open scenario (played,
// or a branch skipped) gives its items: the same items as items_reaching.
void record_result(const ContentDb& db, Campaign& c, int scenario, bool won);
// The scenario cards resolved or skipped before `scenario` is played: for a scenario of the
// campaign (reached by `next` links from its first), every campaign scenario numbered lower (the
// deck's order); for one outside it, the scenarios with a path to it.
std::vector<int> scenarios_before(const ContentDb& db, int scenario);
// The items a campaign of `class_id` has when it reaches `scenario`: those available from the
// start, and those of every card resolved or skipped before it (scenarios_before). Used to play
// one scenario outside the campaign.
std::vector<int> items_reaching(const ContentDb& db, const std::string& class_id, int scenario);

SaveRecord to_save(const Campaign& c);
std::string from_save(const SaveRecord& r, Campaign& c);  // "" or the problem

}  // namespace bnb
