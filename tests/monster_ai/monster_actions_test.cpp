// Every monster action column with more than a move and an attack, played as printed: each monster
// is loaded from base_content/ and its rolled column performed on the fixture's open map (rules:
// "Focus", "Other Monster Abilities", "Positive Conditions", "Monsters and Elements", "Push",
// "Pull"). The hero stands at (0,0); every modifier is +0, so damage is the printed value.
#include <catch2/catch.hpp>

#include <set>

#include "engine/rules/elements/elements.h"
#include "engine/rules/monsters/monster_turn.h"
#include "engine/rules/round/initiative.h"
#include "tests/support/base_content.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr FigureId kHero = 0;

// The fixture's content with the base game's monster `id`; the die always picks `column` (1, 2 or
// 3, as printed from left to right).
Rules with_base_monster(const std::string& id, int column) {
  Rules r;
  const ContentDb& db = base().loaded.db;
  const int at = db.monster_index(id);
  REQUIRE(at >= 0);
  r.db.monsters.push_back(db.monsters[size_t(at)]);
  r.db.die.column.fill(column - 1);
  return r;
}

// A bench with the monsters placed, their type's column rolled (without events) as `column`.
struct Arena {
  Rules r;
  std::string id;
  int column;
  std::optional<Bench> b;
  Arena(const std::string& monster, int col, std::vector<Hex> at, Hex hero = Hex{0, 0})
      : r(with_base_monster(monster, col)), id(monster), column(col) {
    r.hero_at(hero);
    for (Hex h : at) r.place(id, h);
    b.emplace(r);
    b->board().types[size_t(slot())].column = int8_t(column - 1);
  }
  int slot() { return b->board().type_slot(int16_t(r.db.monster_index(id))); }
  Board& board() { return b->board(); }
  const Figure& fig(FigureId f) const { return b->fig(f); }
  // Runs the type's turn (all its monsters), after infusing `extra` elements; then answers what is
  // asked: the hero suffers damage, any other choice takes the first option.
  void turn(std::vector<Element> extra = {}, std::optional<FigureId> only = std::nullopt) {
    const int s = slot();
    b->run([=](Ctx& c) {
      for (Element e : extra) infuse_extra(c, e);
      if (only) monster_turn(c, *only, s);
      else monster_type_turn(c, s);
    });
    settle();
  }
  void settle() {
    for (int n = 0; n < 100 && b->decision(); ++n) {
      const Decision& d = *b->decision();
      const std::string key = d.find("suffer") >= 0 ? std::string("suffer") : d.options[0].key;
      b->answer(key);
    }
    REQUIRE(b->decision() == nullptr);
  }
  bool has_cond(FigureId f, Condition c) const { return has(fig(f).conditions, c); }
  int consumed() const { return b->count(EventKind::ElementConsumed); }
  int hero_damage() const {
    int d = 0;
    for (const DamageSuffered& e : all_events<DamageSuffered>(b->events())) d += e.figure == kHero ? e.amount : 0;
    return d;
  }
};

// The elements the rolled column infuses, read from the roll's events.
std::set<Element> infused_by_roll(const std::string& monster, int column) {
  Rules r = with_base_monster(monster, column);
  r.place(monster, Hex{7, 3});
  Bench b(r);
  const int slot = b.board().type_slot(int16_t(r.db.monster_index(monster)));
  REQUIRE(b.run([slot](Ctx& c) { roll_monster_action(c, slot); }));
  std::set<Element> out;
  for (const ElementInfused& e : all_events<ElementInfused>(b.events())) {
    out.insert(e.element);
    if (e.mixed_with) out.insert(*e.mixed_with);
  }
  return out;
}

}  // namespace

// --- Infusions: each column that infuses makes its element available when it is rolled ---

