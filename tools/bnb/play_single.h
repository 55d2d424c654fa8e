#pragma once
// bnb play --scenario N: one scenario outside the campaign, nothing saved; with --watch the mods
// are reloaded when their files change and the scenario restarts with the answers so far.
#include "tools/bnb/play_options.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

// The exit code (play_options.h).
int play_single(const PlayOptions& o, Session& s);

}  // namespace bnb::cli
