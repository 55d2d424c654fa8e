// Attacks (rules: "Attack", "Target", "Range", "Area of Effect", "Attack Modification Order",
// "Attack Effects", "Pierce", "Shield", "Retaliate", "Positive Conditions").
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/rules/monsters/monster_turn.h"
#include "tests/support/hands.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

TEST_CASE("[attack] Attack: a melee attack targets adjacent enemies only", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{2, 0});
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK(b.has_option("target 1"));
  CHECK_FALSE(b.has_option("target 2"));
}

TEST_CASE("[attack] Range: a ranged attack reaches enemies within that many hexes", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{2, 0});  // 2 away
  r.place("dummy", Hex{3, 0});  // 3 away
  r.place("dummy", Hex{1, 1});  // 2 away
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2, 2)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK(b.has_option("target 1"));
  CHECK_FALSE(b.has_option("target 2"));
  CHECK(b.has_option("target 3"));
}

TEST_CASE("[attack] Target: Target X attacks up to X different figures, none twice", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  r.place("dummy", Hex{1, 1});
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2, 0, 2)); });
  b.answer("target 2");
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK_FALSE(b.has_option("target 2"));
  CHECK(b.has_option("done"));
  b.answer("target 1");
  CHECK(b.decision() == nullptr);  // two targets: no third question
  CHECK(b.fig(1).hp == 8);
  CHECK(b.fig(2).hp == 8);
  CHECK(b.fig(3).hp == 10);
}

TEST_CASE("[attack] Attack Modifier Tables: a separate modifier is rolled for each target", "[rules][attack]") {
  Rules r;
  r.hero_table(marked_table());
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  Bench b(r);
  b.run([](Ctx& c) { attack_targets(c, 0, {1, 2}, strike(2, 0, 2)); });
  CHECK(b.count(EventKind::ModifierRolled) == 2);
  const int r1 = b.find(EventKind::ModifierRolled);
  const int r2 = b.find(EventKind::ModifierRolled, r1 + 1);
  CHECK(b.event<ModifierRolled>(r1).row == 0);
  CHECK(b.event<ModifierRolled>(r2).row == 1);  // the cube moved after the first target
  CHECK(b.after().hero.modifier_row == 2);
  CHECK(b.count(EventKind::AttackResolved) == 2);
}

TEST_CASE("[attack] Advantage and Disadvantage: a ranged attack on an adjacent enemy has disadvantage", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 3)); });
  CHECK(b.count(EventKind::ModifierRolled) == 2);
  CHECK(b.after().hero.modifier_row == 1);  // one attack, one row
}

TEST_CASE("[attack] Attack: a melee attack on an adjacent enemy rolls one modifier", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  CHECK(b.count(EventKind::ModifierRolled) == 1);
}

TEST_CASE("[attack] Attack Modification Order: poison's +1 comes before a 2x modifier, shield after it", "[rules][attack]") {
  Rules r;
  ModifierTable t;
  for (ModifierCell& c : t.cells) c.kind = ModifierCell::Double;
  r.hero_table(t);
  r.monster("dummy").shield = 1;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Poison);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  const AttackResolved& e = b.first<AttackResolved>();
  CHECK(e.attack_value == 6);  // (2 + 1) x 2
  CHECK(e.damage == 5);        // - shield 1
  CHECK(b.fig(1).hp == 5);
}

TEST_CASE("[attack] Shield: the shield reduces the value after the modifier", "[rules][attack]") {
  Rules r;
  r.hero_table(flat_table(-1));
  r.monster("dummy").shield = 2;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  CHECK(b.first<AttackResolved>().damage == 0);
  CHECK(b.fig(1).hp == 10);
  CHECK(b.count(EventKind::DamageSuffered) == 0);
}

TEST_CASE("[attack] Pierce: pierce lowers the shield, never below 0", "[rules][attack]") {
  Rules r;
  r.monster("dummy").shield = 2;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s = strike(3);
  s.effects.pierce = 1;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  CHECK(b.fig(1).hp == 10 - 2);
  s.effects.pierce = 5;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  CHECK(b.fig(1).hp == 10 - 3);  // extra pierce adds nothing
}

