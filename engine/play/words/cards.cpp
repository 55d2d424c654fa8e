#include "engine/play/words/cards.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "engine/rules/attack/modifier.h"
#include "engine/base/core/scenario_number.h"
#include "engine/rules/elements/elements.h"
#include "engine/rules/scenario/setup_choices.h"
#include "engine/play/game/hook_runner.h"
#include "engine/kernel/step/describe.h"
#include "engine/play/words/say.h"

namespace bnb::words {

namespace {

std::string num(int n) { return std::to_string(n); }

std::string conditions_list(ConditionSet s, const Lang& lang) {
  std::string out;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += (out.empty() ? "" : ", ") + lang.condition(Condition(c));
  return out;
}

std::string side_line(const CardDef& c, char side, const Lang& lang) {
  const CardSide& s = side == 'B' ? c.b : c.a;
  return lang.say(Sentence::CardSideLine, {{"side", std::string(1, side)}, {"initiative", num(s.initiative)},
                                      {"top", action_words(lang.action(c, side, true), 0, lang)},
                                      {"bottom", action_words(lang.action(c, side, false), 0, lang)}});
}

std::string elements_or(const std::vector<Element>& any_of, const Lang& lang) {
  if (any_of.size() == size_t(kElementCount)) return lang.say(Sentence::AnyElement, {});
  std::string out;
  for (size_t i = 0; i < any_of.size(); ++i) out += (i ? "/" : "") + lang.element(any_of[i]);
  return out;
}

// The ability `out` with what paying a consumption adds to it: "Attack 2 (consume fire: +1 Attack, wound)".
std::string consumption_words(std::string out, const Ability& a, const Consumption& c, const Lang& lang) {
  std::string elements;
  for (const ElementCost& cost : c.costs) elements += (elements.empty() ? "" : " + ") + elements_or(cost.any_of, lang);
  Ability bare;
  bare.kind = a.kind;
  std::string verb = describe_ability(bare);  // "Attack 0": the verb's name
  verb = verb.substr(0, verb.find(' '));
  std::string gains;
  const auto add = [&](const std::string& g) { gains += (gains.empty() ? "" : ", ") + g; };
  if (c.value) add(lang.say(Sentence::GainValue, {{"n", num(c.value)}, {"verb", verb}}));
  if (c.range) add(lang.say(Sentence::GainValue, {{"n", num(c.range)}, {"verb", "range"}}));
  if (c.targets) add(lang.say(Sentence::GainValue, {{"n", num(c.targets)}, {"verb", "target"}}));
  Ability effects;  // the effects, worded as on an ability (", wound, push 1")
  effects.kind = AbilityKind::Attack, effects.effects = c.effects;
  const std::string e = describe_ability(effects);
  if (const size_t comma = e.find(", "); comma != std::string::npos) add(e.substr(comma + 2));
  return lang.say(Sentence::AbilityConsuming, {{"ability", std::move(out)}, {"elements", elements}, {"gains", gains}});
}

std::string column_text(const MonsterColumn& col) {
  std::string abil;
  for (const Ability& a : col.abilities) abil += (abil.empty() ? "" : "; ") + describe_ability(a);
  for (const std::vector<Element>& inf : col.infuse) {
    std::string e;
    for (Element el : inf) e += (e.empty() ? "" : "/") + std::string(element_name(el));
    abil += (abil.empty() ? "" : "; ") + std::string("infuse ") + e;
  }
  return "initiative " + num(col.initiative) + ": " + (abil.empty() ? "-" : abil);
}


}  // namespace

std::string ability_words(const Ability& a, const Lang& lang) {
  Ability plain = a;
  plain.consumes.clear();
  std::string out = describe_ability(plain);
  for (const Consumption& c : a.consumes) out = consumption_words(std::move(out), a, c, lang);
  return out;
}

std::string action_words(const Action& a, uint32_t skipped, const Lang& lang) {
  std::string out;
  const auto part = [&](const std::string& p) {
    if (!out.empty() && out.back() == '.') out.pop_back();  // a scripted ability's sentence, continued
    out += (out.empty() ? "" : "; ") + p;
  };
  for (size_t i = 0; i < a.abilities.size(); ++i)
    if (i >= 32 || !(skipped & (1u << i))) part(ability_words(a.abilities[i], lang));
  if (a.active != ActiveKind::None) {
    std::string bonus;  // what the bonus gives; without it, the abilities above are the bonus
    const auto add = [&](const std::string& g) { bonus += (bonus.empty() ? "" : ", ") + g; };
    if (a.shield) add(lang.say(Sentence::ShieldBonus, {{"n", num(a.shield)}}));
    if (a.retaliate)
      add(a.retaliate_range > 1 ? lang.say(Sentence::RetaliateRangeBonus, {{"n", num(a.retaliate)}, {"range", num(a.retaliate_range)}})
                                : lang.say(Sentence::RetaliateBonus, {{"n", num(a.retaliate)}}));
    if (!a.text.empty()) {
      std::string t = a.text;
      if (out.empty() && bonus.empty()) t[0] = char(std::toupper(static_cast<unsigned char>(t[0])));
      add(t);
    }
    const bool whole = bonus.empty();
    if (whole) bonus = out;
    bonus = a.active == ActiveKind::Round ? lang.say(Sentence::BonusRound, {{"bonus", bonus}})
            : a.uses                      ? lang.say(Sentence::BonusPersistentUses, {{"bonus", bonus}, {"n", num(a.uses)}})
                                          : lang.say(Sentence::BonusPersistent, {{"bonus", bonus}});
    if (whole) out = bonus;
    else part(bonus);
  }
  if (!a.infuse.empty()) {
    std::string e;
    for (Element el : a.infuse) e += (e.empty() ? "" : ", ") + lang.element(el);
    part(lang.say(Sentence::InfuseAfter, {{"elements", e}}));
  }
  if (out.empty()) out = "-";
  if (a.lost) out = lang.say(a.unrecoverable ? Sentence::ActionLostForGood : Sentence::ActionLost, {{"action", out}});
  return out;
}

std::string monster_card(const ContentDb& db, int monster_def, const Board* b, const Lang& lang) {
  const MonsterDef& m = db.monsters[size_t(monster_def)];
  std::string out = lang.name(m) + " (" + m.id + "): " + num(m.hp) + " hit points";
  if (m.shield) out += ", shield " + num(m.shield);
  if (m.retaliate) {
    out += ", retaliate " + num(m.retaliate);
    if (m.retaliate_range > 1) out += " (range " + num(m.retaliate_range) + ")";
    if (m.retaliate_conditions) out += " with " + conditions_list(m.retaliate_conditions, lang);
  }
  if (m.flying) out += ", flying";
  out += "\n";
  if (m.immunities) out += "  immune to: " + conditions_list(m.immunities, lang) + "\n";
  if (!(m.attack_effects == Effects{})) {
    Ability a;
    a.kind = AbilityKind::Attack, a.value = 0, a.effects = m.attack_effects;
    out += "  every attack adds: " + describe_ability(a) + "\n";
  }
  int rolled = -1;
  if (b)
    if (const int slot = b->type_slot(int16_t(monster_def)); slot >= 0) rolled = b->types[size_t(slot)].column;
  const char* names[] = {"-", "o", "+"};
  for (int c = 0; c < 3; ++c) {
    std::string faces;
    for (size_t f = 0; f < 6; ++f)
      if (db.die.column[f] == c) faces += (faces.empty() ? "" : " ") + db.die.symbol[f];
    out += std::string(c == rolled ? "> " : "  ") + names[c] + " (die " + faces + ") " + column_text(m.columns[size_t(c)]) +
           (c == rolled ? "   <- rolled this round" : "") + "\n";
  }
  if (b) {
    for (const Figure& f : b->figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == monster_def) {
        out += "  " + figure_name(db, *b, f.id) + ": HP " + num(f.hp) + "/" + num(f.max_hp);
        if (f.conditions) out += " [" + conditions_list(f.conditions, lang) + "]";
        if (f.round_shield) out += ", shield +" + num(f.round_shield) + " this round";
        if (f.round_retaliate) out += ", retaliate +" + num(f.round_retaliate) + " this round";
        out += "\n";
      }
  }
  return out;
}

std::string modifier_table_text(const ModifierTable& t, int cube_row) {
  std::string out = "         -       o       +\n";
  for (int r = 0; r < 6; ++r) {
    std::string line = (r == cube_row ? "  >" : "   ") + num(r + 1) + "  ";
    for (int c = 0; c < 3; ++c) {
      std::string cell = cell_text(t.at(r, c));
      cell.resize(std::max<size_t>(cell.size(), 8), ' ');
      line += cell;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + (r == cube_row ? "   <- cube" : "") + "\n";
  }
  return out;
}

std::string modifier_tables(const ContentDb& db, const Board& b) {
  const ClassDef& c = db.classes[size_t(b.hero.class_idx)];
  std::string out = "Your modifier table (" + c.name + ", level " + num(b.hero.level) + "), cube on row " +
                    num(b.hero.modifier_row + 1) + ":\n" +
                    modifier_table_text(c.tables[size_t(std::clamp<int>(b.hero.level, 1, 5) - 1)], b.hero.modifier_row);
  const Difficulty& d = db.monster_tables[size_t(b.difficulty)];
  out += "Monster modifier table (" + d.id + "), cube on row " + num(b.monster_row + 1) + ":\n" +
         modifier_table_text(d.table, b.monster_row);
  out += "The die picks the column; the cube's row is used and then moves down one row.\n";
  return out;
}

namespace {
std::vector<Infusion> infusions_now(const ContentDb& db, const Board& b) {
  Board copy = b;
  GameHooks hooks(nullptr);
  std::vector<uint16_t> answers;
  EventSink sink;
  const Ctx ctx(db, hooks, copy, answers, sink);
  return available_infusions(ctx);
}
}  // namespace

std::vector<ElementGroup> element_groups(const ContentDb& db, const Board& b, const Lang& lang) {
  std::vector<ElementGroup> out;
  for (const Infusion& inf : infusions_now(db, b)) {
    auto same = std::find_if(out.begin(), out.end(), [&](const ElementGroup& g) { return g.elements == inf.elements; });
    if (same == out.end()) same = out.insert(out.end(), ElementGroup{inf.elements, 0, ""});
    ++same->count;
  }
  for (ElementGroup& g : out) {
    std::string e;
    if (g.elements.size() == size_t(kElementCount)) e = lang.say(Sentence::AnyElement, {});
    else
      for (Element el : g.elements) e += (e.empty() ? "" : " or ") + lang.element(el);
    g.text = g.count > 1 ? lang.say(Sentence::ElementTimes, {{"elements", e}, {"n", num(g.count)}}) : e;
  }
  return out;
}

std::string elements_line(const ContentDb& db, const Board& b, const Lang& lang) {
  std::string out;
  for (const ElementGroup& g : element_groups(db, b, lang)) out += (out.empty() ? "" : ", ") + g.text;
  return out;
}

std::string elements_text(const ContentDb& db, const Board& b) {
  const std::vector<Infusion> infs = infusions_now(db, b);
  if (infs.empty()) return "No element can be consumed now.\n";
  std::string out = "Elements that can be consumed now (each infusion once per round):\n";
  for (const Infusion& inf : infs) {
    std::string e;
    for (Element el : inf.elements) e += (e.empty() ? "" : " or ") + std::string(element_name(el));
    std::string from;
    if (inf.source == Infusion::Card) {
      const CardState& cs = b.hero.cards[size_t(inf.index)];
      from = "your card " + db.cards[size_t(cs.def)].name + " (" + std::string(pile_name(cs.pile)) + ")";
    } else if (inf.source == Infusion::Monster) {
      from = "the " + db.monsters[size_t(b.types[size_t(inf.index)].def)].name + " action rolled this round";
    } else {
      from = "an item or a scenario rule this round";
    }
    out += "  " + e + ": from " + from + "\n";
  }
  return out;
}

std::string card_text(const ContentDb& db, int card_def, const Lang& lang) {
  const CardDef& c = db.cards[size_t(card_def)];
  std::string out = lang.name(c) + " (level " + num(c.level) + ")\n";
  out += "  " + side_line(c, 'A', lang) + "\n  " + side_line(c, 'B', lang) + "\n";
  if (!c.upgrade_of.empty())
    if (const int i = db.card_index(c.upgrade_of); i >= 0) out += "  replaces " + lang.name(db.cards[size_t(i)]) + " when chosen as an upgrade\n";
  return out;
}

std::string_view slot_text(ItemSlot s) {
  switch (s) {
    case ItemSlot::OneHand: return "one hand";
    case ItemSlot::TwoHand: return "two hands";
    case ItemSlot::Small: return "small item";
  }
  return "?";
}

std::string usage_text(const ItemDef& it) {
  switch (it.usage) {
    case ItemUsage::Spent: return "spent (a long rest recovers it)";
    case ItemUsage::Lost: return "lost (once per scenario)";
    case ItemUsage::Passive:  // no usage icon: reusable; with a window, used when the player chooses
      return it.window == ItemWindow::Passive ? "passive (always in effect)"
                                              : "reusable (no use spends it; you choose when to use it)";
    case ItemUsage::MultiUse: return num(it.uses) + " uses";
  }
  return "?";
}

std::string_view window_text(ItemWindow w) {
  switch (w) {
    case ItemWindow::YourTurn: return "during your turn";
    case ItemWindow::YourAttack: return "during your attack";
    case ItemWindow::AfterYourAttack: return "after your attack";
    case ItemWindow::EnemyAttack: return "when an enemy attacks you";
    case ItemWindow::AfterEnemyAttack: return "after an enemy attacks you";
    case ItemWindow::AfterInitiative: return "after initiative is determined";
    case ItemWindow::YourMovement: return "during your movement";
    case ItemWindow::Passive: return "always";
  }
  return "?";
}

std::string item_line(const ContentDb& db, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  return lang.name(it) + " (#" + num(it.number) + ") - " + std::string(slot_text(it.slot)) + ", " + usage_text(it);
}

std::string equip_words(const ContentDb& db, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  return lang.say(Sentence::Equip, {{"item", item_line(db, item_def, lang)}, {"when", std::string(window_text(it.window))}, {"text", lang.item_text(it)}});
}

std::string equip_block_words(const ContentDb& db, const CharacterState& h, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  switch (equip_block(db, h, item_def)) {
    case EquipBlock::None:
    case EquipBlock::Equipped: return "";
    case EquipBlock::PairEquipped:
      for (const ItemState& s : h.items)
        if (db.items[size_t(s.def)].pair == it.pair) return "its pair " + lang.name(db.items[size_t(s.def)]) + " is equipped";
      return "its pair is equipped";
    case EquipBlock::HandsFull: return std::string("needs ") + (it.slot == ItemSlot::TwoHand ? "two free hands" : "a free hand");
    case EquipBlock::SmallSlotsFull: return "the small-item slots are full";
  }
  return "";
}

std::string item_text(const ContentDb& db, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  std::string out = item_line(db, item_def, lang) + "\n  use: " + std::string(window_text(it.window));
  if (it.melee_only) out += ", melee attacks only";
  if (it.ranged_only) out += ", ranged attacks only";
  if (it.single_target_only) out += ", single-target attacks only";
  out += "\n  " + (it.text.empty() ? std::string("(no text)") : lang.item_text(it)) + "\n";
  if (it.pair) {
    std::string others;
    for (const ItemDef& o : db.items)
      if (o.pair == it.pair && o.number != it.number) others += (others.empty() ? "" : ", ") + lang.name(o) + " (#" + num(o.number) + ")";
    if (!others.empty()) out += "  shares its card with " + others + ": only one of them may be equipped\n";
  }
  if (it.unlocked_by) out += "  available after scenario " + num(it.unlocked_by) + "\n";
  return out;
}

std::vector<std::string> special_rules(const ContentDb& db, int scenario_idx, const Lang& lang) {
  const ScenarioDef& s = db.scenarios[size_t(scenario_idx)];
  std::vector<std::string> out;
  // An objective is named as the map shows it: by its letter (the terminal's legend and the page
  // draw it), never by coordinates.
  for (size_t i = 0; i < s.objectives.size(); ++i) {
    const ObjectiveDef& o = s.objectives[i];
    const Cell* c = s.map.at(o.hex);
    const std::string name = o.name.empty() ? lang.say(Sentence::ObjectiveUnnamed, {}) : lang.objective(s, i);
    const std::string what = o.hp ? lang.say(Sentence::ObjectiveHp, {{"n", num(o.hp)}}) : lang.say(Sentence::ObjectiveImmune, {});
    out.push_back(c && c->letter ? lang.say(Sentence::ObjectiveAtLetter, {{"name", name}, {"letter", std::string(1, c->letter)}, {"what", what}})
                                 : lang.say(Sentence::ObjectiveOnMap, {{"name", name}, {"what", what}}));
  }
  for (size_t i = 0; i < s.rules.size(); ++i) out.push_back(lang.rule(s, i));
  // Words only: a hazard or plate without its text is named, never its script (bnb validate warns).
  const auto effect = [](const std::map<std::string, std::string>& texts, const std::string& name) {
    const auto it = texts.find(name);
    return it == texts.end() ? std::string("It has an effect of its own.") : it->second;
  };
  for (const auto& [name, script] : s.hazards)
    out.push_back("Hazard '" + lang.map_name(s, name) + "': " + lang.hazard_text(s, name, effect(s.hazard_text, name)));
  for (const auto& [name, script] : s.pressure_plates)
    out.push_back("Pressure plate '" + lang.map_name(s, name) + "': " + lang.plate_text(s, name, effect(s.plate_text, name)));
  return out;
}

std::string scenario_card(const ContentDb& db, int scenario_idx, const Lang& lang) {
  const ScenarioDef& s = db.scenarios[size_t(scenario_idx)];
  std::string out = "Scenario " + scenario_number_text(s.number) + ": " + lang.name(s) + " (level " + num(s.level) + ", " + s.id + ")\n";
  out += "Goal: " + lang.goal(s) + "\n";
  if (!s.classes_allowed.empty()) {
    std::string c;
    for (const std::string& id : s.classes_allowed) c += (c.empty() ? "" : ", ") + id;
    out += "Only for: " + c + "\n";
  }
  if (!s.classes_excluded.empty()) {
    std::string c;
    for (const std::string& id : s.classes_excluded) c += (c.empty() ? "" : ", ") + id;
    out += "Not for: " + c + "\n";
  }
  std::string rules;
  for (const std::string& r : special_rules(db, scenario_idx, lang)) rules += "  " + r + "\n";
  out += rules.empty() ? "Special rules: none\n" : "Special rules:\n" + rules;
  std::string mons;
  std::vector<int> seen;
  for (const Placement& p : s.monsters) {
    const int d = db.monster_index(p.monster);
    if (d < 0 || std::find(seen.begin(), seen.end(), d) != seen.end()) continue;
    seen.push_back(d);
    int n = 0;
    for (const Placement& q : s.monsters) n += q.monster == p.monster;
    mons += (mons.empty() ? "" : ", ") + num(n) + " " + lang.name(db.monsters[size_t(d)]);
  }
  out += "Monsters: " + (mons.empty() ? std::string("none at the start") : mons) + "\n";
  if (!s.rewards.empty()) {
    std::string r;
    for (int n : s.rewards)
      if (const int i = db.item_index(n); i >= 0) r += (r.empty() ? "" : ", ") + lang.name(db.items[size_t(i)]) + " (#" + num(n) + ")";
    out += "Rewards: " + r + "\n";
  }
  if (!s.next.empty()) {
    std::string r;
    for (int n : s.next) r += (r.empty() ? "" : ", ") + num(n);
    out += "Unlocks: scenario " + r + "\n";
  }
  return out;
}

std::string class_card(const ContentDb& db, int class_idx, const Lang& lang) {
  const ClassDef& c = db.classes[size_t(class_idx)];
  std::string out = lang.name(c) + " (" + c.id + ")" + (c.style.empty() ? "" : ": " + lang.style(c)) + "\n  hit points by level:";
  for (int h : c.hp) out += " " + num(h);
  out += "\n\nLevel-1 cards:\n";
  for (const std::string& id : c.cards)
    if (const int i = db.card_index(id); i >= 0) out += card_text(db, i, lang);
  out += "\nLevel-2 upgrades:\n";
  for (const std::string& id : c.upgrades)
    if (const int i = db.card_index(id); i >= 0) out += card_text(db, i, lang);
  out += "\nModifier table at level 1:\n" + modifier_table_text(c.tables[0], -1);
  return out;
}

std::string initiative_order(const ContentDb& db, const Board& b) {
  if (b.order.empty()) return "The initiative order is set once the cards of the round are chosen.\n";
  std::string out = "Round " + num(b.round) + " initiative order:\n";
  for (size_t i = 0; i < b.order.size(); ++i) {
    const TurnEntry& t = b.order[i];
    std::string who = t.monster_type < 0 ? "you" : db.monsters[size_t(b.types[size_t(t.monster_type)].def)].name;
    const char* state = t.done ? "done" : int(i) == b.turn ? "acting" : "to come";
    out += "  " + num(t.initiative) + "  " + who + " (" + state + ")\n";
  }
  return out;
}

}  // namespace bnb::words
