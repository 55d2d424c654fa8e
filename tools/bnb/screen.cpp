#include "tools/bnb/screen.h"

#include <algorithm>

#include "engine/attack/modifier.h"
#include "engine/core/hash.h"
#include "engine/game/describe_event.h"
#include "engine/step/describe.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

namespace {

std::string num(int n) { return std::to_string(n); }

std::string conditions_text(ConditionSet s) {
  std::string out;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += (out.empty() ? "" : ", ") + std::string(condition_name(Condition(c)));
  return out.empty() ? "" : " [" + out + "]";
}

// "G1 Bandit Guard 1" / "you": a figure as the map shows it.
std::string who(const ContentDb& db, const Board& b, const MapView& v, FigureId id) {
  if (id < 0 || size_t(id) >= b.figures.size()) return "-";
  const Figure& f = b.fig(id);
  if (f.kind == FigureKind::Character) return "you";
  for (const MonsterKey& k : v.monsters)
    if (k.def == f.type) return db.monsters[size_t(f.type)].name + " " + k.symbol + num(f.number);
  return figure_name(db, b, id);
}

std::string side_summary(const CardSide& s) {
  return "init " + num(s.initiative) + ": " + describe_action(s.top) + " | " + describe_action(s.bottom);
}

std::string label_of(const MapView& v, Hex h) {
  for (const HexMark& m : v.hexes)
    if (m.hex == h) {
      if (m.occupant != Occupant::None) return m.figure == "@" ? "your hex" : m.figure;  // the figure covers the label
      return m.label.empty() ? hex_key(h) : "[" + m.label + "]";
    }
  return hex_key(h);
}

std::string die_symbol(const ContentDb& db, int face) { return db.die.symbol[size_t(face)]; }

// The words of one option, from its fields where the engine's text names hexes by coordinates.
std::string option_words(const Game& g, const MapView& v, const Decision& d, const Option& o) {
  const ContentDb& db = g.content();
  const Board& b = g.board();
  switch (d.kind) {
    case DecisionKind::MoveDestination:
      if (o.hex) {
        std::string s = "move to " + label_of(v, *o.hex) + " (" + num(o.move_cost) + " move point" + (o.move_cost == 1 ? "" : "s");
        if (o.hazards) s += ", " + num(o.hazards) + " hazard" + (o.hazards == 1 ? "" : "s");
        if (o.path_kind == PathKind::Avoiding) s += ", avoiding hazards and plates";
        if (o.path_kind == PathKind::Through) {
          s += ", through";
          for (Hex h : o.via) s += " " + hex_key(h);
        }
        return s + ")";
      }
      break;
    case DecisionKind::ForcedMove:
      if (o.hex) return std::string(d.forced == ForcedKind::Pull ? "pull" : "push") + " " + who(db, b, v, d.figure) + " to " + label_of(v, *o.hex);
      break;
    case DecisionKind::MonsterChoice:
      if (o.hex) {
        std::string s = who(db, b, v, o.figure != kNoFigure ? o.figure : d.figure) + " to " + label_of(v, *o.hex);
        if (o.path.size() > 1) {
          s += " via";
          for (size_t i = 0; i + 1 < o.path.size(); ++i) s += " " + hex_key(o.path[i]);
        }
        return s;
      }
      break;
    case DecisionKind::ChooseTarget:
      if (o.figure != kNoFigure) {
        const Figure& f = b.fig(o.figure);
        std::string s = who(db, b, v, o.figure) + " (HP " + num(f.hp) + "/" + num(f.max_hp);
        if (f.kind == FigureKind::Monster) {
          const MonsterDef& m = db.monsters[size_t(f.type)];
          if (m.shield + f.round_shield) s += ", shield " + num(m.shield + f.round_shield);
          if (m.retaliate + f.round_retaliate) s += ", retaliate " + num(m.retaliate + f.round_retaliate);
        }
        return s + conditions_text(f.conditions) + ")";
      }
      break;
    case DecisionKind::PlaceArea:
      if (o.hex) {
        std::string s = "area at " + label_of(v, *o.hex) + ", hits";
        for (FigureId f : o.hit_figures) s += " " + who(db, b, v, f) + ",";
        for (Hex h : o.hit_objectives) s += " objective " + hex_key(h) + ",";
        if (o.hit_figures.empty() && o.hit_objectives.empty()) s += " nothing,";
        s.pop_back();
        return s;
      }
      break;
    case DecisionKind::Script:
      if (o.hex) return o.text + " " + label_of(v, *o.hex);
      break;
    case DecisionKind::EquipItems:
      if (o.item_def >= 0) {
        const ItemDef& it = db.items[size_t(o.item_def)];
        return "equip " + item_line(db, o.item_def) + "\n        " + std::string(window_text(it.window)) + ": " + it.text;
      }
      break;
    default: break;
  }
  return o.text;
}

// The decision's own numbers that a player needs (the attack's value, the damage coming).
std::string decision_facts(const Decision& d) {
  std::string s;
  if ((d.kind == DecisionKind::ChooseTarget || d.kind == DecisionKind::PlaceArea) && d.attack_value > 0)
    s += "attack " + num(d.attack_value) + " before modifiers" + (d.attack_range > 1 ? ", range " + num(d.attack_range) : std::string(", melee"));
  if (d.kind == DecisionKind::MoveDestination && d.move_points) s += num(d.move_points) + " move points" + (d.jump ? ", jump" : "");
  if (d.kind == DecisionKind::NegateDamage) s += num(d.damage) + " damage coming";
  if (d.kind == DecisionKind::ForcedMove) s += num(d.forced_distance) + " hex" + (d.forced_distance == 1 ? "" : "es") + " left";
  return s.empty() ? "" : " (" + s + ")";
}

bool names_places(const Decision& d) {
  for (const Option& o : d.options)
    if (o.hex || o.figure != kNoFigure) return true;
  return false;
}

}  // namespace

