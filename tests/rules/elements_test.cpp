// Elements as in Buttons & Bugs (rules: "Elements", "Monsters and Elements", "Added Effects"
// (conditional effects); README reading notes: infusions are available while visible, each
// consumed once per round).
#include <catch2/catch.hpp>

#include "engine/rules/abilities/perform.h"
#include "engine/rules/cards/piles.h"
#include "engine/rules/elements/elements.h"
#include "engine/rules/monsters/monster_turn.h"
#include "engine/rules/round/round.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
// c0 "ember": fire on top (both sides). c1 "frost": ice on the A side's bottom only.
// c2 "gust": air on the A top, earth on the B top. c3: no icon.
Rules element_cards() {
  Rules r;
  Action fire = action({attack(2)});
  fire.infuse = {Element::Fire};
  Action ice = action({move(2)});
  ice.infuse = {Element::Ice};
  Action air = action({attack(2)});
  air.infuse = {Element::Air};
  Action earth = action({attack(2)});
  earth.infuse = {Element::Earth};
  CardDef frost = card("frost", 20, action({attack(2)}), ice);
  frost.b.bottom = action({move(2)});
  CardDef gust = card("gust", 30, air, action({move(2)}));
  gust.b.top = earth;
  r.set_cards({card("ember", 10, fire, action({move(2)})), frost, gust, card("c3", 40, action({attack(2)}), action({move(2)}))});
  return r;
}
Consumption costing(std::vector<std::vector<Element>> costs, int value = 0) {
  Consumption c;
  for (auto& any : costs) c.costs.push_back({any});
  c.value = value;
  return c;
}
bool available(Bench& b, Element e) {
  bool out = false;
  b.run([&](Ctx& c) { out = element_available(c, e); });
  return out;
}
}  // namespace

TEST_CASE("[elements] Elements: an infusion is available while visible in hand, chosen or active", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  for (Pile p : {Pile::Hand, Pile::Selected, Pile::Active}) {
    b.card(0, p);
    CHECK(available(b, Element::Fire));
  }
}

TEST_CASE("[elements] Elements: an infusion on a discarded or lost card is not available", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.all_cards(Pile::Hand);
  for (Pile p : {Pile::Discard, Pile::Lost}) {
    b.card(0, p);
    CHECK_FALSE(available(b, Element::Fire));
  }
  CHECK(available(b, Element::Ice));
}

TEST_CASE("[elements] Elements: each infusion can be consumed once per round", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.run([](Ctx& c) {
    CHECK(pay_consumption(c, costing({{Element::Fire}}), 0));
    CHECK_FALSE(element_available(c, Element::Fire));
    CHECK_FALSE(pay_consumption(c, costing({{Element::Fire}}), 0));
  });
  CHECK(b.count(EventKind::ElementConsumed) == 1);
}

TEST_CASE("[elements] Elements: consumed infusions are available again in the next round", "[rules][elements]") {
  Rules r = element_cards();
  r.place("dummy", Hex{7, 3});
  Bench b(r);
  b.board().phase = Phase::RoundEnd;
  b.hero().cards[0].consumed = uint8_t(1u << unsigned(Element::Fire));
  b.board().extra_infusions.push_back({Element::Dark, false});
  CHECK_FALSE(available(b, Element::Fire));
  b.run([](Ctx& c) { end_round(c); });
  b.answer_all(DecisionKind::ShortRest, "no");
  CHECK(b.after().extra_infusions.empty());  // an item's infusion lasted only its round
  b.board() = b.after();
  b.board().phase = Phase::RoundStart;
  b.run([](Ctx& c) { start_round(c); });
  REQUIRE(b.pending(DecisionKind::SelectCards));
  CHECK(b.after().hero.cards[0].consumed == 0);
}

TEST_CASE("[elements] Elements: several infusions of one element can each be consumed, the player picks which", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.board().extra_infusions.push_back({Element::Fire, false});
  b.run([](Ctx& c) {
    pay_consumption(c, costing({{Element::Fire}}), 0);
    pay_consumption(c, costing({{Element::Fire}}), 0);
  });
  REQUIRE(b.pending(DecisionKind::ChooseInfusion));
  CHECK(b.decision()->options.size() == 2);
  b.answer(b.decision()->options[1].key);
  CHECK(b.decision() == nullptr);  // the second payment had one infusion left
  CHECK(b.count(EventKind::ElementConsumed) == 2);
}

TEST_CASE("[elements] Elements: a card flipped to its B side shows a fresh infusion", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.card(0, Pile::Selected);
  b.run([](Ctx& c) {
    pay_consumption(c, costing({{Element::Fire}}), 0);
    CHECK_FALSE(element_available(c, Element::Fire));
    move_card(c, 0, Pile::Hand, 'B');  // played: flipped, its B side shows fire again
    CHECK(element_available(c, Element::Fire));
  });
}

TEST_CASE("[elements] Elements: a card moved to the active area on the same side keeps its consumed infusion", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.card(0, Pile::Selected);
  b.run([](Ctx& c) {
    pay_consumption(c, costing({{Element::Fire}}), 0);
    move_card(c, 0, Pile::Active);
    CHECK_FALSE(element_available(c, Element::Fire));
  });
}

