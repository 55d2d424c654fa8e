// Random playouts with items equipped: every item window and usage is reached many times and the
// board stays consistent (cards conserved, hit points in bounds, items only in legal states).
#include <catch2/catch.hpp>

#include <set>

#include "tests/support/random_pick.h"
#include "tests/support/rules_fixture.h"
#include "tests/support/tiny_content.h"

using namespace bnb;
using namespace bnb::test;

namespace {
ContentDb tiny_with_items() {
  ContentDb db = tiny_content();
  auto add = [&](ItemDef d) { db.items.push_back(std::move(d)); };
  ItemDef sword = item(1, ItemSlot::OneHand, ItemUsage::Spent, ItemWindow::YourAttack);
  sword.abilities = {attack(1)}, sword.melee_only = true;
  ItemDef shield = item(2, ItemSlot::OneHand, ItemUsage::Passive, ItemWindow::EnemyAttack);
  shield.abilities = {ability_of(AbilityKind::Shield, 1)};
  ItemDef potion = item(3, ItemSlot::Small, ItemUsage::MultiUse, ItemWindow::YourTurn);
  potion.uses = 2, potion.abilities = {ability_of(AbilityKind::Heal, 2), attack(1)};
  ItemDef boots = item(4, ItemSlot::Small, ItemUsage::Lost, ItemWindow::YourMovement);
  boots.abilities = {move(2)};
  ItemDef pollen = item(5, ItemSlot::Small, ItemUsage::Spent, ItemWindow::AfterEnemyAttack);
  pollen.abilities = {condition_ability(bit(Condition::Poison))};
  ItemDef cloak = item(6, ItemSlot::Small, ItemUsage::Spent, ItemWindow::EnemyAttack);
  cloak.negate_damage = 2;
  for (ItemDef* d : {&sword, &shield, &potion, &boots, &pollen, &cloak}) add(*d);
  return db;
}
}  // namespace

TEST_CASE("[playout] Items: 300 random games with items keep the board consistent", "[rules][items][playout]") {
  const ContentDb db = tiny_with_items();
  int used = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    GameSetup setup = tiny_setup(seed);
    setup.level = 5;
    setup.items_available = {1, 2, 3, 4, 5, 6};
    Game g(db, nullptr, setup);
    RandomPick pick{seed * 31};
    int n = 0;
    while (!g.over() && g.decision() && n < 3000) {
      REQUIRE(g.answer_index(pick(*g.decision())).ok());
      for (const Event& e : g.take_events()) used += e.is<ItemUsed>();
      const Board& b = g.board();
      REQUIRE(b.fig(0).hp <= b.fig(0).max_hp);
      REQUIRE(b.hero.items.size() <= 5);  // two hands + three small at level 5
      for (const ItemState& s : b.hero.items) {
        const ItemDef& d = db.items[size_t(s.def)];
        if (d.usage == ItemUsage::Passive) REQUIRE(s.status == ItemStatus::Ready);
        if (d.usage != ItemUsage::Lost) REQUIRE(s.status != ItemStatus::Lost);
        if (b.acting != 0) REQUIRE_FALSE(s.active);  // turn bonuses end with the turn
      }
      int selected = 0;
      for (const CardState& c : b.hero.cards) selected += c.pile == Pile::Selected;
      REQUIRE(selected <= 2);
      ++n;
    }
    REQUIRE(g.over());
  }
  CHECK(used > 100);
}
