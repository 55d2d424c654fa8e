// Active bonuses (rules: "Active Bonuses", "Shield", "Retaliate", "Lost Actions").
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/rules/cards/active.h"
#include "engine/rules/cards/selection.h"
#include "engine/rules/round/character_turn.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
// Card 0: round shield 1. Card 1: lost round shield 1. Card 2: persistent shield 1 for 2 uses.
// Card 3: persistent retaliate 1 (range 2) for 2 uses, lost.
Rules bonus_cards() {
  Rules r;
  Action round = action({});
  round.active = ActiveKind::Round, round.shield = 1;
  Action round_lost = round;
  round_lost.lost = true;
  Action shield = action({});
  shield.active = ActiveKind::Persistent, shield.shield = 1, shield.uses = 2;
  Action grudge = action({});
  grudge.active = ActiveKind::Persistent, grudge.retaliate = 1, grudge.retaliate_range = 2, grudge.uses = 2;
  grudge.lost = true;
  r.set_cards({card("guard", 10, action({attack(2)}), round), card("stand", 20, action({attack(2)}), round_lost),
               card("wall", 30, action({attack(2)}), shield), card("grudge", 40, action({attack(2)}), grudge)});
  return r;
}
void activate(Bench& b, int card, char side = 'A') {
  b.card(card, Pile::Active, side);
  b.hero().cards[size_t(card)].active_half = Half::Bottom;
  b.hero().cards[size_t(card)].uses_left = 2;
}
}  // namespace

TEST_CASE("[active] Active Bonuses: at the end of the round an A-side round bonus flips to B and returns to hand", "[rules][active]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 0, 'A');
  b.run([](Ctx& c) { expire_round_bonuses(c); });
  CHECK(b.after().hero.cards[0].pile == Pile::Hand);
  CHECK(b.after().hero.cards[0].side == 'B');
}

TEST_CASE("[active] Active Bonuses: a B-side round bonus is discarded when it ends", "[rules][active]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 0, 'B');
  b.run([](Ctx& c) { expire_round_bonuses(c); });
  CHECK(b.after().hero.cards[0].pile == Pile::Discard);
}

TEST_CASE("[active] Lost Actions: a lost round bonus goes to the lost pile when it ends", "[rules][active]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 1, 'A');
  b.run([](Ctx& c) { expire_round_bonuses(c); });
  CHECK(b.after().hero.cards[1].pile == Pile::Lost);
}

TEST_CASE("[active] Active Bonuses: persistent bonuses do not expire with the round", "[rules][active]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 2);
  activate(b, 3);
  b.run([](Ctx& c) { expire_round_bonuses(c); });
  CHECK(b.after().hero.cards[2].pile == Pile::Active);
  CHECK(b.after().hero.cards[3].pile == Pile::Active);
}

TEST_CASE("[active] Shield: a persistent shield with uses ends after its last use", "[rules][active][shield]") {
  Rules r = bonus_cards();
  r.place("brute", Hex{1, 0});
  Bench b(r);
  activate(b, 2);
  b.board().acting = 1;
  b.run([](Ctx& c) {
    attack_targets(c, 1, {0}, strike(2));
    CHECK(c.b.hero.cards[2].pile == Pile::Active);
    CHECK(c.b.hero.cards[2].uses_left == 1);
    attack_targets(c, 1, {0}, strike(2));
  });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.fig(0).hp == 8);  // 1 + 1 after the shields
  CHECK(b.after().hero.cards[2].pile == Pile::Hand);
  CHECK(b.after().hero.cards[2].side == 'B');
}

TEST_CASE("[active] Retaliate: a persistent retaliate counts a use each time it hits back", "[rules][active][retaliate]") {
  Rules r = bonus_cards();
  r.place("brute", Hex{1, 0});
  Bench b(r);
  activate(b, 3);
  b.board().acting = 1;
  b.run([](Ctx& c) {
    attack_targets(c, 1, {0}, strike(1));
    attack_targets(c, 1, {0}, strike(1));
  });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::Retaliated) == 2);
  CHECK(b.fig(1).hp == 8);
  CHECK(b.after().hero.cards[3].pile == Pile::Lost);  // a lost action: lost when the bonus ends
}

