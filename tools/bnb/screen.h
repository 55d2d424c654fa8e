#pragma once
// What the terminal shows during play: the board (map with the options that name hexes, the
// character, the monsters with their symbols, the round's monster actions, elements), the events
// since the last answer in a player's words, and the pending question. A Screen remembers what
// was shown so that a small question after no change gets a short prompt, not the whole board.
#include <string>
#include <vector>

#include "engine/play/campaign/campaign_flow.h"
#include "engine/kernel/events/event.h"
#include "engine/play/game/game.h"
#include "engine/play/words/words.h"
#include "tools/bnb/board_view.h"

namespace bnb::cli {

class Screen {
 public:
  // `size`: the terminal's; below kCompactRows rows the screen is laid out compact (the map and the
  // question together, the events that fit above them, long option lists in columns and pages).
  explicit Screen(bool colour, TermSize size = {}, words::Lang lang = {}) : colour_(colour), size_(size), lang_(lang) {}
  static constexpr int kCompactRows = 40;
  // Turns new events into lines ("Bandit Guard G1 attacks you: 3 +1 (row 4, die o) = 4, shield 1:
  // 3 damage"); they are also kept as the recent events of the full screen.
  std::vector<std::string> narrate(const Game& g, const std::vector<Event>& events);
  // Everything to print before reading the answer to `d`: the full board when the state changed
  // since the board was last shown (or `full`), else the new events and the question alone.
  // `extra`: lines shown with the question (why items are not allowed).
  std::string before_question(const Game& g, const Decision& d, const std::vector<std::string>& new_lines, bool full,
                              const std::string& extra = "");
  // The compact layout's next page of options (the `+` look-up); "" when the layout is not compact.
  std::string more_options(const Game& g, const Decision& d);
  bool compact() const { return size_.rows > 0 && size_.rows < kCompactRows; }
  TermSize size() const { return size_; }
  std::string board(const Game& g, const Decision* d) const;
  std::string question(const Game& g, const Decision& d) const;
  // "3) move to [3] (1 move point)": one option as the question lists it.
  std::string option_line(const Game& g, const Decision& d, int index) const;
  bool colour() const { return colour_; }
  const words::Lang& lang() const { return lang_; }
  const std::vector<std::string>& log() const { return log_; }

 private:
  std::string compact_screen(const Game& g, const Decision& d, const std::vector<std::string>& new_lines, bool show_board,
                             const std::string& extra);
  // Option lines from option `from` that fit in `rows` rows (in columns when they are short);
  // sets next_option_ to the first option not shown.
  std::vector<std::string> option_rows(const Game& g, const Decision& d, size_t from, int rows);

  bool colour_;
  TermSize size_;
  words::Lang lang_;  // the language it speaks
  size_t next_option_ = 0;               // compact layout: the first option not yet listed
  uint64_t shown_ = 0;                   // signature of the state last shown in full
  std::vector<std::string> recent_;      // the events of the last turns, for the full screen
  std::vector<std::string> log_;         // every line of this scenario
  words::Narrator narrator_;             // keeps the rolls of the attack being resolved
};

std::string render_decision(const ContentDb& db, const CampaignDecision& d, const words::Lang& lang = {});
// What the map shows: figures, their hit points and conditions, the round and the monsters'
// actions. A change means the board is shown again; card moves are told by the event lines.
uint64_t visible_signature(const Board& b);

}  // namespace bnb::cli
