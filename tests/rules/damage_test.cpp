// Character damage, negation and exhaustion (rules: "Character Damage", "Exhaustion", "Monster
// Damage and Death", "Active Bonuses").
#include <catch2/catch.hpp>

#include "engine/rules/attack/attack.h"
#include "engine/rules/damage/damage.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
void hurt(Bench& b, int amount) {
  b.run([amount](Ctx& c) { suffer_damage(c, 0, amount, kNoFigure, DamageKind::Ability); });
}
Rules with_persistent() {
  Rules r;
  Action bonus = action({});
  bonus.active = ActiveKind::Persistent, bonus.shield = 1;
  r.set_cards({card("wall", 10, action({attack(2)}), bonus), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  return r;
}
}  // namespace

TEST_CASE("[damage] Character Damage: the three ways to negate are offered", "[rules][damage]") {
  Rules r;
  Bench b(r);
  b.card(0, Pile::Hand, 'A');
  b.card(1, Pile::Hand, 'B');
  b.card(2, Pile::Hand, 'B');
  b.card(3, Pile::Discard, 'B');
  hurt(b, 3);
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  CHECK(b.has_option("suffer"));
  CHECK(b.has_option("discard 0"));      // one A side from hand
  CHECK_FALSE(b.has_option("discard 1"));  // a single B side is not enough
  CHECK(b.has_option("discard2 1 2"));   // two B sides from hand
  for (const char* k : {"lose 0", "lose 1", "lose 2", "lose 3"}) CHECK(b.has_option(k));  // hand or discard
  CHECK(b.decision()->options.size() == 7);
}

TEST_CASE("[damage] Character Damage: discarding an A-side card negates all the damage", "[rules][damage]") {
  Rules r;
  Bench b(r);
  hurt(b, 6);
  b.answer("discard 1");
  CHECK(b.fig(0).hp == 10);
  CHECK(b.after().hero.cards[1].pile == Pile::Discard);
  CHECK(b.count(EventKind::DamageNegated) == 1);
  CHECK(b.count(EventKind::DamageSuffered) == 0);
}

TEST_CASE("[damage] Character Damage: two B-side cards from hand are discarded together", "[rules][damage]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Hand, 'B');
  hurt(b, 2);
  b.answer("discard2 0 3");
  CHECK(b.after().hero.cards[0].pile == Pile::Discard);
  CHECK(b.after().hero.cards[3].pile == Pile::Discard);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[damage] Character Damage: a card can be lost from the discard pile", "[rules][damage]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Discard, 'B');
  hurt(b, 2);
  CHECK_FALSE(b.has_option("discard2 0 1"));
  b.answer("lose 2");
  CHECK(b.after().hero.cards[2].pile == Pile::Lost);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[damage] Character Damage: cards selected this round cannot negate damage", "[rules][damage]") {
  Rules r;
  Bench b(r);
  b.card(0, Pile::Selected);
  b.card(1, Pile::Selected);
  b.card(2, Pile::Active);
  b.card(3, Pile::Lost);
  REQUIRE(b.run([](Ctx& c) { suffer_damage(c, 0, 2, kNoFigure, DamageKind::Ability); }));  // nothing to offer
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[damage] Character Damage: effects of the source still apply when its damage is negated", "[rules][damage]") {
  Rules r;
  r.place("brute", Hex{1, 0});
  Bench b(r);
  b.board().acting = 1;
  AttackSpec s;
  s.value = 3, s.effects.conditions = bit(Condition::Poison);
  b.run([&](Ctx& c) { attack_targets(c, 1, {0}, s); });
  b.answer("discard 0");
  CHECK(b.fig(0).hp == 10);
  CHECK(has(b.fig(0).conditions, Condition::Poison));
}

TEST_CASE("[damage] Active Bonuses: a persistent bonus can be dismissed to negate damage with its card", "[rules][damage][active]") {
  Rules r = with_persistent();
  Bench b(r);
  b.all_cards(Pile::Lost);
  b.card(0, Pile::Active, 'A');
  b.hero().cards[0].active_half = Half::Bottom;
  hurt(b, 4);
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  b.answer("dismiss 0");  // the A side flips to B and returns to the hand
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  CHECK(b.has_option("lose 0"));
  CHECK_FALSE(b.has_option("discard 0"));  // now a B side
  b.answer("lose 0");
  CHECK(b.after().hero.cards[0].pile == Pile::Lost);
  CHECK(b.fig(0).hp == 10);
}

TEST_CASE("[damage] Exhaustion: the character at 0 hit points is exhausted and the scenario is lost at once", "[rules][damage]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 2;
  hurt(b, 5);
  b.answer("suffer");
  CHECK(b.ended());
  CHECK(b.after().outcome == Outcome::Lost);
  CHECK(b.after().phase == Phase::Finished);
  CHECK(b.fig(0).hp == 0);
  const ScenarioEnded& e = b.first<ScenarioEnded>();
  CHECK(e.outcome == Outcome::Lost);
  CHECK(e.reason == EndReason::CharacterExhausted);
}

TEST_CASE("[damage] Monster Damage and Death: a monster at 0 hit points dies and leaves the map", "[rules][damage]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(1).hp = 3;
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(3)); });
  CHECK_FALSE(b.fig(1).alive);
  CHECK(b.fig(1).hp == 0);
  CHECK(b.count(EventKind::FigureKilled) == 1);
  CHECK(b.after().figure_at(Hex{1, 0}) == kNoFigure);
}

TEST_CASE("[damage] Character Damage: an item that negates damage reduces it", "[rules][damage][items]") {
  Rules r;
  ItemDef cloak = item(5, ItemSlot::Small, ItemUsage::Spent, ItemWindow::EnemyAttack);
  cloak.negate_damage = 2;
  r.add_item(cloak);
  Bench b(r);
  b.all_cards(Pile::Lost);
  const int i = b.equip(5);
  hurt(b, 3);
  b.answer("item 5");
  CHECK(b.after().hero.items[size_t(i)].status == ItemStatus::Spent);
  CHECK(b.fig(0).hp == 9);  // 3 - 2 negated
  CHECK(b.count(EventKind::DamageNegated) == 1);
}
