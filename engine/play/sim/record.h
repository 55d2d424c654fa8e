#pragma once
// What one simulated game leaves behind: the result, the state at the end, and how each card of the
// class was used. Records are plain values; every table of `bnb sim` is computed from them alone,
// so records merged from several runs (shards) give the same tables as one run.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bnb::sim {

// `id` as the one copy the process keeps of it (never freed): records name their cards without a
// copy of the name in each (a run keeps thousands of records until its tables are printed).
std::string_view interned_card_id(std::string_view id);

struct CardUse {
  std::string_view card;   // card id (interned_card_id)
  int top = 0, bottom = 0; // halves played as printed
  int basic = 0;           // halves played as the basic Attack 2 / Move 2
  int negate = 0;          // times discarded or lost to negate damage
  bool lost = false;       // in the lost pile at the end
  bool played() const { return top + bottom + basic > 0; }
  bool operator==(const CardUse&) const = default;
};

struct GameRecord {
  std::string class_id, bot;
  int scenario = 0;
  uint64_t seed = 0;
  bool won = false;
  int rounds = 0;
  int hp = 0, max_hp = 0;  // the character's hit points at the end
  int cards_left = 0;      // cards in hand and discard pile at the end (not lost)
  std::string end;         // won | hit points | cards | scenario rule | goal failed | unfinished
  int answers = 0;         // decisions answered
  std::string script_error; // the first script error of the game ("mod/file:line: ..."), if any
  std::vector<CardUse> cards;
  bool operator==(const GameRecord&) const = default;
};

}  // namespace bnb::sim
