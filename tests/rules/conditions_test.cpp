// Conditions (rules: "Conditions", "Positive Conditions", "Negative Conditions", "Monster Damage
// and Death").
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/monsters/monster_turn.h"
#include "engine/rules/turn/turn.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

TEST_CASE("[conditions] Conditions: a condition gained before the figure's turn ends at the end of that turn", "[rules][conditions]") {
  Rules r;
  Bench b(r);
  b.run([](Ctx& c) {
    c.b.acting = 1;
    gain_condition(c, 0, Condition::Muddle);
    begin_turn(c, 0);
    CHECK(has(c.b.fig(0).conditions, Condition::Muddle));
    finish_turn(c, 0);
  });
  CHECK_FALSE(has(b.fig(0).conditions, Condition::Muddle));
  CHECK(b.count(EventKind::ConditionRemoved) == 1);
}

TEST_CASE("[conditions] Conditions: a condition gained during the figure's own turn lasts through its next turn", "[rules][conditions]") {
  Rules r;
  Bench b(r);
  b.run([](Ctx& c) {
    begin_turn(c, 0);
    gain_condition(c, 0, Condition::Strengthen);
    finish_turn(c, 0);
    CHECK(has(c.b.fig(0).conditions, Condition::Strengthen));  // still in effect
    c.b.acting = kNoFigure;
    begin_turn(c, 0);
    CHECK(has(c.b.fig(0).conditions, Condition::Strengthen));
    finish_turn(c, 0);
  });
  CHECK_FALSE(has(b.fig(0).conditions, Condition::Strengthen));
}

TEST_CASE("[conditions] Conditions: gaining a condition again resets its duration", "[rules][conditions]") {
  Rules r;
  Bench b(r);
  b.run([](Ctx& c) {
    c.b.acting = 1;
    gain_condition(c, 0, Condition::Disarm);  // would end at the end of the hero's next turn
    begin_turn(c, 0);
    gain_condition(c, 0, Condition::Disarm);  // regained during that turn: lasts one more turn
    finish_turn(c, 0);
  });
  CHECK(has(b.fig(0).conditions, Condition::Disarm));
  CHECK(b.count(EventKind::ConditionGained) == 1);  // never held twice
}

TEST_CASE("[conditions] Conditions: a figure never holds two of the same condition", "[rules][conditions]") {
  Rules r;
  r.place("dummy", Hex{3, 3});
  Bench b(r);
  b.run([](Ctx& c) {
    gain_condition(c, 1, Condition::Poison);
    gain_condition(c, 1, Condition::Poison);
  });
  CHECK(b.count(EventKind::ConditionGained) == 1);
  CHECK(b.fig(1).conditions == bit(Condition::Poison));
}

TEST_CASE("[conditions] Conditions: an immune figure does not gain the condition", "[rules][conditions]") {
  Rules r;
  r.monster("dummy").immunities = bit(Condition::Poison) | bit(Condition::Wound);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s;
  s.value = 1, s.effects.conditions = bit(Condition::Poison) | bit(Condition::Muddle);
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  b.answer("apply");
  CHECK(b.fig(1).conditions == bit(Condition::Muddle));
  CHECK(b.fig(1).hp == 9);  // the attack itself still hits
}

TEST_CASE("[conditions] Wound: the figure suffers 1 damage at the start of each of its turns", "[rules][conditions]") {
  Rules r;
  r.place("dummy", Hex{3, 3});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Wound);
  b.run([](Ctx& c) {
    begin_turn(c, 1);
    finish_turn(c, 1);
    begin_turn(c, 1);
    finish_turn(c, 1);
  });
  CHECK(b.fig(1).hp == 8);
  CHECK(has(b.fig(1).conditions, Condition::Wound));  // until healed
}

TEST_CASE("[conditions] Wound: the character may negate the wound's damage like any damage", "[rules][conditions][damage]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Wound);
  b.run([](Ctx& c) { begin_turn(c, 0); });
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  b.answer("discard 0");
  CHECK(b.fig(0).hp == 10);
  CHECK(b.after().hero.cards[0].pile == Pile::Discard);
}

TEST_CASE("[conditions] Poison: poison and wound stay at the end of the figure's turn", "[rules][conditions]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Poison);
  b.run([](Ctx& c) {
    begin_turn(c, 0);
    finish_turn(c, 0);
  });
  CHECK(has(b.fig(0).conditions, Condition::Poison));
}

TEST_CASE("[conditions] Strengthen: the figure's attacks gain advantage", "[rules][conditions]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Strengthen);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  CHECK(b.count(EventKind::ModifierRolled) == 2);
}

TEST_CASE("[conditions] Muddle: the figure's attacks gain disadvantage", "[rules][conditions]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Muddle);
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(2)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.count(EventKind::ModifierRolled) == 2);
}

TEST_CASE("[conditions] Invisible: monsters do not attack an invisible character", "[rules][conditions]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Invisible);
  REQUIRE(b.run([](Ctx& c) { monster_type_turn(c, 0); }));
  CHECK(b.count(EventKind::AttackResolved) == 0);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[conditions] Disarm: a disarmed monster does not attack", "[rules][conditions]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Disarm);
  REQUIRE(b.run([](Ctx& c) { monster_type_turn(c, 0); }));
  CHECK(b.count(EventKind::AttackResolved) == 0);
  CHECK_FALSE(has(b.fig(1).conditions, Condition::Disarm));  // it ended with that turn
}

TEST_CASE("[conditions] Conditions: conditions ending with a turn go after the other end-of-turn effects", "[rules][conditions]") {
  Rules r;
  r.scenario().hooks.push_back({Hook::on_turn_end, "rules.lua#turn_end"});
  FakeScripts scripts;
  bool muddled_at_hook = false;
  scripts.bind("rules.lua#turn_end", [&](const HookEvent&, ScriptApi& api) {
    muddled_at_hook = has(api.figure(0)->conditions, Condition::Muddle);
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  b.board().fig(0).conditions = bit(Condition::Muddle);
  b.run([](Ctx& c) { finish_turn(c, 0); });
  CHECK(muddled_at_hook);
  CHECK_FALSE(has(b.fig(0).conditions, Condition::Muddle));
}

TEST_CASE("[conditions] Monster Damage and Death: a dead monster's conditions are cleared", "[rules][conditions]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Poison) | bit(Condition::Muddle);
  b.run([](Ctx& c) { suffer_damage(c, 1, 20, 0, DamageKind::Ability); });
  CHECK_FALSE(b.fig(1).alive);
  CHECK(b.fig(1).conditions == 0);
  CHECK(b.after().figure_at(Hex{1, 0}) == kNoFigure);
}
