#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "engine/play/game/describe_event.h"
#include "engine/play/game/game.h"
#include "engine/play/words/words.h"
#include "tests/support/tiny_content.h"

using namespace bnb;
using namespace bnb::test;

namespace {
// One event of each kind, with ids that exist in the tiny content (figure 0 the character, 1 a
// monster; card 0; item 0 the boots the test adds). The switch has no default, so a new kind
// without a sample is a compile warning.
Event sample(EventKind k) {
  switch (k) {
    case EventKind::ScenarioStarted: return ScenarioStarted{1};
    case EventKind::RoundStarted: return RoundStarted{2};
    case EventKind::CardsSelected: return CardsSelected{0, 1, 20};
    case EventKind::LongRestDeclared: return LongRestDeclared{};
    case EventKind::MonsterActionRolled: return MonsterActionRolled{0, 4, DieColumn::Plus, 30};
    case EventKind::TurnStarted: return TurnStarted{0};
    case EventKind::TurnEnded: return TurnEnded{0};
    case EventKind::FigureMoved: return FigureMoved{0, Hex{0, 0}, Hex{1, 0}};
    case EventKind::ModifierRolled: {
      ModifierCell cell;
      cell.kind = ModifierCell::Double;
      return ModifierRolled{0, 2, 0, DieColumn::Minus, false, cell};
    }
    case EventKind::AttackResolved: return AttackResolved{0, 1, 6, 5};
    case EventKind::DamageSuffered: return DamageSuffered{1, 0, 5, 0};
    case EventKind::DamageNegated: return DamageNegated{0, 3, Negation::DiscardCards, 0, 1, CardFace::B, CardFace::B};
    case EventKind::Healed: return Healed{0, 2, 10};
    case EventKind::ConditionGained: return ConditionGained{1, Condition::Poison};
    case EventKind::ConditionRemoved: return ConditionRemoved{1, Condition::Wound};
    case EventKind::ElementInfused: return ElementInfused{Element::Fire, Element::Ice};
    case EventKind::ElementConsumed: return ElementConsumed{Element::Air, 0};
    case EventKind::CardMoved: return CardMoved{0, Pile::Hand, Pile::Discard, CardFace::A};
    case EventKind::FigureKilled: return FigureKilled{1, 0};
    case EventKind::MonsterSpawned: return MonsterSpawned{1, Hex{3, 0}};
    case EventKind::Retaliated: return Retaliated{1, 0, 2};
    case EventKind::ObjectiveAttacked: return ObjectiveAttacked{0, Hex{2, 0}, 3, 3, 9};
    case EventKind::ObjectiveDestroyed: return ObjectiveDestroyed{0, Hex{2, 0}};
    case EventKind::ItemUsed: return ItemUsed{0, ItemStatus::Spent};
    case EventKind::ShortRested: return ShortRested{};
    case EventKind::LongRested: return LongRested{};
    case EventKind::RoundEnded: return RoundEnded{2};
    case EventKind::ScenarioEnded: return ScenarioEnded{Outcome::Won, EndReason::GoalMet};
    case EventKind::Message: return Message{"The door opens."};
    case EventKind::MonsterPlanned: return MonsterPlanned{1, 0, MonsterTurnKind::MovesCloser};
    case EventKind::ScriptFailed:
      return ScriptFailed{
          std::make_shared<const ScriptFailure>(ScriptFailure{"mod", "rules.lua", 5, "on_round_end", "stuck", {}})};
  }
  return {};
}

struct Table {
  ContentDb db = tiny_content();
  Table() {
    ItemDef boots;
    boots.name = "Boots", boots.negate_damage = 2;
    db.items.push_back(boots);
  }
};
}  // namespace

