// Actions and abilities (rules: "Actions", "Abilities", "Mandatory Triggers", "Added Effects").
#include <catch2/catch.hpp>

#include "engine/rules/abilities/perform.h"
#include "engine/rules/round/character_turn.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

TEST_CASE("[abilities] Abilities: the abilities of an action are performed in their written order", "[rules][abilities]") {
  Rules r;
  r.place("dummy", Hex{2, 0});
  Bench b(r);
  const Action act = action({move(1), attack(3)});
  b.run([&](Ctx& c) { perform_action(c, 0, act, ""); });
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  b.answer("hex 1,0");
  REQUIRE(b.pending(DecisionKind::ChooseTarget));  // adjacent only after the move
  b.answer("target 1");
  CHECK(b.fig(1).hp == 7);
}

TEST_CASE("[abilities] Abilities: each of the character's abilities can be skipped", "[rules][abilities]") {
  Rules r;
  Bench b(r);
  const Action act = action({ability_of(AbilityKind::Shield, 1), ability_of(AbilityKind::Retaliate, 1), move(2)});
  bool performed = true;
  b.run([&](Ctx& c) { performed = perform_action(c, 0, act, ""); });
  b.answer("skip");
  b.answer("skip");
  b.answer("stay");
  CHECK_FALSE(performed);
  CHECK(b.fig(0).round_shield == 0);
  CHECK(b.fig(0).round_retaliate == 0);
}

TEST_CASE("[abilities] Mandatory Triggers: a mandatory ability is not offered to skip", "[rules][abilities]") {
  Rules r;
  Bench b(r);
  Ability shield = ability_of(AbilityKind::Shield, 2);
  shield.mandatory = true;
  REQUIRE(b.run([&](Ctx& c) { perform_ability(c, 0, shield, ""); }));
  CHECK(b.fig(0).round_shield == 2);
}

TEST_CASE("[abilities] Abilities: a condition ability on self takes effect at once", "[rules][abilities][conditions]") {
  Rules r;
  Bench b(r);
  Ability a = ability_of(AbilityKind::Condition, 0);
  a.self = true, a.effects.self_conditions = bit(Condition::Strengthen);
  b.run([&](Ctx& c) { perform_ability(c, 0, a, ""); });
  b.answer("perform");
  CHECK(has(b.fig(0).conditions, Condition::Strengthen));
  CHECK(has(b.fig(0).fresh, Condition::Strengthen));  // gained in its own turn: lasts the next one
}

TEST_CASE("[abilities] Abilities: an ability written as a script runs its function", "[rules][abilities]") {
  Rules r;
  FakeScripts scripts;
  int seen_value = 0;
  scripts.bind("cards.lua#blast", [&](const HookEvent& ev, ScriptApi& api) {
    seen_value = ev.value;
    api.heal(0, ev.value);
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  b.board().fig(0).hp = 5;
  Ability a = ability_of(AbilityKind::Script, 3);
  a.script = "cards.lua#blast";
  b.run([&](Ctx& c) { perform_ability(c, 0, a, "base"); });
  b.answer("perform");
  CHECK(seen_value == 3);
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[abilities] Abilities: an action with an active bonus counts as performed", "[rules][abilities][active]") {
  Rules r;
  Bench b(r);
  Action bonus = action({});
  bonus.active = ActiveKind::Round, bonus.shield = 1;
  bool performed = false;
  REQUIRE(b.run([&](Ctx& c) { performed = perform_action(c, 0, bonus, ""); }));
  CHECK(performed);
}

TEST_CASE("[abilities] Abilities: performing stops when the acting figure is gone", "[rules][abilities]") {
  Rules r;
  Bench b(r);
  b.board().fig(0).hp = 1;
  b.all_cards(Pile::Lost);
  const Action act = action({ability_of(AbilityKind::SufferDamage, 2), move(2)});
  b.run([&](Ctx& c) { perform_action(c, 0, act, ""); });
  CHECK(b.ended());
  CHECK(b.count(EventKind::FigureMoved) == 0);
}

TEST_CASE("[abilities] Abilities: an infuse ability makes its element available this round", "[rules][abilities][elements]") {
  Rules r;
  Bench b(r);
  Ability a = ability_of(AbilityKind::Infuse, 0);
  a.infuse = {Element::Light};
  b.run([&](Ctx& c) { perform_ability(c, 0, a, ""); });
  b.answer("perform");
  REQUIRE(b.after().extra_infusions.size() == 1);
  CHECK(b.after().extra_infusions[0].element == Element::Light);
  CHECK(b.count(EventKind::ElementInfused) == 1);
}

TEST_CASE("[abilities] Added Effects: a conditional effect's script runs when its cost is paid", "[rules][abilities][elements]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  FakeScripts scripts;
  scripts.bind("cards.lua#spark", [](const HookEvent&, ScriptApi& api) {
    api.add_condition(1, Condition::Wound);
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  b.board().extra_infusions.push_back({Element::Fire, false});
  Ability a = attack(2);
  Consumption c;
  c.costs.push_back({{Element::Fire}});
  c.script = "cards.lua#spark";
  a.consumes.push_back(c);
  b.run([&](Ctx& ctx) { perform_ability(ctx, 0, a, "base"); });
  b.answer("consume");
  b.answer("target 1");
  CHECK(has(b.fig(1).conditions, Condition::Wound));
  CHECK(b.fig(1).hp == 8);
}

TEST_CASE("[abilities] Abilities: a script attached to a data ability runs after it is performed", "[rules][abilities]") {
  Rules r;
  FakeScripts scripts;
  scripts.bind("cards.lua#after_move", [](const HookEvent& ev, ScriptApi& api) {
    api.heal(ev.figure, 1);
    return ScriptResult{};
  });
  Bench b(r);
  b.scripts(&scripts);
  b.board().fig(0).hp = 5;
  Ability m = move(2);
  m.script = "cards.lua#after_move";
  b.run([&](Ctx& c) { perform_ability(c, 0, m, "base"); });
  b.answer("stay");
  CHECK(b.fig(0).hp == 5);  // not performed: no script
  b.run([&](Ctx& c) { perform_ability(c, 0, m, "base"); });
  b.answer("hex 1,0");
  CHECK(b.fig(0).hp == 6);
}

TEST_CASE("[abilities] Abilities, the question whether to perform an ability names the card, side, half and place where it is printed",
          "[rules][abilities]") {
  Rules r;
  Ability special = script_ability("rules.lua#special");
  special.text = "Raise a wall.";
  r.set_cards({card("first", 10, action({ability_of(AbilityKind::Shield, 1)}), action({move(1), special})),
               card("second", 20, action({move(1)}), action({move(1)}))});
  Bench b(r);
  b.hero().extra_bottom = true;  // an extra action: after the top action, the bottom one, asked ability by ability
  b.select_cards(0, 1);
  b.run([](Ctx& c) { character_turn(c); });
  b.answer("action 0 top");
  b.answer_all(DecisionKind::MoveDestination, "stay");
  REQUIRE(b.pending(DecisionKind::PerformAbility));
  const AbilitySource& from = b.decision()->ability_source;
  CHECK(from.card_def == b.after().hero.cards[0].def);
  CHECK(from.side == 'A');
  CHECK_FALSE(from.top);
  CHECK(from.index == 1);  // the bottom half's second ability
  CHECK(from.item_def == kNoItemDef);
  CHECK(b.decision()->ability->text == "Raise a wall.");
}
