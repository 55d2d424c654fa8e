// Card selection, initiative and the character's turn (rules: "Card Selection", "Ordering of
// Initiative", "Resolving Ties", "Character Turns", "Ability Cards", "Lost Actions").
#include <catch2/catch.hpp>

#include "engine/rules/cards/selection.h"
#include "engine/rules/round/character_turn.h"
#include "tests/support/hands.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
// A bench on the character's turn with cards 0 (initiative) and 1 selected.
Bench turn_bench(const Rules& r, char side0 = 'A', char side1 = 'A') {
  Bench b(r);
  b.card(0, Pile::Selected, side0);
  b.card(1, Pile::Selected, side1);
  b.hero().initiative_card = 0, b.hero().other_card = 1;
  return b;
}
void run_turn(Bench& b) {
  b.run([](Ctx& c) { character_turn(c); });
}
// A bench for the character's turn with card 0 "blast" (initiative 10), whose top action attacks 4
// and is lost (and unrecoverable, if asked), and a dummy next to the character.
Bench lost_card_turn(Rules& r, bool unrecoverable) {
  Action lost = action({attack(4)});
  lost.lost = true, lost.unrecoverable = unrecoverable;
  r.set_cards({card("blast", 10, lost, action({move(2)})), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  r.place("dummy", Hex{1, 0});
  return turn_bench(r);
}
Rules far_dummy() {
  Rules r;
  r.place("dummy", Hex{7, 3});
  return r;
}
}  // namespace

TEST_CASE("[cards] Card Selection: any two cards of the hand, the first sets the initiative", "[rules][cards]") {
  Rules r = far_dummy();
  Play p(r);
  REQUIRE(p.kind() == DecisionKind::SelectCards);
  CHECK(p.decision()->options.size() == 4 * 3 + 1);  // ordered pairs + long rest
  CHECK(p.has_option("cards 2 0"));
  CHECK(p.has_option("cards 0 2"));
  CHECK_FALSE(p.has_option("cards 1 1"));
  p.select(2, 0);
  CHECK(p.first<CardsSelected>().initiative == 30);
  CHECK(p.board().order[0].monster_type == -1);
  CHECK(p.board().order[0].initiative == 30);
  CHECK(p.board().hero.cards[2].pile == Pile::Selected);
  CHECK(p.board().hero.cards[0].pile == Pile::Selected);
  CHECK(p.board().hero.cards[1].pile == Pile::Hand);
}

TEST_CASE("[cards] Card Selection: with one card in hand and one discarded only a long rest is possible", "[rules][cards]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Hand);
  b.card(1, Pile::Discard);
  int init = 0;
  REQUIRE(b.run([&](Ctx& c) { init = select_cards(c); }));  // a single option: taken
  CHECK(init == 99);
  CHECK(b.after().hero.long_rest);
  CHECK(b.count(EventKind::LongRestDeclared) == 1);
}

TEST_CASE("[cards] Card Selection: a long rest needs two cards in hand and/or discard pile", "[rules][cards]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Hand);
  b.card(1, Pile::Hand);
  b.run([](Ctx& c) { select_cards(c); });
  REQUIRE(b.pending(DecisionKind::SelectCards));
  CHECK(b.decision()->options.size() == 3);
  CHECK(b.has_option("long_rest"));
  b.card(1, Pile::Lost);
  b.run([](Ctx& c) { CHECK_FALSE(can_rest(c)); });
}

TEST_CASE("[cards] Ordering of Initiative: lowest initiative acts first", "[rules][cards]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  for (MonsterColumn& c : r.monster("dummy").columns) c.initiative = 15;
  Play p(r);
  p.select(1, 0);  // initiative 20
  REQUIRE(p.board().order.size() == 2);
  CHECK(p.board().order[0].monster_type == 0);
  CHECK(p.board().order[1].monster_type == -1);
  CHECK(p.first<TurnStarted>().figure == 1);
}

TEST_CASE("[cards] Resolving Ties: a tie between the character and a monster goes to the character", "[rules][cards]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  for (MonsterColumn& c : r.monster("dummy").columns) c.initiative = 20;
  Play p(r);
  p.select(1, 0);  // initiative 20 too
  REQUIRE(p.board().order.size() == 2);
  CHECK(p.board().order[0].monster_type == -1);
  CHECK(p.kind() == DecisionKind::ChooseAction);  // the character is acting
}

TEST_CASE("[cards] Card Selection: a long rest acts on initiative 99, still before a monster at 99", "[rules][cards]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  for (MonsterColumn& c : r.monster("dummy").columns) c.initiative = 99;
  Play p(r);
  p.answer("long_rest");
  REQUIRE(p.board().order.size() == 2);
  CHECK(p.board().order[0].monster_type == -1);
  CHECK(p.board().order[0].initiative == 99);
  CHECK(p.board().order[1].initiative == 99);
}

TEST_CASE("[cards] Character Turns: the first action may be any half of either card, card or basic", "[rules][cards]") {
  Rules r;
  Bench b = turn_bench(r);
  run_turn(b);
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  CHECK(b.decision()->options.size() == 8);
  for (const char* k : {"action 0 top", "action 0 bottom", "action 1 top", "action 1 bottom", "basic 0 top",
                        "basic 0 bottom", "basic 1 top", "basic 1 bottom"})
    CHECK(b.has_option(k));
}

TEST_CASE("[cards] Character Turns: the second action is the other half of the other card (no two tops)", "[rules][cards]") {
  Rules r;
  Bench b = turn_bench(r);
  run_turn(b);
  b.answer("action 1 bottom");  // bottom first: either order is allowed
  b.answer_all(DecisionKind::MoveDestination, "stay");
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  CHECK(b.decision()->options.size() == 2);
  CHECK(b.has_option("action 0 top"));
  CHECK(b.has_option("basic 0 top"));
}

TEST_CASE("[cards] Character Turns: basic actions are Attack 2 on top and Move 2 on the bottom", "[rules][cards]") {
  Rules r;
  r.set_cards({card("big", 10, action({attack(5)}), action({move(5)})), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  r.place("dummy", Hex{1, 0});
  Bench b = turn_bench(r);
  run_turn(b);
  b.answer("basic 0 top");
  b.answer("target 1");
  CHECK(b.fig(1).hp == 10 - 2);  // Attack 2, not the card's 5
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  b.answer("basic 1 bottom");
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  CHECK(b.has_option("hex 0,2"));    // 2 hexes away
  CHECK_FALSE(b.has_option("hex 0,3"));
}

TEST_CASE("[cards] Ability Cards: a played A side flips to its B side and returns to the hand", "[rules][cards]") {
  Rules r;
  Bench b = turn_bench(r);
  run_turn(b);
  b.answer("action 0 top");
  b.answer("action 1 bottom");
  b.answer_all(DecisionKind::MoveDestination, "stay");
  REQUIRE(b.decision() == nullptr);
  for (int c : {0, 1}) {
    CHECK(b.after().hero.cards[size_t(c)].pile == Pile::Hand);
    CHECK(b.after().hero.cards[size_t(c)].side == 'B');
  }
  CHECK(b.count(EventKind::CardMoved) == 2);
}

TEST_CASE("[cards] Ability Cards: a played B side is discarded", "[rules][cards]") {
  Rules r;
  Bench b = turn_bench(r, 'B', 'B');
  run_turn(b);
  b.answer("basic 0 top");
  b.answer("basic 1 bottom");
  b.answer_all(DecisionKind::MoveDestination, "stay");
  CHECK(b.after().hero.cards[0].pile == Pile::Discard);
  CHECK(b.after().hero.cards[1].pile == Pile::Discard);
  CHECK(b.after().hero.cards[0].side == 'B');
}

TEST_CASE("[cards] Lost Actions: a performed lost action is lost (an unrecoverable one marked so), one not performed at all is not",
          "[rules][cards]") {
  struct Case {
    const char* rule;
    bool unrecoverable;
    const char* answer;  // to the attack's target question
    Pile pile;
  };
  const Case c = GENERATE(values<Case>({
      {"a performed lost action sends the card to the lost pile", false, "target 1", Pile::Lost},
      {"an unrecoverable lost action is marked so", true, "target 1", Pile::Lost},
      {"a lost action of which no part was performed is not lost", false, "skip", Pile::Hand},
  }));
  INFO(c.rule);
  Rules r;
  Bench b = lost_card_turn(r, c.unrecoverable);
  run_turn(b);
  b.answer("action 0 top");
  b.answer(c.answer);
  CHECK(b.after().hero.cards[0].pile == c.pile);
  if (c.pile == Pile::Lost) CHECK(b.after().hero.cards[0].unrecoverable == c.unrecoverable);
  else CHECK(b.after().hero.cards[0].side == 'B');
}

TEST_CASE("[cards] Ability Cards: a lost card used for a basic action is treated as if it had no icons", "[rules][cards]") {
  Rules r;
  Bench b = lost_card_turn(r, false);
  run_turn(b);
  b.answer("basic 0 top");
  b.answer("target 1");
  CHECK(b.after().hero.cards[0].pile == Pile::Hand);
  CHECK(b.after().hero.cards[0].side == 'B');
}

TEST_CASE("[cards] Ability Cards: an action with an active bonus goes to the active area", "[rules][cards]") {
  Rules r;
  set_guard_hand(r);
  Bench b = turn_bench(r);
  run_turn(b);
  b.answer("action 0 bottom");
  b.answer("action 1 top");
  const CardState& c = b.after().hero.cards[0];
  CHECK(c.pile == Pile::Active);
  CHECK(c.active_half == Half::Bottom);
  CHECK(c.side == 'A');
}

TEST_CASE("[cards] Card Selection: selected cards are out of the hand until played", "[rules][cards]") {
  Rules r = far_dummy();
  Play p(r);
  p.select(0, 1);
  REQUIRE(p.kind() == DecisionKind::ChooseAction);
  int hand = 0;
  for (const CardState& c : p.board().hero.cards) hand += c.pile == Pile::Hand;
  CHECK(hand == 2);
  CHECK(p.board().hero.initiative_card == 0);
  CHECK(p.board().hero.other_card == 1);
}
