#pragma once
// Attack modifier tables (rules: "Attack Modifiers", "Advantage and Disadvantage"): roll the die,
// take the cell in the tracking row and the die's column, then move the tracker down one row
// (wrapping). Advantage / disadvantage: two dice on the same row; the character picks either
// with advantage, takes the worse with disadvantage; monsters take the better with advantage.
// Both cancel; neither stacks.
#include "engine/game/context.h"

namespace bnb {

enum class Edge : uint8_t { None, Advantage, Disadvantage };
Edge combine_edges(bool advantage, bool disadvantage);

// Value of `base` after a cell (2x doubles, null makes 0).
int apply_cell(int base, const ModifierCell& cell);
std::string cell_text(const ModifierCell& cell);
// Rolls for `attacker` with the current `value` (to compare results) and advances the tracker.
ModifierCell roll_modifier(Ctx& ctx, FigureId attacker, int value, Edge edge);

}  // namespace bnb
