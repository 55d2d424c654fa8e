#include "engine/words/words.h"

#include "engine/game/describe_event.h"
#include "engine/step/describe.h"
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

std::string hex_list(const std::vector<Hex>& hexes, const Labels& l, size_t count) {
  std::string out;
  for (size_t i = 0; i < count && i < hexes.size(); ++i) out += (out.empty() ? "" : " ") + l.hex(hexes[i]);
  return out;
}

std::string card_now(const Labels& l, int card) {
  const Board& b = l.board();
  if (card < 0 || size_t(card) >= b.hero.cards.size()) return "-";
  return l.card_with_side(card, CardFace(b.hero.cards[size_t(card)].side));
}

std::string elements_text(uint8_t elements) {
  std::string out;
  for (int e = 0; e < kElementCount; ++e)
    if (elements & (1u << e)) out += (out.empty() ? "" : "/") + std::string(element_name(Element(e)));
  return out;
}

std::string slot_words(ItemSlot s) {
  switch (s) {
    case ItemSlot::OneHand: return say(S::OneHand, {});
    case ItemSlot::TwoHand: return say(S::TwoHands, {});
    case ItemSlot::Small: return say(S::SmallItem, {});
  }
  return "";
}

std::string usage_words(const ItemDef& it) {
  switch (it.usage) {
    case ItemUsage::Spent: return say(S::UsageSpent, {});
    case ItemUsage::Lost: return say(S::UsageLost, {});
    case ItemUsage::Passive:  // no usage icon: reusable; with a window, used when the player chooses
      return it.window == ItemWindow::Passive ? say(S::UsagePassive, {}) : say(S::UsageReusable, {});
    case ItemUsage::MultiUse: return say(S::UsageUses, {{"n", num(it.uses)}});
  }
  return "";
}

std::string window_words(ItemWindow w) {
  switch (w) {
    case ItemWindow::YourTurn: return say(S::DuringYourTurn, {});
    case ItemWindow::YourAttack: return say(S::DuringYourAttack, {});
    case ItemWindow::AfterYourAttack: return say(S::AfterYourAttack, {});
    case ItemWindow::EnemyAttack: return say(S::WhenAttacked, {});
    case ItemWindow::AfterEnemyAttack: return say(S::AfterAttacked, {});
    case ItemWindow::AfterInitiative: return say(S::AfterInitiative, {});
    case ItemWindow::YourMovement: return say(S::DuringYourMovement, {});
    case ItemWindow::Passive: return say(S::Always, {});
  }
  return "";
}

}  // namespace

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
  switch (d.kind) {
    case DecisionKind::MoveDestination:
      if (o.hex) {
        std::string points = o.move_cost == 1 ? say(S::MovePoint, {}) : say(S::MovePoints, {{"n", num(o.move_cost)}});
        if (o.hazards) points += ", " + (o.hazards == 1 ? say(S::OneHazard, {}) : say(S::Hazards, {{"n", num(o.hazards)}}));
        if (o.path_kind == PathKind::Avoiding) points += ", " + say(S::AvoidingHazards, {});
        if (o.path_kind == PathKind::Through) points += ", " + say(S::Through, {{"hexes", hex_list(o.via, l, o.via.size())}});
        // What the hex is, since a label drawn in it hides its symbol on the map.
        if (const Cell* c = b.map.at(*o.hex); c && c->name >= 0) {
          if (c->terrain == Terrain::Hazard) points += ", " + say(S::EndsOnHazard, {{"name", b.map.name(c->name)}});
          if (c->terrain == Terrain::PressurePlate) points += ", " + say(S::EndsOnPlate, {{"name", b.map.name(c->name)}});
        }
        return say(S::MoveTo, {{"hex", l.hex(*o.hex)}, {"points", points}});
      }
      break;
    case DecisionKind::ForcedMove:
      if (o.hex)
        return say(d.forced == ForcedKind::Pull ? S::ForcedPull : S::ForcedPush,
                   {{"who", l.figure(d.figure)}, {"hex", l.hex(*o.hex)}});
      break;
    case DecisionKind::MonsterChoice:
      if (o.hex) {
        const std::string who = l.figure(o.figure != kNoFigure ? o.figure : d.figure);
        if (o.path.size() > 1)
          return say(S::FigureToVia, {{"who", who}, {"hex", l.hex(*o.hex)}, {"hexes", hex_list(o.path, l, o.path.size() - 1)}});
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
        return say(S::TargetStats, {{"who", l.figure(o.figure)}, {"hp", num(f.hp)}, {"max_hp", num(f.max_hp)},
                                    {"stats", stats}, {"conditions", conditions_text(f.conditions)}});
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
    case DecisionKind::Script:
      if (o.hex) return say(S::ScriptHex, {{"text", o.text}, {"hex", l.hex(*o.hex)}});
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
      const std::string elements = elements_text(o.elements);
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
    case DecisionKind::EquipItems:
      if (o.item_def >= 0 && size_t(o.item_def) < db.items.size()) {
        const ItemDef& it = db.items[size_t(o.item_def)];
        return say(S::Equip, {{"item", it.name}, {"n", num(it.number)}, {"slot", slot_words(it.slot)}, {"usage", usage_words(it)},
                              {"when", window_words(it.window)}, {"text", it.text}});
      }
      break;
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
