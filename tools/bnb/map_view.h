#pragma once
// The map as a player looks it up: the marks per hex (terrain, letters, figures, the numbers of the
// options that name hexes), drawn as text by board_view.h and as a picture by svg.h.
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/kernel/decision/decision.h"
#include "engine/kernel/state/board.h"
#include "engine/play/words/lang.h"

namespace bnb::cli {

enum class Occupant : uint8_t { None, Hero, Monster };
struct HexMark {
  Hex hex;
  Terrain terrain = Terrain::Featureless;
  char symbol = '.';        // the grid symbol: the mod's own legend symbol, else the built-in one
  char letter = 0;          // the map letter (A, B, ...) of the hex, 0 = none
  bool start = false;       // the character's start hex (scenario view)
  Occupant occupant = Occupant::None;
  std::string figure;       // "@" or monster symbol + number ("G1")
  int monster_def = -1;     // for monsters
  std::string label;        // the number of the option naming this hex ("12"), empty = none
  bool wall = false;        // a wall hex: not a cell, nothing stands there (symbol '=')
  char door = 0;            // a door: '+' closed, '/' open (also its symbol)
};
struct MonsterKey {
  char symbol = '?';
  int def = -1;  // monster def index
};
struct TerrainKey {
  char symbol = '.';
  std::string meaning;  // "obstacle", "pressure plate lever", "obstacle, letter G"
};
struct MapView {
  std::vector<HexMark> hexes;
  std::vector<MonsterKey> monsters;  // one per type on the map, in the order they appear
  std::vector<TerrainKey> terrain;   // symbols used on this map
  std::vector<std::pair<Hex, Hex>> thin_walls;  // walls along the edge between two adjacent hexes
  int qmin = 0, qmax = 0, rmin = 0, rmax = 0;
};

// One letter per monster type, different for each type in `defs`: the initial of the last word of
// its name (Bandit Guard: G), else of another word, else any letter of the name; upper case first,
// then lower case. A letter in `reserved` (the map's own letters and symbols), in either case, is
// taken only when no other is left, so that a monster mark never reads as a map letter.
std::vector<char> monster_symbols(const ContentDb& db, const std::vector<int>& defs, std::string_view reserved = {});
// The map of a game, with the options of `d` that name hexes labelled by their number; its
// terrain key in `lang`.
MapView map_view(const ContentDb& db, const Board& b, const Decision* d, const words::Lang& lang = {});
// The map of a scenario as set up (monsters placed for the character's first look).
MapView map_view(const ContentDb& db, int scenario_idx, const words::Lang& lang = {});

}  // namespace bnb::cli
