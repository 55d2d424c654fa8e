// Items of the base game loaded from base_content/ (their data and items.lua), each used once in a
// small situation that shows its printed effect, element payment included. The other items are
// tested in play by `bnb test base_content` (base_content/tests/items.yaml).
#include <catch2/catch.hpp>

#include <fstream>
#include <memory>
#include <sstream>

#include "bindings/lua_host.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/elements/elements.h"
#include "engine/rules/items/items.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/round/character_turn.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/base_scripts.h"
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
    add_base_scripts(r, {"items/items.lua"});
    for (int n : numbers) {
      const int i = db.item_index(n);
      REQUIRE(i >= 0);
      r.add_item(db.items[size_t(i)]);
    }
  }
  // Loads items.lua (after the test has finished changing the rules) and equips the items.
  std::unique_ptr<Bench> bench(std::initializer_list<int> equip) {
    auto b = scripted_bench(r, lua);
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
}  // namespace

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

TEST_CASE("[items] Item 27 Shrunken Longbow: your ranged attack adds +1 Attack and Pierce 1", "[items][base]") {
  Items it{27};
  it.r.monster("dummy").shield = 1;
  it.r.place("dummy", Hex{3, 0});
  auto b = it.bench({27});
  b->run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 3)); });
  b->answer("use 27");
  CHECK(b->fig(1).hp == 10 - 3);
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

TEST_CASE("[items] Items: every base-content item has an effect the engine can use", "[items][base]") {
  const ContentDb& db = base().loaded.db;
  REQUIRE(db.items.size() == 42);
  for (const ItemDef& d : db.items) {
    INFO(d.name);
    CHECK_FALSE(d.abilities.empty());
  }
}
