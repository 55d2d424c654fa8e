// The campaign of the base game: the branch after scenario 2 and the items of the skipped branch,
// and the whole campaign played by the built-in player.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>

#include "bindings/lua_host.h"
#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/campaign_bot.h"
#include "engine/play/campaign/campaign.h"
#include "engine/play/campaign/campaign_flow.h"
#include "engine/play/campaign/campaign_record.h"
#include "engine/base/content/loader.h"
#include "engine/play/game/game.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/play.h"

using namespace bnb;

namespace {

const ContentDb& db() {
  static const LoadResult loaded = load_mods({test::source_path("base_content")});
  return loaded.db;
}

bool has_item(const Campaign& c, int n) { return std::find(c.items.begin(), c.items.end(), n) != c.items.end(); }

}  // namespace

TEST_CASE("[campaign] after scenario 2 the Spellweaver goes to 3, the items of 4 (skipped) come once it is passed",
          "[campaign]") {
  Campaign c = new_campaign(db(), "spellweaver", 1);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{1});
  CHECK(c.items.empty());
  record_result(db(), c, 1, false);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{1});  // a loss changes nothing
  record_result(db(), c, 1, true);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{2});
  for (int i : {1, 2, 3, 4, 41, 42}) CHECK(has_item(c, i));
  record_result(db(), c, 2, true);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{3});
  CHECK(has_item(c, 5));
  CHECK(has_item(c, 6));
  CHECK_FALSE(has_item(c, 9));  // scenario 4's card, skipped by the Spellweaver: not while playing 3
  CHECK_FALSE(has_item(c, 10));
  CHECK_FALSE(has_item(c, 7));  // scenario 3's card: not yet
  record_result(db(), c, 3, true);
  CHECK(has_item(c, 7));
  CHECK(has_item(c, 8));
  CHECK(has_item(c, 9));  // scenario 5 is open: the skipped branch is passed
  CHECK(has_item(c, 10));
  CHECK(c.completed == std::vector<int>{1, 2, 3});

  // The save keeps all of it.
  Campaign back;
  REQUIRE(from_save(to_save(c), back).empty());
  CHECK(back.items == c.items);
  CHECK(back.open == c.open);
  CHECK(back.completed == c.completed);
}

TEST_CASE("[campaign] after scenario 2 the Bruiser goes to 4 with the items of 3 (skipped: an earlier card of the deck)", "[campaign]") {
  Campaign c = new_campaign(db(), "bruiser", 1);
  record_result(db(), c, 1, true);
  record_result(db(), c, 2, true);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{4});
  CHECK(has_item(c, 7));  // card 3 was skipped before 4 is played
  CHECK(has_item(c, 8));
  CHECK_FALSE(has_item(c, 9));  // card 4's own items come with its completion
  record_result(db(), c, 4, true);
  CHECK(has_item(c, 7));
  CHECK(has_item(c, 8));
  CHECK(has_item(c, 9));
  CHECK(has_item(c, 10));
}

// ---------------------------------------------------------------------------------------------
// The whole campaign, 1 -> 20, played by the built-in player (as `bnb play --auto --new --class C
// --seed S` does): the campaign bot's choices, the auto player in each scenario.

namespace {

struct CampaignRun {
  bool finale_won = false;         // scenario 20 was won: the campaign is finished
  std::vector<ScenarioRecord> played;
  std::vector<GameSetup> setups;   // the setup of each scenario played
  std::vector<uint64_t> hashes;    // the final state hash of each scenario played
};

// Plays a campaign of `cls` whose scenario seeds start at `seed`. Fails on a script error.
CampaignRun run_campaign(const std::string& cls, uint64_t seed) {
  const ContentDb& base_db = test::base().loaded.db;
  CampaignFlow flow(base_db, seed, "normal");
  CampaignBot bot;
  CampaignRun run;
  for (int guard = 0; guard < 500; ++guard) {
    if (const CampaignDecision* d = flow.decision()) {
      const int i = d->kind == CampaignChoice::Class ? d->find(cls) : bot.choose(*d);
      REQUIRE(i >= 0);
      const bool after = d->kind == CampaignChoice::AfterWin || d->kind == CampaignChoice::AfterLoss;
      if (after && !d->options[size_t(i)].go_on) break;  // the bot gave up
      REQUIRE(flow.answer_index(i).ok());
      continue;
    }
    ScenarioInProgress* current = flow.scenario();
    if (!current) break;
    const GameSetup setup = current->setup;
    Game g(base_db, test::base().lua.get(), setup);
    AutoPlayer p(setup.seed);
    test::play_to_end_checked(g, p);
    for (const Event& e : g.take_events())
      if (const auto* failed = e.get<ScriptFailed>()) FAIL_CHECK("scenario " << setup.scenario << ": " << failed->failure->message);
    REQUIRE(g.over());
    current->answers = g.answer_keys();
    const bool won = g.outcome() == Outcome::Won;
    const ScenarioRecord& r = flow.finish_scenario(won ? ScenarioResult::Won : ScenarioResult::Lost, g.board().round);
    run.played.push_back(r);
    run.setups.push_back(setup);
    run.hashes.push_back(g.hash());
    if (won && setup.scenario == 20) run.finale_won = true;
  }
  return run;
}

}  // namespace

TEST_CASE("[campaign] the built-in player finishes the campaign 1 to 20 with every class and each scenario replays",
          "[campaign][playthrough]") {
  // Campaign seeds tried per class, in order, until one reaches the finale: `bnb play --auto --new
  // --class C --seed S` (docs/sim.md, "Scenarios 13-20 and whole campaigns", counts them over seeds 1-20). The
  // built-in player gives up after three losses in a row, so most seeds end early and cost little.
  constexpr uint64_t kSeeds = 40;
  const ContentDb& base_db = test::base().loaded.db;
  REQUIRE_FALSE(test::base().loaded.diags.has_errors());
  for (const ClassDef& c : base_db.classes) {
    INFO(c.id);
    std::optional<CampaignRun> finished;
    for (uint64_t seed = 1; seed <= kSeeds && !finished; ++seed) {
      INFO("seed " << seed);
      CampaignRun run = run_campaign(c.id, seed);
      if (run.finale_won) finished = std::move(run);
    }
    REQUIRE(finished);
    // Replaying each scenario's setup and answers gives its result and its final state again.
    for (size_t i = 0; i < finished->played.size(); ++i) {
      const ScenarioRecord& r = finished->played[i];
      INFO("scenario " << r.scenario << " (played #" << i + 1 << ")");
      CHECK(finished->setups[i].seed == r.seed);
      Game again(base_db, test::base().lua.get(), finished->setups[i]);
      for (const std::string& k : r.answers) REQUIRE(again.answer(k).ok());
      CHECK(again.over());
      CHECK((again.outcome() == Outcome::Won) == (r.result == ScenarioResult::Won));
      CHECK(again.board().round == r.rounds);
      CHECK(again.hash() == finished->hashes[i]);
    }
    // The campaign's record counts what was played, and the campaign is finished.
    Campaign state = new_campaign(base_db, c.id, 1);
    state.played = finished->played;
    for (const ScenarioRecord& r : finished->played) record_result(base_db, state, r.scenario, r.result == ScenarioResult::Won);
    const CampaignRecord rec = campaign_record(base_db, state);
    CHECK(rec.finished);
    CHECK(rec.wins + rec.losses == int(finished->played.size()));
    CHECK(rec.scenarios.back().scenario == 20);
  }
}
