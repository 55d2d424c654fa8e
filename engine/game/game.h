#pragma once
// Game: the decision machine a controller (terminal, bot, test) drives.
//
//   Game g(db, &scripts, setup);          // advances to the first decision
//   while (!g.over()) {
//     const Decision& d = *g.decision();   // kind, prompt, legal options
//     g.answer(d.options[i].key);          // or answer_index(i); illegal answers are rejected
//     for (const Event& e : g.take_events()) ...
//   }
//
// GameState is the value that defines a game: the setup, the board at the start of the current
// step (checkpoint) and the answers given in that step. Everything else (the current board, the
// pending decision) is derived by re-running the step, so a state copies cheaply and the seed +
// the list of answers replays a game exactly.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/content/content_db.h"
#include "engine/decision/decision.h"
#include "engine/events/event.h"
#include "engine/scenario/scenario.h"
#include "engine/script/host.h"
#include "engine/state/board.h"

namespace bnb {

struct GameState {
  GameSetup setup;
  Board checkpoint;                   // the board at the start of the current step
  std::vector<uint16_t> step_answers; // answers given during the current step
  uint32_t step_events = 0;           // events the current step has delivered
  std::vector<uint16_t> history;      // every answer since the start (the replay)
  bool operator==(const GameState&) const = default;
};

class Game {
 public:
  // `scripts` may be null (content without Lua). Throws std::invalid_argument when the setup is
  // not playable (see check_setup).
  Game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup);
  // Resumes from a state (e.g. a copy made by a bot).
  Game(const ContentDb& db, ScriptHost* scripts, GameState state);

  const Decision* decision() const { return pending_ ? &*pending_ : nullptr; }
  ApplyResult answer(std::string_view key);
  ApplyResult answer_index(int index);
  std::vector<Event> take_events();

  bool over() const { return board_.phase == Phase::Finished; }
  Outcome outcome() const { return board_.outcome; }
  const Board& board() const { return board_; }
  const GameState& state() const { return state_; }
  const ContentDb& content() const { return db_; }
  uint64_t hash() const { return board_.hash(); }
  // The keys of every answer given through this object, in order (for replay files and saves).
  const std::vector<std::string>& answer_keys() const { return keys_; }

 private:
  void advance();
  const ContentDb& db_;
  ScriptHost* scripts_;
  GameState state_;
  Board board_;                    // current board (derived)
  std::optional<Decision> pending_;
  std::vector<Event> events_;
  std::vector<std::string> keys_;
};

}  // namespace bnb
