// The 42 items of the base game, each loaded from base_content/ (its data and items.lua) and used
// once in a small situation that shows its printed effect, element payment included.
#include <catch2/catch.hpp>

#include <fstream>
#include <memory>
#include <sstream>

#include "bindings/lua_host.h"
#include "engine/attack/attack.h"
#include "engine/elements/elements.h"
#include "engine/items/items.h"
#include "engine/movement/move.h"
#include "engine/round/character_turn.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// Rules holding base-content items (as loaded from base_content/) and the base mod's items.lua.
struct Items {
  Rules r;
  std::unique_ptr<LuaHost> lua;
  explicit Items(std::initializer_list<int> numbers) {
    const ContentDb& db = base().loaded.db;
    ModInfo mod;
    mod.id = "base";
    mod.scripts = {{"items/items.lua", read_file(source_path("base_content/items/items.lua"))}};
    r.db.mods.push_back(mod);
    for (int n : numbers) {
      const int i = db.item_index(n);
      REQUIRE(i >= 0);
      r.add_item(db.items[size_t(i)]);
    }
  }
  // Loads items.lua (after the test has finished changing the rules) and equips the items.
  std::unique_ptr<Bench> bench(std::initializer_list<int> equip) {
    LuaHostOptions quiet;
    quiet.print = [](std::string_view, std::string_view) {};
    lua = std::make_unique<LuaHost>(quiet);
    Diagnostics diags;
    lua->load(r.db, diags);
    REQUIRE(diags.str().empty());
    auto b = std::make_unique<Bench>(r);
    b->scripts(lua.get());
    for (int n : equip) b->equip(n);
    return b;
  }
};

void infuse(Bench& b, Element e) { b.board().extra_infusions.push_back({e, false, false}); }
int unconsumed(const Board& b) {
  int n = 0;
  for (const ExtraInfusion& x : b.extra_infusions) n += !x.consumed;
  return n;
}
// A seed whose first die face is in [lo, hi] (faces 0-1 "-", 2-3 "o", 4-5 "+").
Rng rng_rolling(int lo, int hi) {
  for (uint64_t seed = 1;; ++seed) {
    Rng probe(seed);
    const int face = int(probe.below(6));
    if (face >= lo && face <= hi) return Rng(seed);
  }
}

void enemy_attacks(Bench& b, int value) {
  b.board().acting = 1;
  b.run([value](Ctx& c) { attack_targets(c, 1, {0}, strike(value)); });
}

}  // namespace

TEST_CASE("[items] Item 01 Rosethorn Knife: consume Ice or Earth to add Pierce 1", "[items][base]") {
  Items it{1};
  it.r.monster("dummy").shield = 1;
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({1});
  REQUIRE(b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); }));  // no element: not offered
  CHECK(b->fig(1).hp == 10 - 1);
  infuse(*b, Element::Earth);
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 1");
  CHECK(b->fig(1).hp == 10 - 2);
  CHECK(unconsumed(b->after()) == 0);
  CHECK(b->after().hero.items[0].status == ItemStatus::Ready);  // no usage icon: usable again
}

TEST_CASE("[items] Item 02 Venomous Fang: your melee attack adds Poison", "[items][base]") {
  Items it{2};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({2});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 2");
  CHECK(has(b->fig(1).conditions, Condition::Poison));
  CHECK(b->after().hero.items[0].status == ItemStatus::Spent);
}

TEST_CASE("[items] Item 03 Shrunken Weathered Boots: +1 Move", "[items][base]") {
  Items it{3};
  auto b = it.bench({3});
  b->run([](Ctx& c) { character_move(c, 0, {2, false, false}); });
  b->answer("use 3");
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK(b->decision()->move_points == 3);
}

