// Items (rules: "Items", "Item Limits", "Item Usage", "Resting"; Appendix D for the windows).
#include <catch2/catch.hpp>

#include "engine/rules/movement/move.h"
#include "engine/rules/elements/elements.h"
#include "engine/rules/items/items.h"
#include "engine/rules/round/character_turn.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
ItemDef attack_item(int number, int bonus) {
  ItemDef d = item(number, ItemSlot::OneHand, ItemUsage::Spent, ItemWindow::YourAttack);
  d.abilities = {attack(bonus)};
  return d;
}
ItemDef scripted(ItemDef d, const std::string& ref) {
  d.abilities.push_back(script_ability(ref)), d.mod = "base";
  return d;
}
ScriptResult returns_bool(bool v) {
  ScriptResult r;
  r.boolean = v;
  return r;
}
ScriptResult returns_int(int v) {
  ScriptResult r;
  r.integer = v;
  return r;
}
}  // namespace

TEST_CASE("[items] Item Usage: a your-attack item is offered before the roll and is spent", "[rules][items]") {
  Rules r;
  r.add_item(attack_item(1, 1));
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  const int i = b.equip(1);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b.pending(DecisionKind::UseItem));
  CHECK(b.count(EventKind::ModifierRolled) == 0);
  b.answer("use 1");
  CHECK(b.fig(1).hp == 10 - 3);
  CHECK(b.after().hero.items[size_t(i)].status == ItemStatus::Spent);
  CHECK(b.first<ItemUsed>().status == ItemStatus::Spent);
}

TEST_CASE("[items] Item Usage: items may also be left unused", "[rules][items]") {
  Rules r;
  r.add_item(attack_item(1, 1));
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.equip(1);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("done");
  CHECK(b.fig(1).hp == 8);
  CHECK(b.after().hero.items[0].status == ItemStatus::Ready);
}

TEST_CASE("[items] Item Usage: a spent or lost item cannot be used", "[rules][items]") {
  Rules r;
  r.add_item(attack_item(1, 1));
  r.add_item(attack_item(2, 1));
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.equip(1), b.equip(2);
  b.hero().items[0].status = ItemStatus::Spent;
  b.hero().items[1].status = ItemStatus::Lost;
  REQUIRE(b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); }));  // nothing to offer
}

TEST_CASE("[items] Items: melee-only items fit melee attacks and ranged-only items ranged ones", "[rules][items]") {
  Rules r;
  ItemDef sword = attack_item(1, 1), bow = attack_item(2, 1);
  sword.melee_only = true, bow.ranged_only = true;
  r.add_item(sword), r.add_item(bow);
  r.place("dummy", Hex{2, 0});
  r.place("dummy", Hex{0, 1});
  Bench b(r);
  b.equip(1), b.equip(2);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 3)); });
  REQUIRE(b.pending(DecisionKind::UseItem));
  CHECK(b.has_option("use 2"));
  CHECK_FALSE(b.has_option("use 1"));
  b.run([](Ctx& c) { attack_target(c, 0, 2, strike(2)); });
  CHECK(b.has_option("use 1"));
  CHECK_FALSE(b.has_option("use 2"));
}

TEST_CASE("[items] Items: single-target items are not offered for a multi-target attack", "[rules][items]") {
  Rules r;
  ItemDef fang = attack_item(3, 0);
  fang.single_target_only = true, fang.abilities[0].effects.conditions = bit(Condition::Poison);
  r.add_item(fang);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.equip(3);
  REQUIRE(b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 0, 2)); }));
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("use 3");
  CHECK(has(b.fig(1).conditions, Condition::Poison));
}

TEST_CASE("[items] Items: an item's advantage gives the attack two dice", "[rules][items]") {
  Rules r;
  ItemDef helm = attack_item(4, 0);
  helm.abilities[0].advantage = true;
  r.add_item(helm);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.equip(4);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("use 4");
  CHECK(b.count(EventKind::ModifierRolled) == 2);
}

TEST_CASE("[items] Items: an item's advantage does not stack with strengthen", "[rules][items][modifier]") {
  Rules r;
  ItemDef helm = attack_item(4, 0);
  helm.abilities[0].advantage = true;
  r.add_item(helm);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.equip(4);
  b.board().fig(0).conditions = bit(Condition::Strengthen) | bit(Condition::Muddle);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("use 4");
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // advantage (twice) and muddle cancel
}

