#pragma once
// One scenario of bnb play in the terminal: the board and the question, the answers read or given
// by the built-in player, undo, hints and look-ups, the result and the replay file.
#include <functional>

#include "engine/play/campaign/campaign.h"
#include "engine/play/campaign/scenario_play.h"
#include "tools/bnb/play_options.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

struct Played {
  ScenarioResult result = ScenarioResult::Lost;
  int rounds = 0;
};

// Plays the scenario of `sp` on from the answers it holds (each answer is saved through `sp`);
// `save` saves on quitting. Returns false when the player quit. Throws ContentReloaded (play_input.h)
// when --watch reloaded the content.
bool play_scenario(const PlayOptions& o, Session& s, ScenarioPlay& sp, const std::function<void()>& save, Played& played);

}  // namespace bnb::cli
