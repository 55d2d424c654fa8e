#pragma once
// From which hexes a monster's attack reaches the character (rules: "Attack", "Range", "Area of
// Effect", "Focus"). Built once per plan; `reaches` is then a cheap test per hex.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/base/hex/hex.h"
#include "engine/base/map/sight.h"

namespace bnb {

struct MonsterTurnInput;

struct AttackReach {
  enum class Shape : uint8_t { Melee, Ranged, MeleeArea, RangedArea };
  Shape shape = Shape::Melee;
  int range = 1;
  // MeleeArea: the values of (character - attacker) that some placement of the area covers.
  // RangedArea: cells, relative to the character, of every placement that covers the character.
  std::vector<Hex> offsets;
  int extent = 0;  // RangedArea: the largest distance of an offset from the character
  // The area pattern the offsets were made from (kept: the next plan with the same area reuses them).
  std::vector<Hex> pattern;
  bool pattern_melee = false, has_pattern = false;
  // Set when the map has walls: range is then counted around them and the character must be in
  // sight (engine/base/map/sight.h); null keeps the plain, faster tests.
  const Map* walls = nullptr;

  // A ranged attack on an adjacent enemy has disadvantage; a melee area never does.
  bool ranged() const { return shape == Shape::Ranged || shape == Shape::RangedArea; }
  // Once per plan, before asking `reaches` about this focus: with walls, counts range around them
  // from the character (and from each hex a ranged area may need in range) once, not per hex.
  void prepare(Hex focus);
  bool reaches(Hex attacker, Hex focus) const;

 private:
  bool reaches_around_walls(Hex attacker, Hex focus) const;
  // Range around walls from targets_[t] to `attacker`, as range_around_walls(map, attacker,
  // targets_[t], range) gives it. targets_[0] is the focus prepared for (none: counted per call).
  int range_to(size_t t, Hex attacker) const;
  std::vector<Hex> targets_;
  std::vector<int16_t> steps_;
  std::vector<uint8_t> plain_;  // per target: no wall within range, so range is the plain distance
  std::vector<Hex> frontier_, next_, near_walls_;  // working memory of prepare()
  std::vector<std::pair<Hex, Hex>> near_thin_;
  SightLines sight_;  // the walls' edges, gathered by prepare()  // per target, (2 range + 1)^2 slots around it: steps, or -1
};

// The reach of the action's attack. A monster that will not attack (no attack in the action, or
// disarmed) moves as if for a single-target melee attack.
void build_attack_reach(const MonsterTurnInput& in, AttackReach& out);

}  // namespace bnb
