// The round as a whole (rules: "Playing a Scenario", "Character and Monster Turns", "End of
// Round", "Ending a Scenario", "Tracking Rounds").
#include <catch2/catch.hpp>

#include "engine/rules/scenario/scenario.h"
#include "tests/support/hands.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
// The character's turn of cards 0 and 1, both as their basic actions (an attack with no target in
// reach, a move that stays).
void play_basic_turn(Play& p) {
  p.select(0, 1);
  p.answer("basic 0 top");
  p.answer("basic 1 bottom");
  p.answer("stay");
}
}  // namespace

TEST_CASE("[round] Ending a Scenario: a goal met mid-round ends the scenario only at the end of the round", "[rules][round]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.monster("dummy").hp = 1;
  Play p(r);
  p.select(0, 1);
  p.answer("action 0 top");
  p.answer("target 1");
  CHECK_FALSE(p.over());
  REQUIRE(p.pending(DecisionKind::ChooseAction));  // the turn goes on
  p.answer("action 1 bottom");
  p.answer("stay");
  REQUIRE(p.pending(DecisionKind::ShortRest));  // the end of the round still happens
  p.answer("no");
  REQUIRE(p.over());
  CHECK(p.game().outcome() == Outcome::Won);
  const int killed = p.find(EventKind::FigureKilled), round_end = p.find(EventKind::RoundEnded),
            end = p.find(EventKind::ScenarioEnded);
  CHECK(killed < round_end);
  CHECK(round_end < end);
}

TEST_CASE("[round] Ending a Scenario: lost and completed in the same round is lost", "[rules][round]") {
  Rules r;
  Bench b(r);  // no monsters left: the goal is met
  b.board().loss_requested = true;
  b.run([](Ctx& c) { check_scenario_end(c); });
  CHECK(b.ended());
  CHECK(b.after().outcome == Outcome::Lost);
}

TEST_CASE("[round] Character and Monster Turns: each figure's turn starts and ends in initiative order", "[rules][round]") {
  Rules r;
  r.place("brute", Hex{7, 3});
  r.place("brute", Hex{6, 3});
  Play p(r);
  play_basic_turn(p);
  // The brutes act at 90 in number order; neither can reach the character.
  p.answer_all(DecisionKind::ShortRest, "no");
  std::vector<FigureId> started;
  for (const TurnStarted& e : all_events<TurnStarted>(p.events())) started.push_back(e.figure);
  REQUIRE(started.size() >= 3);
  CHECK(started[0] == 0);
  CHECK(started[1] == 1);  // Brute 1
  CHECK(started[2] == 2);  // Brute 2
  CHECK(p.count(EventKind::TurnEnded) >= 3);
}

TEST_CASE("[round] Tracking Rounds: rounds are counted from 1", "[rules][round]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  Play p(r);
  CHECK(p.board().round == 1);
  play_basic_turn(p);
  p.answer_all(DecisionKind::ShortRest, "no");
  REQUIRE(p.pending(DecisionKind::SelectCards));
  CHECK(p.board().round == 2);
  CHECK(p.count(EventKind::RoundStarted) == 2);
}

TEST_CASE("[round] Resting: a declared long rest is the whole turn at initiative 99", "[rules][round][rest]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  for (MonsterColumn& c : r.monster("dummy").columns) c.initiative = 50;
  Play p(r);
  play_basic_turn(p);
  p.answer_all(DecisionKind::ShortRest, "no");
  p.answer("long_rest");
  REQUIRE(p.pending(DecisionKind::LoseCard));  // the monster (50) acted first
  CHECK(p.board().order[0].monster_type == 0);
  p.answer("lose 3");
  p.answer("no");
  CHECK(p.board().hero.cards[3].pile == Pile::Lost);
  for (int c = 0; c < 3; ++c) {
    CHECK(p.board().hero.cards[size_t(c)].pile == Pile::Hand);
    CHECK(p.board().hero.cards[size_t(c)].side == 'A');
  }
  CHECK(p.count(EventKind::LongRested) == 1);
}

TEST_CASE("[round] End of Round: a round bonus played this round ends with it", "[rules][round][active]") {
  Rules r;
  set_guard_hand(r);
  r.place("dummy", Hex{7, 3});
  Play p(r);
  p.select(0, 1);
  p.answer("action 0 bottom");
  CHECK(p.board().hero.cards[0].pile == Pile::Active);
  p.answer("basic 1 top");  // no target in reach: the turn ends, then the round
  p.answer_all(DecisionKind::ShortRest, "no");
  REQUIRE(p.pending(DecisionKind::SelectCards));
  CHECK(p.board().hero.cards[0].pile == Pile::Hand);
  CHECK(p.board().hero.cards[0].side == 'B');
}
