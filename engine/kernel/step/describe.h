#pragma once
// Short readable texts for figures, abilities and actions (used in option texts and by UIs).
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
std::string describe_ability(const Ability& a);
std::string describe_action(const Action& a);
// The same texts appended to `out` (no other string is made).
void append_ability(std::string& out, const Ability& a);
void append_action(std::string& out, const Action& a);
std::string describe_action(const Ctx& ctx, const Action& a);

}  // namespace bnb
