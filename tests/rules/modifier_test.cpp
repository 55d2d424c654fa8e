// Attack modifier tables and the die (rules: "Attack Modifier Tables", "Advantage and
// Disadvantage", "Attack Effects"; README reading notes: tables, not decks).
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/rules/attack/modifier.h"
#include "tests/support/dice.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
int resolved_value(const Bench& b) { return b.first<AttackResolved>().attack_value; }
}  // namespace

TEST_CASE("[modifier] Attack Modifier Tables: the cell in the tracking row and the die's column is used", "[rules][modifier]") {
  Rules r;
  r.hero_table(marked_table());
  r.place("dummy", Hex{1, 0});
  for (int col = 0; col < 3; ++col) {
    Bench b(r);
    b.board().rng.state = dice(col, col);
    b.hero().modifier_row = 3;
    b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
    const ModifierRolled& roll = b.first<ModifierRolled>();
    CHECK(roll.row == 3);
    CHECK(roll.column == DieColumn(col));
    CHECK(resolved_value(b) == 2 + 30 + col);
  }
}

TEST_CASE("[modifier] Attack Modifier Tables: the tracking cube moves down one row per attack and wraps", "[rules][modifier]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.hero().modifier_row = 4;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  CHECK(b.after().hero.modifier_row == 5);
  b.hero().modifier_row = 5;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(1)); });
  CHECK(b.after().hero.modifier_row == 0);
}

TEST_CASE("[modifier] Attack Modifier Tables: characters and monsters move separate cubes", "[rules][modifier]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.hero().modifier_row = 2;
  b.board().monster_row = 4;
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(b.after().monster_row == 5);
  CHECK(b.after().hero.modifier_row == 2);
}

TEST_CASE("[modifier] Attack Modifier Tables: 2x doubles the value and null makes it 0", "[rules][modifier]") {
  ModifierCell twice, none, plus;
  twice.kind = ModifierCell::Double;
  none.kind = ModifierCell::Null;
  plus.value = -2;
  CHECK(apply_cell(3, twice) == 6);
  CHECK(apply_cell(3, none) == 0);
  CHECK(apply_cell(3, plus) == 1);
  CHECK(apply_cell(1, plus) == -1);  // below 0 before the shield; damage is never negative
}

TEST_CASE("[modifier] Advantage: two dice on the same row and the cube moves once", "[rules][modifier]") {
  Rules r;
  r.hero_table(marked_table());
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Strengthen);
  b.board().rng.state = dice(1, 1);
  b.hero().modifier_row = 2;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b.count(EventKind::ModifierRolled) == 2);
  const int r1 = b.find(EventKind::ModifierRolled), r2 = b.find(EventKind::ModifierRolled, r1 + 1);
  CHECK(b.event<ModifierRolled>(r1).row == 2);
  CHECK(b.event<ModifierRolled>(r2).row == 2);
  CHECK(b.after().hero.modifier_row == 3);
}

TEST_CASE("[modifier] Advantage: the character chooses either result", "[rules][modifier]") {
  Rules r;
  r.hero_table(marked_table());
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Strengthen);
  b.board().rng.state = dice(2, 0);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b.pending(DecisionKind::ChooseModifier));
  b.answer("second");  // the worse one, by the player's choice
  CHECK(resolved_value(b) == 2 + 0);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("first");
  CHECK(resolved_value(b) == 2 + 2);
}

TEST_CASE("[modifier] Advantage: a monster uses the better symbol (+ over o over -)", "[rules][modifier]") {
  Rules r;
  r.monster_table(marked_table());
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).conditions = bit(Condition::Strengthen);
  b.board().rng.state = dice(0, 1);
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(resolved_value(b) == 1 + 1);  // column o over -
}

TEST_CASE("[modifier] Disadvantage: the worse symbol is used, even when its cell is higher", "[rules][modifier]") {
  Rules r;
  // Row 0 reads -: +2, o: 0, +: -1, so the symbol, not the value, decides.
  ModifierTable t = flat_table(0);
  t.cells[0].value = 2, t.cells[1].value = 0, t.cells[2].value = -1;
  r.hero_table(t);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Muddle);
  b.board().rng.state = dice(2, 0);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  CHECK(resolved_value(b) == 3 + 2);  // "-" is the worse symbol
  b.board().rng.state = dice(1, 2);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  CHECK(resolved_value(b) == 3 + 0);  // "o" over "+"
}

