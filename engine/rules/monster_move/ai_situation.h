#pragma once
// A monster turn situation read from YAML, for `bnb monster-move` and tests: the ground (a text
// grid or a hex list, as in scenarios), the figures, and the acting monster with its rolled action.
// The format is described in docs/monster-move.md.
#include <string>

#include "engine/base/content/diagnostics.h"
#include "engine/base/map/map.h"
#include "engine/rules/monsters/ai.h"

namespace bnb {

struct MonsterSituation {
  Map map;
  MonsterTurnInput turn;  // turn.map is left null: use input()
  MonsterTurnInput input() const {
    MonsterTurnInput in = turn;
    in.map = &map;
    return in;
  }
};

// Reads `text` (from `file`, used in messages). Every problem goes to `diags` as
// file:line:col; returns false when there was an error.
bool read_monster_situation(const std::string& file, const std::string& text, MonsterSituation& out,
                            Diagnostics& diags);

}  // namespace bnb