TEST_CASE("[items] Item 04 Old Spring: every move of the turn is a jump", "[items][base]") {
  Items it{4};
  auto b = it.bench({4});
  b->run([](Ctx& c) {
    offer_turn_items(c);
    character_move(c, 0, {2, false, false});
  });
  b->answer("use 4");
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK(b->decision()->jump);
  CHECK(b->decision()->move_points == 2);
  b->run([](Ctx& c) {
    offer_turn_items(c);
    end_turn_items(c);
    character_move(c, 0, {2, false, false});
  });
  b->answer("use 4");
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK_FALSE(b->decision()->jump);  // the turn is over
}

TEST_CASE("[items] Item 05 Drop of Power Potion: +1 Attack on all your attacks this turn", "[items][base]") {
  Items it{5};
  it.r.place("dummy", Hex{1, 0});
  it.r.place("dummy", Hex{0, 1});
  auto b = it.bench({5});
  b->run([](Ctx& c) {
    offer_turn_items(c);
    attack_target(c, 0, 1, strike(2));
    attack_target(c, 0, 2, strike(2, 2));
  });
  b->answer("use 5");
  CHECK(b->fig(1).hp == 10 - 3);
  CHECK(b->fig(2).hp == 10 - 3);
  CHECK(b->after().hero.items[0].status == ItemStatus::Lost);
}

TEST_CASE("[items] Item 06 Drop of Clean Water: consume Ice or Air to remove one negative condition", "[items][base]") {
  Items it{6};
  auto b = it.bench({6});
  b->board().fig(0).conditions = bit(Condition::Poison) | bit(Condition::Wound);
  REQUIRE(b->run([](Ctx& c) { offer_turn_items(c); }));  // no Ice or Air: not offered
  infuse(*b, Element::Air);
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 6");
  REQUIRE(b->pending(DecisionKind::Script));  // which condition
  b->answer("option 2");
  CHECK(has(b->fig(0).conditions, Condition::Poison) != has(b->fig(0).conditions, Condition::Wound));
  CHECK(unconsumed(b->after()) == 0);
  // Nothing to remove: the item declines and the element stays.
  b->board().fig(0).conditions = 0;
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 6");
  CHECK(unconsumed(b->after()) == 1);
}

TEST_CASE("[items] Item 07 Spring Hammer: your melee attack adds Push 2", "[items][base]") {
  Items it{7};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({7});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b->answer("use 7");
  for (int i = 0; i < 4 && b->pending(DecisionKind::ForcedMove); ++i) b->answer(b->decision()->options.back().key);
  CHECK(distance(b->fig(1).hex, b->fig(0).hex) == 3);
}

TEST_CASE("[items] Item 08 Button Shield: Shield 1 during an enemy's attack", "[items][base]") {
  Items it{8};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({8});
  enemy_attacks(*b, 3);
  b->answer("use 8");
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b->fig(0).hp == 10 - 2);
}

TEST_CASE("[items] Item 09 Iron Nail: Pierce 2 on all your melee attacks this turn", "[items][base]") {
  Items it{9};
  it.r.monster("dummy").shield = 2;
  it.r.place("dummy", Hex{1, 0});
  it.r.place("dummy", Hex{0, 2});
  auto b = it.bench({9});
  b->run([](Ctx& c) {
    offer_turn_items(c);
    attack_target(c, 0, 1, strike(3));
    attack_target(c, 0, 2, strike(3, 2));  // ranged: not pierced
  });
  b->answer("use 9");
  CHECK(b->fig(1).hp == 10 - 3);
  CHECK(b->fig(2).hp == 10 - 1);
}

TEST_CASE("[items] Item 10 Tanglevine Whip: consume Earth or Light to add Immobilize", "[items][base]") {
  Items it{10};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({10});
  infuse(*b, Element::Light);
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b->answer("use 10");
  CHECK(has(b->fig(1).conditions, Condition::Immobilize));
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 11 Magnetic Needle: control an enemy within Range 5: Move 2", "[items][base]") {
  Items it{11};
  it.r.place("dummy", Hex{3, 0});
  auto b = it.bench({11});
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 11");
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK(b->decision()->move_points == 2);
  b->answer("hex 5,0");
  CHECK(b->fig(1).hex == Hex{5, 0});
  CHECK(b->after().hero.items[0].status == ItemStatus::Lost);
}