TEST_CASE("[monster-actions] Monsters and Elements: each rolled column's infusion is made as printed", "[monster-ai][actions]") {
  using E = Element;
  const std::vector<std::tuple<std::string, int, std::set<Element>>> printed = {
      {"arena-sorcerer", 1, {E::Dark}},        {"demon-prince", 1, {E::Fire, E::Dark}},
      {"earth-demon", 1, {E::Earth}},          {"flame-demon", 1, {E::Fire}},
      {"frost-demon", 1, {E::Ice}},            {"goring-beetle", 1, {E::Ice, E::Earth}},
      {"king-button", 1, {E::Ice, E::Earth}},  {"mounted-prince", 3, {E::Ice, E::Air}},
      {"spitting-moth", 1, {E::Air}},          {"stuffed-construct", 1, {E::Ice}},
      {"tattered-construct", 1, {E::Air}},     {"wind-demon", 1, {E::Air}},
  };
  for (const auto& [monster, column, elements] : printed) {
    INFO(monster << " column " << column);
    CHECK(infused_by_roll(monster, column) == elements);
  }
}

// --- Standalone conditions, buffs and heals ---

TEST_CASE("[monster-actions] Frost Demon 18: Immobilize, Range 3 goes to the character, never to a demon, Shield 2 to itself",
          "[monster-ai][actions]") {
  SECTION("the character within range 3") {
    Arena a("frost-demon", 1, {Hex{3, 0}, Hex{4, 0}});
    a.turn();
    CHECK(a.has_cond(kHero, Condition::Immobilize));
    CHECK_FALSE(a.has_cond(1, Condition::Immobilize));
    CHECK_FALSE(a.has_cond(2, Condition::Immobilize));
    CHECK(a.fig(1).round_shield == 2);
    CHECK(a.fig(2).round_shield == 2);
  }
  SECTION("the character 4 hexes away: nobody is immobilized") {
    Arena a("frost-demon", 1, {Hex{4, 0}});
    a.turn();
    CHECK_FALSE(a.has_cond(kHero, Condition::Immobilize));
    CHECK_FALSE(a.has_cond(1, Condition::Immobilize));
    CHECK(a.fig(1).round_shield == 2);
  }
  SECTION("an invisible character is not a target") {
    Arena a("frost-demon", 1, {Hex{3, 0}});
    a.board().fig(kHero).conditions |= bit(Condition::Invisible);
    a.turn();
    CHECK_FALSE(a.has_cond(kHero, Condition::Immobilize));
    CHECK_FALSE(a.has_cond(1, Condition::Immobilize));
  }
}

TEST_CASE("[monster-actions] Gloomtoad 24: Strengthen, Target 2 reaches two monsters, Poison and Muddle go to the character",
          "[monster-ai][actions]") {
  // Toad 1 at distance 3 from the hero; toad 2 next to it; toad 3 four hexes from toad 1.
  Arena a("gloomtoad", 1, {Hex{3, 0}, Hex{4, 0}, Hex{7, 0}});
  a.turn({}, FigureId(1));  // toad 1's turn only
  CHECK(a.has_cond(1, Condition::Strengthen));  // itself: the closest
  CHECK(a.has_cond(2, Condition::Strengthen));  // the second target
  CHECK_FALSE(a.has_cond(3, Condition::Strengthen));  // out of range 3
  CHECK(a.has_cond(kHero, Condition::Poison));
  CHECK(a.has_cond(kHero, Condition::Muddle));
  for (FigureId f : {1, 2, 3}) {
    CHECK_FALSE(a.has_cond(f, Condition::Poison));
    CHECK_FALSE(a.has_cond(f, Condition::Muddle));
  }
  SECTION("Target 2 with three monsters in range: the two closest") {
    Arena b("gloomtoad", 1, {Hex{3, 0}, Hex{5, 0}, Hex{4, 0}});
    b.turn({}, FigureId(1));
    CHECK(b.has_cond(1, Condition::Strengthen));
    CHECK(b.has_cond(3, Condition::Strengthen));      // distance 1
    CHECK_FALSE(b.has_cond(2, Condition::Strengthen));  // distance 2
  }
}

TEST_CASE("[monster-actions] Stuffed Construct 10: Shield 2, then Strengthen and Wound on itself", "[monster-ai][actions]") {
  Arena a("stuffed-construct", 1, {Hex{3, 0}, Hex{4, 0}});
  a.turn({}, FigureId(1));
  CHECK(a.fig(1).round_shield == 2);
  CHECK(a.has_cond(1, Condition::Strengthen));
  CHECK(a.has_cond(1, Condition::Wound));
  CHECK_FALSE(a.has_cond(2, Condition::Strengthen));
  CHECK_FALSE(a.has_cond(kHero, Condition::Wound));
}