TEST_CASE("[attack] Attack Effects: a null modifier deals no damage but added effects still apply", "[rules][attack]") {
  Rules r;
  ModifierTable t;
  for (ModifierCell& c : t.cells) c.kind = ModifierCell::Null;
  r.hero_table(t);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s = strike(4);
  s.effects.conditions = bit(Condition::Poison);
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  REQUIRE(b.pending(DecisionKind::UseEffects));
  b.answer("apply");
  CHECK(b.first<AttackResolved>().attack_value == 0);
  CHECK(b.fig(1).hp == 10);
  CHECK(has(b.fig(1).conditions, Condition::Poison));
}

TEST_CASE("[attack] Conditions: added effects are not applied to a target the attack killed", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).hp = 2;
  AttackSpec s = strike(3);
  s.effects.conditions = bit(Condition::Immobilize);
  s.effects.push = 1;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  b.answer("apply");
  CHECK_FALSE(b.fig(1).alive);
  CHECK(b.count(EventKind::ConditionGained) == 0);
  CHECK(b.count(EventKind::FigureMoved) == 0);
  CHECK(b.count(EventKind::FigureKilled) == 1);
}

TEST_CASE("[attack] Added Effects: the character may skip an attack's added effects", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s = strike(1);
  s.effects.conditions = bit(Condition::Wound);
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  b.answer("skip");
  CHECK(b.fig(1).hp == 9);
  CHECK(b.fig(1).conditions == 0);
}

TEST_CASE("[attack] Added Effects: skipping is chosen target by target, each before its roll", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  Bench b(r);
  AttackSpec s = strike(1, 0, 2);
  s.effects.conditions = bit(Condition::Muddle);
  b.run([&](Ctx& c) { attack_targets(c, 0, {1, 2}, s); });
  REQUIRE(b.pending(DecisionKind::UseEffects));
  CHECK(b.count(EventKind::ModifierRolled) == 0);  // asked before the first roll
  b.answer("apply");
  REQUIRE(b.pending(DecisionKind::UseEffects));
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // the second target is asked before its own roll
  b.answer("skip");
  CHECK(has(b.fig(1).conditions, Condition::Muddle));
  CHECK_FALSE(has(b.fig(2).conditions, Condition::Muddle));
}

TEST_CASE("[attack] Added Effects (folded windows): every target's added effects are chosen with the target",
          "[rules][attack][fold]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  for (const bool second_plain : {false, true}) {
    Bench b(r);
    AttackSpec s = strike(1, 0, 2);
    s.effects.conditions = bit(Condition::Muddle);
    b.run([&](Ctx& c) { character_attack(c, 0, s); });
    REQUIRE(b.pending(DecisionKind::ChooseTarget));
    REQUIRE(b.has_option("target 1 plain"));  // the same target, without the added effects
    CHECK(b.has_option("target 2 plain"));
    CHECK(b.decision()->options[size_t(b.decision()->find("target 1 plain"))].without_effects);
    CHECK_FALSE(b.decision()->options[size_t(b.decision()->find("target 1"))].without_effects);
    CHECK(b.decision()->added_effects.conditions == bit(Condition::Muddle));
    b.answer("target 1 plain");
    // The second target too: both are chosen before either is attacked.
    REQUIRE(b.pending(DecisionKind::ChooseTarget));
    REQUIRE(b.has_option("target 2 plain"));
    CHECK(b.decision()->added_effects.conditions == bit(Condition::Muddle));
    b.answer(second_plain ? "target 2 plain" : "target 2");
    CHECK(b.decision() == nullptr);  // no UseEffects for either target
    CHECK(b.count(EventKind::ModifierRolled) == 2);
    CHECK_FALSE(has(b.fig(1).conditions, Condition::Muddle));
    CHECK(has(b.fig(2).conditions, Condition::Muddle) == !second_plain);
  }
}