TEST_CASE("[active] Retaliate: the character's retaliate reaches only attackers within its range", "[rules][active][retaliate]") {
  Rules r = bonus_cards();
  r.place("brute", Hex{2, 0});
  r.place("brute", Hex{3, 0});
  Bench b(r);
  activate(b, 3);
  b.board().acting = 1;
  b.run([](Ctx& c) {
    attack_targets(c, 1, {0}, strike(1, 3));
    c.b.acting = 2;
    attack_targets(c, 2, {0}, strike(1, 3));
  });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.fig(1).hp == 9);   // 2 hexes away: within range 2
  CHECK(b.fig(2).hp == 10);  // 3 hexes away
  CHECK(b.after().hero.cards[3].uses_left == 1);  // only the use that applied counts
}

TEST_CASE("[active] Active Bonuses: persistent bonuses may be dismissed at the start of the turn", "[rules][active]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 0);
  activate(b, 2);
  b.run([](Ctx& c) { offer_dismiss(c); });
  REQUIRE(b.pending(DecisionKind::DismissBonus));
  CHECK(b.has_option("keep"));
  CHECK(b.has_option("dismiss 2"));
  CHECK_FALSE(b.has_option("dismiss 0"));  // a round bonus cannot be dismissed
  b.answer("dismiss 2");
  CHECK(b.after().hero.cards[2].pile == Pile::Hand);
  CHECK(b.after().hero.cards[2].side == 'B');
  CHECK(b.decision() == nullptr);  // nothing left to dismiss
}

TEST_CASE("[active] Lost Actions: a dismissed lost persistent bonus goes to the lost pile", "[rules][active]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 3);
  b.run([](Ctx& c) { offer_dismiss(c); });
  b.answer("dismiss 3");
  CHECK(b.after().hero.cards[3].pile == Pile::Lost);
}

TEST_CASE("[active] Active Bonuses (folded windows): the dismissal at the start of the turn is an option of the first action's question",
          "[rules][active][fold]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 2);
  b.select_cards(0, 1);
  b.run([](Ctx& c) { character_turn(c); });
  REQUIRE(b.pending(DecisionKind::ChooseAction));  // no question of its own
  REQUIRE(b.has_option("dismiss 2"));
  CHECK(b.decision()->options[size_t(b.decision()->find("dismiss 2"))].folded == Folded::Dismiss);
  CHECK(b.has_option("action 0 top"));
  b.answer("dismiss 2");
  CHECK(b.after().hero.cards[2].pile == Pile::Hand);
  REQUIRE(b.pending(DecisionKind::ChooseAction));  // asked again, without the dismissed bonus
  CHECK_FALSE(b.has_option("dismiss 2"));
  CHECK(b.has_option("action 0 top"));
}

TEST_CASE("[active] Active Bonuses (folded windows): a persistent bonus may be dismissed between the two actions, and at the end of the turn with the next card choice",
          "[rules][active][fold]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 3);
  b.select_cards(0, 2);
  b.run([](Ctx& c) { character_turn(c); });
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  CHECK(b.has_option("dismiss 3"));
  b.answer("basic 0 top");  // an attack with no target in reach; the bonus is kept
  b.answer_all(DecisionKind::ChooseTarget, "skip");
  // Between the actions: the second action's question offers it again.
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  CHECK(b.has_option("dismiss 3"));
  SECTION("dismissed between the actions") {
    b.answer("dismiss 3");
    CHECK(b.after().hero.cards[3].pile == Pile::Lost);
    REQUIRE(b.pending(DecisionKind::ChooseAction));
    CHECK_FALSE(b.has_option("dismiss 3"));
  }
  SECTION("kept: the end of the turn asks nothing (the next card choice offers the dismissal)") {
    b.answer("action 2 bottom");  // the persistent shield of card 2
    CHECK(b.decision() == nullptr);
    CHECK(b.after().hero.cards[2].pile == Pile::Active);
    CHECK(b.after().hero.cards[3].pile == Pile::Active);
  }
}

