#include "engine/play/game/undo.h"

#include <stdexcept>
#include <vector>

namespace bnb {

std::optional<UndoMode> parse_undo_mode(std::string_view name) {
  if (name == "honest") return UndoMode::Honest;
  if (name == "free") return UndoMode::Free;
  return std::nullopt;
}

std::string_view undo_mode_name(UndoMode m) { return m == UndoMode::Free ? "free" : "honest"; }

namespace {

// The game's setup with the first `keep` answers of `game`, replayed.
Game replay_first(const Game& game, ScriptHost* scripts, size_t keep) {
  const std::vector<uint16_t>& history = game.state().history;
  Game g(game.content(), scripts, game.state().setup);
  for (size_t i = 0; i < keep; ++i)
    if (!g.answer_index(history[i]).ok()) throw std::logic_error("undo: a replayed answer was refused");
  return g;
}

}  // namespace

size_t undoable(const Game& game, ScriptHost* scripts, UndoMode mode) {
  const std::vector<uint16_t>& history = game.state().history;
  const size_t n = history.size();
  if (mode == UndoMode::Free || n == 0) return n;
  // Replays the answers, noting where the generator stood at each decision: the answers after the
  // first decision at which it already stood where it stands now drew nothing (its state only
  // moves forward, so an equal state means no draw between).
  const uint64_t now = game.board().rng.state;
  Game g(game.content(), scripts, game.state().setup);
  for (size_t k = 0; k < n; ++k) {
    if (g.board().rng.state == now) return n - k;
    if (!g.answer_index(history[k]).ok()) throw std::logic_error("undo: a replayed answer was refused");
  }
  return 0;
}

Game undo_answers(const Game& game, ScriptHost* scripts, size_t count) {
  const size_t n = game.state().history.size();
  if (count > n) throw std::invalid_argument("undo: more answers than were given");
  return replay_first(game, scripts, n - count);
}

}  // namespace bnb