TEST_CASE("[attack] Added Effects (folded windows): the targets of a placed area are asked before each roll",
          "[rules][attack][fold]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.place("dummy", Hex{1, 1});
  r.place("dummy", Hex{1, 2});
  Bench b(r);
  AttackSpec s = strike(2);
  s.aoe = {Hex{0, 0}, Hex{0, -1}};
  s.aoe_melee = true;
  s.effects.conditions = bit(Condition::Muddle);
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  b.answer("area 1 2");
  REQUIRE(b.pending(DecisionKind::UseEffects));  // one set of placements, not one per choice of effects
  b.answer("skip");
  REQUIRE(b.pending(DecisionKind::UseEffects));
  b.answer("apply");
  CHECK_FALSE(has(b.fig(1).conditions, Condition::Muddle));
  CHECK(has(b.fig(2).conditions, Condition::Muddle));
}

TEST_CASE("[attack] Added Effects (folded windows): a single target chosen with its effects gets them without a question of its own",
          "[rules][attack][fold]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s = strike(1);
  s.effects.conditions = bit(Condition::Wound);
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  b.answer("target 1");
  CHECK(b.decision() == nullptr);
  CHECK(has(b.fig(1).conditions, Condition::Wound));
}

TEST_CASE("[attack] Area of Effect: a melee area can be rotated around the attacker", "[rules][attack]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.place("dummy", Hex{1, 1});  // west
  r.place("dummy", Hex{1, 2});  // south-west
  r.place("dummy", Hex{3, 0});  // north-east, not next to the other two
  Bench b(r);
  AttackSpec s = strike(2);
  s.aoe = {Hex{0, 0}, Hex{0, -1}};  // two touching hexes in front of the attacker
  s.aoe_melee = true;
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  CHECK(b.has_option("area 1 2"));
  CHECK_FALSE(b.has_option("area 1 3"));
  b.answer("area 1 2");
  CHECK(b.fig(1).hp == 8);
  CHECK(b.fig(2).hp == 8);
  CHECK(b.fig(3).hp == 10);
  CHECK(b.count(EventKind::ModifierRolled) == 2);  // melee: no disadvantage, one roll each
}

TEST_CASE("[attack] Area of Effect: a ranged area needs only one of its hexes in range", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{3, 0});  // 3 away, range 2
  Bench b(r);
  AttackSpec s = strike(2, 2);
  s.aoe = {Hex{0, 0}, Hex{1, 0}, Hex{0, 1}};
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  b.answer("area 1");
  CHECK(b.fig(1).hp == 8);
}

TEST_CASE("[attack] Area of Effect: mirrored patterns are allowed", "[rules][attack]") {
  Rules r;
  r.hero_at(Hex{3, 1});
  // An L of three hexes: forward, forward again, then a turn; mirrored it bends the other way.
  AttackSpec s = strike(2);
  s.aoe = {Hex{0, 0}, Hex{1, 0}, Hex{1, 1}};
  s.aoe_melee = true;
  r.place("dummy", Hex{5, 1});  // two east
  r.place("dummy", Hex{6, 0});  // beyond, to the north-east of it
  Bench b(r);
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  CHECK(b.has_option("area 1 2"));
}

TEST_CASE("[attack] Invisible: an invisible figure cannot be targeted by its enemies", "[rules][attack][conditions]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Invisible);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK_FALSE(b.has_option("target 1"));
  CHECK(b.has_option("target 2"));
}

TEST_CASE("[attack] Disarm: a disarmed figure performs no attack", "[rules][attack][conditions]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Disarm);
  bool performed = true;
  REQUIRE(b.run([&](Ctx& c) { performed = character_attack(c, 0, strike(2)); }));
  CHECK_FALSE(performed);
  CHECK(b.fig(1).hp == 10);
}

TEST_CASE("[attack] Retaliate: an adjacent attacker suffers the retaliate after its attack", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 2;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  const int attack = b.find(EventKind::AttackResolved), ret = b.find(EventKind::Retaliated);
  REQUIRE(ret > attack);
  CHECK(b.event<Retaliated>(ret).amount == 2);
  CHECK(b.fig(0).hp == 8);
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // retaliate is not an attack: no roll
}

