#include "engine/play/words/words.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "engine/rules/attack/modifier.h"
#include "engine/play/game/describe_event.h"
#include "engine/rules/scenario/scenario.h"
#include "engine/kernel/step/describe.h"
#include "engine/play/words/cards.h"
#include "engine/play/words/say.h"

namespace bnb::words {

namespace {

using S = Sentence;

std::string num(int n) { return std::to_string(n); }

// A target as the player weighs it: "Bandit Guard 1 (HP 5/6, shield 1) [wound]".
std::string target_words(const Labels& l, FigureId id) {
  const Board& b = l.board();
  const Figure& f = b.fig(id);
  std::vector<std::string> stat_list;
  if (f.kind == FigureKind::Monster) {
    const MonsterDef& m = l.db().monsters[size_t(f.type)];
    if (m.shield + f.round_shield) stat_list.push_back(l.say(S::StatShield, {{"n", num(m.shield + f.round_shield)}}));
    if (m.retaliate + f.round_retaliate) stat_list.push_back(l.say(S::StatRetaliate, {{"n", num(m.retaliate + f.round_retaliate)}}));
  }
  const std::string stats = l.lang().list(stat_list);
  const std::string conditions = conditions_list(f.conditions, l.lang());
  const S which = stats.empty() ? (conditions.empty() ? S::TargetHp : S::TargetHpConditions)
                                : (conditions.empty() ? S::TargetHpStats : S::TargetHpStatsConditions);
  return l.say(which, {{"who", l.figure(id)}, {"hp", num(f.hp)}, {"max_hp", num(f.max_hp)}, {"stats", stats}, {"conditions", conditions}});
}

// A hex next to `from` by the direction of the step, as the map is drawn (row r down the page).
std::string direction(Hex from, Hex to, const Lang& l) {
  const int dq = to.q - from.q, dr = to.r - from.r;
  if (dr == 0) return l.say(dq > 0 ? S::East : S::West, {});
  if (dr < 0) return l.say(dq > 0 ? S::NorthEast : S::NorthWest, {});
  return l.say(dq < 0 ? S::SouthWest : S::SouthEast, {});
}

// A name the scenario's map gives a hex ("nails"), in the player's language.
std::string map_name(const Labels& l, int name) {
  const Board& b = l.board();
  const std::string& english = b.map.name(name);
  if (b.scenario < 0 || size_t(b.scenario) >= l.db().scenarios.size()) return english;
  return l.lang().map_name(l.db().scenarios[size_t(b.scenario)], english);
}

// What a hazard or plate hex is: "hazard" or "plate" and its name; kind "none" for other hexes.
struct HexWhat {
  const char* kind = "none";
  std::string name;
};
HexWhat what_is(const Labels& l, Hex h) {
  const Cell* c = l.board().map.at(h);
  if (!c || c->name < 0) return {};
  if (c->terrain == Terrain::Hazard) return {"hazard", map_name(l, c->name)};
  if (c->terrain == Terrain::PressurePlate) return {"plate", map_name(l, c->name)};
  return {};
}
bool is_named(const HexWhat& w) { return std::string_view(w.kind) != "none"; }

// A hex's label with what the hex is ("[3] (hazard 'nails')"), the label alone for other hexes.
std::string with_what(const Labels& l, Hex h, std::string label) {
  const HexWhat w = what_is(l, h);
  if (!is_named(w)) return label;
  return l.say(S::HexWithWhat, {{"hex", std::move(label)}, {"what", w.kind}, {"name", w.name}});
}

// The steps of a path from `start` (the hexes entered, the last left out): each by the mark the
// front end shows there, else by its direction; a hazard or plate says what it is.
std::string path_words(Hex start, const std::vector<Hex>& path, size_t count, const Labels& l) {
  std::vector<std::string> steps;
  Hex at = start;
  for (size_t i = 0; i < count && i < path.size(); ++i) {
    std::string step = l.mark(path[i]);
    if (step.empty()) step = direction(at, path[i], l.lang());
    steps.push_back(with_what(l, path[i], std::move(step)));
    at = path[i];
  }
  return l.lang().list(steps);
}

// An objective by the name the scenario gives it ("Barricade"), else by its hex.
std::string objective_words(const Labels& l, Hex h) {
  const Board& b = l.board();
  if (b.scenario >= 0 && size_t(b.scenario) < l.db().scenarios.size())
  {
    const ScenarioDef& s = l.db().scenarios[size_t(b.scenario)];
    for (size_t i = 0; i < s.objectives.size(); ++i)
      if (s.objectives[i].hex == h && !s.objectives[i].name.empty()) return l.lang().objective(s, i);
  }
  return l.say(S::ObjectiveAt, {{"hex", l.hex(h)}});
}

std::string card_now(const Labels& l, int card) {
  const Board& b = l.board();
  if (card < 0 || size_t(card) >= b.hero.cards.size()) return "-";
  return l.card_with_side(card, CardFace(b.hero.cards[size_t(card)].side));
}

// The side of a card the character sees now.
const CardSide& visible(const Labels& l, int card) {
  const CardState& c = l.board().hero.cards[size_t(card)];
  const CardDef& def = l.db().cards[size_t(c.def)];
  return c.side == 'B' ? def.b : def.a;
}

std::string element_list(uint8_t elements, const Lang& lang) {
  std::vector<std::string> names;  // infused together: "fire and ice"
  for (int e = 0; e < kElementCount; ++e)
    if (elements & (1u << e)) names.push_back(lang.element(Element(e)));
  return lang.list(names, Catalogue::ListKind::And);
}

}  // namespace

std::string Labels::mark(Hex) const { return ""; }

std::string Labels::figure(FigureId id) const {
  if (id < 0 || size_t(id) >= b_.figures.size()) return "-";
  if (b_.fig(id).kind == FigureKind::Character) return lang_.say(Sentence::You, {});
  return lang_.name(db_.monsters[size_t(b_.fig(id).type)]) + " " + std::to_string(b_.fig(id).number);
}
std::string Labels::hex(Hex h) const { return hex_key(h); }
std::string Labels::event_hex(Hex h) const { return hex(h); }
std::string Labels::card(int card) const {
  if (card < 0 || size_t(card) >= b_.hero.cards.size()) return "-";
  return lang_.name(db_.cards[size_t(b_.hero.cards[size_t(card)].def)]);
}
std::string Labels::card_with_side(int c, CardFace side) const { return card(c) + " (" + char(side) + ")"; }

std::string option_words(const Decision& d, const Option& o, const Labels& l) {
  const ContentDb& db = l.db();
  const Board& b = l.board();
  // A folded window's option reads the same in every question it is folded into.
  if (o.folded == Folded::UseItem && o.item >= 0 && size_t(o.item) < b.hero.items.size()) {
    const ItemDef& item = db.items[size_t(b.hero.items[size_t(o.item)].def)];
    return l.say(S::UseItemNow, {{"item", l.lang().name(item)}, {"text", l.lang().item_text(item)}});
  }
  if (o.folded == Folded::Dismiss && o.card >= 0 && size_t(o.card) < b.hero.cards.size()) {
    const CardState& c = b.hero.cards[size_t(o.card)];
    return l.say(S::DismissNow, {{"card", l.lang().name(db.cards[size_t(c.def)]) + " (" + c.side + ")"}});
  }
  switch (d.kind) {
    case DecisionKind::MoveDestination:
      if (o.hex) {
        std::vector<std::string> crossed;  // the hazards and plates crossed, by what they are (and their mark)
        if (o.path_kind == PathKind::Through)
          for (Hex h : o.via) {
            const HexWhat w = what_is(l, h);
            const std::string m = l.mark(h);
            if (!m.empty()) crossed.push_back(with_what(l, h, m));
            else if (is_named(w)) crossed.push_back(l.say(std::string_view(w.kind) == "hazard" ? S::HazardNamed : S::PlateNamed, {{"name", w.name}}));
            else crossed.push_back(l.hex(h));
          }
        // What the hex is, since a label drawn in it hides its symbol on the map.
        std::string ends = "none", name;
        if (const Cell* c = b.map.at(*o.hex); c && c->name >= 0) {
          if (c->terrain == Terrain::Hazard) ends = "hazard", name = map_name(l, c->name);
          if (c->terrain == Terrain::PressurePlate) ends = "plate", name = map_name(l, c->name);
        }
        const char* path = o.path_kind == PathKind::Avoiding ? "avoiding" : o.path_kind == PathKind::Through ? "through" : "none";
        return l.say(S::MoveTo, {{"hex", l.hex(*o.hex)}, {"points", o.move_cost}, {"hazards", o.hazards}, {"path", path},
                               {"crossed", l.lang().list(crossed)}, {"ends", ends}, {"name", name}});
      }
      return l.say(d.controlled ? S::ItDoesNotMove : S::DoNotMove, {});
    case DecisionKind::ForcedMove:
      if (o.hex) {
        std::string to = l.hex(*o.hex);  // and what the hex is, when its label hides a hazard or plate
        to = with_what(l, *o.hex, std::move(to));
        const bool pull = d.forced == ForcedKind::Pull;
        // A monster's push or pull of the character: a whole path is chosen.
        if (o.path.size() > 1 && d.figure >= 0 && size_t(d.figure) < b.figures.size())  // a path of several hexes
          return l.say(pull ? S::ForcedPullVia : S::ForcedPushVia,
                     {{"who", l.figure(d.figure)}, {"hex", to}, {"hexes", path_words(b.fig(d.figure).hex, o.path, o.path.size() - 1, l)}});
        return l.say(pull ? S::ForcedPull : S::ForcedPush, {{"who", l.figure(d.figure)}, {"hex", to}});
      }
      return l.say(S::StopHere, {});
    case DecisionKind::MonsterChoice:
      if (d.monster_choice == MonsterChoiceOf::HealTarget && o.figure != kNoFigure) return l.figure(o.figure);
      if (d.monster_choice == MonsterChoiceOf::Spawn && o.hex) return l.say(S::SpawnAt, {{"hex", l.hex(*o.hex)}});
      if (o.hex) {
        const std::string who = l.figure(o.figure != kNoFigure ? o.figure : d.figure);
        const FigureId mover = o.figure != kNoFigure ? o.figure : d.figure;
        if (o.path.size() > 1 && mover >= 0 && size_t(mover) < b.figures.size())
          return l.say(S::FigureToVia, {{"who", who}, {"hex", l.hex(*o.hex)}, {"hexes", path_words(b.fig(mover).hex, o.path, o.path.size() - 1, l)}});
        return l.say(S::FigureTo, {{"who", who}, {"hex", l.hex(*o.hex)}});
      }
      break;
    case DecisionKind::ChooseTarget:
      if (o.figure != kNoFigure) {
        const std::string target = target_words(l, o.figure);
        if (o.without_effects) return l.say(S::TargetWithoutEffects, {{"target", target}, {"effects", effects_words(d.added_effects, l.lang())}});
        if (d.added_effects != Effects{}) return l.say(S::TargetWithEffects, {{"target", target}, {"effects", effects_words(d.added_effects, l.lang())}});
        return target;
      }
      if (o.hex) return objective_words(l, *o.hex);
      // Declining: no target at all, or no more of them.
      if (d.forced == ForcedKind::Push) return l.say(S::PushNoOne, {});
      if (d.forced == ForcedKind::Pull) return l.say(S::PullNoOne, {});
      if (d.nth > 1) return l.say(S::NoMoreTargets, {});
      return l.say(d.controlled ? S::ItDoesNotAttack : S::DoNotAttack, {});
    case DecisionKind::PlaceArea:
      if (o.hex || !o.area.empty()) {
        std::vector<std::string> hit;
        for (FigureId f : o.hit_figures) hit.push_back(l.figure(f));
        for (Hex h : o.hit_objectives) hit.push_back(objective_words(l, h));
        const std::string list = l.lang().list(hit);
        // Every hex the area covers, by coordinates (a label drawn in one hex names only the anchor).
        std::string hexes;
        for (Hex h : o.area) hexes += (hexes.empty() ? "" : " ") + hex_key(h);
        if (!o.hex) return l.say(S::AreaHitsAt, {{"hexes", hexes}, {"list", list}});  // placed where it hits these
        if (list.empty()) return l.say(S::AreaHitsNothing, {{"hex", l.hex(*o.hex)}, {"hexes", hexes}});
        return l.say(S::AreaHits, {{"hex", l.hex(*o.hex)}, {"hexes", hexes}, {"list", list}});
      }
      return l.say(S::DoNotAttack, {});
    case DecisionKind::ConsumeElement:
      // What the consumption buys: the ability as it is, and as it becomes.
      if (o.accepts && d.ability && d.consumption) {
        Ability before = question_ability(d, db, l.lang());
        before.consumes.clear();
        Ability after = before;
        after.add(*d.consumption);
        std::vector<std::string> costs;
        for (const ElementCost& cost : d.consumption->costs)
          if (!cost.any_of.empty()) costs.push_back(elements_or(cost.any_of, l.lang()));
        return l.say(S::ConsumeFor, {{"elements", l.lang().list(costs, Catalogue::ListKind::And)}, {"before", ability_words(before, l.lang())}, {"after", ability_words(after, l.lang())}});
      }
      return l.say(S::DoNotConsume, {});
    case DecisionKind::ChooseAction:
      if (o.basic && o.card >= 0 && size_t(o.card) < b.hero.cards.size())
        return l.say(o.top ? S::BasicAttack : S::BasicMove, {{"card", card_now(l, o.card)}});
      // A card's half, in the words of the card itself (engine/play/words/cards.h).
      if (!o.basic && o.card >= 0 && size_t(o.card) < b.hero.cards.size()) {
        const CardState& cs = b.hero.cards[size_t(o.card)];
        const CardDef& cd = db.cards[size_t(cs.def)];
        const Action action = l.lang().action(cd, cs.side, o.top);
        if (o.skipped) {  // the free "may" abilities this option skips, as the card words them
          std::vector<std::string> skipped_list;
          for (size_t i = 0; i < action.abilities.size() && i < 32; ++i)
            if (o.skipped & (1u << i)) skipped_list.push_back(ability_words(action.abilities[i], l.lang()));
          const std::string skipped = l.lang().list(skipped_list);
          // Everything skipped: the card keeps none of its printed action (a lost one is kept too).
          const bool none_left = action.active == ActiveKind::None && action.infuse.empty() &&
                                 std::popcount(o.skipped) >= int(action.abilities.size());
          return l.say(none_left ? S::CardHalfSkippingAll : S::CardHalfSkipping, {{"card", l.lang().name(cd)}, {"side", std::string(1, cs.side)}, {"half", l.say(o.top ? S::Top : S::Bottom, {})},
                                           {"action", action_words(action, o.skipped, l.lang())}, {"skipped", skipped}});
        }
        return l.say(S::CardHalf, {{"card", l.lang().name(cd)}, {"side", std::string(1, cs.side)}, {"half", l.say(o.top ? S::Top : S::Bottom, {})},
                                 {"action", action_words(action, 0, l.lang())}});
      }
      break;
    case DecisionKind::EquipItems:
      if (o.item != kNoItem && size_t(o.item) < b.hero.items.size())
        return l.say(S::Unequip, {{"item", item_line(db, b.hero.items[size_t(o.item)].def, l.lang())}});
      if (o.item_def == kNoItemDef) return l.say(S::StartScenario, {});
      if (size_t(o.item_def) < db.items.size()) return equip_words(db, o.item_def, l.lang());
      break;
    case DecisionKind::Script:
      // A script's hex option (game.ask_hex) is the hex itself: worded by its label and what the
      // hex is, since a label drawn in it hides its symbol on the map. A script's other options
      // are its own words (below).
      if (o.hex) return with_what(l, *o.hex, l.hex(*o.hex));
      break;
    case DecisionKind::SelectCards:
      if (o.card == kNoCard) return l.say(S::LongRest, {});
      return l.say(S::PlayCards, {{"card", card_now(l, o.card)}, {"n", num(visible(l, o.card).initiative)}, {"card2", card_now(l, o.card2)}});
    case DecisionKind::PerformAbility:
      if (o.accepts && d.ability) return l.say(S::Perform, {{"ability", ability_words(question_ability(d, db, l.lang()), l.lang())}});
      return l.say(S::SkipIt, {});
    case DecisionKind::UseEffects: return l.say(o.accepts ? S::ApplyEffects : S::SkipEffects, {});
    case DecisionKind::ShortRest: return l.say(o.accepts ? S::DoShortRest : S::DoNotRest, {});
    case DecisionKind::RedrawLoss: return o.accepts ? l.say(S::Redraw, {}) : l.say(S::LoseIt, {{"card", card_now(l, d.card)}});
    case DecisionKind::LoseCard:
      if (o.card != kNoCard) return l.say(S::LoseIt, {{"card", card_now(l, o.card)}});
      break;
    case DecisionKind::LongRestHeal: return o.accepts ? l.say(S::HealSelf, {{"n", num(d.heal)}}) : l.say(S::DoNotHeal, {});
    case DecisionKind::RecoverItems: return l.say(o.accepts ? S::RecoverSpentItems : S::DoNotRecover, {});
    case DecisionKind::UseItem:
      if (o.item == kNoItem) return l.say(S::UseNoMoreItems, {});
      if (size_t(o.item) < b.hero.items.size()) {
        const ItemDef& it = db.items[size_t(b.hero.items[size_t(o.item)].def)];
        return it.text.empty() ? l.say(S::UseItemPlain, {{"item", l.lang().name(it)}}) : l.say(S::UseItemFor, {{"item", l.lang().name(it)}, {"text", l.lang().item_text(it)}});
      }
      break;
    case DecisionKind::DismissBonus:
      return o.card == kNoCard ? l.say(S::KeepBonuses, {}) : l.say(S::DismissIt, {{"card", card_now(l, o.card)}});
    case DecisionKind::RecoverCards:
      if (o.card == kNoCard) return l.say(S::RecoverNoMore, {});
      return l.say(S::RecoverFrom, {{"card", card_now(l, o.card)}, {"pile", std::string(pile_name(b.hero.cards[size_t(o.card)].pile))}});
    case DecisionKind::ChooseElement:
      if (o.element) return l.lang().element(*o.element);
      break;
    case DecisionKind::ChooseModifier:
      if (o.modifier) return cell_words(*o.modifier, l.lang());
      break;
    case DecisionKind::UpgradeCards:
      if (o.card != kNoCard && o.card_def != kNoCardDef)
        return l.say(S::Replaces, {{"card", l.lang().name(db.cards[size_t(o.card_def)])}, {"old", l.card(o.card)}});
      break;
    case DecisionKind::NegateDamage:
      switch (o.negate) {
        case NegateCost::None: return l.say(S::Suffer, {{"n", num(d.damage)}});
        case NegateCost::DiscardA: return l.say(S::NegateByDiscard, {{"card", card_now(l, o.card)}});
        case NegateCost::DiscardTwoB:
          return l.say(S::NegateByDiscardTwo, {{"card", card_now(l, o.card)}, {"card2", card_now(l, o.card2)}});
        case NegateCost::Lose: return l.say(S::NegateByLosing, {{"card", card_now(l, o.card)}});
        case NegateCost::Item:
          if (o.item >= 0 && size_t(o.item) < b.hero.items.size()) {
            const ItemDef& it = db.items[size_t(b.hero.items[size_t(o.item)].def)];
            return l.say(S::NegateByItem, {{"item", l.lang().name(it)}, {"n", num(it.negate_damage)}});
          }
          break;
        case NegateCost::DismissFirst: return l.say(S::NegateAfterDismissing, {{"card", card_now(l, o.card)}});
      }
      break;
    case DecisionKind::ChooseInfusion: {
      // Where the infusion is, and what choosing it changes: that one is used up, the others stay.
      const std::string elements = element_list(o.elements, l.lang());
      switch (o.infusion) {
        case InfusionSource::Card: return l.say(S::InfusionOnCard, {{"elements", elements}, {"card", card_now(l, o.card)}});
        case InfusionSource::Monster:
          if (o.monster_type && size_t(*o.monster_type) < b.types.size())
            return l.say(S::InfusionOfMonster, {{"elements", elements}, {"monster", l.lang().name(db.monsters[size_t(b.types[size_t(*o.monster_type)].def)])}});
          break;
        case InfusionSource::Round:
          if (o.elements == (1u << kElementCount) - 1) return l.say(S::WildInfusion, {});
          return l.say(S::InfusionThisRound, {{"elements", elements}});
        case InfusionSource::None: break;
      }
      break;
    }
    case DecisionKind::MonsterOrder:
      if (o.monster_type && size_t(*o.monster_type) < b.types.size())
        return l.say(S::ActsFirst, {{"monster", l.lang().name(db.monsters[size_t(b.types[size_t(*o.monster_type)].def)])}});
      break;
    case DecisionKind::ChangeInitiative:
      return l.say(o.initiative < d.initiative ? S::InitiativeEarlier : S::InitiativeLater, {{"n", num(o.initiative)}});
  }
  // A script's own words, keyed ones in the player's language.
  if (d.script)
    for (size_t i = 0; i < d.options.size() && i < d.script->options.size(); ++i)
      if (&d.options[i] == &o) return script_words(d.script->options[i], l);
  return o.text;
}

Ability question_ability(const Decision& d, const ContentDb& db, const Lang& lang) {
  Ability a = d.ability ? *d.ability : Ability{};
  const AbilitySource& from = d.ability_source;
  if (a.text.empty() || from.index < 0) return a;
  if (from.card_def >= 0 && size_t(from.card_def) < db.cards.size())
    a.text = lang.ability_text(db.cards[size_t(from.card_def)], from.side, from.top, size_t(from.index), a.text);
  else if (from.item_def >= 0 && size_t(from.item_def) < db.items.size())
    a.text = lang.ability_text(db.items[size_t(from.item_def)], size_t(from.index), a.text);
  return a;
}

std::string script_words(const ScriptWords& w, const Labels& l) {
  if (w.refusal.kind == Refusal::None) return l.lang().script_words(w);
  // A refused action's reason: a sentence of the catalogue, read from its kind and figure.
  const std::string who = l.figure(w.refusal.figure);
  switch (w.refusal.kind) {
    case Refusal::None: break;
    case Refusal::Gone: return l.say(S::RefusedGone, {{"who", who}});
    case Refusal::NotAMonster: return l.say(S::RefusedNotAMonster, {});
    case Refusal::Immobilized: return l.say(S::RefusedImmobilized, {{"who", who}});
    case Refusal::DidNotMove: return l.say(S::RefusedDidNotMove, {{"who", who}});
    case Refusal::Disarmed: return l.say(S::RefusedDisarmed, {{"who", who}});
    case Refusal::DidNotAttack: return l.say(S::RefusedDidNotAttack, {{"who", who}});
  }
  return l.lang().script_words(w);
}

std::string prompt_words(const Decision& d, const Labels& l) {
  if (d.kind == DecisionKind::NegateDamage) {
    const std::string n = num(d.damage);
    if (d.source == kNoFigure || d.source == l.board().character()) return l.say(S::AboutToSuffer, {{"n", n}});
    const std::string conditions = conditions_list(d.conditions, l.lang());
    if (conditions.empty()) return l.say(S::AboutToSufferFrom, {{"source", l.figure(d.source)}, {"n", n}});
    return l.say(S::AboutToSufferFromThen, {{"source", l.figure(d.source)}, {"n", n}, {"conditions", conditions}});
  }
  const Board& b = l.board();
  const bool pull = d.forced == ForcedKind::Pull;
  switch (d.kind) {
    case DecisionKind::UpgradeCards:
      return l.say(S::AskUpgrade, {{"level", num(b.hero.level)}, {"n", num(d.nth)}, {"count", num(b.hero.level - 1)}});
    case DecisionKind::EquipItems: return l.say(S::AskEquip, {{"n", num(small_item_slots(b.hero.level))}});
    case DecisionKind::SelectCards: return l.say(S::AskSelectCards, {{"n", num(b.round)}});
    case DecisionKind::MonsterOrder: return l.say(S::AskMonsterOrder, {{"n", num(d.initiative)}});
    case DecisionKind::ChooseAction: return l.say(d.nth == 2 ? S::AskSecondAction : S::AskFirstAction, {});
    case DecisionKind::PerformAbility:
      if (d.ability) return l.say(S::AskPerform, {{"ability", ability_words(question_ability(d, l.db(), l.lang()), l.lang())}});
      break;
    case DecisionKind::MoveDestination:
      if (d.controlled) return l.say(S::AskControlMove, {{"who", l.figure(d.figure)}, {"n", num(d.move_points)}});
      return l.say(d.jump ? S::AskJump : S::AskMove, {{"n", num(d.move_points)}});
    case DecisionKind::ChooseTarget:
      if (d.forced != ForcedKind::None) return l.say(pull ? S::AskPullTarget : S::AskPushTarget, {{"n", num(d.forced_distance)}});
      if (d.controlled)
        return l.say(S::AskControlTarget, {{"who", l.figure(d.figure)}, {"value", num(d.attack_value)}, {"n", num(d.nth)}});
      return l.say(d.extra_targets ? S::AskExtraTarget : S::AskTarget, {{"value", num(d.attack_value)}, {"n", num(d.nth)}});
    case DecisionKind::PlaceArea: return l.say(S::AskPlaceArea, {});
    case DecisionKind::UseEffects:
      if (d.modifier) return l.say(S::AskApplyModifierEffects, {{"modifier", cell_words(*d.modifier, l.lang())}});
      return l.say(S::AskApplyEffects, {{"who", l.figure(d.figure)}, {"effects", effects_words(d.added_effects, l.lang())}});
    case DecisionKind::ConsumeElement:
      if (d.ability) {
        Ability base = question_ability(d, l.db(), l.lang());
        base.consumes.clear();
        return l.say(S::AskConsume, {{"ability", ability_words(base, l.lang())}});
      }
      break;
    case DecisionKind::ChooseInfusion: return l.say(S::AskInfusion, {});
    case DecisionKind::ChooseModifier: return l.say(S::AskAdvantage, {});
    case DecisionKind::ForcedMove: {
      // A monster's push or pull of the character offers whole paths; the character's own, a hex at a time.
      const bool paths = std::any_of(d.options.begin(), d.options.end(), [](const Option& o) { return !o.path.empty(); });
      if (paths) return l.say(pull ? S::AskPullPath : S::AskPushPath, {{"who", l.figure(d.figure)}});
      return l.say(pull ? S::AskPullNext : S::AskPushNext, {{"who", l.figure(d.figure)}});
    }
    case DecisionKind::ShortRest: return l.say(S::AskShortRest, {});
    case DecisionKind::RedrawLoss: return l.say(S::AskRedraw, {{"card", card_now(l, d.card)}});
    case DecisionKind::LoseCard: return l.say(S::AskLongRestLose, {});
    case DecisionKind::LongRestHeal: return l.say(S::AskLongRestHeal, {{"n", num(d.heal)}});
    case DecisionKind::RecoverItems: return l.say(S::AskRecoverItems, {});
    case DecisionKind::UseItem:
      switch (d.moment) {
        case ItemMoment::Turn: return l.say(S::AskItemTurn, {});
        case ItemMoment::Move: return l.say(S::AskItemMove, {});
        case ItemMoment::Targeting: return l.say(S::AskItemTargeting, {});
        case ItemMoment::Attack: return l.say(S::AskItemAttack, {});
        case ItemMoment::AfterAttack: return l.say(S::AskItemAfterAttack, {});
        case ItemMoment::EnemyAttack: return l.say(S::AskItemEnemyAttack, {});
        case ItemMoment::AfterEnemyAttack: return l.say(S::AskItemAfterEnemyAttack, {});
        case ItemMoment::Initiative: return l.say(S::AskItemInitiative, {});
        case ItemMoment::Die: return l.say(S::AskItemDie, {});
      }
      break;
    case DecisionKind::DismissBonus: return l.say(S::AskDismiss, {});
    case DecisionKind::MonsterChoice:
      if (d.monster_choice == MonsterChoiceOf::HealTarget) return l.say(S::AskHealTarget, {});
      if (d.monster_choice == MonsterChoiceOf::Spawn && d.monster_def >= 0 && size_t(d.monster_def) < l.db().monsters.size())
        return l.say(S::AskSpawn, {{"monster", l.lang().name(l.db().monsters[size_t(d.monster_def)])}});
      return l.say(S::AskMonsterMove, {{"who", l.figure(d.figure)}}) + ' ' +
             monster_turn_reason(d.monster_turn, d.monster_why, d.monster_disadvantage, l.lang());
    case DecisionKind::RecoverCards: return l.say(S::AskRecoverCards, {});
    case DecisionKind::ChooseElement: return l.say(S::AskElement, {});
    case DecisionKind::ChangeInitiative: {
      const int by = d.options.empty() ? 0 : std::abs(d.options[0].initiative - d.initiative);
      return l.say(S::AskChangeInitiative, {{"n", num(by)}});
    }
    case DecisionKind::NegateDamage:
    case DecisionKind::Script: break;
  }
  return d.script ? script_words(d.script->prompt, l) : d.prompt;  // a script's own words
}

std::string decision_facts(const Decision& d, const Lang& l) {
  std::string s;
  if ((d.kind == DecisionKind::ChooseTarget || d.kind == DecisionKind::PlaceArea) && d.attack_value > 0)
    s = l.say(S::AttackFacts, {{"value", num(d.attack_value)},
                             {"reach", d.attack_range > 1 ? l.say(S::RangeN, {{"n", num(d.attack_range)}}) : l.say(S::Melee, {})}});
  if (d.kind == DecisionKind::MoveDestination && d.move_points)
    s = l.say(d.jump ? S::MoveFactsJump : S::MoveFacts, {{"n", num(d.move_points)}});
  if (d.kind == DecisionKind::NegateDamage) s = l.say(S::DamageComing, {{"n", num(d.damage)}});
  if (d.kind == DecisionKind::ForcedMove)
    s = l.say(S::HexesLeft, {{"n", d.forced_distance}});
  return s;
}

std::string question_words(const Decision& d, const Labels& l) {
  const std::string facts = decision_facts(d, l.lang());
  if (facts.empty()) return prompt_words(d, l);
  return l.say(S::QuestionFacts, {{"question", prompt_words(d, l)}, {"facts", facts}});
}

std::string Narrator::line(const Event& e, const Labels& l) {
  if (const ModifierRolled* r = e.get<ModifierRolled>()) {
    rolls_.push_back(*r);
    return "";
  }
  if (const AttackResolved* a = e.get<AttackResolved>()) {
    std::vector<ModifierRolled> mine;
    for (const ModifierRolled& r : rolls_)
      if (r.attacker == a->attacker) mine.push_back(r);
    rolls_.clear();
    return std::string(event_lead(e)) + attack_words(*a, mine, l);
  }
  if (is_detail(e)) {
    if (e.is<ObjectiveAttacked>()) rolls_.clear();
    return "";
  }
  if (e.is<TurnStarted>() || e.is<RoundStarted>()) rolls_.clear();
  return std::string(event_lead(e)) + event_words(e, l);
}

std::vector<std::string> Narrator::lines(std::span<const Event> events, const Labels& l) {
  std::vector<std::string> out(events.size());
  FigureId mover = kNoFigure;
  int steps = 0;
  size_t last_step = 0;
  const auto flush_move = [&] {
    if (mover != kNoFigure && steps > 0) {
      const bool you = mover == l.board().character();
      const std::string who = l.figure(mover), to = l.event_hex(events[last_step].as<FigureMoved>().to);
      const std::string lead(event_lead(events[last_step]));
      out[last_step] = lead + l.say(you ? S::YouMove : S::TheyMove, {{"who", who}, {"n", steps}, {"hex", to}});
    }
    mover = kNoFigure, steps = 0;
  };
  for (size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (const FigureMoved* m = e.get<FigureMoved>()) {
      if (m->figure != mover) flush_move();
      mover = m->figure, ++steps, last_step = i;
      continue;
    }
    if (is_detail(e) && !e.is<ObjectiveAttacked>()) continue;  // bookkeeping: does not split a move
    flush_move();
    out[i] = line(e, l);
  }
  flush_move();
  return out;
}

std::vector<std::string> Narrator::narrate(std::span<const Event> events, const Labels& l) {
  std::vector<std::string> out;
  for (std::string& s : lines(events, l))
    if (!s.empty()) out.push_back(std::move(s));
  return out;
}

}  // namespace bnb::words
