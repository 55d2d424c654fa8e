#include "engine/words/words.h"

#include "engine/attack/modifier.h"
#include "engine/game/describe_event.h"
#include "engine/step/describe.h"
#include "engine/words/cards.h"
#include "engine/words/say.h"

namespace bnb::words {

namespace {

using S = Sentence;

std::string num(int n) { return std::to_string(n); }

std::string conditions_text(ConditionSet s) {
  std::string list;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) list += (list.empty() ? "" : ", ") + std::string(condition_name(Condition(c)));
  return list.empty() ? "" : say(S::Conditions, {{"list", list}});
}

// A hex next to `from` by the direction of the step, as the map is drawn (row r down the page).
std::string direction(Hex from, Hex to) {
  const int dq = to.q - from.q, dr = to.r - from.r;
  if (dr == 0) return say(dq > 0 ? S::East : S::West, {});
  if (dr < 0) return say(dq > 0 ? S::NorthEast : S::NorthWest, {});
  return say(dq < 0 ? S::SouthWest : S::SouthEast, {});
}

// What a hazard or plate hex is ("hazard 'nails'"), "" for other hexes.
std::string what_is(const Board& b, Hex h) {
  const Cell* c = b.map.at(h);
  if (!c || c->name < 0) return "";
  if (c->terrain == Terrain::Hazard) return say(S::HazardNamed, {{"name", b.map.name(c->name)}});
  if (c->terrain == Terrain::PressurePlate) return say(S::PlateNamed, {{"name", b.map.name(c->name)}});
  return "";
}

// The steps of a path from `start` (the hexes entered, the last left out): each by the mark the
// front end shows there, else by its direction; a hazard or plate says what it is.
std::string path_words(Hex start, const std::vector<Hex>& path, size_t count, const Labels& l) {
  std::string out;
  Hex at = start;
  for (size_t i = 0; i < count && i < path.size(); ++i) {
    std::string step = l.mark(path[i]);
    if (step.empty()) step = direction(at, path[i]);
    if (const std::string what = what_is(l.board(), path[i]); !what.empty()) step = say(S::HexWithWhat, {{"hex", step}, {"what", what}});
    out += (out.empty() ? "" : ", ") + step;
    at = path[i];
  }
  return out;
}

// "push 1, wound": the added effects a target gets.
std::string effects_text(const Effects& e) {
  std::string list;
  if (e.push) list += say(S::PushN, {{"n", num(e.push)}});
  if (e.pull) list += (list.empty() ? "" : ", ") + say(S::PullN, {{"n", num(e.pull)}});
  for (int c = 0; c < kConditionCount; ++c)
    if (e.conditions & (1u << c)) list += (list.empty() ? "" : ", ") + std::string(condition_name(Condition(c)));
  return list;
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

std::string element_list(uint8_t elements) {
  std::string out;
  for (int e = 0; e < kElementCount; ++e)
    if (elements & (1u << e)) out += (out.empty() ? "" : "/") + std::string(element_name(Element(e)));
  return out;
}

}  // namespace

std::string Labels::mark(Hex) const { return ""; }

std::string Labels::figure(FigureId id) const {
  if (id < 0 || size_t(id) >= b_.figures.size()) return "-";
  if (b_.fig(id).kind == FigureKind::Character) return "you";
  return figure_name(db_, b_, id);
}
std::string Labels::hex(Hex h) const { return hex_key(h); }
std::string Labels::event_hex(Hex h) const { return hex(h); }
std::string Labels::card(int card) const {
  if (card < 0 || size_t(card) >= b_.hero.cards.size()) return "-";
  return db_.cards[size_t(b_.hero.cards[size_t(card)].def)].name;
}
std::string Labels::card_with_side(int c, CardFace side) const { return card(c) + " (" + char(side) + ")"; }

std::string option_words(const Decision& d, const Option& o, const Labels& l) {
  const ContentDb& db = l.db();
  const Board& b = l.board();
  // A folded window's option reads the same in every question it is folded into.
  if (o.folded == Folded::UseItem && o.item >= 0 && size_t(o.item) < b.hero.items.size()) {
    const ItemDef& item = db.items[size_t(b.hero.items[size_t(o.item)].def)];
    return say(S::UseItemNow, {{"item", item.name}, {"text", item.text}});
  }
  if (o.folded == Folded::Dismiss && o.card >= 0 && size_t(o.card) < b.hero.cards.size()) {
    const CardState& c = b.hero.cards[size_t(o.card)];
    return say(S::DismissNow, {{"card", db.cards[size_t(c.def)].name + " (" + c.side + ")"}});
  }
  switch (d.kind) {
    case DecisionKind::MoveDestination:
      if (o.hex) {
        std::string points = o.move_cost == 1 ? say(S::MovePoint, {}) : say(S::MovePoints, {{"n", num(o.move_cost)}});
        if (o.hazards) points += ", " + (o.hazards == 1 ? say(S::OneHazard, {}) : say(S::Hazards, {{"n", num(o.hazards)}}));
        if (o.path_kind == PathKind::Avoiding) points += ", " + say(S::AvoidingHazards, {});
        if (o.path_kind == PathKind::Through) {
          std::string crossed;  // the hazards and plates crossed, by what they are (and their mark)
          for (Hex h : o.via) {
            std::string one = what_is(b, h);
            if (const std::string m = l.mark(h); !m.empty()) one = one.empty() ? m : say(S::HexWithWhat, {{"hex", m}, {"what", one}});
            if (one.empty()) one = l.hex(h);
            crossed += (crossed.empty() ? "" : ", ") + one;
          }
          points += ", " + say(S::Through, {{"hexes", crossed}});
        }
        // What the hex is, since a label drawn in it hides its symbol on the map.
        if (const Cell* c = b.map.at(*o.hex); c && c->name >= 0) {
          if (c->terrain == Terrain::Hazard) points += ", " + say(S::EndsOnHazard, {{"name", b.map.name(c->name)}});
          if (c->terrain == Terrain::PressurePlate) points += ", " + say(S::EndsOnPlate, {{"name", b.map.name(c->name)}});
        }
        return say(S::MoveTo, {{"hex", l.hex(*o.hex)}, {"points", points}});
      }
      break;
    case DecisionKind::ForcedMove:
      if (o.hex) {
        std::string to = l.hex(*o.hex);  // and what the hex is, when its label hides a hazard or plate
        if (const std::string what = what_is(b, *o.hex); !what.empty()) to = say(S::HexWithWhat, {{"hex", to}, {"what", what}});
        return say(d.forced == ForcedKind::Pull ? S::ForcedPull : S::ForcedPush, {{"who", l.figure(d.figure)}, {"hex", to}});
      }
      break;
    case DecisionKind::MonsterChoice:
      if (o.hex) {
        const std::string who = l.figure(o.figure != kNoFigure ? o.figure : d.figure);
        const FigureId mover = o.figure != kNoFigure ? o.figure : d.figure;
        if (o.path.size() > 1 && mover >= 0 && size_t(mover) < b.figures.size())
          return say(S::FigureToVia, {{"who", who}, {"hex", l.hex(*o.hex)}, {"hexes", path_words(b.fig(mover).hex, o.path, o.path.size() - 1, l)}});
        return say(S::FigureTo, {{"who", who}, {"hex", l.hex(*o.hex)}});
      }
      break;
    case DecisionKind::ChooseTarget:
      if (o.figure != kNoFigure) {
        const Figure& f = b.fig(o.figure);
        std::string stats;
        if (f.kind == FigureKind::Monster) {
          const MonsterDef& m = db.monsters[size_t(f.type)];
          if (m.shield + f.round_shield) stats += say(S::Shield, {{"n", num(m.shield + f.round_shield)}});
          if (m.retaliate + f.round_retaliate) stats += say(S::Retaliate, {{"n", num(m.retaliate + f.round_retaliate)}});
        }
        const std::string target = say(S::TargetStats, {{"who", l.figure(o.figure)}, {"hp", num(f.hp)}, {"max_hp", num(f.max_hp)},
                                                        {"stats", stats}, {"conditions", conditions_text(f.conditions)}});
        if (o.without_effects) return say(S::TargetWithoutEffects, {{"target", target}, {"effects", effects_text(d.added_effects)}});
        if (d.added_effects != Effects{}) return say(S::TargetWithEffects, {{"target", target}, {"effects", effects_text(d.added_effects)}});
        return target;
      }
      break;
    case DecisionKind::PlaceArea:
      if (o.hex) {
        std::string list;
        for (FigureId f : o.hit_figures) list += (list.empty() ? "" : ", ") + l.figure(f);
        for (Hex h : o.hit_objectives) list += (list.empty() ? "" : ", ") + say(S::Objective, {{"hex", l.hex(h)}});
        // Every hex the area covers, by coordinates (a label drawn in one hex names only the anchor).
        std::string hexes;
        for (Hex h : o.area) hexes += (hexes.empty() ? "" : " ") + hex_key(h);
        if (list.empty()) return say(S::AreaHitsNothing, {{"hex", l.hex(*o.hex)}, {"hexes", hexes}});
        return say(S::AreaHits, {{"hex", l.hex(*o.hex)}, {"hexes", hexes}, {"list", list}});
      }
      break;
    case DecisionKind::ConsumeElement:
      // What the consumption buys: the ability as it is, and as it becomes.
      if (o.accepts && d.ability && d.consumption) {
        Ability before = *d.ability;
        before.consumes.clear();
        Ability after = before;
        after.add(*d.consumption);
        std::string elements;
        for (const ElementCost& cost : d.consumption->costs) {
          std::string one;
          if (cost.any_of.size() == size_t(kElementCount)) one = say(S::AnyElement, {});
          for (size_t i = 0; one.empty() && i < cost.any_of.size(); ++i) one += (i ? "/" : "") + std::string(element_name(cost.any_of[i]));
          if (cost.any_of.size() == size_t(kElementCount) || !one.empty()) elements += (elements.empty() ? "" : " + ") + one;
        }
        return say(S::ConsumeFor, {{"elements", elements}, {"before", describe_ability(before)}, {"after", describe_ability(after)}});
      }
      break;
    case DecisionKind::ChooseAction:
      if (o.basic && o.card >= 0 && size_t(o.card) < b.hero.cards.size())
        return say(o.top ? S::BasicAttack : S::BasicMove, {{"card", card_now(l, o.card)}});
      // A card's half, in the words of the card itself (engine/words/cards.h).
      if (!o.basic && o.card >= 0 && size_t(o.card) < b.hero.cards.size()) {
        const CardState& cs = b.hero.cards[size_t(o.card)];
        const CardDef& cd = db.cards[size_t(cs.def)];
        const CardSide& side = cs.side == 'A' ? cd.a : cd.b;
        const Action& action = o.top ? side.top : side.bottom;
        if (o.skipped) {  // the free "may" abilities this option skips, as the card words them
          std::string skipped;
          for (size_t i = 0; i < action.abilities.size() && i < 32; ++i)
            if (o.skipped & (1u << i)) skipped += (skipped.empty() ? "" : ", ") + ability_words(action.abilities[i]);
          return say(S::CardHalfSkipping, {{"card", cd.name}, {"side", std::string(1, cs.side)}, {"half", say(o.top ? S::Top : S::Bottom, {})},
                                           {"action", action_words(action)}, {"skipped", skipped}});
        }
        return say(S::CardHalf, {{"card", cd.name}, {"side", std::string(1, cs.side)}, {"half", say(o.top ? S::Top : S::Bottom, {})},
                                 {"action", action_words(action)}});
      }
      break;
    case DecisionKind::EquipItems:
      if (o.item_def == kNoItemDef) return say(S::StartScenario, {});
      if (size_t(o.item_def) < db.items.size()) return equip_words(db, o.item_def);
      break;
    case DecisionKind::Script:
      // A script's hex option is the hex itself (its text, the coordinates): worded by its label
      // and what the hex is, since a label drawn in it hides its symbol on the map.
      if (o.hex && o.text == hex_key(*o.hex)) {
        if (const std::string what = what_is(b, *o.hex); !what.empty()) return say(S::HexWithWhat, {{"hex", l.hex(*o.hex)}, {"what", what}});
        return l.hex(*o.hex);
      }
      if (o.hex) return say(S::ScriptHex, {{"text", o.text}, {"hex", l.hex(*o.hex)}});
      break;
    case DecisionKind::SelectCards:
      if (o.card == kNoCard) return say(S::LongRest, {});
      return say(S::PlayCards, {{"card", card_now(l, o.card)}, {"n", num(visible(l, o.card).initiative)}, {"card2", card_now(l, o.card2)}});
    case DecisionKind::PerformAbility:
      if (o.accepts && d.ability) return say(S::Perform, {{"ability", ability_words(*d.ability)}});
      return say(S::SkipIt, {});
    case DecisionKind::UseEffects: return say(o.accepts ? S::ApplyEffects : S::SkipEffects, {});
    case DecisionKind::ShortRest: return say(o.accepts ? S::DoShortRest : S::DoNotRest, {});
    case DecisionKind::RedrawLoss: return o.accepts ? say(S::Redraw, {}) : say(S::LoseIt, {{"card", card_now(l, d.card)}});
    case DecisionKind::LoseCard:
      if (o.card != kNoCard) return say(S::LoseIt, {{"card", card_now(l, o.card)}});
      break;
    case DecisionKind::LongRestHeal: return o.accepts ? say(S::HealSelf, {{"n", num(d.heal)}}) : say(S::DoNotHeal, {});
    case DecisionKind::RecoverItems: return say(o.accepts ? S::RecoverSpentItems : S::DoNotRecover, {});
    case DecisionKind::UseItem:
      if (o.item == kNoItem) return say(S::UseNoMoreItems, {});
      if (size_t(o.item) < b.hero.items.size()) {
        const ItemDef& it = db.items[size_t(b.hero.items[size_t(o.item)].def)];
        return it.text.empty() ? say(S::UseItemPlain, {{"item", it.name}}) : say(S::UseItemFor, {{"item", it.name}, {"text", it.text}});
      }
      break;
    case DecisionKind::DismissBonus:
      return o.card == kNoCard ? say(S::KeepBonuses, {}) : say(S::DismissIt, {{"card", card_now(l, o.card)}});
    case DecisionKind::RecoverCards:
      if (o.card == kNoCard) return say(S::RecoverNoMore, {});
      return say(S::RecoverFrom, {{"card", card_now(l, o.card)}, {"pile", std::string(pile_name(b.hero.cards[size_t(o.card)].pile))}});
    case DecisionKind::ChooseElement:
      if (o.element) return std::string(element_name(*o.element));
      break;
    case DecisionKind::ChooseModifier:
      if (o.modifier) return cell_text(*o.modifier);
      break;
    case DecisionKind::UpgradeCards:
      if (o.card != kNoCard && o.card_def != kNoCardDef)
        return say(S::Replaces, {{"card", db.cards[size_t(o.card_def)].name}, {"old", l.card(o.card)}});
      break;
    case DecisionKind::NegateDamage:
      switch (o.negate) {
        case NegateCost::None: return say(S::Suffer, {{"n", num(d.damage)}});
        case NegateCost::DiscardA: return say(S::NegateByDiscard, {{"card", card_now(l, o.card)}});
        case NegateCost::DiscardTwoB:
          return say(S::NegateByDiscardTwo, {{"card", card_now(l, o.card)}, {"card2", card_now(l, o.card2)}});
        case NegateCost::Lose: return say(S::NegateByLosing, {{"card", card_now(l, o.card)}});
        case NegateCost::Item:
          if (o.item >= 0 && size_t(o.item) < b.hero.items.size()) {
            const ItemDef& it = db.items[size_t(b.hero.items[size_t(o.item)].def)];
            return say(S::NegateByItem, {{"item", it.name}, {"n", num(it.negate_damage)}});
          }
          break;
        case NegateCost::DismissFirst: return say(S::NegateAfterDismissing, {{"card", card_now(l, o.card)}});
      }
      break;
    case DecisionKind::ChooseInfusion: {
      // Where the infusion is, and what choosing it changes: that one is used up, the others stay.
      const std::string elements = element_list(o.elements);
      switch (o.infusion) {
        case InfusionSource::Card: return say(S::InfusionOnCard, {{"elements", elements}, {"card", card_now(l, o.card)}});
        case InfusionSource::Monster:
          if (o.monster_type && size_t(*o.monster_type) < b.types.size())
            return say(S::InfusionOfMonster, {{"elements", elements}, {"monster", db.monsters[size_t(b.types[size_t(*o.monster_type)].def)].name}});
          break;
        case InfusionSource::Round:
          if (o.elements == (1u << kElementCount) - 1) return say(S::WildInfusion, {});
          return say(S::InfusionThisRound, {{"elements", elements}});
        case InfusionSource::None: break;
      }
      break;
    }
    default: break;
  }
  return o.text;
}

std::string prompt_words(const Decision& d, const Labels& l) {
  if (d.kind == DecisionKind::NegateDamage) {
    const std::string n = num(d.damage);
    if (d.source == kNoFigure || d.source == l.board().character()) return say(S::AboutToSuffer, {{"n", n}});
    std::string conditions;
    for (int c = 0; c < kConditionCount; ++c)
      if (d.conditions & (1u << c)) conditions += (conditions.empty() ? "" : ", ") + std::string(condition_name(Condition(c)));
    if (conditions.empty()) return say(S::AboutToSufferFrom, {{"source", l.figure(d.source)}, {"n", n}});
    return say(S::AboutToSufferFromThen, {{"source", l.figure(d.source)}, {"n", n}, {"conditions", conditions}});
  }
  return d.prompt;
}

std::string decision_facts(const Decision& d) {
  std::string s;
  if ((d.kind == DecisionKind::ChooseTarget || d.kind == DecisionKind::PlaceArea) && d.attack_value > 0)
    s = say(S::AttackFacts, {{"value", num(d.attack_value)},
                             {"reach", d.attack_range > 1 ? say(S::RangeN, {{"n", num(d.attack_range)}}) : say(S::Melee, {})}});
  if (d.kind == DecisionKind::MoveDestination && d.move_points)
    s = say(d.jump ? S::MoveFactsJump : S::MoveFacts, {{"n", num(d.move_points)}});
  if (d.kind == DecisionKind::NegateDamage) s = say(S::DamageComing, {{"n", num(d.damage)}});
  if (d.kind == DecisionKind::ForcedMove)
    s = d.forced_distance == 1 ? say(S::HexLeft, {}) : say(S::HexesLeft, {{"n", num(d.forced_distance)}});
  return s.empty() ? "" : say(S::Facts, {{"facts", s}});
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
      if (steps == 1) out[last_step] = lead + say(you ? S::YouMoveOne : S::TheyMoveOne, {{"who", who}, {"hex", to}});
      else out[last_step] = lead + say(you ? S::YouMove : S::TheyMove, {{"who", who}, {"n", num(steps)}, {"hex", to}});
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