TEST_CASE("[monster-actions] Tattered Construct 4, 76, 95: Retaliate 3 Range 4, Wound self after the attack, Strengthen self",
          "[monster-ai][actions]") {
  SECTION("initiative 4: Retaliate 3, Range 4 for the round") {
    Arena a("tattered-construct", 1, {Hex{6, 0}});
    a.turn();
    CHECK(a.fig(1).round_retaliate == 3);
    CHECK(a.fig(1).round_retaliate_range == 4);
  }
  SECTION("initiative 76: Attack 3, Range 5, Disarm; Wound on itself, not on the character") {
    Arena a("tattered-construct", 2, {Hex{5, 0}});
    a.turn();
    CHECK(a.hero_damage() == 3);
    CHECK(a.has_cond(kHero, Condition::Disarm));
    CHECK(a.has_cond(1, Condition::Wound));
    CHECK_FALSE(a.has_cond(kHero, Condition::Wound));
  }
  SECTION("initiative 95: Strengthen on itself") {
    Arena a("tattered-construct", 3, {Hex{1, 0}, Hex{2, 0}});
    a.turn({}, FigureId(1));
    CHECK(a.has_cond(1, Condition::Strengthen));
    CHECK_FALSE(a.has_cond(2, Condition::Strengthen));
  }
}

TEST_CASE("[monster-actions] Bandit Guard 30 and King Button 5: Shield as a round bonus, King Button heals itself",
          "[monster-ai][actions]") {
  SECTION("Bandit Guard: Move 2, Attack 1, Shield 1") {
    Arena a("bandit-guard", 1, {Hex{1, 0}});
    a.turn();
    CHECK(a.fig(1).round_shield == 1);
  }
  SECTION("King Button: Shield 2, Heal 2 self") {
    Arena a("king-button", 1, {Hex{3, 0}, Hex{4, 0}});
    a.board().fig(1).hp = 2;
    a.board().fig(2).hp = 2;
    a.turn({}, FigureId(1));
    CHECK(a.fig(1).round_shield == 2);
    CHECK(a.fig(1).hp == 4);
    CHECK(a.fig(2).hp == 2);  // self only
  }
}

TEST_CASE("[monster-actions] Heal self: Harrowing Infestation 7 and 16, Sewer Rat 3", "[monster-ai][actions]") {
  SECTION("Harrowing Infestation 7: Attack 1, Range 3, Muddle; Heal 2 self") {
    Arena a("harrowing-infestation", 1, {Hex{3, 0}, Hex{4, 0}});
    a.board().fig(1).hp = 3;
    a.board().fig(2).hp = 3;
    a.turn({}, FigureId(1));
    CHECK(a.hero_damage() == 1);
    CHECK(a.has_cond(kHero, Condition::Muddle));
    CHECK(a.fig(1).hp == 5);
    CHECK(a.fig(2).hp == 3);
  }
  SECTION("Harrowing Infestation 16: Heal 3 self") {
    Arena a("harrowing-infestation", 2, {Hex{5, 0}});
    a.board().fig(1).hp = 3;
    a.turn();
    CHECK(a.fig(1).hp == 6);
  }
  SECTION("Sewer Rat 3: Retaliate 2 with Poison for the round, Heal 2 self") {
    Arena a("sewer-rat", 1, {Hex{5, 0}});
    a.board().fig(1).hp = 10;
    a.turn();
    CHECK(a.fig(1).round_retaliate == 2);
    CHECK(a.fig(1).round_retaliate_effects.conditions == bit(Condition::Poison));
    CHECK(a.fig(1).hp == 12);
  }
}

TEST_CASE("[monster-actions] Round retaliate with added effects: Mouse 6 (Wound), Goring Beetle 11 (Push 2)", "[monster-ai][actions]") {
  SECTION("Mouse 6") {
    Arena a("mouse", 1, {Hex{5, 0}});
    a.turn();
    CHECK(a.fig(1).round_retaliate == 1);
    CHECK(a.fig(1).round_retaliate_effects.conditions == bit(Condition::Wound));
  }
  SECTION("Goring Beetle 11: Move 4, Retaliate 2, Push 2") {
    Arena a("goring-beetle", 1, {Hex{7, 0}});
    a.turn();
    CHECK(a.fig(1).round_retaliate == 2);
    CHECK(a.fig(1).round_retaliate_effects.push == 2);
  }
}

