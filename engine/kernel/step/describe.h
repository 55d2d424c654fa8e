#pragma once
// Figures and hexes as option keys and texts name them. Abilities and actions are worded in the
// player's language by the words layer (engine/play/words/abilities.h).
#include <string>

#include "engine/base/content/content_db.h"
#include "engine/kernel/state/board.h"

namespace bnb {

class Ctx;
// "q,r": a hex as option keys and texts write it.
std::string hex_key(Hex h);
std::string figure_name(const ContentDb& db, const Board& b, FigureId id);
std::string figure_name(const Ctx& ctx, FigureId id);
void append_figure_name(std::string& out, const Ctx& ctx, FigureId id);

}  // namespace bnb
