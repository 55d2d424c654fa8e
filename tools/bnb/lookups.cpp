#include "tools/bnb/lookups.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>

#include "engine/attack/modifier.h"
#include "engine/content/map_legend.h"
#include "engine/elements/elements.h"
#include "engine/game/hook_runner.h"
#include "engine/step/describe.h"

namespace bnb::cli {

namespace {

std::string num(int n) { return std::to_string(n); }

std::string conditions_list(ConditionSet s) {
  std::string out;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += (out.empty() ? "" : ", ") + std::string(condition_name(Condition(c)));
  return out;
}

char builtin_symbol(const Cell& c) {
  switch (c.terrain) {
    case Terrain::Obstacle: return '#';
    case Terrain::Difficult: return '~';
    case Terrain::Hazard: return '^';
    case Terrain::PressurePlate: return '_';
    case Terrain::Objective: return '*';
    case Terrain::Featureless: return c.letter ? c.letter : '.';
  }
  return '?';
}

std::string default_name(Terrain t) { return t == Terrain::Hazard ? "hazard" : t == Terrain::PressurePlate ? "plate" : ""; }

std::string terrain_meaning(const Cell& c, const Map& m) {
  std::string s{terrain_name(c.terrain)};
  std::replace(s.begin(), s.end(), '_', ' ');
  if (c.name >= 0 && m.name(c.name) != default_name(c.terrain)) s += " " + m.name(c.name);
  if (c.letter && c.terrain != Terrain::Featureless) s += " (letter " + std::string(1, c.letter) + ")";
  return s;
}

// The symbol the mod wrote for this hex, or the built-in one.
char cell_symbol(const Cell& c, const Map& m, const Legend& legend) {
  const std::string name = c.name >= 0 ? m.name(c.name) : "";
  for (const LegendEntry& e : legend) {
    const std::string en = e.name.empty() ? default_name(e.terrain) : e.name;
    if (e.terrain == c.terrain && e.letter == c.letter && en == name) return e.symbol;
  }
  return builtin_symbol(c);
}

void add_terrain_key(MapView& v, char symbol, const std::string& meaning) {
  for (const TerrainKey& k : v.terrain)
    if (k.symbol == symbol) return;
  v.terrain.push_back({symbol, meaning});
}

// The scenario's own legend, read from its file once per file and scenario (every screen draws
// the map).
Legend cached_legend(const ScenarioDef& s) {
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, Legend> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  const auto key = std::make_pair(s.source.file, s.id);
  auto it = cache.find(key);
  if (it == cache.end()) it = cache.emplace(key, scenario_legend(s)).first;
  return it->second;
}

MapView ground(const ContentDb& db, const Map& map, int scenario_idx) {
  MapView v;
  const Legend own = scenario_idx >= 0 ? cached_legend(db.scenarios[size_t(scenario_idx)]) : Legend{};
  const Legend* legend = &own;
  bool first = true;
  for (const Cell& c : map.cells()) {
    HexMark m;
    m.hex = c.hex, m.terrain = c.terrain, m.letter = c.letter;
    m.symbol = cell_symbol(c, map, *legend);
    v.hexes.push_back(m);
    if (c.terrain != Terrain::Featureless || !c.letter)
      add_terrain_key(v, m.symbol, c.terrain == Terrain::Featureless ? "floor" : terrain_meaning(c, map));
    if (first) v.qmin = v.qmax = c.hex.q, v.rmin = v.rmax = c.hex.r, first = false;
    v.qmin = std::min<int>(v.qmin, c.hex.q), v.qmax = std::max<int>(v.qmax, c.hex.q);
    v.rmin = std::min<int>(v.rmin, c.hex.r), v.rmax = std::max<int>(v.rmax, c.hex.r);
  }
  // Walls and doors (docs/maps.md), drawn with the symbols a map file uses for them.
  for (Hex h : map.walls()) {
    HexMark m;
    m.hex = h, m.terrain = Terrain::Obstacle, m.symbol = '=', m.wall = true;
    v.hexes.push_back(m);
    add_terrain_key(v, '=', "wall");
    v.qmin = std::min<int>(v.qmin, h.q), v.qmax = std::max<int>(v.qmax, h.q);
    v.rmin = std::min<int>(v.rmin, h.r), v.rmax = std::max<int>(v.rmax, h.r);
  }
  for (const Door& d : map.doors())
    for (HexMark& m : v.hexes)
      if (m.hex == d.hex) {
        m.door = m.symbol = d.open ? '/' : '+';
        add_terrain_key(v, m.door, d.open ? "open door" : "closed door");
      }
  v.thin_walls = map.thin_walls();
  if (!v.thin_walls.empty()) add_terrain_key(v, '|', "thin wall between two hexes");
  std::sort(v.terrain.begin(), v.terrain.end(), [](const TerrainKey& a, const TerrainKey& b) {
    return (a.symbol == '.') != (b.symbol == '.') ? a.symbol == '.' : a.symbol < b.symbol;
  });
  return v;
}

HexMark* mark_at(MapView& v, Hex h) {
  for (HexMark& m : v.hexes)
    if (m.hex == h) return &m;
  return nullptr;
}

char symbol_of(const MapView& v, int def) {
  for (const MonsterKey& k : v.monsters)
    if (k.def == def) return k.symbol;
  return '?';
}

void assign_monster_keys(const ContentDb& db, MapView& v, const std::vector<int>& defs) {
  std::string reserved;  // what the map itself shows: its letters and terrain symbols
  for (const HexMark& m : v.hexes) {
    if (m.letter) reserved += m.letter;
    if (std::isalpha(static_cast<unsigned char>(m.symbol))) reserved += m.symbol;
  }
  const std::vector<char> syms = monster_symbols(db, defs, reserved);
  for (size_t i = 0; i < defs.size(); ++i) v.monsters.push_back({syms[i], defs[i]});
}

std::string side_line(const char* label, const CardSide& s) {
  return std::string(label) + " (initiative " + num(s.initiative) + ")\n    top:    " + describe_action(s.top) +
         "\n    bottom: " + describe_action(s.bottom) + "\n";
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

std::vector<char> monster_symbols(const ContentDb& db, const std::vector<int>& defs, std::string_view reserved) {
  std::vector<char> out;
  auto taken = [&](char c) { return std::find(out.begin(), out.end(), c) != out.end(); };
  auto lower = [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); };
  auto clashes = [&](char c) {
    for (char r : reserved)
      if (lower(r) == lower(c)) return true;
    return false;
  };
  for (int def : defs) {
    const std::string& name = db.monsters[size_t(def)].name;
    std::vector<char> initials;  // last word first
    for (size_t i = 0; i < name.size(); ++i)
      if (std::isalpha(static_cast<unsigned char>(name[i])) && (i == 0 || name[i - 1] == ' ' || name[i - 1] == '-'))
        initials.insert(initials.begin(), name[i]);
    std::vector<char> candidates;
    for (char c : initials) candidates.push_back(char(std::toupper(static_cast<unsigned char>(c))));
    for (char c : initials) candidates.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    for (char c : name)
      if (std::isalpha(static_cast<unsigned char>(c))) candidates.push_back(char(std::toupper(static_cast<unsigned char>(c))));
    for (char c : name)
      if (std::isalpha(static_cast<unsigned char>(c))) candidates.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    for (char c = 'A'; c <= 'Z'; ++c) candidates.push_back(c);
    char pick = '?';
    // First a letter free in both cases (no G1 beside g1), then any free one.
    for (char c : candidates)
      if (!taken(char(std::toupper(static_cast<unsigned char>(c)))) && !taken(lower(c)) && !clashes(c)) {
        pick = c;
        break;
      }
    for (char c : candidates)
      if (pick == '?' && !taken(c)) pick = c;
    out.push_back(pick);
  }
  return out;
}

MapView map_view(const ContentDb& db, const Board& b, const Decision* d) {
  MapView v = ground(db, b.map, b.scenario);
  std::vector<int> defs;
  for (const Figure& f : b.figures)
    if (f.kind == FigureKind::Monster && std::find(defs.begin(), defs.end(), f.type) == defs.end()) defs.push_back(f.type);
  assign_monster_keys(db, v, defs);
  for (const Figure& f : b.figures) {
    if (!f.alive) continue;
    HexMark* m = mark_at(v, f.hex);
    if (!m) continue;
    if (f.kind == FigureKind::Character) {
      m->occupant = Occupant::Hero, m->figure = "@";
    } else {
      m->occupant = Occupant::Monster, m->monster_def = f.type;
      m->figure = std::string(1, symbol_of(v, f.type)) + num(f.number);
    }
  }
  if (d && d->kind != DecisionKind::ChooseTarget)
    for (size_t i = 0; i < d->options.size(); ++i)
      if (const std::optional<Hex>& h = d->options[i].hex)
        if (HexMark* m = mark_at(v, *h); m && m->label.empty()) m->label = num(int(i) + 1);
  return v;
}

MapView map_view(const ContentDb& db, int scenario_idx) {
  const ScenarioDef& sc = db.scenarios[size_t(scenario_idx)];
  MapView v = ground(db, sc.map, scenario_idx);
  std::vector<int> defs;
  for (const Placement& p : sc.monsters) {
    const int def = db.monster_index(p.monster);
    if (def >= 0 && std::find(defs.begin(), defs.end(), def) == defs.end()) defs.push_back(def);
  }
  assign_monster_keys(db, v, defs);
  if (HexMark* m = mark_at(v, sc.start)) m->start = true, m->occupant = Occupant::Hero, m->figure = "@";
  std::vector<std::pair<int, int>> numbers;  // def, last number
  for (const Placement& p : sc.monsters) {
    const int def = db.monster_index(p.monster);
    if (def < 0) continue;
    int n = p.number;
    if (n == 0) {
      n = 1;
      for (const auto& [d, last] : numbers)
        if (d == def) n = std::max(n, last + 1);
    }
    numbers.push_back({def, n});
    if (HexMark* m = mark_at(v, p.hex)) {
      m->occupant = Occupant::Monster, m->monster_def = def;
      m->figure = std::string(1, symbol_of(v, def)) + num(n);
    }
  }
  return v;
}

std::string monster_card(const ContentDb& db, int monster_def, const Board* b) {
  const MonsterDef& m = db.monsters[size_t(monster_def)];
  std::string out = m.name + " (" + m.id + "): " + num(m.hp) + " hit points";
  if (m.shield) out += ", shield " + num(m.shield);
  if (m.retaliate) {
    out += ", retaliate " + num(m.retaliate);
    if (m.retaliate_range > 1) out += " (range " + num(m.retaliate_range) + ")";
    if (m.retaliate_conditions) out += " with " + conditions_list(m.retaliate_conditions);
  }
  if (m.flying) out += ", flying";
  out += "\n";
  if (m.immunities) out += "  immune to: " + conditions_list(m.immunities) + "\n";
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
        if (f.conditions) out += " [" + conditions_list(f.conditions) + "]";
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

std::string elements_line(const ContentDb& db, const Board& b) {
  std::string out;
  for (const Infusion& inf : infusions_now(db, b)) {
    std::string e;
    for (Element el : inf.elements) e += (e.empty() ? "" : " or ") + std::string(element_name(el));
    out += (out.empty() ? "" : ", ") + e;
  }
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

std::string card_text(const ContentDb& db, int card_def) {
  const CardDef& c = db.cards[size_t(card_def)];
  std::string out = c.name + " (" + c.id + ", level " + num(c.level) + ")\n";
  out += "  " + side_line("side A", c.a) + "  " + side_line("side B", c.b);
  if (!c.upgrade_of.empty())
    if (const int i = db.card_index(c.upgrade_of); i >= 0) out += "  replaces " + db.cards[size_t(i)].name + " when chosen as an upgrade\n";
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

std::string item_line(const ContentDb& db, int item_def) {
  const ItemDef& it = db.items[size_t(item_def)];
  return it.name + " (#" + num(it.number) + ") - " + std::string(slot_text(it.slot)) + ", " + usage_text(it);
}

std::string item_text(const ContentDb& db, int item_def) {
  const ItemDef& it = db.items[size_t(item_def)];
  std::string out = item_line(db, item_def) + "\n  use: " + std::string(window_text(it.window));
  if (it.melee_only) out += ", melee attacks only";
  if (it.ranged_only) out += ", ranged attacks only";
  if (it.single_target_only) out += ", single-target attacks only";
  out += "\n  " + (it.text.empty() ? std::string("(no text)") : it.text) + "\n";
  if (it.pair) {
    std::string others;
    for (const ItemDef& o : db.items)
      if (o.pair == it.pair && o.number != it.number) others += (others.empty() ? "" : ", ") + o.name + " (#" + num(o.number) + ")";
    if (!others.empty()) out += "  shares its card with " + others + ": only one of them may be equipped\n";
  }
  if (it.unlocked_by) out += "  available after scenario " + num(it.unlocked_by) + "\n";
  return out;
}

std::string scenario_card(const ContentDb& db, int scenario_idx) {
  const ScenarioDef& s = db.scenarios[size_t(scenario_idx)];
  std::string out = "Scenario " + num(s.number) + ": " + s.name + " (level " + num(s.level) + ", " + s.id + ")\n";
  out += "Goal: " + s.goal_text + "\n";
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
  for (const ObjectiveDef& o : s.objectives)
    rules += "  objective " + (o.name.empty() ? std::string("(unnamed)") : o.name) + " at " + hex_key(o.hex) + ": " +
             (o.hp ? num(o.hp) + " hit points" : std::string("immune to damage")) + "\n";
  for (const std::string& r : s.rules) rules += "  " + r + "\n";
  // Words only: a hazard or plate without its text is named, never its script (bnb validate warns).
  const auto effect = [](const std::map<std::string, std::string>& texts, const std::string& name) {
    const auto it = texts.find(name);
    return it == texts.end() ? std::string("it has an effect of its own") : it->second;
  };
  for (const auto& [name, script] : s.hazards) rules += "  Hazard '" + name + "': " + effect(s.hazard_text, name) + "\n";
  for (const auto& [name, script] : s.pressure_plates)
    rules += "  Pressure plate '" + name + "': " + effect(s.plate_text, name) + "\n";
  out += rules.empty() ? "Special rules: none\n" : "Special rules:\n" + rules;
  std::string mons;
  std::vector<int> seen;
  for (const Placement& p : s.monsters) {
    const int d = db.monster_index(p.monster);
    if (d < 0 || std::find(seen.begin(), seen.end(), d) != seen.end()) continue;
    seen.push_back(d);
    int n = 0;
    for (const Placement& q : s.monsters) n += q.monster == p.monster;
    mons += (mons.empty() ? "" : ", ") + num(n) + " " + db.monsters[size_t(d)].name;
  }
  out += "Monsters: " + (mons.empty() ? std::string("none at the start") : mons) + "\n";
  if (!s.rewards.empty()) {
    std::string r;
    for (int n : s.rewards)
      if (const int i = db.item_index(n); i >= 0) r += (r.empty() ? "" : ", ") + db.items[size_t(i)].name + " (#" + num(n) + ")";
    out += "Rewards: " + r + "\n";
  }
  if (!s.next.empty()) {
    std::string r;
    for (int n : s.next) r += (r.empty() ? "" : ", ") + num(n);
    out += "Unlocks: scenario " + r + "\n";
  }
  return out;
}

std::string class_card(const ContentDb& db, int class_idx) {
  const ClassDef& c = db.classes[size_t(class_idx)];
  std::string out = c.name + " (" + c.id + ")" + (c.style.empty() ? "" : ": " + c.style) + "\n  hit points by level:";
  for (int h : c.hp) out += " " + num(h);
  out += "\n\nLevel-1 cards:\n";
  for (const std::string& id : c.cards)
    if (const int i = db.card_index(id); i >= 0) out += card_text(db, i);
  out += "\nLevel-2 upgrades:\n";
  for (const std::string& id : c.upgrades)
    if (const int i = db.card_index(id); i >= 0) out += card_text(db, i);
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

}  // namespace bnb::cli