TEST_CASE("[monster-actions] Demon Prince 1: Heal 2, Range 5 on the most wounded monster, Retaliate 2, Range 5",
          "[monster-ai][actions]") {
  Rules r = with_base_monster("demon-prince", 1);
  r.place("demon-prince", Hex{5, 0});  // figure 1
  r.place("dummy", Hex{7, 3});          // figure 2: distance 5
  r.place("dummy", Hex{7, 1});          // figure 3: distance 3
  Bench b(r);
  b.board().types[0].column = 0;
  b.board().fig(2).hp = 5;  // 5 missing
  b.board().fig(3).hp = 8;  // 2 missing
  b.board().fig(1).hp = 17;
  REQUIRE(b.run([](Ctx& c) { monster_type_turn(c, 0); }));
  CHECK(b.fig(2).hp == 7);
  CHECK(b.fig(3).hp == 8);
  CHECK(b.fig(1).hp == 17);
  CHECK(b.fig(1).round_retaliate == 2);
  CHECK(b.fig(1).round_retaliate_range == 5);
}

// --- Standalone push and pull ---

TEST_CASE("[monster-actions] Mounted Prince 3: Pull 3, Range 5 with Immobilize: one ability on the character", "[monster-ai][actions]") {
  SECTION("in range: pulled 3 hexes, then immobilized; Retaliate 3, Range 3, Push 2") {
    Arena a("mounted-prince", 1, {Hex{5, 0}});
    a.turn();
    CHECK(distance(a.fig(kHero).hex, Hex{5, 0}) == 2);
    CHECK(a.b->count(EventKind::FigureMoved) == 3);
    CHECK(a.has_cond(kHero, Condition::Immobilize));
    CHECK(a.fig(1).round_retaliate == 3);
    CHECK(a.fig(1).round_retaliate_range == 3);
    CHECK(a.fig(1).round_retaliate_effects.push == 2);
  }
  SECTION("out of range: neither the pull nor the Immobilize") {
    Arena a("mounted-prince", 1, {Hex{6, 0}});
    a.turn();
    CHECK(a.fig(kHero).hex == Hex{0, 0});
    CHECK_FALSE(a.has_cond(kHero, Condition::Immobilize));
  }
  SECTION("the pull is blocked: the Immobilize still comes with it") {
    Arena a("mounted-prince", 1, {Hex{5, 0}});
    for (Hex h : {Hex{1, 0}, Hex{0, 1}}) a.board().map.at(h)->terrain = Terrain::Obstacle;
    a.turn();
    CHECK(a.fig(kHero).hex == Hex{0, 0});
    CHECK(a.has_cond(kHero, Condition::Immobilize));
  }
}

TEST_CASE("[monster-actions] Wind Demon 21: Push 1, Range 2, then Attack 3, Range 4 [Ice or Earth: Disarm]", "[monster-ai][actions]") {
  const Hex hero{2, 1};
  SECTION("the character 2 hexes away is pushed 1; with ice the attack disarms") {
    Arena a("wind-demon", 2, {Hex{4, 1}}, hero);
    a.turn({Element::Ice});
    CHECK(distance(a.fig(kHero).hex, Hex{4, 1}) == 3);
    CHECK(a.hero_damage() == 3);
    CHECK(a.has_cond(kHero, Condition::Disarm));
    CHECK(a.consumed() == 1);
  }
  SECTION("no element: no Disarm") {
    Arena a("wind-demon", 2, {Hex{4, 1}}, hero);
    a.turn();
    CHECK(distance(a.fig(kHero).hex, Hex{4, 1}) == 3);
    CHECK_FALSE(a.has_cond(kHero, Condition::Disarm));
  }
  SECTION("3 hexes away: no push") {
    Arena a("wind-demon", 2, {Hex{5, 1}}, hero);
    a.turn();
    CHECK(a.fig(kHero).hex == hero);
    CHECK(a.hero_damage() == 3);
  }
}

// --- Consumptions ---