TEST_CASE("[elements] Elements: flipping a card hides the infusion of its other side", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(1, Pile::Hand, 'B');
  CHECK_FALSE(available(b, Element::Ice));
  b.card(2, Pile::Hand, 'B');
  CHECK(available(b, Element::Earth));
  CHECK_FALSE(available(b, Element::Air));
}

TEST_CASE("[elements] Elements: a wild cost is paid by any one infusion", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(2, Pile::Hand);
  const std::vector<Element> wild{Element::Fire, Element::Ice, Element::Air, Element::Earth, Element::Light, Element::Dark};
  bool paid = false;
  b.run([&](Ctx& c) { paid = pay_consumption(c, costing({wild}), 0); });
  CHECK(paid);
  CHECK(b.first<ElementConsumed>().element == Element::Air);
}

TEST_CASE("[elements] Monsters and Elements: a mixed infusion pays either element, it goes with its monsters", "[rules][elements]") {
  Rules r = element_cards();
  r.monster("dummy").columns[0].infuse = {{Element::Light, Element::Dark}};
  r.place("dummy", Hex{5, 3});
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.board().types[0].column = 0;
  CHECK(available(b, Element::Dark));
  CHECK(available(b, Element::Light));
  bool paid = false;
  b.run([&](Ctx& c) { paid = pay_consumption(c, costing({{Element::Dark}}), 0); });
  CHECK(paid);
  CHECK_FALSE(b.after().types[0].infusion_consumed == 0);
  b.board().fig(1).alive = false;  // all monsters of the type killed
  CHECK_FALSE(available(b, Element::Light));
}

TEST_CASE("[elements] Elements: a consumption showing several elements needs all of them", "[rules][elements]") {
  Rules r = element_cards();
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Hand);
  bool can = true;
  b.run([&](Ctx& c) { can = can_pay(c, costing({{Element::Fire}, {Element::Ice}})); });
  CHECK_FALSE(can);
  b.card(1, Pile::Hand);
  b.run([&](Ctx& c) { can = can_pay(c, costing({{Element::Fire}, {Element::Ice}})); });
  CHECK(can);
}

TEST_CASE("[elements] Added Effects: consuming an element is the character's choice", "[rules][elements][abilities]") {
  Rules r = element_cards();
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  Ability a = attack(2);
  a.consumes.push_back(costing({{Element::Fire}}, 2));
  b.run([&](Ctx& c) { perform_ability(c, 0, a, ""); });
  REQUIRE(b.pending(DecisionKind::ConsumeElement));
  b.answer("skip");
  b.answer("target 1");
  CHECK(b.fig(1).hp == 8);
  CHECK(b.count(EventKind::ElementConsumed) == 0);
  b.run([&](Ctx& c) { perform_ability(c, 0, a, ""); });
  b.answer("consume");
  b.answer("target 1");
  CHECK(b.fig(1).hp == 6);
  CHECK(b.count(EventKind::ElementConsumed) == 1);
}

TEST_CASE("[elements] Added Effects: a conditional effect whose element is not available is not offered", "[rules][elements][abilities]") {
  Rules r = element_cards();
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.all_cards(Pile::Lost);
  Ability a = attack(2);
  a.consumes.push_back(costing({{Element::Fire}}, 2));
  b.run([&](Ctx& c) { perform_ability(c, 0, a, ""); });
  CHECK(b.pending(DecisionKind::ChooseTarget));
}

TEST_CASE("[elements] Monsters and Elements: one consumption benefits every monster of the type", "[rules][elements]") {
  Rules r = element_cards();
  Ability a = attack(1);
  a.consumes.push_back(costing({{Element::Fire}}, 1));
  for (MonsterColumn& c : r.monster("brute").columns) c.abilities = {a};
  r.place("brute", Hex{1, 0});
  r.place("brute", Hex{0, 1});
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Hand);
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::ElementConsumed) == 1);
  CHECK(b.fig(0).hp == 10 - 2 - 2);
}

namespace {
Rules consuming_brute(Consumption c) {
  Rules r = element_cards();
  Ability a = attack(1);
  a.consumes.push_back(std::move(c));
  for (MonsterColumn& col : r.monster("brute").columns) col.abilities = {a};
  return r;
}
}  // namespace

TEST_CASE("[elements] Monsters and Elements: a monster consumes only for an attack it performs", "[rules][elements]") {
  Rules r = consuming_brute(costing({{Element::Fire}}, 1));
  r.place("brute", Hex{3, 0});  // cannot reach the character: no attack
  Bench b(r);
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  CHECK(b.count(EventKind::ElementConsumed) == 0);
}

TEST_CASE("[elements] Monsters and Elements: no consumption for pierce against a target without shield", "[rules][elements]") {
  Consumption c = costing({{Element::Fire}});
  c.effects.pierce = 2;
  Rules r = consuming_brute(c);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::ElementConsumed) == 0);
  b.board().fig(0).round_shield = 1;
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::ElementConsumed) == 1);
}

TEST_CASE("[elements] Monsters and Elements: no consumption for a condition the target already has", "[rules][elements]") {
  Consumption c = costing({{Element::Fire}});
  c.effects.conditions = bit(Condition::Muddle);
  Rules r = consuming_brute(c);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Muddle);
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::ElementConsumed) == 0);
}
