#include "engine/play/words/cards.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "engine/base/core/scenario_number.h"
#include "engine/rules/elements/elements.h"
#include "engine/rules/scenario/setup_choices.h"
#include "engine/play/game/hook_runner.h"
#include "engine/kernel/step/describe.h"
#include "engine/play/words/abilities.h"
#include "engine/play/words/say.h"

namespace bnb::words {

namespace {

using S = Sentence;

std::string num(int n) { return std::to_string(n); }
const char* yes(bool b) { return b ? "yes" : "no"; }

std::string side_line(const CardDef& c, char side, const Lang& lang) {
  const CardSide& s = side == 'B' ? c.b : c.a;
  return lang.say(S::CardSideLine, {{"side", std::string(1, side)}, {"initiative", num(s.initiative)},
                                    {"top", action_words(lang.action(c, side, true), 0, lang)},
                                    {"bottom", action_words(lang.action(c, side, false), 0, lang)}});
}

// "fire or ice" for a mixed infusion, "any element" for a wild one.
std::string infusion_words(const std::vector<Element>& elements, const Lang& lang) {
  if (elements.size() == size_t(kElementCount)) return lang.say(S::AnyElement, {});
  if (elements.size() == 2) return lang.say(S::ElementOr, {{"first", lang.element(elements[0])}, {"second", lang.element(elements[1])}});
  std::vector<std::string> items;
  for (Element e : elements) items.push_back(lang.element(e));
  return lang.list(items);
}

std::string column_text(const MonsterColumn& col, const Lang& lang) {
  std::string abil;
  for (const Ability& a : col.abilities) abil += (abil.empty() ? "" : "; ") + ability_words(a, lang);
  for (const std::vector<Element>& inf : col.infuse)
    abil += (abil.empty() ? "" : "; ") + lang.say(S::InfuseAfter, {{"elements", infusion_words(inf, lang)}});
  return lang.say(S::MonsterColumn, {{"n", num(col.initiative)}, {"abilities", abil.empty() ? "-" : abil}});
}

}  // namespace

std::string monster_card(const ContentDb& db, int monster_def, const Board* b, const Lang& lang) {
  const MonsterDef& m = db.monsters[size_t(monster_def)];
  std::string out = lang.say(S::MonsterCardHead, {{"name", lang.name(m)}, {"id", m.id}, {"hp", m.hp}, {"shield", m.shield}, {"retaliate", m.retaliate},
                                                  {"range", m.retaliate_range}, {"condition_count", std::popcount(unsigned(m.retaliate_conditions))},
                                                  {"conditions", conditions_list(m.retaliate_conditions, lang)}, {"flying", yes(m.flying)}});
  out += "\n";
  if (m.immunities) out += "  " + lang.say(S::MonsterImmune, {{"conditions", conditions_list(m.immunities, lang)}}) + "\n";
  if (!m.attack_effects.empty()) out += "  " + lang.say(S::MonsterAttacksAdd, {{"effects", effects_words(m.attack_effects, lang)}}) + "\n";
  int rolled = -1;
  if (b)
    if (const int slot = b->type_slot(int16_t(monster_def)); slot >= 0) rolled = b->types[size_t(slot)].column;
  const char* names[] = {"-", "o", "+"};
  for (int c = 0; c < 3; ++c) {
    std::string faces;
    for (size_t f = 0; f < 6; ++f)
      if (db.die.column[f] == c) faces += (faces.empty() ? "" : " ") + db.die.symbol[f];
    out += std::string(c == rolled ? "> " : "  ") +
           lang.say(S::MonsterDieColumn, {{"column", names[c]}, {"faces", faces}, {"text", column_text(lang.column(m, size_t(c)), lang)}}) +
           (c == rolled ? "   " + lang.say(S::RolledThisRound, {}) : "") + "\n";
  }
  if (b) {
    for (const Figure& f : b->figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == monster_def)
        out += "  " + lang.say(S::MonsterFigureLine, {{"who", lang.name(m) + " " + num(f.number)}, {"hp", num(f.hp)}, {"max_hp", num(f.max_hp)},
                                                      {"condition_count", std::popcount(unsigned(f.conditions))},
                                                      {"conditions", conditions_list(f.conditions, lang)},
                                                      {"shield", int(f.round_shield)}, {"retaliate", int(f.round_retaliate)}}) + "\n";
  }
  return out;
}

std::string modifier_table_text(const ModifierTable& t, int cube_row, const Lang& lang) {
  std::string out = "         -       o       +\n";
  for (int r = 0; r < 6; ++r) {
    std::string line = (r == cube_row ? "  >" : "   ") + num(r + 1) + "  ";
    for (int c = 0; c < 3; ++c) {
      std::string cell = cell_words(t.at(r, c), lang);
      cell.resize(std::max<size_t>(cell.size(), 8), ' ');
      line += cell;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + (r == cube_row ? "   " + lang.say(S::CubeHere, {}) : "") + "\n";
  }
  return out;
}

std::string modifier_tables(const ContentDb& db, const Board& b, const Lang& lang) {
  const ClassDef& c = db.classes[size_t(b.hero.class_idx)];
  std::string out = lang.say(S::YourModifierTable, {{"class", lang.name(c)}, {"level", num(b.hero.level)}, {"row", num(b.hero.modifier_row + 1)}}) + "\n" +
                    modifier_table_text(c.tables[size_t(std::clamp<int>(b.hero.level, 1, 5) - 1)], b.hero.modifier_row, lang);
  const Difficulty& d = db.monster_tables[size_t(b.difficulty)];
  out += lang.say(S::MonsterModifierTable, {{"difficulty", d.id}, {"row", num(b.monster_row + 1)}}) + "\n" +
         modifier_table_text(d.table, b.monster_row, lang);
  out += lang.say(S::ModifierTablesHowTo, {}) + "\n";
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
    const std::string e = infusion_words(g.elements, lang);
    g.text = g.count > 1 ? lang.say(S::ElementTimes, {{"elements", e}, {"n", num(g.count)}}) : e;
  }
  return out;
}

std::string elements_line(const ContentDb& db, const Board& b, const Lang& lang) {
  std::vector<std::string> items;
  for (const ElementGroup& g : element_groups(db, b, lang)) items.push_back(g.text);
  return lang.list(items);
}

std::string elements_text(const ContentDb& db, const Board& b, const Lang& lang) {
  const std::vector<Infusion> infs = infusions_now(db, b);
  if (infs.empty()) return lang.say(S::NoElementNow, {}) + "\n";
  std::string out = lang.say(S::ElementsNow, {}) + "\n";
  for (const Infusion& inf : infs) {
    const std::string e = infusion_words(inf.elements, lang);
    if (inf.source == Infusion::Card) {
      const CardState& cs = b.hero.cards[size_t(inf.index)];
      out += "  " + lang.say(S::ElementFromCard, {{"elements", e}, {"card", lang.name(db.cards[size_t(cs.def)])}, {"pile", std::string(pile_name(cs.pile))}});
    } else if (inf.source == Infusion::Monster) {
      out += "  " + lang.say(S::ElementFromMonster, {{"elements", e}, {"monster", lang.name(db.monsters[size_t(b.types[size_t(inf.index)].def)])}});
    } else {
      out += "  " + lang.say(S::ElementFromElsewhere, {{"elements", e}});
    }
    out += "\n";
  }
  return out;
}

std::string card_text(const ContentDb& db, int card_def, const Lang& lang) {
  const CardDef& c = db.cards[size_t(card_def)];
  std::string out = lang.say(S::CardHead, {{"card", lang.name(c)}, {"level", num(c.level)}}) + "\n";
  out += "  " + side_line(c, 'A', lang) + "\n  " + side_line(c, 'B', lang) + "\n";
  if (!c.upgrade_of.empty())
    if (const int i = db.card_index(c.upgrade_of); i >= 0) out += "  " + lang.say(S::CardReplaces, {{"card", lang.name(db.cards[size_t(i)])}}) + "\n";
  return out;
}

std::string slot_text(ItemSlot s, const Lang& lang) { return lang.say(S::ItemSlotName, {{"slot", std::string(kSlotNames[s])}}); }

std::string usage_text(const ItemDef& it, const Lang& lang) {
  // No usage icon: reusable; with a window, used when the player chooses.
  std::string usage(kUsageNames[it.usage]);
  if (it.usage == ItemUsage::Passive && it.window != ItemWindow::Passive) usage = "reusable";
  return lang.say(S::ItemUsageName, {{"usage", usage}, {"n", it.uses}});
}

std::string window_text(ItemWindow w, const Lang& lang) { return lang.say(S::ItemWindowName, {{"window", std::string(kWindowNames[w])}}); }

std::string item_line(const ContentDb& db, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  return lang.say(S::ItemLine, {{"item", lang.name(it)}, {"number", num(it.number)}, {"slot", slot_text(it.slot, lang)}, {"usage", usage_text(it, lang)}});
}

std::string equip_words(const ContentDb& db, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  return lang.say(S::Equip, {{"item", item_line(db, item_def, lang)}, {"when", window_text(it.window, lang)}, {"text", lang.item_text(it)}});
}

std::string equip_block_words(const ContentDb& db, const CharacterState& h, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  switch (equip_block(db, h, item_def)) {
    case EquipBlock::None:
    case EquipBlock::Equipped: return "";
    case EquipBlock::PairEquipped:
      for (const ItemState& s : h.items)
        if (db.items[size_t(s.def)].pair == it.pair) return lang.say(S::BlockedByPair, {{"item", lang.name(db.items[size_t(s.def)])}});
      return lang.say(S::BlockedByPairUnnamed, {});
    case EquipBlock::HandsFull: return lang.say(S::BlockedHands, {{"hands", it.slot == ItemSlot::TwoHand ? "two" : "one"}});
    case EquipBlock::SmallSlotsFull: return lang.say(S::BlockedSmallSlots, {});
  }
  return "";
}

std::string item_text(const ContentDb& db, int item_def, const Lang& lang) {
  const ItemDef& it = db.items[size_t(item_def)];
  std::string out = item_line(db, item_def, lang) + "\n  " +
                    lang.say(S::ItemUse, {{"window", window_text(it.window, lang)}, {"melee", yes(it.melee_only)},
                                          {"ranged", yes(it.ranged_only)}, {"single", yes(it.single_target_only)}});
  out += "\n  " + (it.text.empty() ? lang.say(S::ItemNoText, {}) : lang.item_text(it)) + "\n";
  if (it.pair) {
    std::vector<std::string> others;
    for (const ItemDef& o : db.items)
      if (o.pair == it.pair && o.number != it.number) others.push_back(lang.say(S::ItemNumbered, {{"item", lang.name(o)}, {"number", num(o.number)}}));
    if (!others.empty()) out += "  " + lang.say(S::ItemSharesCard, {{"items", lang.list(others)}}) + "\n";
  }
  if (it.unlocked_by) out += "  " + lang.say(S::ItemAvailableAfter, {{"n", num(it.unlocked_by)}}) + "\n";
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
    const std::string name = o.name.empty() ? lang.say(S::ObjectiveUnnamed, {}) : lang.objective(s, i);
    const std::string what = o.hp ? lang.say(S::ObjectiveHp, {{"n", num(o.hp)}}) : lang.say(S::ObjectiveImmune, {});
    out.push_back(c && c->letter ? lang.say(S::ObjectiveAtLetter, {{"name", name}, {"letter", std::string(1, c->letter)}, {"what", what}})
                                 : lang.say(S::ObjectiveOnMap, {{"name", name}, {"what", what}}));
  }
  for (size_t i = 0; i < s.rules.size(); ++i) out.push_back(lang.rule(s, i));
  // Words only: a hazard or plate without its text is named, never its script (bnb validate warns).
  const auto effect = [&](const std::map<std::string, std::string>& texts, const std::string& name) {
    const auto it = texts.find(name);
    return it == texts.end() ? lang.say(S::EffectOfItsOwn, {}) : it->second;
  };
  for (const auto& [name, script] : s.hazards)
    out.push_back(lang.say(S::HazardRule, {{"kind", "hazard"}, {"name", lang.map_name(s, name)}, {"text", lang.hazard_text(s, name, effect(s.hazard_text, name))}}));
  for (const auto& [name, script] : s.pressure_plates)
    out.push_back(lang.say(S::HazardRule, {{"kind", "plate"}, {"name", lang.map_name(s, name)}, {"text", lang.plate_text(s, name, effect(s.plate_text, name))}}));
  return out;
}

