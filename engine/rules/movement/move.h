#pragma once
// Movement (rules: "Move", "Jump", "Flying", "Difficult Terrain", "Hazardous Terrain",
// "Pressure Plates"): a figure spends movement points to enter hexes (difficult terrain costs 2,
// not for jump or flying), may pass allies but not enemies or obstacles, must end in an empty
// hex. Entering a hazard (not when jumping over it or flying) or a pressure plate triggers it.
#include <span>
#include <vector>

#include "engine/kernel/step/context.h"

namespace bnb {

struct MoveRules {
  int points = 0;
  bool jump = false, flying = false;
  bool pass_allies = true;  // false: every figure blocks (a controlled enemy's move)
};

// A destination the figure can reach this move, with the path used (hexes entered, in order).
struct Reach {
  Hex dest;
  std::vector<Hex> path;
  int cost = 0, hazards = 0;
  std::vector<Hex> special;  // path_variants: the hazards and pressure plates entered, in order
};

// Every empty hex the figure can end on (not its own), with the path that enters the fewest
// hazards, then costs the fewest points.
std::vector<Reach> reachable(const Ctx& ctx, FigureId id, const MoveRules& rules);
// The same into the first entries of `out` (returns how many); entries of earlier calls are
// overwritten with their buffers kept, the ones after the count are left as they are.
size_t reachable(const Ctx& ctx, FigureId id, const MoveRules& rules, std::vector<Reach>& out);
// Other paths to the same destinations that enter a different set of hazards and pressure plates
// than the `reachable` one (each the cheapest with its set): the player may want to cross a plate,
// or avoid one. Paths that only add hazards to another path's set with the same plates are left
// out. None for a jump or flying (only the last hex, or nothing, triggers). `Reach::special`
// lists the hazards and plates each enters.
std::vector<Reach> path_variants(const Ctx& ctx, FigureId id, const MoveRules& rules, std::span<const Reach> reach);
// The same into the first entries of `out` (returns how many), as reachable does.
size_t path_variants(const Ctx& ctx, FigureId id, const MoveRules& rules, std::span<const Reach> reach,
                     std::vector<Reach>& out);
// The character's move ability: your_movement items first, then the player picks a destination
// (or stays). Returns whether it entered at least one hex (a move was performed).
bool character_move(Ctx& ctx, FigureId id, const MoveRules& rules);
// Moves a figure along a path, entering each hex (hooks, hazards, plates). Stops if it dies.
void walk(Ctx& ctx, FigureId id, std::span<const Hex> path, bool jump, bool flying);
// A figure enters a hex (on_enter_hex, hazard, pressure plate). `triggers` false while jumping
// over a hex or flying.
void enter_hex(Ctx& ctx, FigureId id, Hex h, bool triggers);
bool is_flying(const Ctx& ctx, FigureId id);

}  // namespace bnb
