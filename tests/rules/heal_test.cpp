// Heal, shield, recover and suffer damage (rules: "Heal", "Shield", "Recover", "Suffer Damage",
// "Negative Conditions" (wound, poison)).
#include <catch2/catch.hpp>

#include <tuple>

#include "engine/rules/abilities/perform.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/round/character_turn.h"
#include "engine/play/words/cards.h"
#include "engine/play/words/words.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
// The character performs `ability` from a card, then the monster next to it (figure 1) attacks it;
// the damage is suffered.
void performed_then_attacked(Bench& b, const Ability& ability, const AttackSpec& attack) {
  b.run([=](Ctx& c) {
    perform_ability(c, 0, ability, "");
    c.b.acting = 1;
    attack_targets(c, 1, {0}, attack);
  });
  b.answer("perform");
  b.answer_all(DecisionKind::NegateDamage, "suffer");
}
}  // namespace

TEST_CASE("[heal] Heal: hit points never exceed the maximum", "[rules][heal]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 8;
  b.run([](Ctx& c) { heal(c, 0, 5); });
  CHECK(b.fig(0).hp == 10);
  const Healed& e = b.first<Healed>();
  CHECK(e.amount == 2);
  CHECK(e.hp_after == 10);
}

TEST_CASE("[heal] Heal: one heal removes both wound and poison", "[rules][heal]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 5;
  b.board().fig(0).conditions = bit(Condition::Wound) | bit(Condition::Poison) | bit(Condition::Muddle);
  b.run([](Ctx& c) { heal(c, 0, 2); });
  CHECK(b.fig(0).conditions == bit(Condition::Muddle));
  CHECK(b.count(EventKind::ConditionRemoved) == 2);
}

TEST_CASE("[heal] Poison: poison prevents the heal's increase and is removed by it", "[rules][heal]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 5;
  b.board().fig(0).conditions = bit(Condition::Poison);
  b.run([](Ctx& c) { heal(c, 0, 3); });
  CHECK(b.fig(0).hp == 5);
  CHECK(b.fig(0).conditions == 0);
  b.board().fig(0).conditions = 0;
  b.run([](Ctx& c) { heal(c, 0, 3); });
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[heal] Heal: a figure at full hit points may be healed to remove a wound", "[rules][heal]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Wound);
  b.run([](Ctx& c) { perform_ability(c, 0, ability_of(AbilityKind::Heal, 1), ""); });
  REQUIRE(b.pending(DecisionKind::PerformAbility));
  b.answer("perform");
  CHECK(b.fig(0).conditions == 0);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[heal] Heal (folded windows): a heal of the character that would change nothing is not asked and not performed",
          "[rules][heal][fold]") {
  Rules r;
  Bench b(r);
  bool performed = true;
  b.run([&](Ctx& c) { performed = perform_ability(c, 0, ability_of(AbilityKind::Heal, 3), ""); });
  CHECK(b.decision() == nullptr);  // full hit points, nothing to remove: no question
  CHECK_FALSE(performed);          // as a move of no hex (Lost Actions)
  CHECK(b.fig(0).hp == 10);
  // Something to heal or to remove: asked as before.
  for (const auto& [hp, conditions] : {std::pair{9, ConditionSet(0)}, std::pair{10, bit(Condition::Poison)}}) {
    Bench again(r);
    again.board().fig(0).hp = int16_t(hp);
    again.board().fig(0).conditions = conditions;
    again.run([&](Ctx& c) { perform_ability(c, 0, ability_of(AbilityKind::Heal, 3), ""); });
    CHECK(again.pending(DecisionKind::PerformAbility));
  }
}

TEST_CASE("[heal] Abilities: the character may skip a heal", "[rules][heal][abilities]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 4;
  bool performed = true;
  b.run([&](Ctx& c) { performed = perform_ability(c, 0, ability_of(AbilityKind::Heal, 3), ""); });
  b.answer("skip");
  CHECK_FALSE(performed);
  CHECK(b.fig(0).hp == 4);
}

