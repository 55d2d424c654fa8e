#pragma once
// What the monster turn planner (monsters/ai.h) decided and why, as fields: a MonsterChoice decision
// of an ambiguous move carries them, and the words layer tells them (words::monster_turn_reason).
#include <cstdint>

namespace bnb {

enum class MonsterTurnKind : uint8_t {
  Attacks,             // attacks the character (after moving, if it moves)
  MovesIntoPosition,   // no attack to perform (none in the action, or disarmed): moves to an attack hex
  InPosition,          // no attack to perform, already at an attack hex: stays
  MovesCloser,         // cannot attack this turn: moves to shorten its path to an attack hex (with
                       // tied attack hexes, staying is an option too for one it cannot approach)
  CannotShorten,       // cannot attack this turn and no move shortens its path: stays
  CannotMove,          // cannot attack from where it stands and cannot move (no move, immobilized)
  NoFocusInvisible,    // the character is invisible: no move, no attack
  NoFocusUnreachable,  // no attack hex can be reached even with unlimited movement
};

// What decided the plan, for the words that explain it (words::monster_turn_reason).
struct MonsterTurnWhy {
  bool moves = false;         // the first destination is not where it stands
  bool steps_away = false;    // Attacks: it steps away from the adjacent character (ranged attack)
  bool muddled = false;       // Attacks with disadvantage: muddled, it does not step away
  bool has_attack = false;    // MovesIntoPosition / InPosition: an attack, but disarmed
  bool stays_too = false;     // MovesCloser: staying is an option too
  bool immobilized = false, has_move = false, will_attack = false;  // CannotMove: why it cannot
  bool off_map = false;       // NoFocusUnreachable: the monster is not on the map
  int points = 0;             // movement points of the first destination that moves
  int path_points = 0;        // points of the shortest path to an attack hex (unlimited movement)
  int points_left = 0;        // MovesCloser: points of that path left after the move
  int tied_goals = 0;         // MovesCloser: attack hexes tied for the shortest path
  int hazards = 0;            // hazards of that path (0 when flying)
};

}  // namespace bnb
