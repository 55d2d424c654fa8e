#include "engine/monsters/ai_reach.h"

#include <algorithm>

#include "engine/map/sight.h"
#include "engine/monsters/ai.h"

namespace bnb {

namespace {

// The 12 ways to lay a pattern down: 6 rotations, with and without mirroring.
Hex transform(Hex o, int t) { return rotate(t >= 6 ? mirror(o) : o, t % 6); }

void sort_unique(std::vector<Hex>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

bool AttackReach::reaches(Hex attacker, Hex focus) const {
  if (walls) return reaches_around_walls(attacker, focus);
  const int d = distance(attacker, focus);
  switch (shape) {
    case Shape::Melee:
      return d == 1;
    case Shape::Ranged:
      return d >= 1 && d <= range;
    case Shape::MeleeArea: {
      const Hex rel = focus - attacker;
      return std::binary_search(offsets.begin(), offsets.end(), rel);
    }
    case Shape::RangedArea:
      if (d > range + extent) return false;
      for (Hex o : offsets)
        if (distance(attacker, focus + o) <= range) return true;
      return false;
  }
  return false;
}

bool AttackReach::reaches_around_walls(Hex attacker, Hex focus) const {
  const Map& m = *walls;
  const int d = distance(attacker, focus);
  switch (shape) {
    case Shape::Melee:
      return d == 1 && !m.step_blocked(attacker, focus);
    case Shape::Ranged:
      return d >= 1 && in_range_and_sight(m, attacker, focus, range);
    case Shape::MeleeArea:
      return std::binary_search(offsets.begin(), offsets.end(), focus - attacker) && line_of_sight(m, attacker, focus);
    case Shape::RangedArea:
      if (d > range + extent || !line_of_sight(m, attacker, focus)) return false;
      for (Hex o : offsets)
        if (in_range_and_sight(m, attacker, focus + o, range)) return true;
      return false;
  }
  return false;
}

void build_attack_reach(const MonsterTurnInput& in, AttackReach& out) {
  out.walls = in.map && in.map->has_walls() ? in.map : nullptr;
  out.offsets.clear();
  out.extent = 0;
  const bool attacks = in.has_attack && !in.disarmed;
  if (!attacks || (in.aoe.empty() && in.range <= 1)) {
    out.shape = AttackReach::Shape::Melee;
    out.range = 1;
    return;
  }
  if (in.aoe.empty()) {
    out.shape = AttackReach::Shape::Ranged;
    out.range = in.range;
    return;
  }
  if (in.aoe_melee) {
    // The attacker stands at [-1, 0] of the pattern; rotations and mirroring turn around it.
    out.shape = AttackReach::Shape::MeleeArea;
    out.range = 1;
    for (int t = 0; t < 12; ++t)
      for (Hex o : in.aoe) {
        const Hex rel = transform(o + Hex{1, 0}, t);
        if (rel != Hex{0, 0}) out.offsets.push_back(rel);
      }
    sort_unique(out.offsets);
    return;
  }
  // Ranged area: any placement that covers the character, with one of its cells within range.
  // For the placement where pattern cell i lies on the character, cell j lies at R(o_j - o_i).
  out.shape = AttackReach::Shape::RangedArea;
  out.range = std::max(in.range, 1);
  for (int t = 0; t < 12; ++t)
    for (Hex oi : in.aoe)
      for (Hex oj : in.aoe) out.offsets.push_back(transform(oj - oi, t));
  sort_unique(out.offsets);
  for (Hex o : out.offsets) out.extent = std::max(out.extent, distance(o, Hex{0, 0}));
}

}  // namespace bnb