TEST_CASE("[modifier] Advantage and Disadvantage: both cancel out", "[rules][modifier]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Strengthen) | bit(Condition::Muddle);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  CHECK(b.count(EventKind::ModifierRolled) == 1);
  // Strengthen against a ranged attack on an adjacent enemy: cancel too.
  b.board().fig(0).conditions = bit(Condition::Strengthen);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 3)); });
  CHECK(b.count(EventKind::ModifierRolled) == 1);
}

TEST_CASE("[modifier] Advantage and Disadvantage: several sources do not stack", "[rules][modifier]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Muddle);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2, 3)); });  // muddled and ranged adjacent
  CHECK(b.count(EventKind::ModifierRolled) == 2);
  CHECK(combine_edges(true, false) == Edge::Advantage);
  CHECK(combine_edges(false, true) == Edge::Disadvantage);
  CHECK(combine_edges(true, true) == Edge::None);
}

TEST_CASE("[modifier] Attack Effects: the character may apply or skip a modifier's added effects", "[rules][modifier]") {
  Rules r;
  ModifierTable t = flat_table(1);
  for (ModifierCell& c : t.cells) c.effects.conditions = bit(Condition::Immobilize);
  r.hero_table(t);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b.pending(DecisionKind::UseEffects));
  CHECK(b.count(EventKind::ModifierRolled) == 1);  // asked after the roll
  b.answer("skip");
  CHECK(b.fig(1).conditions == 0);
  CHECK(b.fig(1).hp == 7);  // the value still counts
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  b.answer("apply");
  CHECK(has(b.fig(1).conditions, Condition::Immobilize));
}

TEST_CASE("[modifier] Attack Effects: a monster's modifier effects always apply", "[rules][modifier]") {
  Rules r;
  ModifierTable t = flat_table(0);
  for (ModifierCell& c : t.cells) c.effects.conditions = bit(Condition::Muddle);
  r.monster_table(t);
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().acting = 1;
  b.run([](Ctx& c) { attack_targets(c, 1, {0}, strike(1)); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  CHECK(has(b.fig(0).conditions, Condition::Muddle));
}

TEST_CASE("[modifier] Attack Modifier Tables: a modifier's pierce lowers the target's shield", "[rules][modifier]") {
  Rules r;
  ModifierTable t = flat_table(0);
  for (ModifierCell& c : t.cells) c.effects.pierce = 2;
  r.hero_table(t);
  r.monster("dummy").shield = 2;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  b.answer("apply");
  CHECK(b.fig(1).hp == 7);
}

TEST_CASE("[modifier] Attack Effects: a modifier's heal self follows the attack", "[rules][modifier]") {
  Rules r;
  ModifierTable t = flat_table(0);
  for (ModifierCell& c : t.cells) c.effects.heal_self = 1;
  r.hero_table(t);
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).hp = 4;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  b.answer("apply");
  CHECK(b.fig(0).hp == 5);
  CHECK(b.find(EventKind::Healed) > b.find(EventKind::AttackResolved));
}

TEST_CASE("[modifier] Attack Modifier Tables: a \"+1 Target\" cell adds one more target, chosen after the roll",
          "[rules][modifier]") {
  Rules r;
  ModifierTable t = flat_table(0);
  t.cells[0].targets = t.cells[1].targets = t.cells[2].targets = 1;  // row 1 only
  r.hero_table(t);
  r.place("dummy", Hex{1, 0});
  r.place("dummy", Hex{0, 1});
  r.place("dummy", Hex{3, 3});  // out of range
  Bench b(r);
  AttackSpec s = strike(2);
  b.run([&](Ctx& c) { character_attack(c, 0, s); });
  b.answer("target 1");
  // Row 1 rolled "+1 Target": one more target in range, not the one attacked.
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK_FALSE(b.has_option("target 1"));
  CHECK_FALSE(b.has_option("target 3"));
  b.answer("target 2");
  CHECK(b.decision() == nullptr);  // row 2 adds none
  CHECK(b.fig(1).hp == 8);
  CHECK(b.fig(2).hp == 8);
}
