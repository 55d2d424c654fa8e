#pragma once
// From which hexes a monster's attack reaches the character (rules: "Attack", "Range", "Area of
// Effect", "Focus"). Built once per plan; `reaches` is then a cheap test per hex.
#include <cstdint>
#include <vector>

#include "engine/hex/hex.h"

namespace bnb {

struct MonsterTurnInput;
class Map;

struct AttackReach {
  enum class Shape : uint8_t { Melee, Ranged, MeleeArea, RangedArea };
  Shape shape = Shape::Melee;
  int range = 1;
  // MeleeArea: the values of (character - attacker) that some placement of the area covers.
  // RangedArea: cells, relative to the character, of every placement that covers the character.
  std::vector<Hex> offsets;
  int extent = 0;  // RangedArea: the largest distance of an offset from the character
  // Set when the map has walls: range is then counted around them and the character must be in
  // sight (engine/map/sight.h); null keeps the plain, faster tests.
  const Map* walls = nullptr;

  // A ranged attack on an adjacent enemy has disadvantage; a melee area never does.
  bool ranged() const { return shape == Shape::Ranged || shape == Shape::RangedArea; }
  bool reaches(Hex attacker, Hex focus) const;

 private:
  bool reaches_around_walls(Hex attacker, Hex focus) const;
};

// The reach of the action's attack. A monster that will not attack (no attack in the action, or
// disarmed) moves as if for a single-target melee attack.
void build_attack_reach(const MonsterTurnInput& in, AttackReach& out);

}  // namespace bnb