TEST_CASE("[events] Every event kind has a unique name and a line of text", "[events]") {
  Table t;
  Game g(t.db, nullptr, tiny_setup());
  std::set<std::string_view> names;
  for (int i = 0; i < kEventKindCount; ++i) {
    const EventKind k = EventKind(i);
    const std::string_view name = event_kind_name(k);
    INFO("kind " << i << " " << name);
    CHECK_FALSE(name.empty());
    CHECK(names.insert(name).second);
    const Event e = sample(k);
    CHECK(e.kind() == k);
    CHECK_FALSE(words::event_words(e, words::Labels(t.db, g.board())).empty());
  }
  CHECK(names.size() == size_t(kEventKindCount));
}

TEST_CASE("[events] Event text is worded from the named fields", "[events]") {
  Table t;
  Game g(t.db, nullptr, tiny_setup());
  const words::Labels labels(t.db, g.board());
  auto text = [&](EventKind k) { return words::event_words(sample(k), labels); };
  CHECK(text(EventKind::RoundStarted) == "-- Round 2 --");
  CHECK(text(EventKind::CardsSelected) == "You play strike and shot: initiative 20");
  CHECK(text(EventKind::DamageNegated) == "You negate 3 damage by discarding strike (B) and shot (B)");
  CHECK(text(EventKind::ModifierRolled) == "You roll - on row 3: 2x");
  CHECK(text(EventKind::ScenarioEnded) == "*** Scenario won: Kill all enemies. ***");
  CHECK(text(EventKind::ScriptFailed) == "! script error: mod/rules.lua:5: in hook 'on_round_end': stuck");
  CHECK(text(EventKind::ElementInfused) == "Fire or ice is infused (either may be consumed)");
  CHECK(text(EventKind::ItemUsed) == "You use Boots; it is spent until a long rest recovers it");
  CHECK(words::event_words(ItemUsed{0, ItemStatus::Ready, true}, labels) == "Boots is ready again");
  DamageNegated by_item{0, 2, Negation::Item};
  by_item.item = 0;
  CHECK(words::event_words(by_item, labels) == "You negate 2 damage with Boots");
  CHECK(words::event_words(ScenarioEnded{Outcome::Lost, EndReason::NoCardsLeft}, labels) ==
        "*** Scenario lost: the character is exhausted (no cards to play or rest) ***");
}

TEST_CASE("[events] Only bookkeeping events are details a terse view may leave out", "[events]") {
  CHECK(is_detail(TurnEnded{0}));
  CHECK(is_detail(CardMoved{0, Pile::Hand, Pile::Discard, CardFace::A}));
  CHECK_FALSE(is_detail(CardMoved{0, Pile::Hand, Pile::Lost, CardFace::A}));  // a lost card is news
  CHECK_FALSE(is_detail(AttackResolved{0, 1, 3, 3}));
  CHECK_FALSE(is_detail(ScenarioEnded{Outcome::Won, EndReason::AllEnemiesDead}));
}

TEST_CASE("[events] A monster's attack and retaliation on you are their own sentences, so a language can inflect you", "[events]") {
  Table t;
  Game g(t.db, nullptr, tiny_setup());
  const FigureId you = g.board().character();
  FigureId monster = kNoFigure;
  for (const Figure& f : g.board().figures)
    if (f.kind == FigureKind::Monster) monster = f.id;
  REQUIRE(monster != kNoFigure);
  const words::Labels en(t.db, g.board()), de(t.db, g.board(), words::language("de"));
  const std::string attack_en = words::event_words(AttackResolved{monster, you, 3, 2}, en);
  INFO(attack_en);
  CHECK(attack_en.find(" attacks you: attack 3, 2 damage") != std::string::npos);
  const std::string attack_de = words::event_words(AttackResolved{monster, you, 3, 2}, de);
  INFO(attack_de);
  CHECK(attack_de.find(" greift dich an: Angriff 3, 2 Schaden") != std::string::npos);
  const std::string back_de = words::event_words(Retaliated{monster, you, 2}, de);
  INFO(back_de);
  CHECK(back_de.find("Vergeltung 2 an dir") != std::string::npos);
  CHECK(words::event_words(Retaliated{monster, you, 2}, en).find("retaliates 2 on you") != std::string::npos);
}