TEST_CASE("[items] Item 12 Leftover Table Scraps: Heal 1 self during your turn", "[items][base]") {
  Items it{12};
  auto b = it.bench({12});
  b->board().fig(0).hp = 5;
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 12");
  CHECK(b->fig(0).hp == 6);
}

TEST_CASE("[items] Item 13 Robin's Feather Arrows: consume Fire or Air for +1 Range and Pierce 1", "[items][base]") {
  Items it{13};
  it.r.monster("dummy").shield = 1;
  it.r.place("dummy", Hex{3, 0});
  auto b = it.bench({13});
  const AttackSpec bow = strike(2, 2);
  REQUIRE(b->run([&](Ctx& c) { CHECK_FALSE(character_attack(c, 0, bow)); }));  // out of range; no element
  infuse(*b, Element::Fire);
  b->run([&](Ctx& c) { character_attack(c, 0, bow); });
  REQUIRE(b->pending(DecisionKind::UseItem));  // before the targets are chosen
  b->answer("use 13");
  REQUIRE(b->pending(DecisionKind::ChooseTarget));
  CHECK(b->decision()->attack_range == 3);
  b->answer("target 1");
  CHECK(b->fig(1).hp == 10 - 2);  // shield 1 pierced
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 14 Nightshade Pollen: after an enemy's attack, consume Earth or Dark to poison it", "[items][base]") {
  Items it{14};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({14});
  infuse(*b, Element::Dark);
  enemy_attacks(*b, 1);
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  REQUIRE(b->pending(DecisionKind::UseItem));
  CHECK(b->find(EventKind::AttackResolved) >= 0);  // after the attack
  b->answer("use 14");
  CHECK(has(b->fig(1).conditions, Condition::Poison));
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 15 Drop of Healing Potion: Heal 3 self", "[items][base]") {
  Items it{15};
  auto b = it.bench({15});
  b->board().fig(0).hp = 4;
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 15");
  CHECK(b->fig(0).hp == 7);
  CHECK(b->after().hero.items[0].status == ItemStatus::Lost);
}

TEST_CASE("[items] Item 16 Volatile Powder: a single-target ranged attack covers three touching hexes", "[items][base]") {
  Items it{16};
  it.r.place("dummy", Hex{2, 0});
  it.r.place("dummy", Hex{3, 0});
  it.r.place("dummy", Hex{2, 1});
  auto b = it.bench({16});
  b->run([](Ctx& c) { character_attack(c, 0, strike(1, 3)); });
  b->answer("use 16");
  REQUIRE(b->pending(DecisionKind::PlaceArea));
  bool all_three = false;
  for (const Option& o : b->decision()->options) all_three |= o.hit_figures.size() == 3;
  CHECK(all_three);
  CHECK(b->decision()->attack_range == 3);  // still a ranged attack
}

TEST_CASE("[items] Item 17 Fishing Hook and Line: your ranged attack adds Pierce 2 and Pull 2", "[items][base]") {
  Items it{17};
  it.r.monster("dummy").shield = 2;
  it.r.place("dummy", Hex{4, 0});
  auto b = it.bench({17});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 4)); });
  b->answer("use 17");
  for (int i = 0; i < 4 && b->pending(DecisionKind::ForcedMove); ++i) b->answer(b->decision()->options.back().key);
  CHECK(b->fig(1).hp == 10 - 2);
  CHECK(distance(b->fig(1).hex, b->fig(0).hex) == 2);
}

TEST_CASE("[items] Item 18 Chestnut Shell Shield: Shield 1 and Retaliate 1 after the attack", "[items][base]") {
  Items it{18};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({18});
  enemy_attacks(*b, 3);
  b->answer("use 18");
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b->fig(0).hp == 10 - 2);
  CHECK(b->fig(1).hp == 10 - 1);
  const int hit = b->find(EventKind::AttackResolved), back = b->find(EventKind::Retaliated);
  CHECK((hit >= 0 && back > hit));  // the retaliate answers the attack once it is resolved
  CHECK(b->fig(0).round_retaliate == 1);  // an active bonus for the round
}