std::string scenario_card(const ContentDb& db, int scenario_idx, const Lang& lang) {
  const ScenarioDef& s = db.scenarios[size_t(scenario_idx)];
  std::string out = lang.say(S::ScenarioHead, {{"number", scenario_number_text(s.number)}, {"name", lang.name(s)}, {"level", num(s.level)}, {"id", s.id}}) + "\n";
  out += lang.say(S::ScenarioGoal, {{"goal", lang.goal(s)}}) + "\n";
  if (!s.classes_allowed.empty()) out += lang.say(S::ScenarioOnlyFor, {{"classes", lang.list(s.classes_allowed)}}) + "\n";
  if (!s.classes_excluded.empty()) out += lang.say(S::ScenarioNotFor, {{"classes", lang.list(s.classes_excluded)}}) + "\n";
  std::string rules;
  for (const std::string& r : special_rules(db, scenario_idx, lang)) rules += "  " + r + "\n";
  out += rules.empty() ? lang.say(S::SpecialRulesNone, {}) + "\n" : lang.say(S::SpecialRules, {}) + "\n" + rules;
  std::vector<std::string> mons;
  std::vector<int> seen;
  for (const Placement& p : s.monsters) {
    const int d = db.monster_index(p.monster);
    if (d < 0 || std::find(seen.begin(), seen.end(), d) != seen.end()) continue;
    seen.push_back(d);
    int n = 0;
    for (const Placement& q : s.monsters) n += q.monster == p.monster;
    mons.push_back(lang.say(S::MonsterCount, {{"n", n}, {"monster", lang.name(db.monsters[size_t(d)])}}));
  }
  out += lang.say(S::ScenarioMonsters, {{"count", int(mons.size())}, {"monsters", lang.list(mons)}}) + "\n";
  if (!s.rewards.empty()) {
    std::vector<std::string> r;
    for (int n : s.rewards)
      if (const int i = db.item_index(n); i >= 0) r.push_back(lang.say(S::ItemNumbered, {{"item", lang.name(db.items[size_t(i)])}, {"number", num(n)}}));
    out += lang.say(S::ScenarioRewards, {{"items", lang.list(r)}}) + "\n";
  }
  if (!s.next.empty()) {
    std::vector<std::string> r;
    for (int n : s.next) r.push_back(num(n));
    out += lang.say(S::ScenarioUnlocks, {{"count", int(r.size())}, {"scenarios", lang.list(r)}}) + "\n";
  }
  return out;
}

