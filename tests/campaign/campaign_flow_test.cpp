// The campaign as a decision machine, without the terminal: the class, the scenario at a branch,
// a lost scenario played again, the end of the loaded scenarios, class rules, saves.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/play/bots/campaign_bot.h"
#include "engine/play/campaign/campaign_flow.h"
#include "engine/base/content/loader.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {

const ContentDb& base() {
  static const LoadResult loaded = load_mods({test::source_path("base_content")});
  return loaded.db;
}

ScenarioDef& scenario(ContentDb& db, int number) { return db.scenarios[size_t(db.scenario_index(number))]; }

// A new campaign of `class_id` whose scenario seeds start at 7.
CampaignFlow started(const ContentDb& db, const std::string& class_id) {
  CampaignFlow flow(db, 7, "normal");
  REQUIRE(flow.decision());
  REQUIRE(flow.answer(class_id).ok());
  return flow;
}

int playing(CampaignFlow& flow) {
  REQUIRE_FALSE(flow.decision());
  REQUIRE(flow.scenario());
  return flow.scenario()->setup.scenario;
}

// Plays the scenario in progress to `result` and answers "play on".
void finish(CampaignFlow& flow, ScenarioResult result) {
  flow.finish_scenario(result, 5);
  if (flow.decision()) REQUIRE(flow.answer("yes").ok());
}

}  // namespace

TEST_CASE("[campaign] a new campaign asks for the class, then starts scenario 1 with the first seed", "[campaign]") {
  CampaignFlow flow(base(), 7, "hard");
  const CampaignDecision* d = flow.decision();
  REQUIRE(d);
  CHECK(d->kind == CampaignChoice::Class);
  REQUIRE(d->options.size() == base().classes.size());
  CHECK(d->options[0].class_id == base().classes[0].id);
  CHECK(flow.answer("no-such-class").reject == CampaignReject::UnknownOption);
  CHECK_FALSE(flow.scenario());

  REQUIRE(flow.answer("spellweaver").ok());
  CHECK(flow.state().class_id == "spellweaver");
  REQUIRE(playing(flow) == 1);
  const GameSetup& s = flow.scenario()->setup;
  CHECK(s.class_id == "spellweaver");
  CHECK(s.seed == 7);
  CHECK(s.difficulty == "hard");
  CHECK(flow.state().next_seed == 8);
  CHECK(flow.answer("yes").reject == CampaignReject::NoDecisionPending);
}

TEST_CASE("[campaign] Lost Scenario: it is played again with the next seed, or the player stops", "[campaign]") {
  CampaignFlow flow = started(base(), "bruiser");
  flow.scenario()->answers = {"a", "b"};
  const ScenarioRecord& r = flow.finish_scenario(ScenarioResult::Lost, 4);
  CHECK(r.scenario == 1);
  CHECK(r.result == ScenarioResult::Lost);
  CHECK(r.rounds == 4);
  CHECK(r.seed == 7);
  CHECK(r.answers == std::vector<std::string>{"a", "b"});
  const CampaignDecision* d = flow.decision();
  REQUIRE(d);
  CHECK(d->kind == CampaignChoice::AfterLoss);
  REQUIRE(d->options.size() == 2);
  CHECK(d->options[0].go_on);
  CHECK(d->options[0].scenario == 1);
  CHECK_FALSE(d->options[1].go_on);

  SECTION("play it again") {
    REQUIRE(flow.answer("yes").ok());
    REQUIRE(playing(flow) == 1);
    CHECK(flow.scenario()->setup.seed == 8);
    CHECK(flow.scenario()->answers.empty());
  }
  SECTION("stop") {
    REQUIRE(flow.answer("no").ok());
    CHECK(flow.stopped());
    CHECK_FALSE(flow.scenario());
    CHECK_FALSE(flow.ended());
    // Resumed from the save, the lost scenario is the next one.
    Campaign saved;
    REQUIRE(from_save(to_save(flow.state()), saved).empty());
    CampaignFlow resumed(base(), saved, "normal");
    REQUIRE(playing(resumed) == 1);
    CHECK(resumed.scenario()->setup.seed == 8);
  }
}

TEST_CASE("[campaign] a lost scenario is played again even when another scenario is open", "[campaign]") {
  ContentDb db = base();
  scenario(db, 3).classes_excluded.clear();  // the Bruiser may take either branch after 2
  CampaignFlow flow = started(db, "bruiser");
  finish(flow, ScenarioResult::Won);
  finish(flow, ScenarioResult::Won);
  REQUIRE(flow.decision());
  REQUIRE(flow.answer("4").ok());
  finish(flow, ScenarioResult::Lost);
  CHECK(playing(flow) == 4);
}