TEST_CASE("[items] Item 19 Brass Cog: after initiative, move your initiative 10 earlier or later", "[items][base]") {
  Items it{19};
  for (MonsterColumn& c : it.r.monster("dummy").columns) c.initiative = 15;
  it.r.place("dummy", Hex{7, 3});
  it.bench({});
  Play p(it.r, it.lua.get());
  p.answer("equip 19");
  p.select(0, 1);  // initiative 10
  REQUIRE(p.pending(DecisionKind::UseItem));
  p.answer("use 19");
  REQUIRE(p.pending(DecisionKind::ChangeInitiative));
  CHECK(p.has_option("earlier"));
  p.answer("later");
  REQUIRE(p.board().order.size() == 2);
  CHECK(p.board().order[0].monster_type == 0);  // the dummy (15) now acts first
  CHECK(p.board().order[1].initiative == 20);
}

TEST_CASE("[items] Item 20 Lubricating Oil: +2 Move", "[items][base]") {
  Items it{20};
  auto b = it.bench({20});
  b->run([](Ctx& c) { character_move(c, 0, {1, false, false}); });
  b->answer("use 20");
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK(b->decision()->move_points == 3);
}

TEST_CASE("[items] Item 21 Drop of Element Potion: two Wild infusions, each named when consumed", "[items][base]") {
  Items it{21};
  auto b = it.bench({21});
  b->run([](Ctx& c) {
    offer_turn_items(c);
    Consumption ice_or_earth;
    ice_or_earth.costs = {ElementCost{{Element::Ice, Element::Earth}}};
    pay_consumption(c, ice_or_earth, 0);
  });
  b->answer("use 21");
  REQUIRE(b->after().extra_infusions.size() == 2);
  CHECK(b->after().extra_infusions[0].wild);
  b->answer_all(DecisionKind::ChooseInfusion, "infusion 0");
  REQUIRE(b->pending(DecisionKind::ChooseElement));  // the player names the element at consumption
  CHECK(b->has_option("element ice"));
  b->answer("element earth");
  CHECK(b->first<ElementConsumed>().element == Element::Earth);
  CHECK(unconsumed(b->after()) == 1);
}

TEST_CASE("[items] Item 22 Drop of Stamina Potion: Recover one level 1 card from hand or discard", "[items][base]") {
  Items it{22};
  for (CardDef& c : it.r.db.cards)
    if (c.id == "c3") c.level = 2;
  auto b = it.bench({22});
  b->card(0, Pile::Discard);
  b->card(1, Pile::Lost);
  b->card(2, Pile::Hand, 'B');
  b->card(3, Pile::Discard);
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 22");
  REQUIRE(b->pending(DecisionKind::RecoverCards));
  CHECK(b->has_option("recover 0"));
  CHECK(b->has_option("recover 2"));
  CHECK_FALSE(b->has_option("recover 1"));  // not from the lost pile
  CHECK_FALSE(b->has_option("recover 3"));  // level 2
  b->answer("recover 0");
  CHECK(b->after().hero.cards[0].pile == Pile::Hand);
  CHECK(b->after().hero.cards[0].side == 'A');
}

TEST_CASE("[items] Item 23 Pinch of Doom Powder: your attack adds Disarm and Poison", "[items][base]") {
  Items it{23};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({23});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b->answer("use 23");
  CHECK(has(b->fig(1).conditions, Condition::Disarm));
  CHECK(has(b->fig(1).conditions, Condition::Poison));
}

TEST_CASE("[items] Item 24 Sewing Needles: your attack adds Pierce 1", "[items][base]") {
  Items it{24};
  it.r.monster("dummy").shield = 1;
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({24});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 24");
  CHECK(b->fig(1).hp == 10 - 2);
}

