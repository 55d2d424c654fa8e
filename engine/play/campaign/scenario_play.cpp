#include "engine/play/campaign/scenario_play.h"

#include <stdexcept>

namespace bnb {

ScenarioPlay::ScenarioPlay(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup)
    : db_(db), scripts_(scripts), game_(db, scripts, setup) {}

bool ScenarioPlay::resume(const std::vector<std::string>& saved, const std::function<void()>& after_each) {
  for (const std::string& key : saved) {
    if (!game_.answer(key).ok()) {
      restarted_at_ = key;
      game_ = Game(db_, scripts_, game_.state().setup);
      hashes_.clear();
      return false;
    }
    hashes_.push_back(game_.hash());
    if (after_each) after_each();
  }
  return true;
}

ApplyResult ScenarioPlay::taken(ApplyResult r) {
  if (!r.ok()) return r;
  hashes_.push_back(game_.hash());
  if (on_answer_) on_answer_();
  return r;
}

ApplyResult ScenarioPlay::answer(std::string_view key) { return taken(game_.answer(key)); }

ApplyResult ScenarioPlay::answer_index(int index) { return taken(game_.answer_index(index)); }

size_t ScenarioPlay::undoable(UndoMode mode) const { return bnb::undoable(game_, scripts_, mode); }

void ScenarioPlay::take_back(size_t count) {
  game_ = undo_answers(game_, scripts_, count);
  hashes_.resize(game_.answer_count());
  if (on_answer_) on_answer_();
}

Replay ScenarioPlay::replay(const std::vector<std::string>& mods) const {
  Replay r;
  r.setup = game_.state().setup;
  r.mods = mods;
  for (size_t i = 0; i < hashes_.size(); ++i) r.steps.push_back({hashes_[i], std::string(game_.answer_key(i))});
  r.final_hash = game_.hash();
  return r;
}

}  // namespace bnb