TEST_CASE("[items] Item Usage (folded windows): a your-turn item is an option of the action question at the start of the turn", "[rules][items][fold]") {
  Rules r;
  ItemDef potion = item(5, ItemSlot::Small, ItemUsage::Lost, ItemWindow::YourTurn);
  potion.abilities = {ability_of(AbilityKind::Heal, 3)};
  r.add_item(potion);
  Bench b(r);
  b.equip(5);
  b.board().fig(0).hp = 4;
  b.select_cards(0, 1);
  b.run([](Ctx& c) { character_turn(c); });
  REQUIRE(b.pending(DecisionKind::ChooseAction));  // no question of its own
  REQUIRE(b.has_option("use 5"));
  CHECK(b.decision()->options[size_t(b.decision()->find("use 5"))].folded == Folded::UseItem);
  b.answer("use 5");
  REQUIRE(b.pending(DecisionKind::ChooseAction));  // asked again
  CHECK_FALSE(b.has_option("use 5"));
  CHECK(b.fig(0).hp == 7);
  CHECK(b.after().hero.items[0].status == ItemStatus::Lost);
}

TEST_CASE("[items] Item Usage (folded windows): a reusable your-turn item is offered again with the second action, once per window", "[rules][items][fold]") {
  Rules r;
  ItemDef charm = item(5, ItemSlot::Small, ItemUsage::Passive, ItemWindow::YourTurn);
  charm.abilities = {ability_of(AbilityKind::Heal, 1)};
  r.add_item(charm);
  Bench b(r);
  b.equip(5);
  b.board().fig(0).hp = 4;
  b.select_cards(0, 1);
  b.run([](Ctx& c) { character_turn(c); });
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  b.answer("use 5");
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  CHECK_FALSE(b.has_option("use 5"));  // once in this window
  b.answer("basic 0 bottom");          // Move 2
  b.answer_all(DecisionKind::MoveDestination, "stay");
  REQUIRE(b.pending(DecisionKind::ChooseAction));  // the second action: a window of its own
  CHECK(b.has_option("use 5"));
  b.answer("use 5");
  CHECK(b.fig(0).hp == 6);
}

TEST_CASE("[items] Items: a your-turn attack bonus applies to every attack of that turn, then ends", "[rules][items]") {
  Rules r;
  ItemDef power = item(6, ItemSlot::Small, ItemUsage::Lost, ItemWindow::YourTurn);
  power.abilities = {attack(1)};
  r.add_item(power);
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  Bench b(r);
  b.equip(6);
  b.run([](Ctx& c) {
    offer_turn_items(c);
    attack_target(c, 0, 1, strike(2));
    attack_target(c, 0, 2, strike(2));
    end_turn_items(c);
    attack_target(c, 0, 1, strike(2));
  });
  b.answer("use 6");
  CHECK(b.fig(1).hp == 10 - 3 - 2);
  CHECK(b.fig(2).hp == 10 - 3);
  CHECK_FALSE(b.after().hero.items[0].active);
}

TEST_CASE("[items] Items: an enemy-attack shield counts for that attack only", "[rules][items]") {
  Rules r;
  ItemDef shield = item(7, ItemSlot::OneHand, ItemUsage::Passive, ItemWindow::EnemyAttack);
  shield.abilities = {ability_of(AbilityKind::Shield, 2)};
  r.add_item(shield);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.equip(7);
  b.board().acting = 1;
  b.run([](Ctx& c) {
    attack_targets(c, 1, {0}, strike(3));
    attack_targets(c, 1, {0}, strike(3));
  });
  REQUIRE(b.pending(DecisionKind::UseItem));
  b.answer("use 7");
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  b.answer("suffer");
  REQUIRE(b.pending(DecisionKind::UseItem));  // a passive item: offered again for the next attack
  b.answer("done");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.fig(0).hp == 10 - 1 - 3);
  CHECK(b.fig(0).round_shield == 0);
  CHECK(b.after().hero.items[0].status == ItemStatus::Ready);
}

TEST_CASE("[items] Item Usage (folded windows): a your-movement item is an option of the move's question and adds to that move", "[rules][items][move][fold]") {
  Rules r;
  ItemDef boots = item(8, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourMovement);
  boots.abilities = {move(2)};
  r.add_item(boots);
  Bench b(r);
  b.equip(8);
  b.run([](Ctx& c) { character_move(c, 0, {2, false, false}); });
  REQUIRE(b.pending(DecisionKind::MoveDestination));  // no question of its own
  CHECK(b.has_option("hex 2,0"));
  CHECK_FALSE(b.has_option("hex 3,0"));
  REQUIRE(b.has_option("use 8"));
  CHECK(b.decision()->options[size_t(b.decision()->find("use 8"))].folded == Folded::UseItem);
  b.answer("use 8");
  REQUIRE(b.pending(DecisionKind::MoveDestination));  // asked again, with the item's points
  CHECK_FALSE(b.has_option("use 8"));                  // once in this window
  CHECK(b.has_option("hex 4,0"));
  CHECK_FALSE(b.has_option("hex 5,0"));
}