TEST_CASE("[campaign] at a branch the player chooses the next scenario", "[campaign]") {
  ContentDb db = base();
  scenario(db, 3).classes_excluded.clear();
  CampaignFlow flow = started(db, "bruiser");
  REQUIRE(playing(flow) == 1);
  finish(flow, ScenarioResult::Won);
  REQUIRE(playing(flow) == 2);  // one open scenario is no choice
  finish(flow, ScenarioResult::Won);
  const CampaignDecision* d = flow.decision();
  REQUIRE(d);
  CHECK(d->kind == CampaignChoice::NextScenario);
  REQUIRE(d->options.size() == 2);
  CHECK(d->options[0].scenario == 3);
  CHECK(d->options[1].scenario == 4);
  REQUIRE(flow.answer_index(1).ok());
  CHECK(playing(flow) == 4);
  CHECK(flow.scenario()->setup.seed == 9);  // seeds 7 and 8 went to scenarios 1 and 2
}

TEST_CASE("[campaign] an open scenario the class may not play is refused with its class rule", "[campaign]") {
  ContentDb db = base();
  // 3 and 4 open to the Spellweaver; an added scenario 99 (a number base_content does not use)
  // excludes it.
  scenario(db, 4).classes_allowed.clear();
  REQUIRE(db.scenario_index(99) < 0);
  ScenarioDef extra = scenario(db, 3);
  extra.number = 99, extra.id = "s99", extra.name = "Ninety-nine", extra.classes_excluded = {"spellweaver"};
  db.scenarios.push_back(extra);
  scenario(db, 2).next = {3, 4, 99};
  CampaignFlow flow = started(db, "spellweaver");
  finish(flow, ScenarioResult::Won);
  finish(flow, ScenarioResult::Won);
  const CampaignDecision* d = flow.decision();
  REQUIRE(d);
  REQUIRE(d->kind == CampaignChoice::NextScenario);
  CHECK(d->find("99") < 0);
  const CampaignAnswer a = flow.answer("99");
  CHECK(a.reject == CampaignReject::ClassRule);
  CHECK(a.setup == SetupProblem::ClassExcluded);
  CHECK(flow.answer("100").reject == CampaignReject::UnknownOption);
  CHECK(flow.decision());  // a refused answer changes nothing
  REQUIRE(flow.answer("3").ok());
  CHECK(playing(flow) == 3);
}

TEST_CASE("[campaign] after the last scenario of the loaded content the campaign ends", "[campaign]") {
  // Wins every scenario, taking the first open scenario at each branch, until nothing is left.
  CampaignFlow flow = started(base(), "spellweaver");
  std::vector<int> won;
  for (int n = 0; !flow.ended() && n < int(base().scenarios.size()); ++n) {
    if (const CampaignDecision* d = flow.decision()) {
      REQUIRE(d->kind == CampaignChoice::NextScenario);
      REQUIRE(flow.answer_index(0).ok());
    }
    won.push_back(playing(flow));
    finish(flow, ScenarioResult::Won);
  }
  CHECK(flow.ended());
  CHECK_FALSE(flow.decision());
  CHECK_FALSE(flow.scenario());
  REQUIRE(won.size() > 3);  // base_content goes on past scenario 3
  CHECK(flow.state().played.size() == won.size());
  CHECK(flow.state().completed == won);
  // The last one won opens no scenario that is not completed yet.
  for (int next : base().scenarios[size_t(base().scenario_index(won.back()))].next)
    CHECK(std::find(won.begin(), won.end(), next) != won.end());
}

TEST_CASE("[campaign] the save keeps the scenario records and the scenario in progress", "[campaign]") {
  CampaignFlow flow = started(base(), "bruiser");
  finish(flow, ScenarioResult::Lost);
  finish(flow, ScenarioResult::Won);
  flow.scenario()->answers = {"x", "y"};
  Campaign back;
  REQUIRE(from_save(to_save(flow.state()), back).empty());
  REQUIRE(back.played.size() == 2);
  CHECK(back.played[0].scenario == 1);
  CHECK(back.played[0].result == ScenarioResult::Lost);
  CHECK(back.played[0].rounds == 5);
  CHECK(back.played[0].seed == 7);
  CHECK(back.played[1].result == ScenarioResult::Won);
  CHECK(back.played[1].seed == 8);
  CampaignFlow resumed(base(), back, "normal");
  REQUIRE(playing(resumed) == 2);
  CHECK(resumed.scenario()->setup == flow.scenario()->setup);
  CHECK(resumed.scenario()->answers == std::vector<std::string>{"x", "y"});
}