TEST_CASE("[items] Item 25 Sharpened Pencil: a single-target melee attack hits a line of three hexes", "[items][base]") {
  Items it{25};
  it.r.place("dummy", Hex{1, 0});
  it.r.place("dummy", Hex{2, 0});
  it.r.place("dummy", Hex{3, 0});
  auto b = it.bench({25});
  b->run([](Ctx& c) { character_attack(c, 0, strike(1)); });
  b->answer("use 25");
  REQUIRE(b->pending(DecisionKind::PlaceArea));
  bool line = false;
  for (const Option& o : b->decision()->options) line |= o.hit_figures.size() == 3;
  CHECK(line);
}

TEST_CASE("[items] Item 26 Coin Shield: Shield 2 during an enemy's attack", "[items][base]") {
  Items it{26};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({26});
  enemy_attacks(*b, 3);
  b->answer("use 26");
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b->fig(0).hp == 10 - 1);
}

TEST_CASE("[items] Item 27 Shrunken Longbow: your ranged attack adds +1 Attack and Pierce 1", "[items][base]") {
  Items it{27};
  it.r.monster("dummy").shield = 1;
  it.r.place("dummy", Hex{3, 0});
  auto b = it.bench({27});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 3)); });
  b->answer("use 27");
  CHECK(b->fig(1).hp == 10 - 3);
}

TEST_CASE("[items] Item 28 Shrunken Longsword: your melee attack adds +1 Attack", "[items][base]") {
  Items it{28};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({28});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 28");
  CHECK(b->fig(1).hp == 10 - 3);
}

TEST_CASE("[items] Item 29 Embernettle: during an enemy's attack, consume Fire or Earth to wound it", "[items][base]") {
  Items it{29};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({29});
  infuse(*b, Element::Fire);
  enemy_attacks(*b, 1);
  REQUIRE(b->pending(DecisionKind::UseItem));
  b->answer("use 29");
  CHECK(has(b->fig(1).conditions, Condition::Wound));
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 30 Lucky Cat's-Eye Marble: your minus die is read as a circle", "[items][base]") {
  Items it{30};
  it.r.hero_table(marked_table());  // row * 10 + column
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({30});
  b->board().rng = rng_rolling(0, 1);
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b->pending(DecisionKind::UseItem));  // once the die shows "-"
  CHECK(b->count(EventKind::ModifierRolled) == 1);
  b->answer("use 30");
  CHECK(b->fig(1).hp == 10 - 3);  // column 1 ("o") of row 0: +1
  b->board().rng = rng_rolling(2, 5);
  REQUIRE(b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); }));  // not offered on "o" or "+"
}

TEST_CASE("[items] Item 31 Glass Shard: your melee attack adds Wound", "[items][base]") {
  Items it{31};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({31});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b->answer("use 31");
  CHECK(has(b->fig(1).conditions, Condition::Wound));
}

TEST_CASE("[items] Item 32 Playing Card Shield: Shield 4 during an enemy's attack", "[items][base]") {
  Items it{32};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({32});
  enemy_attacks(*b, 5);
  b->answer("use 32");
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b->fig(0).hp == 10 - 1);
}

TEST_CASE("[items] Item 33 Drop of Haste Elixir: after a card's top action, its bottom action too", "[items][base]") {
  Items it{33};
  auto b = it.bench({33});
  b->card(0, Pile::Selected);
  b->card(1, Pile::Selected);
  b->hero().initiative_card = 0, b->hero().other_card = 1;
  b->run([](Ctx& c) { character_turn(c); });
  b->answer("use 33");
  b->answer("action 0 top");  // Attack 2 (no enemy), then the card's Move 2
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK(b->decision()->move_points == 2);
  CHECK(b->after().hero.items[0].status == ItemStatus::Lost);
}

