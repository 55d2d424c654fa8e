#pragma once
// Checks that need every mod loaded, one file each. Each one reports every problem it finds; the
// loader runs them all after the last mod (see loader.h).
#include "engine/base/content/content_db.h"
#include "engine/base/content/diagnostics.h"

namespace bnb::checks {

// Ids and numbers that content names but no loaded mod defines (monsters in placements, class
// cards, upgrade_of, rewards, classes, the campaign start; `next` only warns).
void unknown_references(const ContentDb& db, Diagnostics& diags);
// A class's upgrades are level 2 cards that replace one of the class's own level 1 cards.
void class_upgrades(const ContentDb& db, Diagnostics& diags);
// Everything a script does has words a player reads (warnings). Run by `bnb validate` and the base
// game's tests, not at every load: play needs no words to be right.
void player_text(const ContentDb& db, Diagnostics& diags);

inline void run_all(const ContentDb& db, Diagnostics& diags) {
  unknown_references(db, diags);
  class_upgrades(db, diags);
}

}  // namespace bnb::checks
