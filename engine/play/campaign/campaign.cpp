#include "engine/play/campaign/campaign.h"

#include <algorithm>
#include <sstream>

#include "engine/base/core/scenario_number.h"

namespace bnb {

namespace {
std::string join(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : " ") + std::to_string(x);
  return out;
}
std::vector<int> ints(const std::string& s) {
  std::vector<int> out;
  std::istringstream in(s);
  int x;
  while (in >> x) out.push_back(x);
  return out;
}
// Scenario numbers as a save writes them ("3 12.5"); a save written before decimals has only
// whole numbers, which read the same.
std::string join_scenarios(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : " ") + scenario_number_text(x);
  return out;
}
std::vector<int> scenario_list(const std::string& s) {
  std::vector<int> out;
  std::istringstream in(s);
  std::string word;
  while (in >> word)
    if (const std::optional<int> n = parse_scenario_number(word)) out.push_back(*n);
  return out;
}
void add_unique(std::vector<int>& v, int x) {
  if (std::find(v.begin(), v.end(), x) == v.end()) v.push_back(x);
}
}  // namespace

Campaign new_campaign(const ContentDb& db, const std::string& class_id, uint64_t seed) {
  Campaign c;
  c.class_id = class_id;
  c.open = {db.campaign_start};
  c.next_seed = seed;
  for (const ItemDef& it : db.items)
    if (it.unlocked_by == 0) c.items.push_back(it.number);
  return c;
}

std::vector<int> playable_scenarios(const ContentDb& db, const Campaign& c) {
  std::vector<int> out;
  for (int n : c.open) {
    GameSetup s;
    s.scenario = n, s.class_id = c.class_id;
    if (check_setup(db, s) == SetupProblem::None) out.push_back(n);
  }
  return out;
}

namespace {
// The items a scenario card makes available: its rewards and the items unlocked by its number.
void unlock_items_of(const ContentDb& db, Campaign& c, int scenario) {
  if (const int si = db.scenario_index(scenario); si >= 0)
    for (int item : db.scenarios[size_t(si)].rewards) add_unique(c.items, item);
  for (const ItemDef& it : db.items)
    if (it.unlocked_by == scenario) add_unique(c.items, it.number);
}
}  // namespace

void record_result(const ContentDb& db, Campaign& c, int scenario, bool won) {
  c.current.reset();
  if (!won) return;
  add_unique(c.completed, scenario);
  std::erase(c.open, scenario);
  unlock_items_of(db, c, scenario);
  const int si = db.scenario_index(scenario);
  if (si < 0) return;
  const ScenarioDef& s = db.scenarios[size_t(si)];
  for (int n : s.next)
    if (std::find(c.completed.begin(), c.completed.end(), n) == c.completed.end()) add_unique(c.open, n);
  // Item supply (rules: "the items on any card that has been resolved or skipped (all previous
  // scenarios ...)"): before each scenario the campaign can reach next, every card before it in
  // the deck has been played or skipped, so its items are available, as `bnb play --scenario`
  // gives them (items_reaching). Only scenarios the class may play count: a branch it skips is
  // not played, so its number does not mark a place in the deck the campaign has reached.
  for (int n : playable_scenarios(db, c))
    for (int before : scenarios_before(db, n)) unlock_items_of(db, c, before);
}

std::vector<int> scenarios_before(const ContentDb& db, int scenario) {
  // The campaign's scenarios: those its `next` links reach from the first.
  std::vector<int> campaign{db.campaign_start};
  for (size_t i = 0; i < campaign.size(); ++i)
    if (const int si = db.scenario_index(campaign[i]); si >= 0)
      for (int n : db.scenarios[size_t(si)].next) add_unique(campaign, n);
  std::vector<int> before;
  if (std::find(campaign.begin(), campaign.end(), scenario) != campaign.end()) {
    // The scenario deck is in number order: every card of the campaign numbered lower has been
    // resolved or skipped by the time this one is played, whichever branches were taken.
    for (int n : campaign)
      if (scenario_order(n) < scenario_order(scenario)) before.push_back(n);
    return before;
  }
  // A scenario outside the campaign whose card leads into it (a promotional 12.5 leads to 13): its
  // number puts it in the deck, after every campaign card numbered lower.
  if (const int si = db.scenario_index(scenario); si >= 0) {
    const std::vector<int>& next = db.scenarios[size_t(si)].next;
    if (std::any_of(next.begin(), next.end(), [&](int n) { return std::find(campaign.begin(), campaign.end(), n) != campaign.end(); })) {
      for (int n : campaign)
        if (scenario_order(n) < scenario_order(scenario)) before.push_back(n);
      return before;
    }
  }
  // A scenario outside the campaign (a mod's): the scenarios with a path to it.
  for (bool grew = true; grew;) {
    grew = false;
    for (const ScenarioDef& s : db.scenarios) {
      if (std::find(before.begin(), before.end(), s.number) != before.end()) continue;
      const bool leads = std::any_of(s.next.begin(), s.next.end(), [&](int n) {
        return n == scenario || std::find(before.begin(), before.end(), n) != before.end();
      });
      if (leads) before.push_back(s.number), grew = true;
    }
  }
  return before;
}

