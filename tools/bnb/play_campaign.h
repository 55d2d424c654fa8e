#pragma once
// bnb play's campaign: read from its save or new, its decisions asked (or answered by the built-in
// player), its scenarios played, saved after every answer, the end screen when it is finished.
#include "tools/bnb/play_options.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

// The exit code (play_options.h).
int play_campaign(const PlayOptions& o, Session& s);

}  // namespace bnb::cli