TEST_CASE("[monster-actions] Wind Demon 43: Invisible self [Fire or Earth: Heal 1]: paid when wounded, and healed",
          "[monster-ai][actions]") {
  SECTION("damaged: consumes earth and heals 1") {
    Arena a("wind-demon", 3, {Hex{3, 0}});
    a.board().fig(1).hp = 5;
    a.turn({Element::Earth});
    CHECK(a.hero_damage() == 2);
    CHECK(a.has_cond(1, Condition::Invisible));
    CHECK_FALSE(a.has_cond(kHero, Condition::Invisible));
    CHECK(a.consumed() == 1);
    CHECK(a.fig(1).hp == 6);
  }
  SECTION("unhurt: the element is not consumed") {
    Arena a("wind-demon", 3, {Hex{3, 0}});
    a.turn({Element::Earth});
    CHECK(a.has_cond(1, Condition::Invisible));
    CHECK(a.consumed() == 0);
  }
}

TEST_CASE("[monster-actions] +2 Move: Earth Demon 79 and Goring Beetle 33 consume to reach the character", "[monster-ai][actions]") {
  SECTION("Earth Demon: Move 1 [Fire or Air: +2 Move], Attack 3 (Immobilize)") {
    Arena a("earth-demon", 2, {Hex{4, 0}});
    a.turn({Element::Fire});
    CHECK(a.consumed() == 1);
    CHECK(distance(a.fig(1).hex, Hex{0, 0}) == 1);
    CHECK(a.hero_damage() == 3);
    CHECK(a.has_cond(kHero, Condition::Immobilize));
  }
  SECTION("Earth Demon without the element: Move 1, no attack") {
    Arena a("earth-demon", 2, {Hex{4, 0}});
    a.turn();
    CHECK(distance(a.fig(1).hex, Hex{0, 0}) == 3);
    CHECK(a.hero_damage() == 0);
  }
  SECTION("Earth Demon already adjacent: the added move would change nothing, nothing is consumed") {
    Arena a("earth-demon", 2, {Hex{1, 0}});
    a.turn({Element::Fire});
    CHECK(a.consumed() == 0);
    CHECK(a.hero_damage() == 3);
  }
  SECTION("Goring Beetle: Move 2 [Fire or Earth: +2 Move], Attack 4, Push 2 (Pierce 2)") {
    Arena a("goring-beetle", 2, {Hex{7, 2}}, Hex{2, 2});
    a.turn({Element::Earth});
    CHECK(a.consumed() == 1);
    CHECK(a.hero_damage() == 4);
    CHECK(distance(a.fig(kHero).hex, a.fig(1).hex) == 3);  // pushed 2 after the attack
  }
  SECTION("the first monster's payment serves the whole type") {
    Arena a("earth-demon", 2, {Hex{4, 0}, Hex{4, 2}});
    a.turn({Element::Fire});
    CHECK(a.consumed() == 1);
    CHECK(distance(a.fig(2).hex, Hex{0, 0}) <= 3);
    CHECK(a.b->count(EventKind::FigureMoved) >= 5);  // 3 hexes, then at least 2 with the bonus
  }
}

TEST_CASE("[monster-actions] Added Range: the move is planned for it when the element can be paid (Flame Demon 49, Mounted Prince 80)",
          "[monster-ai][actions]") {
  SECTION("Flame Demon: Move 2, Attack 4 [Fire or Air: Range 3]: with fire it stops 3 away and attacks at range") {
    Arena a("flame-demon", 2, {Hex{5, 0}});
    a.turn({Element::Fire});
    CHECK(distance(a.fig(1).hex, Hex{0, 0}) == 3);
    CHECK(a.consumed() == 1);
    CHECK(a.hero_damage() == 4);
  }
  SECTION("Flame Demon without the element: it walks for a melee attack it cannot make yet") {
    Arena a("flame-demon", 2, {Hex{5, 0}});
    a.turn();
    CHECK(distance(a.fig(1).hex, Hex{0, 0}) == 3);
    CHECK(a.consumed() == 0);
    CHECK(a.hero_damage() == 0);
  }
  SECTION("Flame Demon adjacent with fire: planned as a ranged attack, it steps away and consumes") {
    Arena a("flame-demon", 2, {Hex{1, 0}});
    a.turn({Element::Fire});
    CHECK(distance(a.fig(1).hex, Hex{0, 0}) >= 2);
    CHECK(a.consumed() == 1);
    CHECK(a.hero_damage() == 4);
  }
  SECTION("Flame Demon adjacent and immobilized, its type already paid: the attack stays melee") {
    Arena a("flame-demon", 2, {Hex{1, 0}});
    a.board().fig(1).conditions |= bit(Condition::Immobilize);
    a.board().types[size_t(a.slot())].benefits = 1;  // the first consumption, paid this round
    a.turn();
    CHECK(a.consumed() == 0);
    CHECK(a.hero_damage() == 4);
    CHECK(a.b->count(EventKind::ModifierRolled) == 1);  // no disadvantage: one roll
  }
  SECTION("Mounted Prince 80: its own Ice/Air infusion pays the wild cost for Range 3") {
    Arena a("mounted-prince", 3, {Hex{4, 0}});
    a.turn();
    CHECK(distance(a.fig(1).hex, Hex{0, 0}) == 3);
    CHECK(a.consumed() == 1);
    CHECK(a.hero_damage() == 5);
  }
}

