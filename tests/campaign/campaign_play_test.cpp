// A campaign in play as the terminal and the page run it (engine/play/campaign/campaign_play.h):
// every answer saved, a saved scenario resumed, started over when the content changed, the hash
// after each answer kept for the replay, answers taken back.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "engine/play/bots/auto_player.h"
#include "engine/play/campaign/campaign_play.h"
#include "engine/play/game/play_to_end.h"
#include "engine/play/game/replay.h"
#include "tests/support/base_content.h"

using namespace bnb;

namespace {

const ContentDb& db() { return test::base().loaded.db; }
ScriptHost* scripts() { return test::base().lua.get(); }

// A campaign in play whose every save lands in `saves`.
struct Played {
  std::vector<Campaign> saves;
  CampaignPlay play;
  explicit Played(std::unique_ptr<CampaignFlow> flow)
      : play(db(), scripts(), std::move(flow), [this](const Campaign& c) {
          saves.push_back(c);
          return std::string();
        }) {}
};

std::unique_ptr<CampaignFlow> new_flow() { return std::make_unique<CampaignFlow>(db(), 7, "normal"); }

// A new bruiser campaign, its first scenario started and `answers` answers given by the built-in player.
std::unique_ptr<Played> started(int answers) {
  auto p = std::make_unique<Played>(new_flow());
  REQUIRE(p->play.answer_campaign("bruiser").ok());
  ScenarioPlay* sp = p->play.start_scenario();
  REQUIRE(sp);
  AutoPlayer bot(7);
  for (int i = 0; i < answers; ++i) REQUIRE(sp->answer_index(bot.choose(sp->game())).ok());
  return p;
}

// The same, its scenario played to the end by the built-in player.
std::unique_ptr<Played> finished() {
  auto p = started(0);
  ScenarioPlay& sp = *p->play.scenario();
  AutoPlayer bot(7);
  play_to_end(sp.game(), [&](Game& g) { REQUIRE(sp.answer_index(bot.choose(g)).ok()); });
  REQUIRE(sp.game().over());
  return p;
}

}  // namespace

TEST_CASE("[campaign play] every answer is saved with the scenario's answers so far", "[campaign play]") {
  const std::unique_ptr<Played> p = started(6);
  REQUIRE(p->saves.size() == 7);  // the class, then each answer
  const Campaign& last = p->saves.back();
  REQUIRE(last.current);
  CHECK(last.current->answers == p->play.scenario()->game().answer_keys());
  CHECK(last.current->answers.size() == 6);
}

TEST_CASE("[campaign play] resuming a saved campaign gives its scenario's answers again and goes on from there", "[campaign play]") {
  const std::unique_ptr<Played> first = started(8);
  const Game& before = first->play.scenario()->game();
  Played again(std::make_unique<CampaignFlow>(db(), first->saves.back(), "normal"));
  ScenarioPlay* sp = again.play.start_scenario();
  REQUIRE(sp);
  CHECK(sp->restarted_at().empty());
  CHECK(again.play.restarted_at().empty());
  CHECK(sp->game().answer_count() == 8);
  CHECK(sp->game().hash() == before.hash());
  CHECK(sp->hashes() == first->play.scenario()->hashes());
  CHECK(again.saves.empty());  // resuming changes nothing to save
}

TEST_CASE("[campaign play] saved answers that no longer fit the content start the scenario over and say which answer", "[campaign play]") {
  const std::unique_ptr<Played> first = started(8);
  Campaign saved = first->saves.back();
  saved.current->answers[3] = "an-option-the-content-no-longer-has";
  Played again(std::make_unique<CampaignFlow>(db(), saved, "normal"));
  std::vector<CampaignPlay::Start> told;
  ScenarioPlay* sp = again.play.start_scenario([&](CampaignPlay::Start s) { told.push_back(s); });
  REQUIRE(sp);
  CHECK(again.play.restarted_at() == "an-option-the-content-no-longer-has");
  CHECK(sp->game().answer_count() == 0);
  CHECK(sp->hashes().empty());
  // The three answers that fitted were given again before the one that did not.
  CHECK(told == std::vector<CampaignPlay::Start>{CampaignPlay::Start::Made, CampaignPlay::Start::Resumed, CampaignPlay::Start::Resumed,
                                                 CampaignPlay::Start::Resumed, CampaignPlay::Start::Restarted});
  // The save says the scenario starts over: the same scenario and seed, no answers.
  REQUIRE(again.saves.size() == 1);
  REQUIRE(again.saves.back().current);
  CHECK(again.saves.back().current->answers.empty());
  CHECK(again.saves.back().current->setup.seed == saved.current->setup.seed);
}

TEST_CASE("[campaign play] the state hash after each answer is kept, one per answer", "[campaign play]") {
  const std::unique_ptr<Played> p = started(10);
  const ScenarioPlay& sp = *p->play.scenario();
  REQUIRE(sp.hashes().size() == 10);
  Game replayed(db(), scripts(), sp.game().state().setup);
  for (size_t i = 0; i < 10; ++i) {
    REQUIRE(replayed.answer(sp.game().answer_key(i)).ok());
    CHECK(sp.hashes()[i] == replayed.hash());
  }
}

TEST_CASE("[campaign play] the replay of a finished scenario replays to its final state", "[campaign play]") {
  const std::unique_ptr<Played> p = finished();
  ScenarioPlay& sp = *p->play.scenario();
  const Replay r = sp.replay({"mods/example"});
  CHECK(r.mods == std::vector<std::string>{"mods/example"});
  CHECK(r.steps.size() == sp.game().answer_count());
  CHECK(r.final_hash == sp.game().hash());
  const ReplayCheck check = run_replay(db(), scripts(), r);
  CHECK(check.ok);
  CHECK(check.final_hash == sp.game().hash());
}

TEST_CASE("[campaign play] a scenario's game that ends is recorded by the campaign at once", "[campaign play]") {
  const std::unique_ptr<Played> p = finished();
  ScenarioPlay& sp = *p->play.scenario();
  CHECK(p->play.scenario_finished());
  REQUIRE(p->play.flow().state().played.size() == 1);
  CHECK(p->play.flow().state().played[0].rounds == sp.game().board().round);
  REQUIRE(p->play.decision());  // play on?
  CHECK((p->play.decision()->kind == CampaignChoice::AfterWin || p->play.decision()->kind == CampaignChoice::AfterLoss));
  CHECK_FALSE(p->saves.back().current);  // saved without a scenario in progress
  // The finished game stays readable until the next scenario starts.
  CHECK(p->play.scenario() == &sp);
  CHECK(p->play.start_scenario() == nullptr);
}

TEST_CASE("[campaign play] answers taken back are taken out of the save too", "[campaign play]") {
  const std::unique_ptr<Played> p = started(12);
  ScenarioPlay& sp = *p->play.scenario();
  const size_t can = sp.undoable(UndoMode::Free);
  REQUIRE(can == 12);
  const uint64_t after_nine = sp.hashes()[8];
  sp.take_back(3);
  CHECK(sp.game().answer_count() == 9);
  CHECK(sp.hashes().size() == 9);
  CHECK(sp.game().hash() == after_nine);
  REQUIRE(p->saves.back().current);
  CHECK(p->saves.back().current->answers.size() == 9);
}
