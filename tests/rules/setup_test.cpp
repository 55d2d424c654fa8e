// Scenario setup: level, upgrades, hit points, modifier table, items (rules: "Beginning a
// Scenario", "Scenario Level", "Character Progression", "Upgraded Ability Cards", "Item Limits",
// "Item Supply", "Ending a Scenario").
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/rules/items/items.h"
#include "engine/rules/scenario/scenario.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
Rules with_upgrades(int level) {
  Rules r;
  r.setup.level = level;
  for (int i = 0; i < 4; ++i) {
    CardDef up = card("c" + std::to_string(i) + "+", 15 + i, action({attack(3)}), action({move(3)}));
    up.upgrade_of = "c" + std::to_string(i);
    r.add_upgrade(up);
  }
  return r;
}
std::string def_id(const Play& p, int card) { return p.game().content().cards[size_t(p.board().hero.cards[size_t(card)].def)].id; }
}  // namespace

TEST_CASE("[setup] Scenario Level: level 1 upgrades no card and asks nothing", "[rules][setup]") {
  Rules r = with_upgrades(1);
  Play p(r);
  CHECK(p.kind() == DecisionKind::SelectCards);
  for (int i = 0; i < 4; ++i) CHECK(def_id(p, i) == "c" + std::to_string(i));
}

TEST_CASE("[setup] Upgraded Ability Cards: level 3 upgrades two cards and the player chooses which", "[rules][setup]") {
  Rules r = with_upgrades(3);
  Play p(r);
  REQUIRE(p.kind() == DecisionKind::UpgradeCards);
  CHECK(p.decision()->options.size() == 4);
  p.answer("upgrade c1+");
  REQUIRE(p.kind() == DecisionKind::UpgradeCards);
  // A card already upgraded is not offered again.
  CHECK_FALSE(p.has_option("upgrade c1+"));
  CHECK(p.decision()->options.size() == 3);
  p.answer("upgrade c3+");
  CHECK(p.kind() == DecisionKind::SelectCards);
  CHECK(def_id(p, 0) == "c0");
  CHECK(def_id(p, 1) == "c1+");
  CHECK(def_id(p, 2) == "c2");
  CHECK(def_id(p, 3) == "c3+");
}

TEST_CASE("[setup] Upgraded Ability Cards: level 5 upgrades four cards (level - 1)", "[rules][setup]") {
  Rules r = with_upgrades(5);
  Play p(r);
  int asked = 0;
  while (p.pending(DecisionKind::UpgradeCards)) {
    p.answer(p.decision()->options[0].key);
    ++asked;
  }
  CHECK(asked == 3);  // the fourth has a single option left and is taken
  for (int i = 0; i < 4; ++i) CHECK(def_id(p, i) == "c" + std::to_string(i) + "+");
}

TEST_CASE("[setup] Character Progression: maximum hit points follow the scenario level", "[rules][setup]") {
  for (int level = 1; level <= 5; ++level) {
    Rules r;
    r.setup.level = level;
    Play p(r);
    CHECK(p.board().fig(0).max_hp == 9 + level);
    CHECK(p.board().fig(0).hp == 9 + level);
    CHECK(int(p.board().hero.level) == level);
  }
}

TEST_CASE("[setup] Scenario Level: without a level given the scenario's own level is used", "[rules][setup]") {
  Rules r;
  r.setup.level = 0;
  r.scenario().level = 4;
  CHECK(scenario_level(r.db, r.setup) == 4);
  r.setup.level = 2;
  CHECK(scenario_level(r.db, r.setup) == 2);
}

TEST_CASE("[setup] Character Progression: the modifier table of the scenario level is used", "[rules][setup]") {
  Rules r;
  for (int l = 0; l < 5; ++l) r.hero_class().tables[size_t(l)] = flat_table(l + 1);
  r.setup.level = 3;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s;
  s.value = 2;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  CHECK(b.first<AttackResolved>().attack_value == 2 + 3);
  CHECK(b.fig(1).hp == 10 - 5);
}

