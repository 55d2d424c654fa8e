#include "engine/game/describe_event.h"

#include "engine/attack/modifier.h"
#include "engine/core/scenario_number.h"
#include "engine/step/describe.h"

namespace bnb {

namespace {

std::string hex_text(Hex h) { return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")"; }
std::string num(int n) { return std::to_string(n); }

struct Words {
  const ContentDb& db;
  const Board& b;

  std::string name(FigureId f) const {
    return f >= 0 && size_t(f) < b.figures.size() ? figure_name(db, b, f) : std::string("-");
  }
  std::string card(int c) const { return c >= 0 ? db.cards[size_t(b.hero.cards[size_t(c)].def)].name : std::string("-"); }
  std::string card(int c, CardFace side) const { return card(c) + " (" + char(side) + ")"; }
  std::string element(Element e) const { return std::string(element_name(e)); }

  std::string operator()(const ScenarioStarted& e) const { return "Scenario " + scenario_number_text(e.scenario) + " begins"; }
  std::string operator()(const RoundStarted& e) const { return "-- Round " + num(e.round) + " --"; }
  std::string operator()(const CardsSelected& e) const {
    return "You play " + card(e.initiative_card) + " and " + card(e.other_card) + ": initiative " + num(e.initiative);
  }
  std::string operator()(const LongRestDeclared&) const { return "You declare a long rest."; }
  std::string operator()(const MonsterActionRolled& e) const {
    return db.monsters[size_t(e.monster)].name + " rolls " + db.die.symbol[size_t(e.face)] + ": initiative " +
           num(e.initiative);
  }
  std::string operator()(const TurnStarted& e) const { return name(e.figure) + "'s turn"; }
  std::string operator()(const TurnEnded& e) const { return name(e.figure) + "'s turn ends"; }
  std::string operator()(const FigureMoved& e) const { return "  " + name(e.figure) + " moves to " + hex_text(e.to); }
  std::string operator()(const ModifierRolled& e) const {
    return "  " + name(e.attacker) + " rolls " + db.die.symbol[size_t(e.face)] + " on row " + num(e.row + 1) + ": " +
           cell_text(e.cell);
  }
  std::string operator()(const AttackResolved& e) const {
    return "  " + name(e.attacker) + " attacks " + name(e.target) + ": " + num(e.attack_value) + " -> " + num(e.damage) +
           " damage";
  }
  std::string operator()(const DamageSuffered& e) const {
    return "  " + name(e.figure) + " suffers " + num(e.amount) + " damage (HP " + num(e.hp_after) + ")";
  }
  std::string operator()(const DamageNegated& e) const {
    std::string how;
    switch (e.how) {
      case Negation::DiscardCard: how = "negate: discard " + card(e.card, e.side); break;
      case Negation::DiscardCards: how = "negate: discard " + card(e.card, e.side) + " and " + card(e.card2, e.side2); break;
      case Negation::LoseCard: how = "negate: lose " + card(e.card, e.side); break;
      case Negation::Item: {
        const ItemDef& item = db.items[size_t(e.item)];
        how = "use " + item.name + ": negate " + num(item.negate_damage) + " damage";
        break;
      }
    }
    return "  " + name(e.figure) + " negates " + num(e.amount) + " damage (" + how + ")";
  }
  std::string operator()(const Healed& e) const {
    return "  " + name(e.figure) + " heals " + num(e.amount) + " (HP " + num(e.hp_after) + ")";
  }
  std::string operator()(const ConditionGained& e) const {
    return "  " + name(e.figure) + " gains " + std::string(condition_name(e.condition));
  }
  std::string operator()(const ConditionRemoved& e) const {
    return "  " + name(e.figure) + " loses " + std::string(condition_name(e.condition));
  }
  std::string operator()(const ElementInfused& e) const { return "  infused: " + (e.wild ? std::string("wild") : element(e.element)); }
  std::string operator()(const ElementConsumed& e) const { return "  consumed: " + element(e.element); }
  std::string operator()(const CardMoved& e) const {
    if (e.to == Pile::Lost) return "  " + card(e.card) + " is lost";
    return "  " + card(e.card, e.side) + " goes to " + std::string(pile_name(e.to));
  }
  std::string operator()(const FigureKilled& e) const { return "  " + name(e.figure) + " dies"; }
  std::string operator()(const MonsterSpawned& e) const { return "  " + name(e.figure) + " appears at " + hex_text(e.hex); }
  std::string operator()(const Retaliated& e) const { return "  " + name(e.retaliator) + " retaliates " + num(e.amount); }
  std::string operator()(const ObjectiveAttacked& e) const {
    return "  " + name(e.attacker) + " attacks the objective at " + hex_text(e.hex) + ": " + num(e.attack_value) +
           " -> " + num(e.damage) + " damage" + (e.hp_left < 0 ? " (immune)" : " (HP " + num(e.hp_left) + ")");
  }
  std::string operator()(const ObjectiveDestroyed& e) const { return "  the objective at " + hex_text(e.hex) + " is destroyed"; }
  std::string operator()(const ItemUsed& e) const { return "  item used: " + db.items[size_t(e.item)].name; }
  std::string operator()(const ShortRested&) const { return "You short rest."; }
  std::string operator()(const LongRested&) const { return "You long rest."; }
  std::string operator()(const RoundEnded& e) const { return "-- End of round " + num(e.round) + " --"; }
  std::string operator()(const ScenarioEnded& e) const {
    return std::string(e.outcome == Outcome::Won ? "*** Scenario won" : "*** Scenario lost") + ": " +
           end_reason_text(db, b, e.reason) + " ***";
  }
  std::string operator()(const Message& e) const { return "  > " + e.text; }
  std::string operator()(const ScriptFailed& f) const { return "  ! script error: " + script_failure_text(*f.failure); }
};

}  // namespace

std::string describe_event(const ContentDb& db, const Board& b, const Event& e) { return e.visit(Words{db, b}); }

std::string end_reason_text(const ContentDb& db, const Board& b, EndReason why) {
  switch (why) {
    case EndReason::AllEnemiesDead: return "all enemies are dead";
    case EndReason::GoalMet: return b.scenario >= 0 ? db.scenarios[size_t(b.scenario)].goal_text : "the goal is met";
    case EndReason::GoalFailed: return "the scenario goal failed";
    case EndReason::RuleEnded: return "a scenario rule ended it";
    case EndReason::CharacterExhausted: return "the character is exhausted";
    case EndReason::NoCardsLeft: return "the character is exhausted (no cards to play or rest)";
  }
  return "";
}

bool is_detail(const Event& e) {
  switch (e.kind()) {
    case EventKind::ScenarioStarted:
    case EventKind::TurnEnded:
    case EventKind::ObjectiveAttacked:
    case EventKind::ObjectiveDestroyed:
    case EventKind::RoundEnded: return true;
    case EventKind::CardMoved: return e.as<CardMoved>().to != Pile::Lost;
    default: return false;
  }
}

std::string script_failure_text(const ScriptFailure& f) {
  // The folder the author gave (the id only for content built without one).
  const std::string& mod = f.dir.empty() ? f.mod : f.dir;
  std::string where = mod.empty() ? f.file : mod + "/" + f.file;
  if (f.line > 0) where += ":" + std::to_string(f.line);
  if (!f.hook.empty()) where += ": in hook '" + f.hook + "'";
  return where + ": " + f.message;
}

}  // namespace bnb
