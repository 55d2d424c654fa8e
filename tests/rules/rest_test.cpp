// Resting, exhaustion and the end of the round (rules: "Resting", "Exhaustion", "End of Round",
// "Active Bonuses" (persistent cards count toward a rest)).
#include <catch2/catch.hpp>

#include "engine/rules/cards/selection.h"
#include "engine/rules/round/rest.h"
#include "engine/rules/round/round.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
void short_rest(Bench& b) {
  b.run([](Ctx& c) { offer_short_rest(c); });
}
void long_rest(Bench& b) {
  b.run([](Ctx& c) { long_rest_turn(c); });
}
int in_pile(const Bench& b, Pile p) {
  int n = 0;
  for (const CardState& c : b.after().hero.cards) n += c.pile == p;
  return n;
}
Rules with_bonus_cards() {
  Rules r;
  Action round = action({});
  round.active = ActiveKind::Round, round.shield = 1;
  Action round_lost = round;
  round_lost.lost = true;
  Action persistent = action({});
  persistent.active = ActiveKind::Persistent, persistent.shield = 1;
  r.set_cards({card("guard", 10, action({attack(2)}), round), card("stand", 20, action({attack(2)}), round_lost),
               card("wall", 30, action({attack(2)}), persistent), card("c3", 40, action({attack(2)}), action({move(2)}))});
  return r;
}
void activate(Bench& b, int card, char side = 'A') {
  b.card(card, Pile::Active, side);
  b.hero().cards[size_t(card)].active_half = Half::Bottom;
}
}  // namespace

TEST_CASE("[rest] Resting: a short rest returns the discard pile, flips B sides and loses one random card", "[rules][rest]") {
  Rules r;
  Bench b(r);
  b.card(0, Pile::Discard, 'B');
  b.card(1, Pile::Hand, 'B');
  b.card(2, Pile::Hand, 'A');
  b.card(3, Pile::Lost, 'A');
  short_rest(b);
  REQUIRE(b.pending(DecisionKind::ShortRest));
  b.answer("rest");
  REQUIRE(b.pending(DecisionKind::RedrawLoss));
  b.answer("keep");
  CHECK(in_pile(b, Pile::Lost) == 2);
  CHECK(in_pile(b, Pile::Hand) == 2);
  for (const CardState& c : b.after().hero.cards)
    if (c.pile == Pile::Hand) CHECK(c.side == 'A');
  CHECK(b.count(EventKind::ShortRested) == 1);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[rest] Resting: once per short rest, 1 damage buys a different random card", "[rules][rest]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Discard, 'B');
  short_rest(b);
  b.answer("rest");
  REQUIRE(b.pending(DecisionKind::RedrawLoss));
  const int first = b.decision()->card;  // the card the rest would lose
  REQUIRE(first >= 0);
  b.answer("redraw");
  CHECK(b.decision() == nullptr);  // no second redraw, and the 1 damage is not negated
  CHECK(b.after().hero.cards[size_t(first)].pile == Pile::Hand);
  CHECK(in_pile(b, Pile::Lost) == 1);
  CHECK(b.fig(0).hp == 9);
}

TEST_CASE("[rest] Resting: the redraw is not offered when its damage would exhaust", "[rules][rest]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 1;
  b.all_cards(Pile::Discard, 'B');
  short_rest(b);
  b.answer("rest");
  CHECK(b.decision() == nullptr);
  CHECK(in_pile(b, Pile::Lost) == 1);
}

TEST_CASE("[rest] Resting: a short rest is optional", "[rules][rest]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Discard, 'B');
  short_rest(b);
  b.answer("no");
  CHECK(in_pile(b, Pile::Discard) == 4);
  CHECK(b.count(EventKind::ShortRested) == 0);
}

TEST_CASE("[rest] Resting: no rest with fewer than two cards in hand and discard pile", "[rules][rest]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Discard, 'B');
  REQUIRE(b.run([](Ctx& c) { offer_short_rest(c); }));
  CHECK(b.count(EventKind::ShortRested) == 0);
}