uint64_t visible_signature(const Board& b) {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 1099511628211ull; };
  mix(uint64_t(b.round));
  for (const Figure& f : b.figures) {
    mix(uint64_t(f.alive)), mix(uint64_t(f.hex.q + 1000)), mix(uint64_t(f.hex.r + 1000)), mix(uint64_t(f.hp));
    mix(f.conditions);
  }
  for (const MonsterTypeState& t : b.types) mix(uint64_t(t.column + 2));
  return h;
}

std::vector<std::string> Screen::narrate(const Game& g, const std::vector<Event>& events) {
  const ContentDb& db = g.content();
  const Board& b = g.board();
  const MapView v = map_view(db, b, nullptr);
  std::vector<std::string> lines;
  FigureId mover = kNoFigure;
  int steps = 0;
  Hex last;
  auto flush_move = [&] {
    if (mover != kNoFigure && steps > 0) {
      std::string w = who(db, b, v, mover);
      w[0] = char(std::toupper(static_cast<unsigned char>(w[0])));
      lines.push_back("  " + w + (w == "You" ? " move " : " moves ") + num(steps) + " hex" + (steps == 1 ? "" : "es") + " to " + hex_key(last));
    }
    mover = kNoFigure, steps = 0;
  };
  for (const Event& e : events) {
    if (const FigureMoved* m = e.get<FigureMoved>()) {
      if (m->figure != mover) flush_move();
      mover = m->figure, ++steps, last = m->to;
      continue;
    }
    if (is_detail(e) && !e.is<ObjectiveAttacked>()) continue;  // bookkeeping: does not split a move
    flush_move();
    if (const ModifierRolled* r = e.get<ModifierRolled>()) {
      rolls_.push_back(*r);
      continue;
    }
    if (const AttackResolved* a = e.get<AttackResolved>()) {
      std::string w = who(db, b, v, a->attacker);
      w[0] = char(std::toupper(static_cast<unsigned char>(w[0])));
      std::string s = "  " + w + (a->attacker == b.character() ? " attack " : " attacks ") + who(db, b, v, a->target) + ": ";
      std::vector<ModifierRolled> mine;
      for (const ModifierRolled& r : rolls_)
        if (r.attacker == a->attacker) mine.push_back(r);
      // The attack's value before the modifier, when the one roll tells it.
      if (mine.size() == 1 && mine[0].cell.kind == ModifierCell::Add && a->attack_value > 0) s += num(a->attack_value - mine[0].cell.value) + " ";
      else if (mine.size() == 1 && mine[0].cell.kind == ModifierCell::Double) s += num(a->attack_value / 2) + " ";
      for (size_t i = 0; i < mine.size(); ++i)
        s += std::string(i ? " / " : "") + cell_text(mine[i].cell) + " (row " + num(mine[i].row + 1) + ", die " + die_symbol(db, mine[i].face) + ")";
      if (mine.size() > 1) s += " [two dice]";
      s += " = " + num(a->attack_value);
      const int shield = a->attack_value - a->damage;
      if (a->damage == 0 && a->attack_value > 0) s += ", all stopped by shield: 0 damage";
      else s += (shield > 0 ? ", shield " + num(shield) : std::string()) + ": " + num(a->damage) + " damage";
      lines.push_back(s);
      rolls_.clear();
      continue;
    }
    if (is_detail(e) || e.is<AttackResolved>()) continue;
    if (e.is<ObjectiveAttacked>()) rolls_.clear();
    if (e.is<TurnStarted>() || e.is<RoundStarted>()) rolls_.clear();
    std::string line = describe_event(db, b, e);
    // Figures by the names the map gives them.
    auto cap = [](std::string w) { return w.empty() ? w : (w[0] = char(std::toupper(static_cast<unsigned char>(w[0]))), w); };
    if (const TurnStarted* t = e.get<TurnStarted>()) line = "- " + who(db, b, v, t->figure) + (t->figure == b.character() ? ": your turn" : "'s turn");
    if (const DamageSuffered* d = e.get<DamageSuffered>())
      line = "  " + cap(who(db, b, v, d->figure)) + (d->figure == b.character() ? " suffer " : " suffers ") + num(d->amount) +
             " damage (HP " + num(d->hp_after) + ")";
    if (const FigureKilled* k = e.get<FigureKilled>()) line = "  " + cap(who(db, b, v, k->figure)) + (k->figure == b.character() ? " are exhausted" : " dies");
    if (const Healed* h = e.get<Healed>())
      line = "  " + cap(who(db, b, v, h->figure)) + (h->figure == b.character() ? " heal " : " heals ") + num(h->amount) + " (HP " + num(h->hp_after) + ")";
    if (const ConditionGained* c = e.get<ConditionGained>())
      line = "  " + cap(who(db, b, v, c->figure)) + (c->figure == b.character() ? " gain " : " gains ") + std::string(condition_name(c->condition));
    if (const Retaliated* r = e.get<Retaliated>())
      line = "  " + cap(who(db, b, v, r->retaliator)) + (r->retaliator == b.character() ? " retaliate " : " retaliates ") + num(r->amount) +
             " on " + who(db, b, v, r->attacker);
    lines.push_back(line);
  }
  flush_move();
  for (const std::string& l : lines) {
    recent_.push_back(l);
    log_.push_back(l);
  }
  // The last turns: enough lines for a monster round, so that what happened before a new round's
  // card choice is still on screen.
  if (recent_.size() > 12) recent_.erase(recent_.begin(), recent_.end() - 12);
  return lines;
}