TEST_CASE("[active] Active Bonuses (folded windows): the end-of-turn dismissal is an option of the next round's card choice",
          "[rules][active][fold]") {
  Rules r = bonus_cards();
  Bench b(r);
  activate(b, 2);  // an A side: dismissed, it returns to the hand as its B side
  activate(b, 3);  // a lost bonus
  b.run([](Ctx& c) { select_cards(c); });
  REQUIRE(b.pending(DecisionKind::SelectCards));
  CHECK_FALSE(b.has_option("cards 0 2"));
  REQUIRE(b.has_option("dismiss 3"));
  CHECK(b.decision()->options[size_t(b.decision()->find("dismiss 3"))].folded == Folded::Dismiss);
  b.answer("dismiss 3");
  CHECK(b.after().hero.cards[3].pile == Pile::Lost);
  REQUIRE(b.pending(DecisionKind::SelectCards));
  CHECK_FALSE(b.has_option("dismiss 3"));
  b.answer("dismiss 2");
  REQUIRE(b.pending(DecisionKind::SelectCards));
  CHECK(b.has_option("cards 0 2"));  // the card is back in the hand: it may be played this round
  CHECK_FALSE(b.has_option("dismiss 2"));
}

TEST_CASE("[active] Active Bonuses: a bonus applies from the moment its card is played", "[rules][active]") {
  Rules r = bonus_cards();
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.select_cards(0, 1);
  b.run([](Ctx& c) {
    character_turn(c);
    c.b.acting = 1;
    attack_targets(c, 1, {0}, strike(2));
  });
  b.answer("action 0 bottom");
  b.answer("basic 1 top");
  b.answer("skip");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.after().hero.cards[0].pile == Pile::Active);
  CHECK(b.fig(0).hp == 9);  // Shield 1 from the round bonus
}

TEST_CASE("[active] Active Bonuses: a bonus's script is bound to the rule hooks while it is active", "[rules][active][script]") {
  Rules r;
  Action ward = action({});
  ward.active = ActiveKind::Persistent, ward.active_script = "cards.lua#ward";
  r.set_cards({card("ward", 10, ward, action({move(2)})), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  r.place("brute", Hex{1, 0});
  FakeScripts scripts;
  std::vector<Hook> seen;
  scripts.bind("cards.lua#ward", [&](const HookEvent& ev, ScriptApi&) {
    seen.push_back(scripts.hook);
    ScriptResult res;
    if (scripts.hook == Hook::before_attack && ev.other == 0) res.integer = ev.amount - 1;  // attacks on you -1
    return res;
  });
  AttackSpec s = strike(3);
  SECTION("active: the script runs and its result counts") {
    Bench b(r);
    b.scripts(&scripts);
    b.card(0, Pile::Active);
    b.board().acting = 1;
    b.run([&](Ctx& c) { attack_targets(c, 1, {0}, s); });
    b.answer_all(DecisionKind::NegateDamage, "suffer");
    CHECK(b.first<AttackResolved>().attack_value == 2);
    CHECK(b.fig(0).hp == 8);
    CHECK(std::find(seen.begin(), seen.end(), Hook::before_attack) != seen.end());
    CHECK(std::find(seen.begin(), seen.end(), Hook::after_attack) != seen.end());
    CHECK(std::find(seen.begin(), seen.end(), Hook::before_damage) != seen.end());
  }
  SECTION("not active: the script is not called") {
    Bench b(r);
    b.scripts(&scripts);
    b.card(0, Pile::Discard);
    b.board().acting = 1;
    b.run([&](Ctx& c) { attack_targets(c, 1, {0}, s); });
    b.answer_all(DecisionKind::NegateDamage, "suffer");
    CHECK(seen.empty());
    CHECK(b.fig(0).hp == 7);
  }
}