TEST_CASE("[monster-actions] Added Pierce: Arena Sorcerer 22, Flame Demon 67, Frost Demon 58 pierce the character's shield",
          "[monster-ai][actions]") {
  const std::vector<std::tuple<std::string, int, Element, int>> cases = {
      // monster, column, element, printed attack
      {"arena-sorcerer", 1, Element::Earth, 2},
      {"flame-demon", 3, Element::Ice, 3},
      {"frost-demon", 2, Element::Air, 3},
  };
  for (const auto& [monster, column, element, value] : cases) {
    INFO(monster);
    Arena with(monster, column, {Hex{1, 0}});
    with.board().fig(kHero).round_shield = 2;
    with.turn({element});
    CHECK(with.consumed() == 1);
    CHECK(with.hero_damage() == value);
    Arena without(monster, column, {Hex{1, 0}});
    without.board().fig(kHero).round_shield = 2;
    without.turn();
    CHECK(without.hero_damage() == value - 2);
    Arena unshielded(monster, column, {Hex{1, 0}});
    unshielded.turn({element});
    CHECK(unshielded.consumed() == 0);  // nothing to pierce: no benefit
  }
}

TEST_CASE("[monster-actions] Added conditions on attacks: each consumption gives its condition to the character",
          "[monster-ai][actions]") {
  const std::vector<std::tuple<std::string, int, Element, Condition>> cases = {
      {"arena-sorcerer", 2, Element::Fire, Condition::Wound},
      {"arena-sorcerer", 2, Element::Ice, Condition::Muddle},
      {"demon-prince", 2, Element::Air, Condition::Muddle},
      {"demon-prince", 3, Element::Earth, Condition::Poison},
      {"frost-demon", 3, Element::Earth, Condition::Wound},
      {"gloomtoad", 3, Element::Dark, Condition::Muddle},
      {"goring-beetle", 3, Element::Dark, Condition::Wound},
      {"king-button", 2, Element::Earth, Condition::Poison},
  };
  for (const auto& [monster, column, element, condition] : cases) {
    INFO(monster << " column " << column << " " << condition_name(condition));
    Arena with(monster, column, {Hex{1, 0}});
    with.turn({element});
    CHECK(with.consumed() == 1);
    CHECK(with.has_cond(kHero, condition));
    Arena without(monster, column, {Hex{1, 0}});
    without.turn();
    CHECK_FALSE(without.has_cond(kHero, condition));
  }
}

TEST_CASE("[monster-actions] Harrowing Infestation 38: [any element: +1 Attack, Muddle], Earth Demon 93: [Ice or Earth: Push 1]",
          "[monster-ai][actions]") {
  SECTION("Harrowing Infestation") {
    Arena a("harrowing-infestation", 3, {Hex{1, 0}});
    a.turn({Element::Light});
    CHECK(a.consumed() == 1);
    CHECK(a.hero_damage() == 3);
    CHECK(a.has_cond(kHero, Condition::Muddle));
  }
  SECTION("Earth Demon") {
    Arena a("earth-demon", 3, {Hex{4, 1}}, Hex{3, 1});
    a.turn({Element::Ice});
    CHECK(a.consumed() == 1);
    CHECK(a.hero_damage() == 3);
    CHECK(distance(a.fig(kHero).hex, a.fig(1).hex) == 2);
  }
}