TEST_CASE("[items] Item 34 Drop of Stamina Elixir: Recover one card of any level from hand or discard", "[items][base]") {
  Items it{34};
  for (CardDef& c : it.r.db.cards)
    if (c.id == "c3") c.level = 2;
  auto b = it.bench({34});
  b->card(1, Pile::Lost);
  b->card(3, Pile::Discard);
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 34");
  REQUIRE(b->pending(DecisionKind::RecoverCards));
  CHECK(b->has_option("recover 3"));
  CHECK_FALSE(b->has_option("recover 1"));
}

TEST_CASE("[items] Item 35 Prismatic Gem: consume any element for +1 Attack", "[items][base]") {
  Items it{35};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({35});
  infuse(*b, Element::Dark);
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 35");
  CHECK(b->fig(1).hp == 10 - 3);
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 36 Drop of Strength Potion: Strengthen self", "[items][base]") {
  Items it{36};
  auto b = it.bench({36});
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 36");
  CHECK(has(b->fig(0).conditions, Condition::Strengthen));
}

TEST_CASE("[items] Item 37 Duskhaze Gem: consume Air or Dark for Shield 1 and muddle the attacker", "[items][base]") {
  Items it{37};
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({37});
  infuse(*b, Element::Air);
  enemy_attacks(*b, 3);
  b->answer("use 37");
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b->fig(0).hp == 10 - 2);
  CHECK(has(b->fig(1).conditions, Condition::Muddle));
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 38 Brightlure Gem: after your attack, consume Air or Light to control the target: Move 1", "[items][base]") {
  Items it{38};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({38});
  infuse(*b, Element::Light);
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  REQUIRE(b->pending(DecisionKind::UseItem));
  b->answer("use 38");
  REQUIRE(b->pending(DecisionKind::MoveDestination));
  CHECK(b->decision()->move_points == 1);
  b->answer("hex 2,0");
  CHECK(b->fig(1).hex == Hex{2, 0});
  CHECK(unconsumed(b->after()) == 0);
}

TEST_CASE("[items] Item 39 Iridescent Shell Shield: Shield 1 for the round and a Wild infusion", "[items][base]") {
  Items it{39};
  auto b = it.bench({39});
  b->run([](Ctx& c) { offer_turn_items(c); });
  b->answer("use 39");
  CHECK(b->fig(0).round_shield == 1);
  REQUIRE(b->after().extra_infusions.size() == 1);
  CHECK(b->after().extra_infusions[0].wild);
}

TEST_CASE("[items] Item 40 Pocket Knife: your melee attack adds +1 Attack, Pierce 2 and Wound", "[items][base]") {
  Items it{40};
  it.r.monster("dummy").shield = 2;
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({40});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 40");
  CHECK(b->fig(1).hp == 10 - 3);
  CHECK(has(b->fig(1).conditions, Condition::Wound));
}

TEST_CASE("[items] Item 41 Bottle Cap Helm: an attacking enemy's plus die is read as a circle", "[items][base]") {
  Items it{41};
  it.r.monster_table(marked_table());  // row * 10 + column
  it.r.place("brute", Hex{1, 0});
  auto b = it.bench({41});
  b->board().rng = rng_rolling(4, 5);
  enemy_attacks(*b, 2);
  REQUIRE(b->pending(DecisionKind::UseItem));  // once the enemy's die shows "+"
  b->answer("use 41");
  b->answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b->fig(0).hp == 10 - 3);  // column 1 ("o") of row 0: +1, not +2
}

TEST_CASE("[items] Item 42 Sparrow Skull Helm: your attack gains advantage", "[items][base]") {
  Items it{42};
  it.r.place("dummy", Hex{1, 0});
  auto b = it.bench({42});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b->answer("use 42");
  CHECK(b->count(EventKind::ModifierRolled) == 2);
}

TEST_CASE("[items] Items: every base-content item has an effect the engine can use", "[items][base]") {
  const ContentDb& db = base().loaded.db;
  REQUIRE(db.items.size() == 42);
  for (const ItemDef& d : db.items) {
    INFO(d.name);
    CHECK_FALSE(d.abilities.empty());
  }
}