std::string class_card(const ContentDb& db, int class_idx, const Lang& lang) {
  const ClassDef& c = db.classes[size_t(class_idx)];
  std::string hp;
  for (int h : c.hp) hp += (hp.empty() ? "" : " ") + num(h);
  std::string out = lang.say(c.style.empty() ? S::ClassHead : S::ClassHeadStyle, {{"name", lang.name(c)}, {"id", c.id}, {"style", lang.style(c)}}) + "\n  " +
                    lang.say(S::ClassHitPoints, {{"list", hp}});
  out += "\n\n" + lang.say(S::ClassLevelOneCards, {}) + "\n";
  for (const std::string& id : c.cards)
    if (const int i = db.card_index(id); i >= 0) out += card_text(db, i, lang);
  out += "\n" + lang.say(S::ClassUpgrades, {}) + "\n";
  for (const std::string& id : c.upgrades)
    if (const int i = db.card_index(id); i >= 0) out += card_text(db, i, lang);
  out += "\n" + lang.say(S::ClassModifierTable, {}) + "\n" + modifier_table_text(c.tables[0], -1, lang);
  return out;
}

std::string initiative_order(const ContentDb& db, const Board& b, const Lang& lang) {
  if (b.order.empty()) return lang.say(S::OrderNotSet, {}) + "\n";
  std::string out = lang.say(S::OrderHead, {{"n", num(b.round)}}) + "\n";
  for (size_t i = 0; i < b.order.size(); ++i) {
    const TurnEntry& t = b.order[i];
    const std::string who = t.monster_type < 0 ? lang.say(S::You, {}) : lang.name(db.monsters[size_t(b.types[size_t(t.monster_type)].def)]);
    const char* state = t.done ? "done" : int(i) == b.turn ? "acting" : "to_come";
    out += "  " + lang.say(S::OrderLine, {{"n", num(t.initiative)}, {"who", who}, {"state", state}}) + "\n";
  }
  return out;
}

}  // namespace bnb::words
