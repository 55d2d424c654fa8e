#pragma once
// The words layer: what a player reads of the engine's options and events, worded once from their
// structured fields, for every front end. A front end supplies labels only (how it names a
// figure and a hex: "G1 Bandit Guard 1" and "[5]" in the terminal, "Bandit Guard 1" and "3,-1"
// in the JSON API); the sentences are the same everywhere (engine/words/say.h).
#include <string>
#include <vector>

#include "engine/content/content_db.h"
#include "engine/decision/decision.h"
#include "engine/events/event.h"
#include "engine/state/board.h"

namespace bnb::words {

// How a front end names figures and hexes. The defaults: "you", "Bandit Guard 1", "3,-1".
class Labels {
 public:
  Labels(const ContentDb& db, const Board& b) : db_(db), b_(b) {}
  virtual ~Labels() = default;
  virtual std::string figure(FigureId id) const;
  virtual std::string hex(Hex h) const;        // a hex an option names
  virtual std::string event_hex(Hex h) const;  // a hex an event names (where a figure moved)
  // What the front end shows in a hex (an option's number, a figure), "" when nothing: a path
  // names its hexes by these marks, else by the direction of each step (never by coordinates).
  virtual std::string mark(Hex h) const;
  const ContentDb& db() const { return db_; }
  const Board& board() const { return b_; }

 private:
  const ContentDb& db_;
  const Board& b_;
};

// The words of one option of `d` (where the engine's own text names hexes by coordinates, the
// option is worded from its fields; otherwise the option's text).
std::string option_words(const Decision& d, const Option& o, const Labels& l);
// The decision's own numbers a player needs, as " (attack 3 before modifiers, melee)", or "".
std::string decision_facts(const Decision& d);

// Events in a player's words. Moves of one figure are told as one line; the modifiers rolled for
// an attack are told with the attack. Keeps the rolls between calls (an attack's events may come
// in two batches).
class Narrator {
 public:
  std::vector<std::string> narrate(const std::vector<Event>& events, const Labels& l);
  // One event's line, "" when it is told with another (a roll, a step of a move) or is bookkeeping.
  std::string line(const Event& e, const Labels& l);

 private:
  std::vector<ModifierRolled> rolls_;  // modifiers rolled for the attack being resolved
};

}  // namespace bnb::words