TEST_CASE("[attack] Retaliate: without a range it only reaches adjacent attackers", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 2;
  r.place("dummy", Hex{2, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1, 3)); });
  CHECK(b.count(EventKind::Retaliated) == 0);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[attack] Retaliate: a retaliate with a range reaches attackers within it", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 1;
  r.monster("dummy").retaliate_range = 3;
  r.place("dummy", Hex{3, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1, 3)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::Retaliated) == 1);
  CHECK(b.fig(0).hp == 9);
}

TEST_CASE("[attack] Retaliate: a retaliating figure killed by the attack does not retaliate", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 3;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).hp = 1;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  CHECK(b.count(EventKind::Retaliated) == 0);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[attack] Retaliate: the range is checked after the attack's push", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 3;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s = strike(1);
  s.effects.push = 1;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  b.answer("apply");
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  b.answer("hex 2,0");
  CHECK(b.fig(1).hex == Hex{2, 0});
  CHECK(b.count(EventKind::Retaliated) == 0);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[attack] Retaliate: bonuses stack into one source, each only within its own range", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 1;  // range 1
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{2, 0});
  Bench b(r);
  for (FigureId f : {1, 2}) b.board().fig(f).round_retaliate = 2, b.board().fig(f).round_retaliate_range = 2;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  REQUIRE(b.count(EventKind::Retaliated) == 1);
  CHECK(b.first<Retaliated>().amount == 3);
  CHECK(b.count(EventKind::DamageSuffered) == 2);  // the monster's, then one retaliate source
  b.run([](Ctx& c) { attack_target(c, 0, 2, strike(1, 2)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.first<Retaliated>().amount == 2);  // 2 hexes away: only the range-2 bonus
}

TEST_CASE("[attack] Retaliate: its added effects follow its damage", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 1;
  r.monster("dummy").retaliate_conditions = bit(Condition::Wound);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  const int ret = b.find(EventKind::Retaliated);
  const int dmg = b.find(EventKind::DamageSuffered, ret);
  const int cond = b.find(EventKind::ConditionGained, ret);
  REQUIRE(dmg > ret);
  CHECK(cond > dmg);
  CHECK(has(b.fig(0).conditions, Condition::Wound));
}

TEST_CASE("[attack] Retaliate: a round retaliate ability keeps its added conditions for the round", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 1;  // permanent, no effects
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  Ability ret;
  ret.kind = AbilityKind::Retaliate, ret.value = 1, ret.effects.conditions = bit(Condition::Wound);
  gain_round_retaliate(b.board().fig(1), ret);  // the Mouse's "Retaliate 1, Wound"
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  REQUIRE(b.count(EventKind::Retaliated) == 1);
  CHECK(b.first<Retaliated>().amount == 2);  // both bonuses: one source of 2 damage
  const int ret_at = b.find(EventKind::Retaliated);
  const int dmg = b.find(EventKind::DamageSuffered, ret_at);
  const int cond = b.find(EventKind::ConditionGained, ret_at);
  REQUIRE(dmg > ret_at);
  CHECK(cond > dmg);
  CHECK(b.event<ConditionGained>(cond).condition == Condition::Wound);
  CHECK(b.fig(0).hp == 8);
  CHECK(has(b.fig(0).conditions, Condition::Wound));
}

TEST_CASE("[attack] Retaliate: a retaliate bonus out of range gives no damage and none of its effects", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 1;  // range 1: reaches
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).hex = Hex{0, 0};
  Ability ret;
  ret.kind = AbilityKind::Retaliate, ret.value = 2, ret.effects.conditions = bit(Condition::Poison);
  gain_round_retaliate(b.board().fig(1), ret);  // range 1 too: reaches as well
  b.board().fig(1).hex = Hex{3, 0};             // now the attacker is 3 away: neither reaches
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1, 3)); });
  CHECK(b.count(EventKind::Retaliated) == 0);
  CHECK_FALSE(has(b.fig(0).conditions, Condition::Poison));
}