TEST_CASE("[heal] Shield: a shield ability protects against attacks for the round", "[rules][heal][shield]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  performed_then_attacked(b, ability_of(AbilityKind::Shield, 1), strike(3));
  CHECK(b.fig(0).round_shield == 1);
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[heal] Shield: a shield does not reduce damage that is not from an attack", "[rules][heal][shield]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).round_shield = 5;
  b.run([](Ctx& c) { suffer_damage(c, 0, 2, kNoFigure, DamageKind::Ability); });
  b.answer("suffer");
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[heal] Shield: a shield does not stop an attack's added effects", "[rules][heal][shield]") {
  Rules r;
  r.monster("dummy").shield = 5;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  AttackSpec s;
  s.value = 2, s.effects.conditions = bit(Condition::Poison);
  b.run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  b.answer("apply");
  CHECK(b.fig(1).hp == 10);
  CHECK(has(b.fig(1).conditions, Condition::Poison));
}

TEST_CASE("[heal] Suffer Damage: suffering damage is no attack: no modifier, no shield, may be negated", "[rules][heal][damage]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).round_shield = 3;
  bool performed = false;
  b.run([&](Ctx& c) { performed = perform_ability(c, 0, ability_of(AbilityKind::SufferDamage, 2), ""); });
  REQUIRE(b.pending(DecisionKind::NegateDamage));  // never offered as skippable
  b.answer("suffer");
  CHECK(performed);
  CHECK(b.fig(0).hp == 8);
  CHECK(b.count(EventKind::ModifierRolled) == 0);
}

TEST_CASE("[heal] Recover: lost cards return to the hand on their A side", "[rules][heal][recover]") {
  Rules r;
  Bench b(r);
  b.card(0, Pile::Lost, 'B');
  b.card(1, Pile::Lost, 'A');
  b.hero().cards[1].unrecoverable = true;
  b.card(2, Pile::Discard, 'B');
  b.card(3, Pile::Hand, 'A');
  b.run([](Ctx& c) { perform_ability(c, 0, ability_of(AbilityKind::Recover, 1), ""); });
  REQUIRE(b.pending(DecisionKind::RecoverCards));
  CHECK(b.has_option("recover 0"));
  CHECK_FALSE(b.has_option("recover 1"));  // unrecoverable until the scenario ends
  CHECK(b.has_option("recover 2"));        // discarded cards can be recovered too
  CHECK_FALSE(b.has_option("recover 3"));  // already in hand on its A side
  b.answer("recover 0");
  CHECK(b.decision() == nullptr);  // Recover 1: one card
  CHECK(b.after().hero.cards[0].pile == Pile::Hand);
  CHECK(b.after().hero.cards[0].side == 'A');
}

TEST_CASE("[heal] Recover: a flipped card in hand can be recovered to its A side", "[rules][heal][recover]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(2, Pile::Hand, 'B');
  b.run([](Ctx& c) { perform_ability(c, 0, ability_of(AbilityKind::Recover, 2), ""); });
  b.answer("recover 2");
  b.answer("done");
  CHECK(b.after().hero.cards[2].side == 'A');
  int lost = 0;
  for (const CardState& c : b.after().hero.cards) lost += c.pile == Pile::Lost;
  CHECK(lost == 3);
}

TEST_CASE("[heal] Retaliate: the character's retaliate ability answers attacks for the round", "[rules][heal][retaliate]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  performed_then_attacked(b, ability_of(AbilityKind::Retaliate, 2), strike(1));
  CHECK(b.fig(1).hp == 8);
  CHECK(b.count(EventKind::Retaliated) == 1);
}

#include "engine/rules/monsters/monster_turn.h"

namespace {
// A dummy (figure 1) whose every action is Heal `value`, range 3, beside two brutes (figures 2 and 3).
Rules healer_beside_two_brutes(int value) {
  Rules r;
  Ability h = ability_of(AbilityKind::Heal, value);
  h.range = 3;
  for (MonsterColumn& c : r.monster("dummy").columns) c.abilities = {h};
  r.place("dummy", Hex{5, 3});
  r.place("brute", Hex{6, 3});
  r.place("brute", Hex{7, 3});
  return r;
}
}  // namespace

TEST_CASE("[heal] Other Monster Abilities: a monster heals the ally missing the most hit points", "[rules][heal]") {
  const Rules r = healer_beside_two_brutes(2);
  Bench b(r);
  b.board().fig(2).hp = 7;
  b.board().fig(3).hp = 8;
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  CHECK(b.fig(2).hp == 9);
  CHECK(b.fig(3).hp == 8);
}