TEST_CASE("[campaign] a save without scenario records (version 1 as first written) still loads", "[campaign]") {
  SaveRecord r;
  r.kind = "campaign";
  r.lines = {{"class", "bruiser"}, {"completed", "1"}, {"items", "1 2"}, {"open", "2"}, {"next_seed", "3"}};
  Campaign c;
  REQUIRE(from_save(r, c).empty());
  CHECK(c.played.empty());
  CampaignFlow flow(base(), c, "normal");
  REQUIRE(playing(flow) == 2);
  CHECK(flow.scenario()->setup.seed == 3);
}

TEST_CASE("[campaign] Folded windows: a version-1 or version-2 save loads, its scenario in progress restarts from its seed with a notice",
          "[campaign][fold]") {
  SaveRecord r;
  r.kind = "campaign";
  r.version = 1;
  r.lines = {{"class", "bruiser"}, {"completed", "1"}, {"items", "1 2"}, {"open", "2"}, {"next_seed", "4"},
             {"played", "1 won 6 2"}, {"scenario", "2"}, {"level", "1"}, {"seed", "3"}, {"difficulty", "normal"},
             {"scenario_items", "1 2"}, {"answer", "cards 0 1"}, {"answer", "keep"}};
  Campaign c;
  REQUIRE(from_save(r, c).empty());
  CHECK(c.completed == std::vector<int>{1});
  CHECK(c.items == std::vector<int>{1, 2});
  CHECK(c.played.size() == 1);
  REQUIRE(c.current);
  CHECK(c.current->setup.scenario == 2);
  CHECK(c.current->setup.seed == 3);  // the same seed: the scenario starts over
  CHECK(c.current->answers.empty());
  CHECK(c.old_save_restarts == 2);
  // This version's save keeps the answers and has nothing to say.
  Campaign back;
  REQUIRE(from_save(to_save(c), back).empty());
  CHECK_FALSE(back.old_save_restarts);
  // Version 2 asked for each free "may" ability of a card: its scenario restarts as well.
  r.version = 2;
  Campaign two;
  REQUIRE(from_save(r, two).empty());
  CHECK(two.current->answers.empty());
  CHECK(two.old_save_restarts == 2);
  r.version = kCampaignSaveVersion;
  REQUIRE(from_save(r, back).empty());
  CHECK(back.current->answers == std::vector<std::string>{"cards 0 1", "keep"});
  CHECK_FALSE(back.old_save_restarts);
}

TEST_CASE("[campaign] the built-in player takes the first options and stops after three losses in a row", "[campaign]") {
  CampaignFlow flow(base(), 1, "normal");
  CampaignBot bot;
  REQUIRE(flow.answer_index(bot.choose(*flow.decision())).ok());
  CHECK(flow.state().class_id == base().classes.front().id);
  flow.finish_scenario(ScenarioResult::Lost, 3);
  REQUIRE(flow.answer_index(bot.choose(*flow.decision())).ok());
  flow.finish_scenario(ScenarioResult::Won, 3);  // a win resets the count
  REQUIRE(flow.answer_index(bot.choose(*flow.decision())).ok());
  for (int loss = 1; loss <= 3; ++loss) {
    REQUIRE(playing(flow) == 2);
    flow.finish_scenario(ScenarioResult::Lost, 3);
    const int i = bot.choose(*flow.decision());
    CHECK(flow.decision()->options[size_t(i)].go_on == (loss < 3));
    CHECK(bot.gave_up() == (loss == 3));
    REQUIRE(flow.answer_index(i).ok());
  }
  CHECK(flow.stopped());
}

TEST_CASE("[campaign] the save keeps the campaign's difficulty for the scenarios it starts later", "[campaign]") {
  CampaignFlow flow(base(), 7, "hard");
  REQUIRE(flow.answer("bruiser").ok());
  finish(flow, ScenarioResult::Won);  // scenario 1 done: scenario 2 in progress
  flow.finish_scenario(ScenarioResult::Won, 5);  // ... and done too: nothing in progress
  Campaign back;
  REQUIRE(from_save(to_save(flow.state()), back).empty());
  CHECK(back.difficulty == "hard");
  CHECK_FALSE(back.current);
  // A save written before the campaign kept it: the scenario in progress gives it, else normal.
  SaveRecord old;
  old.kind = "campaign";
  old.lines = {{"class", "bruiser"}, {"completed", "1"}, {"open", "2"}, {"next_seed", "3"}};
  Campaign c;
  REQUIRE(from_save(old, c).empty());
  CHECK(c.difficulty == "normal");
  old.lines.insert(old.lines.end(), {{"scenario", "2"}, {"level", "1"}, {"seed", "2"}, {"difficulty", "easy"}});
  REQUIRE(from_save(old, c).empty());
  CHECK(c.difficulty == "easy");
}