TEST_CASE("[attack] Retaliate: a retaliate push moves the attacker after the retaliate damage", "[rules][attack][retaliate]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  Ability ret;
  ret.kind = AbilityKind::Retaliate, ret.value = 2, ret.effects.push = 2;
  gain_round_retaliate(b.board().fig(1), ret);  // the Goring Beetle's "Retaliate 2, Push 2"
  b.board().fig(0).hex = Hex{2, 0};             // east of the monster: pushed further east
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  while (b.pending(DecisionKind::ForcedMove)) b.answer(b.decision()->options[0].key);
  const int ret_at = b.find(EventKind::Retaliated);
  const int dmg = b.find(EventKind::DamageSuffered, ret_at);
  const int moved = b.find(EventKind::FigureMoved, ret_at);
  REQUIRE(dmg > ret_at);
  CHECK(moved > dmg);
  CHECK(b.fig(0).hp == 8);
  CHECK(distance(b.fig(0).hex, b.fig(1).hex) == 3);  // two hexes further away
}

TEST_CASE("[attack] Retaliate: retaliate abilities of one round add up with the widest range and all effects", "[rules][attack][retaliate]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  Ability wound;
  wound.kind = AbilityKind::Retaliate, wound.value = 1, wound.range = 2, wound.effects.conditions = bit(Condition::Wound);
  Ability pull;
  pull.kind = AbilityKind::Retaliate, pull.value = 2, pull.effects.pull = 1;
  Figure& f = b.board().fig(1);
  gain_round_retaliate(f, wound);
  gain_round_retaliate(f, pull);
  CHECK(f.round_retaliate == 3);
  CHECK(f.round_retaliate_range == 2);
  CHECK(f.round_retaliate_effects.conditions == bit(Condition::Wound));
  CHECK(f.round_retaliate_effects.pull == 1);
}

TEST_CASE("[attack] Attack Effects: heal self attached to an attack comes after the retaliate", "[rules][attack]") {
  Rules r;
  r.monster("dummy").retaliate = 1;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).hp = 5;
  AttackSpec s = strike(1);
  s.effects.heal_self = 2;
  b.run([&](Ctx& c) { attack_targets(c, 0, {1}, s); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  const int ret = b.find(EventKind::Retaliated);
  const int healed = b.find(EventKind::Healed);
  REQUIRE(ret >= 0);
  CHECK(healed > ret);
  CHECK(b.fig(0).hp == 5 - 1 + 2);
}

TEST_CASE("[attack] Attack Effects: heal self attached to an attack is performed when the target died", "[rules][attack]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).hp = 5;
  b.board().fig(1).hp = 1;
  AttackSpec s = strike(3);
  s.effects.heal_self = 1;
  b.run([&](Ctx& c) { attack_targets(c, 0, {1}, s); });
  CHECK_FALSE(b.fig(1).alive);
  CHECK(b.fig(0).hp == 6);
}

TEST_CASE("[attack] Poison: attacks on a poisoned character gain +1", "[rules][attack][conditions]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Poison);
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(2)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.first<AttackResolved>().attack_value == 3);
  CHECK(b.fig(0).hp == 7);
}

TEST_CASE("[attack] Shield: the character's shields stack against a monster's attack", "[rules][attack]") {
  Rules r;
  set_guard_hand(r);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.card(0, Pile::Active);
  b.board().hero.cards[0].active_half = Half::Bottom;
  b.board().fig(0).round_shield = 2;
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(4)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.first<AttackResolved>().damage == 1);  // 4 - (2 + 1)
  CHECK(b.fig(0).hp == 9);
}