TEST_CASE("[rest] Resting: a long rest loses a card of the player's choice, may heal 2 and recover spent items", "[rules][rest]") {
  Rules r;
  r.add_item(item(1, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(2, ItemSlot::Small, ItemUsage::Lost, ItemWindow::YourTurn));
  Bench b(r);
  b.card(0, Pile::Discard, 'B');
  b.card(1, Pile::Hand, 'B');
  b.card(2, Pile::Lost, 'A');
  b.card(3, Pile::Hand, 'A');
  b.hero().items = {{int16_t(r.db.item_index(1)), ItemStatus::Spent}, {int16_t(r.db.item_index(2)), ItemStatus::Lost}};
  b.board().fig(0).hp = 6;
  long_rest(b);
  REQUIRE(b.pending(DecisionKind::LoseCard));
  CHECK(b.has_option("lose 0"));
  CHECK_FALSE(b.has_option("lose 2"));
  b.answer("lose 1");
  REQUIRE(b.pending(DecisionKind::LongRestHeal));
  b.answer("heal");
  REQUIRE(b.pending(DecisionKind::RecoverItems));
  b.answer("recover");
  CHECK(b.after().hero.cards[1].pile == Pile::Lost);
  CHECK(b.after().hero.cards[0].pile == Pile::Hand);
  CHECK(b.after().hero.cards[0].side == 'A');
  CHECK(b.fig(0).hp == 8);
  CHECK(b.after().hero.items[0].status == ItemStatus::Ready);
  CHECK(b.after().hero.items[1].status == ItemStatus::Lost);  // lost items stay lost
  CHECK(b.count(EventKind::LongRested) == 1);
}

TEST_CASE("[rest] Resting: the long rest's heal and item recovery may be declined", "[rules][rest]") {
  Rules r;
  r.add_item(item(1, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  Bench b(r);
  b.all_cards(Pile::Discard, 'B');
  b.hero().items = {{int16_t(r.db.item_index(1)), ItemStatus::Spent}};
  b.board().fig(0).hp = 6;
  long_rest(b);
  b.answer("lose 2");
  b.answer("no");
  b.answer("no");
  CHECK(b.fig(0).hp == 6);
  CHECK(b.after().hero.items[0].status == ItemStatus::Spent);
}

TEST_CASE("[rest] Resting: the long rest's heal removes poison instead of healing", "[rules][rest][heal]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Discard, 'B');
  b.board().fig(0).hp = 6;
  b.board().fig(0).conditions = bit(Condition::Poison);
  long_rest(b);
  b.answer("lose 0");
  b.answer("heal");
  CHECK(b.fig(0).hp == 6);
  CHECK(b.fig(0).conditions == 0);
}

TEST_CASE("[rest] Resting: with no card in hand the rest loses an active card without a lost icon", "[rules][rest]") {
  Rules r = with_bonus_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  activate(b, 0);  // round bonus, no lost icon
  activate(b, 1);  // lost icon: cannot be lost this way
  long_rest(b);    // a single card can be lost: no question
  REQUIRE(b.pending(DecisionKind::LongRestHeal));
  CHECK(b.after().hero.cards[0].pile == Pile::Lost);
  CHECK(b.after().hero.cards[1].pile == Pile::Active);
}

TEST_CASE("[rest] Resting: with nothing to lose the rest still completes", "[rules][rest]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.board().fig(0).hp = 5;
  long_rest(b);
  b.answer("heal");
  CHECK(b.fig(0).hp == 7);
  CHECK(b.count(EventKind::LongRested) == 1);
}

TEST_CASE("[rest] Active Bonuses: persistent bonus cards count toward the two cards a rest needs", "[rules][rest][active]") {
  Rules r = with_bonus_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(3, Pile::Hand);
  activate(b, 2);  // persistent, would return to the hand
  b.run([](Ctx& c) {
    CHECK(can_rest(c));
    CHECK(can_play_or_rest(c));
  });
  activate(b, 0);  // a round bonus does not count
  b.card(2, Pile::Lost);
  b.run([](Ctx& c) { CHECK_FALSE(can_rest(c)); });
}

TEST_CASE("[rest] Active Bonuses: a rest may take persistent bonus cards back", "[rules][rest][active]") {
  Rules r = with_bonus_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(3, Pile::Hand);
  activate(b, 2, 'B');
  long_rest(b);
  REQUIRE(b.pending(DecisionKind::DismissBonus));
  b.answer("dismiss 2");
  REQUIRE(b.pending(DecisionKind::LoseCard));
  b.answer("lose 3");
  CHECK(b.after().hero.cards[2].pile == Pile::Hand);
  CHECK(b.after().hero.cards[2].side == 'A');
}

namespace {
// Exhaustion's board: a round about to start, every card lost but the first, which is in hand.
void only_first_card_at_round_start(Bench& b) {
  b.board().phase = Phase::RoundStart;
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Hand);
}
}  // namespace

TEST_CASE("[rest] Exhaustion: without two cards to play or rest at the start of a round the scenario is lost", "[rules][rest]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  Bench b(r);
  only_first_card_at_round_start(b);
  b.run([](Ctx& c) { start_round(c); });
  CHECK(b.ended());
  CHECK(b.after().outcome == Outcome::Lost);
}

TEST_CASE("[rest] Exhaustion: one card in hand and one discarded is enough to rest", "[rules][rest]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  Bench b(r);
  only_first_card_at_round_start(b);
  b.card(1, Pile::Discard, 'B');
  b.run([](Ctx& c) { start_round(c); });
  CHECK_FALSE(b.ended());
  CHECK(b.after().hero.long_rest);
}

TEST_CASE("[rest] End of Round: end-of-round effects, then round bonuses expire, then the short rest", "[rules][rest][round]") {
  Rules r = with_bonus_cards();
  r.place("dummy", Hex{7, 3});
  r.scenario().hooks.push_back({Hook::on_round_end, "rules.lua#round_end"});
  FakeScripts scripts;
  std::string pile_at_hook;
  scripts.bind("rules.lua#round_end", [&](const HookEvent&, ScriptApi& api) {
    pile_at_hook = api.cards()[0].pile;
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  b.board().phase = Phase::RoundEnd;
  activate(b, 0);
  b.card(1, Pile::Discard, 'B');
  b.card(3, Pile::Discard, 'B');
  b.run([](Ctx& c) { end_round(c); });
  CHECK(pile_at_hook == "active");
  REQUIRE(b.pending(DecisionKind::ShortRest));
  CHECK(b.after().hero.cards[0].pile == Pile::Hand);  // already expired
  CHECK(b.after().hero.cards[0].side == 'B');
  b.answer("no");
  CHECK(b.count(EventKind::RoundEnded) == 1);
}

TEST_CASE("[rest] End of Round: round bonuses of all figures end", "[rules][rest][round]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  Bench b(r);
  b.board().phase = Phase::RoundEnd;
  b.board().fig(0).round_shield = 2;
  b.board().fig(1).round_retaliate = 1;
  b.board().fig(1).round_retaliate_effects.conditions = bit(Condition::Wound);
  b.board().fig(1).round_retaliate_effects.push = 2;
  b.all_cards(Pile::Lost);
  REQUIRE(b.run([](Ctx& c) { end_round(c); }));
  CHECK(b.fig(0).round_shield == 0);
  CHECK(b.fig(1).round_retaliate == 0);
  CHECK(b.fig(1).round_retaliate_effects.empty());  // the retaliate's added effects end with it
}
