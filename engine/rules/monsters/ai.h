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

#include "engine/kernel/decision/monster_turn.h"
#include "engine/base/hex/hex.h"
#include "engine/base/map/map.h"

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

std::string_view monster_turn_kind_name(MonsterTurnKind k);

struct MonsterTurnPlan {
  MonsterTurnKind kind = MonsterTurnKind::NoFocusUnreachable;
  std::vector<MonsterTurnOption> options;  // at least one; equally valid; sorted, no duplicates
  std::vector<Hex> hexes;                   // the options' paths
  MonsterTurnWhy why;                       // the deciding rule (words::monster_turn_reason tells it)
  bool disadvantage = false;  // the attack is ranged and the character adjacent (muddle not included)
  bool truncated = false;     // more than kMaxMonsterTurnOptions options existed; the rest are cut
  std::span<const Hex> path(const MonsterTurnOption& o) const { return {hexes.data() + o.path_begin, o.path_size}; }
};

inline constexpr size_t kMaxMonsterTurnOptions = 4096;

MonsterTurnPlan plan_monster_turn(const MonsterTurnInput& in);
// The same into `out`, reusing its buffers (the engine plans every monster move without allocating).
void plan_monster_turn(const MonsterTurnInput& in, MonsterTurnPlan& out);

}  // namespace bnb
