#include "tools/bnb/lookups.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <mutex>

#include "engine/base/content/map_legend.h"

namespace bnb::cli {

namespace {

std::string num(int n) { return std::to_string(n); }

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

}  // namespace bnb::cli
