#include "tools/bnb/map_view.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "tools/bnb/map_ground.h"

namespace bnb::cli {

namespace {

std::string num(int n) { return std::to_string(n); }

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

MapView map_view(const ContentDb& db, const Board& b, const Decision* d, const words::Lang& lang) {
  MapView v = map_ground(db, b.map, b.scenario, lang);
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

MapView map_view(const ContentDb& db, int scenario_idx, const words::Lang& lang) {
  const ScenarioDef& sc = db.scenarios[size_t(scenario_idx)];
  MapView v = map_ground(db, sc.map, scenario_idx, lang);
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
