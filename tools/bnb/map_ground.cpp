#include "tools/bnb/map_ground.h"

#include <algorithm>
#include <map>
#include <mutex>

#include "engine/base/content/map_legend.h"
#include "engine/play/words/lang.h"

namespace bnb::cli {

namespace {

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

// A terrain key's word ("floor", "open_door", a terrain's file name) in the player's language.
std::string terrain_word(const words::Lang& lang, std::string_view terrain) {
  return lang.say(words::Sentence::MapTerrain, {{"terrain", std::string(terrain)}});
}

// "obstacle", "pressure plate lever", "obstacle (letter G)": the name is the map's own (a mod's
// word, in the player's language when the mod's texts give it).
std::string terrain_meaning(const Cell& c, const Map& m, const ScenarioDef* sc, const words::Lang& lang) {
  std::string s = terrain_word(lang, terrain_name(c.terrain));
  if (c.name >= 0 && m.name(c.name) != default_name(c.terrain)) {
    const std::string& name = m.name(c.name);
    s = lang.say(words::Sentence::MapTerrainNamed, {{"terrain", s}, {"name", sc ? lang.map_name(*sc, name) : name}});
  }
  if (c.letter && c.terrain != Terrain::Featureless) s = lang.say(words::Sentence::MapTerrainLetter, {{"terrain", s}, {"letter", std::string(1, c.letter)}});
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

}  // namespace

MapView map_ground(const ContentDb& db, const Map& map, int scenario_idx, const words::Lang& lang) {
  MapView v;
  const ScenarioDef* sc = scenario_idx >= 0 ? &db.scenarios[size_t(scenario_idx)] : nullptr;
  const Legend own = scenario_idx >= 0 ? cached_legend(db.scenarios[size_t(scenario_idx)]) : Legend{};
  const Legend* legend = &own;
  bool first = true;
  for (const Cell& c : map.cells()) {
    HexMark m;
    m.hex = c.hex, m.terrain = c.terrain, m.letter = c.letter;
    m.symbol = cell_symbol(c, map, *legend);
    v.hexes.push_back(m);
    if (c.terrain != Terrain::Featureless || !c.letter)
      add_terrain_key(v, m.symbol, c.terrain == Terrain::Featureless ? terrain_word(lang, "floor") : terrain_meaning(c, map, sc, lang));
    if (first) v.qmin = v.qmax = c.hex.q, v.rmin = v.rmax = c.hex.r, first = false;
    v.qmin = std::min<int>(v.qmin, c.hex.q), v.qmax = std::max<int>(v.qmax, c.hex.q);
    v.rmin = std::min<int>(v.rmin, c.hex.r), v.rmax = std::max<int>(v.rmax, c.hex.r);
  }
  // Walls and doors (docs/maps.md), drawn with the symbols a map file uses for them.
  for (Hex h : map.walls()) {
    HexMark m;
    m.hex = h, m.terrain = Terrain::Obstacle, m.symbol = '=', m.wall = true;
    v.hexes.push_back(m);
    add_terrain_key(v, '=', terrain_word(lang, "wall"));
    v.qmin = std::min<int>(v.qmin, h.q), v.qmax = std::max<int>(v.qmax, h.q);
    v.rmin = std::min<int>(v.rmin, h.r), v.rmax = std::max<int>(v.rmax, h.r);
  }
  for (const Door& d : map.doors())
    for (HexMark& m : v.hexes)
      if (m.hex == d.hex) {
        m.door = m.symbol = d.open ? '/' : '+';
        add_terrain_key(v, m.door, terrain_word(lang, d.open ? "open_door" : "closed_door"));
      }
  v.thin_walls = map.thin_walls();
  if (!v.thin_walls.empty()) add_terrain_key(v, '|', terrain_word(lang, "thin_wall"));
  std::sort(v.terrain.begin(), v.terrain.end(), [](const TerrainKey& a, const TerrainKey& b) {
    return (a.symbol == '.') != (b.symbol == '.') ? a.symbol == '.' : a.symbol < b.symbol;
  });
  return v;
}

}  // namespace bnb::cli