TEST_CASE("[attack] Area of Effect: +1 Target adds one target in range outside the area", "[rules][attack][aoe]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.place("dummy", Hex{1, 1});  // west: in the area
  r.place("dummy", Hex{3, 1});  // east: adjacent, outside a west-facing area
  r.place("dummy", Hex{6, 1});  // out of range
  Bench b(r);
  AttackSpec s = strike(2, 0, 2);  // a melee area with "+1 Target"
  s.aoe = {Hex{0, 0}};
  s.aoe_melee = true;
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  b.answer("area 1");
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK_FALSE(b.has_option("target 1"));  // already in the area
  CHECK_FALSE(b.has_option("target 3"));  // outside the ability's range
  CHECK(b.has_option("done"));
  b.answer("target 2");
  CHECK(b.decision() == nullptr);  // only one extra target
  CHECK(b.fig(1).hp == 8);
  CHECK(b.fig(2).hp == 8);
  CHECK(b.fig(3).hp == 10);
  CHECK(b.count(EventKind::AttackResolved) == 2);
  CHECK(b.count(EventKind::ModifierRolled) == 2);  // one roll per target, the extra one too
}

TEST_CASE("[attack] Area of Effect: without +1 Target no figure outside the area is attacked", "[rules][attack][aoe]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.place("dummy", Hex{1, 1});
  r.place("dummy", Hex{3, 1});
  Bench b(r);
  AttackSpec s = strike(2);
  s.aoe = {Hex{0, 0}};
  s.aoe_melee = true;
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  b.answer("area 1");
  CHECK(b.decision() == nullptr);
  CHECK(b.fig(2).hp == 10);
}

TEST_CASE("[attack] Objectives: an attack can target an objective, without hit points it takes no damage", "[rules][attack][objective]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Objective);
  r.place("dummy", Hex{0, 1});
  Bench b(r);
  AttackSpec s = strike(3);
  s.effects.conditions = bit(Condition::Poison);
  s.effects.push = 1;
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK(b.has_option("target 1"));
  b.answer("objective 1,0");
  CHECK(b.decision() == nullptr);  // immune to conditions and forced movement: nothing to apply
  REQUIRE(b.count(EventKind::ObjectiveAttacked) == 1);
  const ObjectiveAttacked& e = b.first<ObjectiveAttacked>();
  CHECK(e.hex == Hex{1, 0});
  CHECK(e.attack_value == 3);
  CHECK(e.damage == 0);
  CHECK(e.hp_left == -1);  // immune
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // the attack rolls a modifier and moves the cube
  CHECK(b.after().hero.modifier_row == 1);
  CHECK(b.count(EventKind::ConditionGained) == 0);
  CHECK(b.count(EventKind::FigureMoved) == 0);
  CHECK(b.after().map.at(Hex{1, 0})->terrain == Terrain::Objective);
}

TEST_CASE("[attack] Objectives: an objective with hit points is damaged and destroyed at 0", "[rules][attack][objective]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Objective);
  r.scenario().objectives.push_back({Hex{1, 0}, 5, "Barricade"});
  Bench b(r);
  b.run([](Ctx& c) { attack_objective(c, 0, Hex{1, 0}, strike(3)); });
  CHECK(b.first<ObjectiveAttacked>().damage == 3);
  CHECK(b.first<ObjectiveAttacked>().hp_left == 2);
  REQUIRE(b.after().objectives.size() == 1);
  CHECK(b.after().objectives[0].damage == 3);
  CHECK(b.count(EventKind::ObjectiveDestroyed) == 0);
  b.board() = b.after();
  b.run([](Ctx& c) { attack_objective(c, 0, Hex{1, 0}, strike(3)); });
  CHECK(b.first<ObjectiveAttacked>().damage == 2);
  CHECK(b.first<ObjectiveAttacked>().hp_left == 0);
  CHECK(b.count(EventKind::ObjectiveDestroyed) == 1);
  CHECK(b.after().map.at(Hex{1, 0})->terrain == Terrain::Featureless);  // no longer in the way
}

TEST_CASE("[attack] Objectives: a ranged attack on an adjacent objective has disadvantage", "[rules][attack][objective]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::Objective);
  r.terrain(Hex{3, 0}, Terrain::Objective);
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(2, 3)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK(b.has_option("objective 3,0"));
  b.answer("objective 1,0");
  CHECK(b.count(EventKind::ModifierRolled) == 2);  // two dice on one row
  CHECK(b.after().hero.modifier_row == 1);
}

