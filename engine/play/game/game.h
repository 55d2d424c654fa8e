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
// pending decision) is derived by running the step with those answers, so a state copies cheaply
// and the seed + the list of answers replays a game exactly. A Game runs its current step on its
// own fiber: an answer resumes the step where it stopped; a Game made from a GameState runs the
// step once from its checkpoint to reach the pending decision (see docs/architecture.md).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/kernel/decision/decision.h"
#include "engine/kernel/events/event.h"
#include "engine/rules/scenario/scenario.h"
#include "engine/kernel/script/host.h"
#include "engine/kernel/state/board.h"

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
  // A copy runs the current step again from the state (like a game made from a copied state),
  // then takes the original's undelivered events and answer keys: it is equal in every respect.
  Game(const Game& other);
  Game& operator=(const Game& other);
  Game(Game&&) noexcept;
  Game& operator=(Game&&) noexcept;
  ~Game();

  const Decision* decision() const { return d_->pending ? &*d_->pending : nullptr; }
  ApplyResult answer(std::string_view key);
  ApplyResult answer_index(int index);
  std::vector<Event> take_events();
  // The events not taken yet, to look at in place (taking them hands the game an empty buffer).
  const std::vector<Event>& events() const { return d_->events; }

  bool over() const { return d_->board.phase == Phase::Finished; }
  Outcome outcome() const { return d_->board.outcome; }
  const Board& board() const { return d_->board; }
  const GameState& state() const { return d_->state; }
  const ContentDb& content() const { return *db_; }
  uint64_t hash() const { return d_->board.hash(); }
  // The keys of every answer given through this object, in order (for replay files and saves).
  size_t answer_count() const { return d_->key_ends.size(); }
  std::string_view answer_key(size_t i) const;
  std::vector<std::string> answer_keys() const;  // all of them

 private:
  class Runner;  // the fiber the current step runs on (game.cpp)
  // On the heap, so the suspended step's references into it survive moving the Game.
  struct Data {
    GameState state;
    Board board;  // current board (derived)
    std::optional<Decision> pending;
    std::vector<Event> events;
    std::string key_text;             // the answer keys one after the other (no string per answer)
    std::vector<uint32_t> key_ends;   // answer i: key_text [key_ends[i - 1], key_ends[i])
  };
  void resume();
  const ContentDb* db_;
  ScriptHost* scripts_;
  std::unique_ptr<Data> d_;
  std::unique_ptr<Runner> runner_;
};

}  // namespace bnb