TEST_CASE("[items] Item Usage: a script that declines leaves the item unused, its data effect unapplied", "[rules][items]") {
  Rules r;
  ItemDef knife = attack_item(9, 0);
  knife.usage = ItemUsage::Passive, knife.abilities[0].effects.pierce = 2;
  r.add_item(scripted(knife, "items.lua#pay"));
  r.monster("dummy").shield = 2;
  r.place("dummy", Hex{1, 0});
  FakeScripts scripts;
  bool pay = false;
  scripts.bind("items.lua#pay", [&](const HookEvent&, ScriptApi&) { return returns_bool(pay); });
  Bench b(r);
  b.scripts(&scripts);
  b.equip(9);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  b.answer("use 9");
  CHECK(b.fig(1).hp == 10 - 1);  // no pierce
  pay = true;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  b.answer("use 9");
  CHECK(b.fig(1).hp == 10 - 3);  // pierce 2
  CHECK(b.after().hero.items[0].status == ItemStatus::Ready);  // passive: used again later
  CHECK(scripts.last.other == 1);
  CHECK(scripts.last.name == "item-9");
}

TEST_CASE("[items] Items: a script may change the attack value", "[rules][items]") {
  Rules r;
  r.add_item(scripted(attack_item(13, 0), "items.lua#gem"));
  r.place("dummy", Hex{1, 0});
  FakeScripts scripts;
  scripts.bind("items.lua#gem", [](const HookEvent& ev, ScriptApi&) { return returns_int(ev.amount + 1); });
  Bench b(r);
  b.scripts(&scripts);
  b.equip(13);
  b.board().fig(1).conditions = bit(Condition::Poison);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("use 13");
  CHECK(scripts.last.amount == 3);  // it sees the value with poison's +1
  CHECK(b.fig(1).hp == 10 - 4);
}

TEST_CASE("[items] Items: an enemy-attack script that lowers the value works as a shield", "[rules][items]") {
  Rules r;
  ItemDef dusk = item(15, ItemSlot::Small, ItemUsage::Passive, ItemWindow::EnemyAttack);
  r.add_item(scripted(dusk, "items.lua#dusk"));
  ModifierTable t;
  for (ModifierCell& c : t.cells) c.kind = ModifierCell::Double;
  r.monster_table(t);
  r.place("brute", Hex{1, 0});
  FakeScripts scripts;
  scripts.bind("items.lua#dusk", [](const HookEvent& ev, ScriptApi&) { return returns_int(ev.amount - 1); });
  Bench b(r);
  b.scripts(&scripts);
  b.equip(15);
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(2)); });
  b.answer("use 15");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(scripts.last.other == 1);  // the attacker
  CHECK(b.fig(0).hp == 10 - (4 - 1));  // shield 1 after the 2x
}

TEST_CASE("[items] Items: an after-enemy-attack item acts on the attacker once the attack is resolved", "[rules][items]") {
  Rules r;
  ItemDef pollen = item(11, ItemSlot::Small, ItemUsage::Passive, ItemWindow::AfterEnemyAttack);
  pollen.abilities = {condition_ability(bit(Condition::Poison))};
  r.add_item(pollen);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.equip(11);
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(2)); });
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  b.answer("suffer");
  REQUIRE(b.pending(DecisionKind::UseItem));
  CHECK(b.find(EventKind::DamageSuffered) >= 0);
  b.answer("use 11");
  CHECK(has(b.fig(1).conditions, Condition::Poison));
}

TEST_CASE("[items] Items: an after-your-attack item comes after the attack on that target", "[rules][items]") {
  Rules r;
  ItemDef lure = item(38, ItemSlot::Small, ItemUsage::Spent, ItemWindow::AfterYourAttack);
  lure.abilities = {condition_ability(bit(Condition::Immobilize))};
  r.add_item(lure);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.equip(38);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b.pending(DecisionKind::UseItem));
  CHECK(b.find(EventKind::AttackResolved) >= 0);
  b.answer("use 38");
  CHECK(has(b.fig(1).conditions, Condition::Immobilize));
}

TEST_CASE("[items] Item Usage: a multi-use item is spent after its last use", "[rules][items]") {
  Rules r;
  ItemDef ring = item(10, ItemSlot::Small, ItemUsage::MultiUse, ItemWindow::YourTurn);
  ring.uses = 2, ring.abilities = {ability_of(AbilityKind::Heal, 1)};
  r.add_item(ring);
  Bench b(r);
  b.equip(10);
  b.board().fig(0).hp = 5;
  b.run([](Ctx& c) {
    offer_turn_items(c);
    CHECK(c.b.hero.items[0].status == ItemStatus::Ready);
    CHECK(c.b.hero.items[0].uses == 1);
    offer_turn_items(c);
    CHECK(c.b.hero.items[0].status == ItemStatus::Spent);
    offer_turn_items(c);  // nothing to offer any more
  });
  b.answer("use 10");
  b.answer("use 10");
  CHECK(b.decision() == nullptr);
  CHECK(b.fig(0).hp == 7);
}