std::string Screen::board(const Game& g, const Decision* d) const {
  const ContentDb& db = g.content();
  const Board& b = g.board();
  const MapView v = map_view(db, b, d);
  const ScenarioDef& sc = db.scenarios[size_t(b.scenario)];
  std::string out = "== Scenario " + num(sc.number) + ": " + sc.name + " -- round " + num(b.round) + " ==\n";
  out += draw_map(db, v, colour_) + map_legend(db, v);
  const Figure& hero = b.fig(b.character());
  out += "You: " + db.classes[size_t(b.hero.class_idx)].name + " at " + hex_key(hero.hex) + ", HP " + num(hero.hp) + "/" +
         num(hero.max_hp) + conditions_text(hero.conditions) + ", modifier cube row " + num(b.hero.modifier_row + 1) + "\n";
  std::string piles[5];
  for (const CardState& c : b.hero.cards) {
    const CardDef& cd = db.cards[size_t(c.def)];
    if (c.pile == Pile::Hand) out += "  hand: " + cd.name + " (" + c.side + ") " + side_summary(c.side == 'A' ? cd.a : cd.b) + "\n";
    else piles[int(c.pile)] += (piles[int(c.pile)].empty() ? "" : ", ") + cd.name + " (" + c.side + ")";
  }
  std::string rest;
  const char* names[] = {"hand", "selected", "discard", "lost", "active"};
  for (int p = 1; p < 5; ++p)
    if (!piles[p].empty()) rest += std::string(rest.empty() ? "  " : "; ") + names[p] + ": " + piles[p];
  if (!rest.empty()) out += rest + "\n";
  if (!b.hero.items.empty()) {
    out += "  items:";
    for (const ItemState& it : b.hero.items)
      out += " " + db.items[size_t(it.def)].name + (it.status == ItemStatus::Ready ? "" : it.status == ItemStatus::Spent ? " (spent)" : " (lost)") + ";";
    out.pop_back();
    out += "\n";
  }
  for (const MonsterKey& k : v.monsters) {
    std::string figs;
    for (const Figure& f : b.figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == k.def)
        figs += std::string(figs.empty() ? "" : ", ") + k.symbol + num(f.number) + " HP " + num(f.hp) + "/" + num(f.max_hp) + conditions_text(f.conditions);
    if (figs.empty()) continue;
    const MonsterDef& m = db.monsters[size_t(k.def)];
    std::string line = std::string(1, k.symbol) + " " + m.name;
    if (m.shield) line += " (shield " + num(m.shield) + ")";
    if (m.retaliate) line += " (retaliate " + num(m.retaliate) + ")";
    line += ": " + figs;
    const int slot = b.type_slot(int16_t(k.def));
    if (slot >= 0 && b.types[size_t(slot)].column >= 0) {
      const MonsterColumn& col = m.columns[size_t(b.types[size_t(slot)].column)];
      std::string abil;
      for (const Ability& a : col.abilities) abil += (abil.empty() ? "" : "; ") + describe_ability(a);
      line += "\n    this round: initiative " + num(col.initiative) + " -- " + (abil.empty() ? "-" : abil);
    }
    out += line + "\n";
  }
  if (const std::string e = elements_line(db, b); !e.empty()) out += "Elements to consume: " + e + " (e: where from)\n";
  if (!recent_.empty()) {
    out += "Last events:\n";
    for (const std::string& l : recent_) out += "  " + l + "\n";
  }
  return out;
}

