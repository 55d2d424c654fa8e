#pragma once
// The words for events, so every UI shows the same lines.
#include <string>

#include "engine/content/content_db.h"
#include "engine/events/event.h"
#include "engine/state/board.h"

namespace bnb {

// One short line for an event, read against the board it happened on (for figure and card names).
std::string describe_event(const ContentDb& db, const Board& b, const Event& e);
// Why a scenario ended, in words ("all enemies are dead", or the scenario's own goal text).
std::string end_reason_text(const ContentDb& db, const Board& b, EndReason why);
// Events that only record bookkeeping a player has seen another way (a turn's end, a card going
// to the discard pile): a log shows them, a terse view may leave them out.
bool is_detail(const Event& e);
// Where and why a script failed: "mod/file:line: in hook 'h': message".
std::string script_failure_text(const ScriptFailure& f);

}  // namespace bnb