std::vector<int> items_reaching(const ContentDb& db, const std::string& class_id, int scenario) {
  Campaign c = new_campaign(db, class_id, 1);
  for (int n : scenarios_before(db, scenario)) unlock_items_of(db, c, n);
  std::sort(c.items.begin(), c.items.end());
  return c.items;
}

SaveRecord to_save(const Campaign& c) {
  SaveRecord r;
  r.kind = "campaign";
  r.version = kCampaignSaveVersion;
  r.lines.push_back({"class", c.class_id});
  r.lines.push_back({"completed", join_scenarios(c.completed)});
  r.lines.push_back({"items", join(c.items)});
  r.lines.push_back({"open", join_scenarios(c.open)});
  r.lines.push_back({"next_seed", std::to_string(c.next_seed)});
  r.lines.push_back({"campaign_difficulty", c.difficulty});
  for (const ScenarioRecord& p : c.played)
    r.lines.push_back({"played", scenario_number_text(p.scenario) + (p.result == ScenarioResult::Won ? " won " : " lost ") +
                                     std::to_string(p.rounds) + " " + std::to_string(p.seed)});
  if (c.current) {
    const GameSetup& s = c.current->setup;
    r.lines.push_back({"scenario", scenario_number_text(s.scenario)});
    r.lines.push_back({"level", std::to_string(s.level)});
    r.lines.push_back({"seed", std::to_string(s.seed)});
    r.lines.push_back({"difficulty", s.difficulty});
    r.lines.push_back({"scenario_items", join(s.items_available)});
    for (const std::string& a : c.current->answers) r.lines.push_back({"answer", a});
  }
  return r;
}

std::string from_save(const SaveRecord& r, Campaign& c) {
  c = {};
  c.class_id = r.get("class");
  if (c.class_id.empty()) return "the save names no class";
  c.completed = scenario_list(r.get("completed"));
  c.items = ints(r.get("items"));
  c.open = scenario_list(r.get("open"));
  std::string error;
  uint64_t level = 0;
  if (!r.get_uint("next_seed", UINT64_MAX, 1, c.next_seed, error)) return error;
  // Saves written before scenario records were kept have no "played" lines.
  for (const std::string& line : r.all("played")) {
    std::istringstream in(line);
    ScenarioRecord p;
    std::string number, result;
    const bool read = bool(in >> number >> result >> p.rounds >> p.seed);
    const std::optional<int> n = parse_scenario_number(number);
    if (!read || !n || (result != "won" && result != "lost")) return "a \"played\" line of the save is not valid: " + line;
    p.scenario = *n;
    p.result = result == "won" ? ScenarioResult::Won : ScenarioResult::Lost;
    c.played.push_back(std::move(p));
  }
  if (!r.get("scenario").empty()) {
    ScenarioInProgress p;
    p.setup.class_id = c.class_id;
    const std::optional<int> scenario = parse_scenario_number(r.get("scenario"));
    if (!scenario) return "the save's scenario is not a scenario number: " + r.get("scenario");
    if (!r.get_uint("level", 1000, 0, level, error) || !r.get_uint("seed", UINT64_MAX, 1, p.setup.seed, error))
      return error;
    p.setup.scenario = *scenario;
    p.setup.level = int(level);
    p.setup.difficulty = r.get("difficulty", "normal");
    p.setup.items_available = ints(r.get("scenario_items"));
    p.answers = r.all("answer");
    if (r.version < kCampaignSaveVersion && !p.answers.empty()) {
      p.answers.clear();
      c.old_save_restarts = p.setup.scenario;
    }
    c.current = std::move(p);
  }
  // Saves written before the campaign kept its difficulty: the scenario in progress has one.
  c.difficulty = r.get("campaign_difficulty", c.current ? c.current->setup.difficulty : "normal");
  return {};
}

}  // namespace bnb
