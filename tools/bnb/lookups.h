#pragma once
// What a player may look up, built from the content and the game state as plain data and text,
// so that every front end (terminal, web, `bnb show`) shows the same cards: the map with its
// marks, a monster type's card, modifier tables, elements, cards, items, scenario rules and the
// round's initiative order.
#include <string>
#include <vector>

#include "engine/content/content_db.h"
#include "engine/decision/decision.h"
#include "engine/state/board.h"

namespace bnb::cli {

// --- the map as marks per hex (drawn by board_view.h as text, by svg.h as a picture) ---
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
// The map of a game, with the options of `d` that name hexes labelled by their number.
MapView map_view(const ContentDb& db, const Board& b, const Decision* d);
// The map of a scenario as set up (monsters placed for the character's first look).
MapView map_view(const ContentDb& db, int scenario_idx);

// --- cards (text) ---
std::string monster_card(const ContentDb& db, int monster_def, const Board* b = nullptr);
std::string modifier_table_text(const ModifierTable& t, int cube_row);  // cube_row -1 = none
std::string modifier_tables(const ContentDb& db, const Board& b);
std::string elements_text(const ContentDb& db, const Board& b);
std::string elements_line(const ContentDb& db, const Board& b);  // "earth, fire or ice" or ""
std::string card_text(const ContentDb& db, int card_def);
std::string item_text(const ContentDb& db, int item_def);
std::string item_line(const ContentDb& db, int item_def);  // one line: name, number, slot, usage
std::string scenario_card(const ContentDb& db, int scenario_idx);
std::string class_card(const ContentDb& db, int class_idx);
std::string initiative_order(const ContentDb& db, const Board& b);
std::string_view slot_text(ItemSlot s);
std::string usage_text(const ItemDef& it);
std::string_view window_text(ItemWindow w);

}  // namespace bnb::cli
