#pragma once
// The monster turn planner (rules: "Monster Turns", "Focus", "Path Priority", "No Focus", "Monster
// Movement", "Monster Attacks", "Appendix B: Monster Turn Guide").
//
// A pure function of its input: where one monster moves this turn and whether it attacks the
// character. Every equally valid outcome is returned, because where the rules leave a tie the
// player decides. Interpretations of unclear rules are listed in docs/monster-move.md.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hex/hex.h"
#include "engine/map/map.h"

namespace bnb {

struct MonsterTurnInput {
  const Map* map = nullptr;
  Hex self;                 // the acting monster
  bool flying = false;      // persistent bonus of the monster type

  // The rolled action. Only its first move and first attack matter for positioning.
  bool has_move = false;
  int move = 0;             // movement points
  bool jump = false;
  bool has_attack = false;
  int range = 0;            // 0 or 1: melee; 2+: ranged
  int targets = 1;          // only the character is ever targeted, so this never changes the plan
  std::vector<Hex> aoe;     // area pattern offsets (docs/maps.md); empty = no area
  bool aoe_melee = false;   // the pattern includes the attacker's (gray) hex

  bool muddled = false, disarmed = false, immobilized = false;

  Hex focus;                // the character: the only focus in B&B
  bool focus_invisible = false;
  std::vector<Hex> allies;    // other monsters: passable, but not an end hex
  std::vector<Hex> enemies;   // other enemy figures: never passable (except jump / flying)
  std::vector<Hex> blockers;  // figures treated as obstacles (e.g. in an immobilizing hazard)
};

// Ordered by destination, then path: the order in which options are listed.
struct MonsterTurnOption {
  Hex destination;
  uint32_t path_begin = 0, path_size = 0;  // the path: hexes entered, in order, without the start, in
                                           // MonsterTurnPlan::hexes (see path()); none = stays. Jump
                                           // and flying list only the destination (nothing else is entered).
  std::optional<Hex> target;               // the hex attacked: the character's, or none
  bool operator==(const MonsterTurnOption&) const = default;
};

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
std::string_view monster_turn_kind_name(MonsterTurnKind k);

// What decided the plan, for the text that explains it (monster_turn_reason).
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

struct MonsterTurnPlan {
  MonsterTurnKind kind = MonsterTurnKind::NoFocusUnreachable;
  std::vector<MonsterTurnOption> options;  // at least one; equally valid; sorted, no duplicates
  std::vector<Hex> hexes;                   // the options' paths
  MonsterTurnWhy why;                       // the deciding rule (monster_turn_reason tells it)
  bool disadvantage = false;  // the attack is ranged and the character adjacent (muddle not included)
  bool truncated = false;     // more than kMaxMonsterTurnOptions options existed; the rest are cut
  std::span<const Hex> path(const MonsterTurnOption& o) const { return {hexes.data() + o.path_begin, o.path_size}; }
};

inline constexpr size_t kMaxMonsterTurnOptions = 4096;

MonsterTurnPlan plan_monster_turn(const MonsterTurnInput& in);
// The same into `out`, reusing its buffers (the engine plans every monster move without allocating).
void plan_monster_turn(const MonsterTurnInput& in, MonsterTurnPlan& out);
// The deciding rule, for people, e.g. "moves to an attack hex with the fewest movement points (2
// points) and attacks".
std::string monster_turn_reason(const MonsterTurnPlan& plan);
void append_monster_turn_reason(std::string& out, const MonsterTurnPlan& plan);

}  // namespace bnb
