// Events in a player's words: one whole sentence per event kind, read from its fields
// (engine/play/words/say.h), with "you" sentences where the character is the one who acts.
#include "engine/rules/attack/modifier.h"
#include "engine/base/core/scenario_number.h"
#include "engine/play/game/describe_event.h"
#include "engine/play/words/abilities.h"
#include "engine/play/words/say.h"
#include "engine/play/words/words.h"

namespace bnb::words {

namespace {

using S = Sentence;

std::string num(int n) { return std::to_string(n); }

struct EventWords {
  const Labels& l;

  bool you(FigureId f) const { return f != kNoFigure && f == l.board().character(); }
  std::string who(FigureId f) const { return l.figure(f); }
  std::string item(int def) const { return def >= 0 && size_t(def) < l.db().items.size() ? l.lang().name(l.db().items[size_t(def)]) : "-"; }
  std::string element(Element e) const { return l.lang().element(e); }
  std::string condition(Condition c) const { return l.lang().condition(c); }

  std::string operator()(const ScenarioStarted& e) const { return l.say(S::ScenarioStarted, {{"n", scenario_number_text(e.scenario)}}); }
  std::string operator()(const RoundStarted& e) const { return l.say(S::RoundStarted, {{"n", num(e.round)}}); }
  std::string operator()(const RoundEnded& e) const { return l.say(S::RoundEnded, {{"n", num(e.round)}}); }
  std::string operator()(const CardsSelected& e) const {
    return l.say(S::CardsSelected, {{"card", l.card(e.initiative_card)}, {"card2", l.card(e.other_card)}, {"n", num(e.initiative)}});
  }
  std::string operator()(const LongRestDeclared&) const { return l.say(S::LongRestDeclared, {}); }
  std::string operator()(const MonsterActionRolled& e) const {
    return l.say(S::MonsterActionRolled, {{"monster", l.lang().name(l.db().monsters[size_t(e.monster)])},
                                        {"face", l.db().die.symbol[size_t(e.face)]}, {"n", num(e.initiative)}});
  }
  std::string operator()(const TurnStarted& e) const { return l.say(you(e.figure) ? S::YourTurn : S::TheirTurn, {{"who", who(e.figure)}}); }
  std::string operator()(const TurnEnded& e) const { return l.say(you(e.figure) ? S::YourTurnEnds : S::TheirTurnEnds, {{"who", who(e.figure)}}); }
  std::string operator()(const FigureMoved& e) const {
    return l.say(you(e.figure) ? S::YouMoveTo : S::TheyMoveTo, {{"who", who(e.figure)}, {"hex", l.event_hex(e.to)}});
  }
  std::string operator()(const ModifierRolled& e) const {
    if (e.reread) return l.say(you(e.attacker) ? S::YouRereadRoll : S::TheyRereadRoll, {{"who", who(e.attacker)}, {"cell", cell_words(e.cell, l.lang())}});
    return l.say(you(e.attacker) ? S::YouRoll : S::TheyRoll, {{"who", who(e.attacker)}, {"face", l.db().die.symbol[size_t(e.face)]},
                                                           {"row", num(e.row + 1)}, {"cell", cell_words(e.cell, l.lang())}});
  }
  std::string operator()(const AttackResolved& e) const {
    return l.say(you(e.attacker) ? S::YouAttack : you(e.target) ? S::TheyAttackYou : S::TheyAttack,
               {{"who", who(e.attacker)}, {"target", who(e.target)}, {"value", num(e.attack_value)}, {"n", num(e.damage)}});
  }
  std::string operator()(const DamageSuffered& e) const {
    return l.say(you(e.figure) ? S::YouSuffer : S::TheySuffer, {{"who", who(e.figure)}, {"n", num(e.amount)}, {"hp", num(e.hp_after)}});
  }
  std::string operator()(const DamageNegated& e) const {
    const std::string n = num(e.amount);
    switch (e.how) {
      case Negation::DiscardCard: return l.say(S::NegateDiscard, {{"n", n}, {"card", l.card_with_side(e.card, e.side)}});
      case Negation::DiscardCards:
        return l.say(S::NegateDiscardTwo, {{"n", n}, {"card", l.card_with_side(e.card, e.side)}, {"card2", l.card_with_side(e.card2, e.side2)}});
      case Negation::LoseCard: return l.say(S::NegateLose, {{"n", n}, {"card", l.card_with_side(e.card, e.side)}});
      case Negation::Item: return l.say(S::NegateItem, {{"n", n}, {"item", item(e.item)}});
    }
    return "";
  }
  std::string operator()(const Healed& e) const {
    return l.say(you(e.figure) ? S::YouHeal : S::TheyHeal, {{"who", who(e.figure)}, {"n", num(e.amount)}, {"hp", num(e.hp_after)}});
  }
  std::string operator()(const ConditionGained& e) const {
    return l.say(you(e.figure) ? S::YouGain : S::TheyGain, {{"who", who(e.figure)}, {"condition", condition(e.condition)}});
  }
  std::string operator()(const ConditionRemoved& e) const {
    return l.say(you(e.figure) ? S::YouLose : S::TheyLose, {{"who", who(e.figure)}, {"condition", condition(e.condition)}});
  }
  std::string operator()(const ElementInfused& e) const {
    if (e.wild) return l.say(S::InfusedWild, {});
    if (e.mixed_with) return l.say(S::InfusedMixed, {{"element", element(e.element)}, {"other", element(*e.mixed_with)}});
    return l.say(S::Infused, {{"element", element(e.element)}});
  }
  std::string operator()(const ElementConsumed& e) const {
    if (e.by == kNoFigure) return l.say(S::Consumed, {{"element", element(e.element)}});
    return l.say(you(e.by) ? S::YouConsume : S::TheyConsume, {{"who", who(e.by)}, {"element", element(e.element)}});
  }
  std::string operator()(const CardMoved& e) const {
    switch (e.to) {
      case Pile::Lost: return l.say(S::CardLost, {{"card", l.card(e.card)}});
      case Pile::Hand: return l.say(S::CardToHand, {{"card", l.card_with_side(e.card, e.side)}});
      case Pile::Discard: return l.say(S::CardToDiscard, {{"card", l.card_with_side(e.card, e.side)}});
      case Pile::Active: return l.say(S::CardToActive, {{"card", l.card_with_side(e.card, e.side)}});
      case Pile::Selected: return l.say(S::CardToSelected, {{"card", l.card_with_side(e.card, e.side)}});
    }
    return "";
  }
  std::string operator()(const FigureKilled& e) const {
    return you(e.figure) ? l.say(S::YouExhausted, {}) : l.say(S::TheyDie, {{"who", who(e.figure)}});
  }
  std::string operator()(const MonsterSpawned& e) const { return l.say(S::Spawned, {{"who", who(e.figure)}, {"hex", l.event_hex(e.hex)}}); }
  std::string operator()(const MonsterPlanned& e) const {
    if (e.focus == kNoFigure)
      return l.say(e.plan == MonsterTurnKind::NoFocusInvisible ? S::NoFocusInvisible : S::NoFocusUnreachable, {{"who", who(e.monster)}});
    return l.say(you(e.focus) ? S::FocusOnYou : S::FocusOn, {{"who", who(e.monster)}, {"target", who(e.focus)}});
  }
  std::string operator()(const Retaliated& e) const {
    return l.say(you(e.retaliator) ? S::YouRetaliate : you(e.attacker) ? S::TheyRetaliateOnYou : S::TheyRetaliate,
               {{"who", who(e.retaliator)}, {"n", num(e.amount)}, {"target", who(e.attacker)}});
  }
  std::string operator()(const ObjectiveAttacked& e) const {
    const bool immune = e.hp_left < 0;
    const Sentence s = you(e.attacker) ? (immune ? S::YouAttackObjectiveImmune : S::YouAttackObjective)
                                       : (immune ? S::TheyAttackObjectiveImmune : S::TheyAttackObjective);
    return l.say(s, {{"who", who(e.attacker)}, {"hex", l.event_hex(e.hex)}, {"value", num(e.attack_value)},
                   {"n", num(e.damage)}, {"hp", num(e.hp_left)}});
  }
  std::string operator()(const ObjectiveDestroyed& e) const { return l.say(S::ObjectiveDestroyed, {{"hex", l.event_hex(e.hex)}}); }
  std::string operator()(const ItemUsed& e) const {
    if (e.recovered) return l.say(S::ItemRecovered, {{"item", item(e.item)}});
    const Sentence s = e.status == ItemStatus::Spent ? S::ItemSpent : e.status == ItemStatus::Lost ? S::ItemLost : S::ItemUsed;
    return l.say(s, {{"item", item(e.item)}});
  }
  std::string operator()(const ShortRested&) const { return l.say(S::ShortRested, {}); }
  std::string operator()(const LongRested&) const { return l.say(S::LongRested, {}); }
  std::string operator()(const ScenarioEnded& e) const {
    return l.say(e.outcome == Outcome::Won ? S::ScenarioWon : S::ScenarioLost, {{"reason", end_reason_words(l, e.reason)}});
  }
  std::string operator()(const Message& e) const {
    return l.say(S::Message, {{"text", e.words ? script_words(*e.words, l) : e.text()}});
  }
  std::string operator()(const ScriptFailed& f) const { return l.say(S::ScriptFailed, {{"where", script_failure_text(*f.failure)}}); }
};

}  // namespace

std::string end_reason_words(const Labels& l, EndReason why) {
  const Board& b = l.board();
  switch (why) {
    case EndReason::AllEnemiesDead: return l.say(S::AllEnemiesDead, {});
    case EndReason::GoalMet:
      return b.scenario >= 0 ? l.lang().goal(l.db().scenarios[size_t(b.scenario)]) : l.say(S::GoalMet, {});
    case EndReason::GoalFailed: return l.say(S::GoalFailed, {});
    case EndReason::RuleEnded: return l.say(S::RuleEnded, {});
    case EndReason::CharacterExhausted: return l.say(S::CharacterExhausted, {});
    case EndReason::NoCardsLeft: return l.say(S::NoCardsLeft, {});
  }
  return "";
}

std::string event_words(const Event& e, const Labels& l) { return e.visit(EventWords{l}); }

std::string_view event_lead(const Event& e) {
  switch (e.kind()) {
    case EventKind::ScenarioStarted:
    case EventKind::RoundStarted:
    case EventKind::RoundEnded:
    case EventKind::CardsSelected:
    case EventKind::LongRestDeclared:
    case EventKind::MonsterActionRolled:
    case EventKind::TurnStarted:
    case EventKind::TurnEnded:
    case EventKind::ShortRested:
    case EventKind::LongRested:
    case EventKind::ScenarioEnded: return "";
    default: return "  ";
  }
}

std::string attack_words(const AttackResolved& a, std::span<const ModifierRolled> rolls, const Labels& l) {
  if (rolls.empty()) return EventWords{l}(a);
  // The attack's value before the modifier, when the one roll tells it ("3 +1 (row 2, die o)").
  const ModifierCell& last = rolls.back().cell;
  int base = -1;
  if (rolls.size() == 1 && last.kind == ModifierCell::Add && a.attack_value > 0) base = a.attack_value - last.value;
  else if (rolls.size() == 1 && last.kind == ModifierCell::Double) base = a.attack_value / 2;
  const auto one = [&](const ModifierRolled& r) {
    const std::string cell = cell_words(r.cell, l.lang());
    if (base >= 0) {
      if (r.reread) return l.say(S::RollRereadFrom, {{"base", num(base)}, {"cell", cell}});
      return l.say(S::RollOneFrom, {{"base", num(base)}, {"cell", cell}, {"row", num(r.row + 1)}, {"face", l.db().die.symbol[size_t(r.face)]}});
    }
    if (r.reread) return l.say(S::RollReread, {{"cell", cell}});
    return l.say(S::RollOne, {{"cell", cell}, {"row", num(r.row + 1)}, {"face", l.db().die.symbol[size_t(r.face)]}});
  };
  std::string roll = one(rolls[0]);
  for (size_t i = 1; i < rolls.size(); ++i)
    roll = l.say(rolls[i].reread ? S::ReadAgain : S::TwoDice, {{"first", roll}, {"second", one(rolls[i])}});
  const bool you = a.attacker == l.board().character();
  const int shield = a.attack_value - a.damage;
  // "attacks you" is its own sentence: languages inflect the pronoun (German "greift dich an").
  const bool at_you = a.target == l.board().character();
  const Sentence s = a.damage == 0 && a.attack_value > 0 ? (you ? S::YouAttackStopped : at_you ? S::TheyAttackYouStopped : S::TheyAttackStopped)
                     : shield > 0                        ? (you ? S::YouAttackShielded : at_you ? S::TheyAttackYouShielded : S::TheyAttackShielded)
                                                         : (you ? S::YouAttackRolled : at_you ? S::TheyAttackYouRolled : S::TheyAttackRolled);
  return l.say(s, {{"who", l.figure(a.attacker)}, {"target", l.figure(a.target)}, {"roll", roll},
                 {"value", num(a.attack_value)}, {"shield", num(shield)}, {"n", num(a.damage)}});
}

}  // namespace bnb::words
