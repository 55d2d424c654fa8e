#pragma once
// Attack modifier tables (rules: "Attack Modifiers", "Advantage and Disadvantage"): roll the die,
// take the cell in the tracking row and the die's column, then move the tracker down one row
// (wrapping). Advantage / disadvantage: two dice on the same row; the character picks either
// with advantage, takes the worse with disadvantage; monsters take the better with advantage.
// Better / worse go by the die symbol (+ over o over -). Both cancel; neither stacks.
#include "engine/kernel/step/context.h"

namespace bnb {

enum class Edge : uint8_t { None, Advantage, Disadvantage };
Edge combine_edges(bool advantage, bool disadvantage);

// Value of `base` after a cell (2x doubles, null makes 0).
int apply_cell(int base, const ModifierCell& cell);
// Rolls for `attacker` and advances the tracker one row (once, also with two dice). Emits one
// ModifierRolled per die; when the character's items read a die's face as another (the
// character's own roll, or the roll of an attack on `target`, the character), that die is
// reported again with the column it is read as.
ModifierCell roll_modifier(Ctx& ctx, FigureId attacker, Edge edge, FigureId target = kNoFigure);

}  // namespace bnb
