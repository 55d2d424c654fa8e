#pragma once
// Control (rules: "Control"): the character makes a monster perform a move or an attack and decides
// how. A controlled move is forced movement: normal movement rules (difficult terrain, hazards,
// flying), but it passes no figure; it cannot be performed by an immobilized figure or one with no
// path. A controlled attack treats the character's enemies (the other monsters) as its enemies,
// uses the monster's own modifier table, and cannot be performed by a disarmed figure or without a
// target. Neither is a turn of the controlled figure.
#include "engine/rules/attack/attack.h"

namespace bnb {

// The player picks where `id` moves with `points` (or that it stays). Returns whether it moved.
bool control_move(Ctx& ctx, FigureId id, int points);
// The player picks up to s.targets other monsters in range of `id` for it to attack. Returns
// whether it attacked.
bool control_attack(Ctx& ctx, FigureId id, const AttackSpec& s);

}  // namespace bnb