TEST_CASE("[items] Items: an item used after initiative is determined", "[rules][items][round]") {
  Rules r;
  r.place("dummy", Hex{7, 3});
  r.add_item(scripted(item(19, ItemSlot::Small, ItemUsage::Spent, ItemWindow::AfterInitiative), "items.lua#cog"));
  FakeScripts scripts;
  int round_seen = 0;
  scripts.bind("items.lua#cog", [&](const HookEvent&, ScriptApi& api) {
    round_seen = api.round();
    return ScriptResult{};
  });
  Play p(r, &scripts);
  p.answer("equip 19");
  p.answer("start");
  p.select(0, 1);
  REQUIRE(p.pending(DecisionKind::UseItem));
  CHECK(p.board().order.size() == 2);  // the order is known
  p.answer("use 19");
  CHECK(round_seen == 1);
  CHECK(p.board().hero.items[0].status == ItemStatus::Spent);
}

TEST_CASE("[items] Items: an item's infusion is available for the rest of the round", "[rules][items][elements]") {
  Rules r;
  ItemDef ember = item(14, ItemSlot::Small, ItemUsage::Lost, ItemWindow::YourTurn);
  Ability fire = ability_of(AbilityKind::Infuse);
  fire.infuse = {Element::Fire};
  ember.abilities = {fire};
  r.add_item(ember);
  Bench b(r);
  b.equip(14);
  b.all_cards(Pile::Lost);
  b.run([](Ctx& c) { offer_turn_items(c); });
  b.answer("use 14");
  REQUIRE(b.after().extra_infusions.size() == 1);
  CHECK(b.after().extra_infusions[0].element == Element::Fire);
}

TEST_CASE("[items] Items: a passive item is always in effect", "[rules][items]") {
  Rules r;
  ItemDef charm = item(16, ItemSlot::Small, ItemUsage::Passive, ItemWindow::Passive);
  charm.abilities = {ability_of(AbilityKind::Shield, 1)};
  r.add_item(charm);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.equip(16);
  b.board().acting = 1;
  REQUIRE(b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(1)); }));  // never asked
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[items] Resting: a long rest makes spent items usable again in the same turn", "[rules][items][rest]") {
  Rules r;
  ItemDef potion = item(12, ItemSlot::Small, ItemUsage::Spent, ItemWindow::YourTurn);
  potion.abilities = {ability_of(AbilityKind::Heal, 1)};
  r.add_item(potion);
  Bench b(r);
  b.equip(12);
  b.hero().items[0].status = ItemStatus::Spent;
  b.all_cards(Pile::Discard, 'B');
  b.hero().long_rest = true;
  b.board().fig(0).hp = 5;
  b.run([](Ctx& c) { character_turn(c); });
  b.answer("lose 0");
  b.answer("heal");
  b.answer("recover");
  REQUIRE(b.pending(DecisionKind::UseItem));
  b.answer("use 12");
  CHECK(b.fig(0).hp == 8);
  CHECK(b.after().hero.items[0].status == ItemStatus::Spent);
}

TEST_CASE("[items] Item Usage (folded windows): during-your-turn items are offered again with the second action", "[rules][items][fold]") {
  Rules r;
  ItemDef potion = item(5, ItemSlot::Small, ItemUsage::Lost, ItemWindow::YourTurn);
  potion.abilities = {ability_of(AbilityKind::Heal, 3)};
  r.add_item(potion);
  Bench b(r);
  b.equip(5);
  b.select_cards(0, 1);
  b.run([](Ctx& c) { character_turn(c); });
  REQUIRE(b.has_option("use 5"));
  b.answer("basic 0 top");  // no enemy: the attack has no target; the potion is kept
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  CHECK(b.has_option("use 5"));
  b.answer("use 5");
  CHECK(b.pending(DecisionKind::ChooseAction));
  CHECK(b.after().hero.items[0].status == ItemStatus::Lost);
}

TEST_CASE("[items] Resting: a long rest recovers a spent multi-use item with all its uses", "[rules][items][rest]") {
  Rules r;
  ItemDef ring = item(10, ItemSlot::Small, ItemUsage::MultiUse, ItemWindow::YourTurn);
  ring.uses = 2, ring.abilities = {ability_of(AbilityKind::Heal, 1)};
  r.add_item(ring);
  Bench b(r);
  b.equip(10);
  b.hero().items[0].status = ItemStatus::Spent;
  b.hero().items[0].uses = 2;
  b.run([](Ctx& c) { recover_spent_items(c); });
  CHECK(b.after().hero.items[0].status == ItemStatus::Ready);
  CHECK(b.after().hero.items[0].uses == 0);
}
