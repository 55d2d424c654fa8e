#pragma once
// What a view needs to know of events besides their words (those are in engine/play/words/): which
// are bookkeeping, and where a script failed.
#include <string>

#include "engine/base/content/content_db.h"
#include "engine/kernel/events/event.h"
#include "engine/kernel/state/board.h"

namespace bnb {

// Events that only record bookkeeping a player has seen another way (a turn's end, a card going
// to the discard pile): a log shows them, a terse view may leave them out.
bool is_detail(const Event& e);
// Where and why a script failed: "mod/file:line: in hook 'h': message".
std::string script_failure_text(const ScriptFailure& f);

}  // namespace bnb