TEST_CASE("[setup] Item Limits: small items up to half the scenario level, rounded up", "[rules][setup][items]") {
  CHECK(small_item_slots(1) == 1);
  CHECK(small_item_slots(2) == 1);
  CHECK(small_item_slots(3) == 2);
  CHECK(small_item_slots(4) == 2);
  CHECK(small_item_slots(5) == 3);
  Rules r;
  r.setup.level = 3;
  for (int n = 1; n <= 3; ++n) r.add_item(item(n, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  Play p(r);
  REQUIRE(p.kind() == DecisionKind::EquipItems);
  p.answer("equip 1");
  p.answer("equip 2");
  // Two small items at level 3: the third is not offered.
  REQUIRE(p.kind() == DecisionKind::EquipItems);
  CHECK_FALSE(p.has_option("equip 3"));
  CHECK(p.board().hero.items.size() == 2);
}

TEST_CASE("[setup] Item Limits: two one-hand items, not a third", "[rules][setup][items]") {
  Rules r;
  for (int n = 1; n <= 3; ++n) r.add_item(item(n, ItemSlot::OneHand, ItemUsage::Spent, ItemWindow::YourTurn));
  Play p(r);
  p.answer("equip 3");
  p.answer("equip 1");
  CHECK(p.board().hero.items.size() == 2);
  CHECK_FALSE(p.has_option("equip 2"));  // nothing left to offer: start, or take one off
  CHECK(p.has_option("start"));
}

TEST_CASE("[setup] Item Limits: one two-hand item excludes one-hand items and a second two-hand", "[rules][setup][items]") {
  Rules r;
  r.add_item(item(1, ItemSlot::TwoHand, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(2, ItemSlot::TwoHand, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(3, ItemSlot::OneHand, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(4, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  Play p(r);
  p.answer("equip 1");
  REQUIRE(p.kind() == DecisionKind::EquipItems);
  CHECK_FALSE(p.has_option("equip 2"));
  CHECK_FALSE(p.has_option("equip 3"));
  CHECK(p.has_option("equip 4"));
}

TEST_CASE("[setup] Item Limits: a one-hand item excludes two-hand items", "[rules][setup][items]") {
  Rules r;
  r.add_item(item(1, ItemSlot::OneHand, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(2, ItemSlot::TwoHand, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(3, ItemSlot::OneHand, ItemUsage::Spent, ItemWindow::YourTurn));
  Play p(r);
  p.answer("equip 1");
  CHECK_FALSE(p.has_option("equip 2"));
  CHECK(p.has_option("equip 3"));
}

TEST_CASE("[setup] Item Supply: only items the campaign made available are offered", "[rules][setup][items]") {
  Rules r;
  r.add_item(item(1, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  r.db.items.push_back(item(2, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));  // not available
  r.setup.level = 5;
  Play p(r);
  REQUIRE(p.kind() == DecisionKind::EquipItems);
  CHECK(p.has_option("equip 1"));
  CHECK_FALSE(p.has_option("equip 2"));
}

TEST_CASE("[setup] Item Supply: only one of the two items of one scenario card may be equipped", "[rules][setup][items]") {
  Rules r;
  r.setup.level = 5;
  ItemDef a = item(1, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn), b = a;
  b.number = 2, b.id = "item-2";
  ItemDef c = item(3, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn);
  a.pair = b.pair = 7;
  r.add_item(a), r.add_item(b), r.add_item(c);
  Play p(r);
  p.answer("equip 2");
  CHECK_FALSE(p.has_option("equip 1"));
  CHECK(p.has_option("equip 3"));
}

TEST_CASE("[setup] Item Supply: an item equipped may be taken off before the scenario, freeing its slot", "[rules][setup][items]") {
  Rules r;
  r.setup.level = 1;  // one small-item slot
  r.add_item(item(1, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  r.add_item(item(2, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  Play p(r);
  CHECK_FALSE(p.has_option("unequip 1"));
  p.answer("equip 1");
  CHECK_FALSE(p.has_option("equip 2"));  // the slot is taken
  REQUIRE(p.has_option("unequip 1"));
  p.answer("unequip 1");
  CHECK(p.board().hero.items.empty());
  CHECK(p.has_option("equip 1"));
  p.answer("equip 2");
  REQUIRE(p.board().hero.items.size() == 1);
  CHECK(p.game().content().items[size_t(p.board().hero.items[0].def)].number == 2);
  p.answer("start");
  CHECK(p.count(EventKind::ScenarioStarted) == 1);
}

TEST_CASE("[setup] Beginning a Scenario: equipped items start ready, cards in hand on their A side", "[rules][setup]") {
  Rules r;
  r.add_item(item(1, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn));
  Play p(r);
  p.answer("equip 1");
  p.answer("start");
  REQUIRE(p.board().hero.items.size() == 1);
  CHECK(p.board().hero.items[0].status == ItemStatus::Ready);
  for (const CardState& c : p.board().hero.cards) {
    CHECK(c.pile == Pile::Hand);
    CHECK(c.side == 'A');
  }
  CHECK(p.count(EventKind::ScenarioStarted) == 1);
}

TEST_CASE("[setup] Ending a Scenario: every spent and lost item is recovered", "[rules][setup][items]") {
  CharacterState h;
  h.items = {{0, ItemStatus::Spent, 0, false}, {1, ItemStatus::Lost, 0, false}, {2, ItemStatus::Ready, 2, true}};
  recover_all_items(h);
  for (const ItemState& s : h.items) {
    CHECK(s.status == ItemStatus::Ready);
    CHECK(s.uses == 0);
    CHECK_FALSE(s.active);
  }
}