std::string Screen::question(const Game& g, const Decision& d) const {
  const MapView v = map_view(g.content(), g.board(), &d);
  std::string out = d.prompt + decision_facts(d) + "\n";
  for (size_t i = 0; i < d.options.size(); ++i) out += "  " + num(int(i) + 1) + ") " + option_words(g, v, d, d.options[i]) + "\n";
  return out;
}

std::string Screen::option_line(const Game& g, const Decision& d, int index) const {
  const MapView v = map_view(g.content(), g.board(), &d);
  return num(index + 1) + ") " + option_words(g, v, d, d.options[size_t(index)]);
}

std::string Screen::before_question(const Game& g, const Decision& d, const std::vector<std::string>& new_lines, bool full) {
  const uint64_t sig = visible_signature(g.board());
  std::string out;
  if (full || sig != shown_ || names_places(d)) {
    shown_ = sig;
    out = "\n" + board(g, &d) + "\n";
  } else {
    for (const std::string& l : new_lines) out += l + "\n";
  }
  return out + question(g, d);
}

std::string render_decision(const CampaignDecision& d) {
  std::string out = d.prompt + "\n";
  for (size_t i = 0; i < d.options.size(); ++i) out += "  " + std::to_string(i + 1) + ") " + d.options[i].text + "\n";
  return out;
}

}  // namespace bnb::cli
