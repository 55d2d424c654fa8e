#include "engine/rules/monsters/ai_reach.h"

#include <algorithm>
#include <cstdlib>

#include "engine/base/map/sight.h"
#include "engine/rules/monsters/ai.h"

namespace bnb {

namespace {

// The 12 ways to lay a pattern down: 6 rotations, with and without mirroring.
Hex transform(Hex o, int t) { return rotate(t >= 6 ? mirror(o) : o, t % 6); }

// distance() of engine/base/hex, inlined here where it is asked for every hex of the map per plan.
int hex_distance(Hex a, Hex b) {
  const int dq = a.q - b.q, dr = a.r - b.r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

void sort_unique(std::vector<Hex>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

bool AttackReach::reaches(Hex attacker, Hex focus) const {
  if (walls) return reaches_around_walls(attacker, focus);
  const int d = hex_distance(attacker, focus);
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
        if (hex_distance(attacker, focus + o) <= range) return true;
      return false;
  }
  return false;
}

void AttackReach::prepare(Hex focus) {
  targets_.clear();
  steps_.clear();
  if (!walls) return;
  sight_.reset(*walls);
  targets_.push_back(focus);
  if (!ranged()) return;
  if (shape == Shape::RangedArea)
    for (Hex o : offsets) targets_.push_back(focus + o);
  // Breadth-first from each target over the hexes within range of it, as range_around_walls counts
  // (engine/base/map/sight.h): a path may end in a wall hex or closed door but not pass through one,
  // and never crosses a thin wall. Counted from the target, it is the same path reversed. Only
  // the walls within range of the target can be on such a path: without any, range is plain.
  const Map& m = *walls;
  const int side = 2 * range + 1;
  const size_t slots = size_t(side) * size_t(side);
  steps_.assign(slots * targets_.size(), -1);
  plain_.assign(targets_.size(), 0);
  for (size_t t = 0; t < targets_.size(); ++t) {
    const Hex b = targets_[t];
    near_walls_.clear();
    near_thin_.clear();
    for (Hex w : m.walls())
      if (hex_distance(w, b) <= range) near_walls_.push_back(w);
    for (const Door& door : m.doors())
      if (!door.open && hex_distance(door.hex, b) <= range) near_walls_.push_back(door.hex);
    for (const auto& edge : m.thin_walls())
      if (hex_distance(edge.first, b) <= range && hex_distance(edge.second, b) <= range) near_thin_.push_back(edge);
    if (near_walls_.empty() && near_thin_.empty()) {
      plain_[t] = 1;
      continue;
    }
    const auto wall = [&](Hex h) { return std::find(near_walls_.begin(), near_walls_.end(), h) != near_walls_.end(); };
    const auto thin = [&](Hex p, Hex q) {
      const std::pair<Hex, Hex> e = p < q ? std::pair{p, q} : std::pair{q, p};
      return std::find(near_thin_.begin(), near_thin_.end(), e) != near_thin_.end();
    };
    int16_t* steps = steps_.data() + t * slots;
    const auto slot = [&](Hex h) { return size_t((h.q - b.q + range) + (h.r - b.r + range) * side); };
    frontier_.assign(1, b);
    steps[slot(b)] = 0;
    for (int k = 0; !frontier_.empty() && k < range; ++k) {
      next_.clear();
      for (Hex h : frontier_)
        for (int dir = 0; dir < 6; ++dir) {
          const Hex n = h + kHexDirections[size_t(dir)];
          if (hex_distance(b, n) > range || steps[slot(n)] >= 0 || (!near_thin_.empty() && thin(h, n))) continue;
          steps[slot(n)] = int16_t(k + 1);
          if (!wall(n)) next_.push_back(n);
        }
      frontier_.swap(next_);
    }
  }
}

int AttackReach::range_to(size_t t, Hex attacker) const {
  const Hex b = targets_[t];
  const int d = hex_distance(attacker, b);
  if (d > range) return range + 1;
  if (plain_[t]) return d;
  const int side = 2 * range + 1;
  const int16_t v = steps_[t * size_t(side) * size_t(side) +
                           size_t((attacker.q - b.q + range) + (attacker.r - b.r + range) * side)];
  return v < 0 ? range + 1 : v;
}

bool AttackReach::reaches_around_walls(Hex attacker, Hex focus) const {
  const Map& m = *walls;
  const int d = hex_distance(attacker, focus);
  const bool prepared = !targets_.empty() && targets_[0] == focus;
  switch (shape) {
    case Shape::Melee:
      return d == 1 && !m.step_blocked(attacker, focus);
    case Shape::Ranged:
      if (!prepared) return d >= 1 && in_range_and_sight(m, attacker, focus, range);
      return d >= 1 && range_to(0, attacker) <= range && sight_.line_of_sight(attacker, focus);
    case Shape::MeleeArea:
      return std::binary_search(offsets.begin(), offsets.end(), focus - attacker) &&
             (prepared ? sight_.line_of_sight(attacker, focus) : line_of_sight(m, attacker, focus));
    case Shape::RangedArea:
      if (d > range + extent || !(prepared ? sight_.line_of_sight(attacker, focus) : line_of_sight(m, attacker, focus)))
        return false;
      for (size_t k = 0; k < offsets.size(); ++k) {
        const Hex target = focus + offsets[k];
        if (prepared ? range_to(k + 1, attacker) <= range && sight_.line_of_sight(attacker, target)
                     : in_range_and_sight(m, attacker, target, range))
          return true;
      }
      return false;
  }
  return false;
}

void build_attack_reach(const MonsterTurnInput& in, AttackReach& out) {
  out.walls = in.map && in.map->has_walls() ? in.map : nullptr;
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
  out.shape = in.aoe_melee ? AttackReach::Shape::MeleeArea : AttackReach::Shape::RangedArea;
  out.range = in.aoe_melee ? 1 : std::max(in.range, 1);
  // The offsets depend on the pattern alone: made once while the same area comes again.
  if (out.has_pattern && out.pattern_melee == in.aoe_melee && out.pattern == in.aoe) return;
  out.offsets.clear();
  out.extent = 0;
  if (in.aoe_melee) {
    // The attacker stands at [-1, 0] of the pattern; rotations and mirroring turn around it.
    for (int t = 0; t < 12; ++t)
      for (Hex o : in.aoe) {
        const Hex rel = transform(o + Hex{1, 0}, t);
        if (rel != Hex{0, 0}) out.offsets.push_back(rel);
      }
    sort_unique(out.offsets);
  } else {
    // Ranged area: any placement that covers the character, with one of its cells within range.
    // For the placement where pattern cell i lies on the character, cell j lies at R(o_j - o_i).
    for (int t = 0; t < 12; ++t)
      for (Hex oi : in.aoe)
        for (Hex oj : in.aoe) out.offsets.push_back(transform(oj - oi, t));
    sort_unique(out.offsets);
    for (Hex o : out.offsets) out.extent = std::max(out.extent, distance(o, Hex{0, 0}));
  }
  out.pattern = in.aoe;
  out.pattern_melee = in.aoe_melee;
  out.has_pattern = true;
}

}  // namespace bnb
