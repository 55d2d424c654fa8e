#pragma once
// One scenario in play, as every front end keeps it: the game, the state hash after each answer
// (a replay's steps) and the answers saved before, given again when the scenario resumes. What
// to print, save or write is the front end's: this only says what happened.
//
//   ScenarioPlay p(db, scripts, setup);
//   if (!p.resume(saved_answers)) tell(p.restarted_at());   // the content changed since the save
//   while (!p.game().over() && p.game().decision()) p.answer_index(choose(p.game()));
//   write(p.replay(mods));
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/play/game/game.h"
#include "engine/play/game/replay.h"
#include "engine/play/game/undo.h"

namespace bnb {

class ScenarioPlay {
 public:
  ScenarioPlay(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup);

  // Gives `saved` again, calling after_each() after each one taken. When one no longer fits (the
  // content changed since it was given), the scenario starts over from its setup: returns false,
  // and restarted_at() is that answer.
  bool resume(const std::vector<std::string>& saved, const std::function<void()>& after_each = {});
  const std::string& restarted_at() const { return restarted_at_; }

  Game& game() { return game_; }
  const Game& game() const { return game_; }
  // The game's answer; when taken, its hash is kept and on_answer() is called.
  ApplyResult answer(std::string_view key);
  ApplyResult answer_index(int index);
  // Called after every answer taken and every take_back (a campaign saves then).
  void on_answer(std::function<void()> f) { on_answer_ = std::move(f); }

  // How many answers `mode` may take back now (engine/play/game/undo.h).
  size_t undoable(UndoMode mode) const;
  // Takes back the last `count` answers (at most those given): the game is replayed without them.
  void take_back(size_t count);

  // The state hash after each answer, in order.
  const std::vector<uint64_t>& hashes() const { return hashes_; }
  // The replay of the game so far, naming the extra `mods` it was played with.
  Replay replay(const std::vector<std::string>& mods) const;

 private:
  ApplyResult taken(ApplyResult r);
  const ContentDb& db_;
  ScriptHost* scripts_;
  Game game_;
  std::vector<uint64_t> hashes_;
  std::string restarted_at_;
  std::function<void()> on_answer_;
};

}  // namespace bnb