TEST_CASE("[heal] Other Monster Abilities: among equals the heal goes to a wounded or poisoned ally, other ties are the player's", "[rules][heal]") {
  const Rules r = healer_beside_two_brutes(1);
  Bench b(r);
  b.board().fig(3).conditions = bit(Condition::Wound);
  REQUIRE(b.run([](Ctx& c) { monster_type_turn(c, 0); }));
  CHECK(b.fig(3).conditions == 0);
  b.board().fig(3).conditions = 0;
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  REQUIRE(b.pending(DecisionKind::MonsterChoice));  // all at full health: you decide
  CHECK(b.decision()->options.size() == 3);
}

// Free "may" abilities folded into the action question: the action's plain option performs them,
// one more option per set skipped (docs/rules-interpretations.md, "Folded windows").
namespace {
Rules may_rules() {
  Rules r;
  r.set_cards({card("mend", 10, action({ability_of(AbilityKind::Heal, 3), ability_of(AbilityKind::Shield, 1)}), action({move(2)})),
               card("step", 20, action({attack(2)}), action({move(3)}))});
  return r;
}
void start_turn(Bench& b) {
  b.select_cards(0, 1);
  b.run([](Ctx& c) { character_turn(c); });
}
}  // namespace

TEST_CASE("[heal] Abilities (folded windows): a free may ability is chosen with the action, never asked on its own",
          "[rules][heal][fold]") {
  const Rules r = may_rules();
  Bench b(r);
  b.board().fig(0).hp = 4;
  start_turn(b);
  REQUIRE(b.pending(DecisionKind::ChooseAction));
  // Heal 3 (ability 0) and Shield 1 (ability 1): every set of them skipped is an option.
  for (const char* key : {"action 0 top", "action 0 top skip 0", "action 0 top skip 1", "action 0 top skip 0 1"})
    CHECK(b.has_option(key));
  CHECK(b.decision()->options[size_t(b.decision()->find("action 0 top skip 0 1"))].skipped == 3u);
  // The words say what the option leaves out (engine/play/words).
  const words::Labels labels(r.db, b.after());
  const Decision& d = *b.decision();
  const std::string skip_shield = words::option_words(d, d.options[size_t(d.find("action 0 top skip 1"))], labels);
  const std::string shield = words::ability_words(ability_of(AbilityKind::Shield, 1));
  CHECK(skip_shield.find("(skipping " + shield + ")") != std::string::npos);
  CHECK(skip_shield.find(shield) == skip_shield.rfind(shield));  // named once: the action lists what it performs
  CHECK(words::option_words(d, d.options[size_t(d.find("action 0 top"))], labels).find("skipping") == std::string::npos);
  CHECK_FALSE(b.has_option("action 0 bottom skip 0"));  // a move is skipped in its own question
  CHECK_FALSE(b.has_option("basic 0 top skip 0"));
  b.answer("action 0 top");
  CHECK_FALSE(b.pending(DecisionKind::PerformAbility));  // both performed, neither asked
  CHECK(b.fig(0).hp == 7);
  CHECK(b.fig(0).round_shield == 1);
}

TEST_CASE("[heal] Abilities (folded windows): an action option skipping a may ability skips it and performs the others",
          "[rules][heal][fold]") {
  const Rules r = may_rules();
  for (const auto& [key, hp, shield] : {std::tuple{"action 0 top skip 0", 4, 1}, std::tuple{"action 0 top skip 1", 7, 0},
                                        std::tuple{"action 0 top skip 0 1", 4, 0}}) {
    Bench b(r);
    b.board().fig(0).hp = 4;
    start_turn(b);
    b.answer(key);
    CHECK_FALSE(b.pending(DecisionKind::PerformAbility));
    CHECK(b.fig(0).hp == hp);
    CHECK(b.fig(0).round_shield == shield);
  }
}

TEST_CASE("[heal] Lost Actions (folded windows): a lost action whose may abilities are all skipped keeps its card",
          "[rules][heal][fold]") {
  Rules r;
  Action lost = action({ability_of(AbilityKind::Shield, 1)});
  lost.lost = true;
  r.set_cards({card("ward", 10, lost, action({move(2)})), card("step", 20, action({attack(2)}), action({move(3)}))});
  Bench b(r);
  start_turn(b);
  b.answer("action 0 top skip 0");
  CHECK(b.after().hero.cards[0].pile != Pile::Lost);
  Bench kept(r);
  start_turn(kept);
  kept.answer("action 0 top");
  CHECK(kept.after().hero.cards[0].pile == Pile::Lost);
}