TEST_CASE("[attack] Objectives: monsters do not target objectives", "[rules][attack][objective]") {
  Rules r;
  r.terrain(Hex{2, 0}, Terrain::Objective);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) {
    CHECK(objectives_in_range(c, 1, strike(2)).empty());
    CHECK(objectives_in_range(c, 0, strike(2, 2)).size() == 1);
  });
}

TEST_CASE("[attack] Area of Effect: an area with the gray hex is melee, one without is ranged", "[rules][attack][aoe]") {
  Rules r;
  r.place("dummy", Hex{1, 0});  // adjacent to the hero at (0,0)
  AttackSpec melee = strike(2);
  melee.aoe = {Hex{0, 0}};
  melee.aoe_melee = true;
  AttackSpec ranged = strike(2, 2);
  ranged.aoe = {Hex{0, 0}, Hex{1, 0}};
  CHECK(is_melee(melee));
  CHECK_FALSE(is_melee(ranged));
  Bench b(r);
  b.run([&](Ctx& c) { character_attack(c, 0, melee); });
  b.answer("area 1");
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // melee: no disadvantage
  b.run([&](Ctx& c) { character_attack(c, 0, ranged); });
  b.answer("area 1");
  CHECK(b.count(EventKind::ModifierRolled) == 2);  // ranged on an adjacent target: disadvantage
}

TEST_CASE("[attack] Retaliate: retaliate damage is not reduced by the attacker's shield", "[rules][attack][retaliate]") {
  Rules r;
  r.monster("dummy").retaliate = 2;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).round_shield = 3;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.first<Retaliated>().amount == 2);
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[attack] Retaliate: a monster's rolled retaliate with added effects becomes its round bonus", "[rules][attack][retaliate]") {
  Rules r;
  Ability ret;
  ret.kind = AbilityKind::Retaliate, ret.value = 2, ret.range = 3;
  ret.effects.conditions = bit(Condition::Poison), ret.effects.push = 1;
  for (MonsterColumn& col : r.monster("dummy").columns) col.abilities = {ret};
  r.place("dummy", Hex{5, 0});
  Bench b(r);
  REQUIRE(!b.board().types.empty());
  b.board().types[0].column = 0;
  b.board().acting = 1;
  b.run([](Ctx& c) { monster_turn(c, 1, 0); });
  CHECK(b.fig(1).round_retaliate == 2);
  CHECK(b.fig(1).round_retaliate_range == 3);
  CHECK(b.fig(1).round_retaliate_effects.conditions == bit(Condition::Poison));
  CHECK(b.fig(1).round_retaliate_effects.push == 1);
}

TEST_CASE("[attack] Objectives: an area attack hits the objectives in its area", "[rules][attack][objective][aoe]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.terrain(Hex{1, 1}, Terrain::Objective);
  r.scenario().objectives.push_back({Hex{1, 1}, 4, "Crate"});
  r.place("dummy", Hex{3, 1});
  Bench b(r);
  AttackSpec s = strike(2);
  s.aoe = {Hex{0, 0}};
  s.aoe_melee = true;
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  CHECK(b.has_option("area 1"));
  b.answer("area objective 1,1");
  CHECK(b.fig(1).hp == 10);
  REQUIRE(b.count(EventKind::ObjectiveAttacked) == 1);
  CHECK(b.first<ObjectiveAttacked>().hp_left == 2);
}

TEST_CASE("[attack] Attack Effects: the question to apply the added effects names the target and each effect",
          "[rules][attack][words]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s = strike(2);
  s.effects.conditions = bit(Condition::Wound), s.effects.push = 1;
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  REQUIRE(b.pending(DecisionKind::UseEffects));
  const std::string prompt = b.prompt_words();
  INFO(prompt);
  CHECK(prompt.find(": push 1, wound?") != std::string::npos);
}
