#pragma once
// Test helper: a monster situation drawn as text, in the doubled layout of docs/maps.md (hex
// [q, r] at column 2q + r of line r). Terrain: . featureless, # obstacle, ~ difficult, ^ hazard,
// _ pressure plate, * objective. Figures (on featureless ground unless noted):
//   M the acting monster, C the character, a ally, e other enemy, b blocker,
//   m the monster on a hazard, A an ally on a hazard, F a flying monster on an obstacle.
// Walls (docs/maps.md): = a wall hex, | between two hexes of a row a thin wall.
// Hex [0, 0] is the first character of the first line.
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/rules/monsters/ai.h"

namespace bnb::test {

struct Situation {
  Map map;
  MonsterTurnInput in;
};

inline Situation situation(const std::string& text) {
  Situation s;
  int r = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(pos, end - pos);
    for (int x = 0; x < int(line.size()); ++x) {
      const char ch = line[size_t(x)];
      if (ch == ' ') continue;
      if (ch == '|') {
        s.map.add_thin_wall({int16_t((x - 1 - r) / 2), int16_t(r)}, {int16_t((x + 1 - r) / 2), int16_t(r)});
        continue;
      }
      if ((x - r) % 2 != 0) throw std::runtime_error("grid: odd column at line " + std::to_string(r));
      const Hex h{int16_t((x - r) / 2), int16_t(r)};
      if (ch == '=') {
        s.map.add_wall(h);
        continue;
      }
      Cell c{h, Terrain::Featureless, 0, -1};
      switch (ch) {
        case '#': case 'F': c.terrain = Terrain::Obstacle; break;
        case '~': c.terrain = Terrain::Difficult; break;
        case '^': case 'm': case 'A': c.terrain = Terrain::Hazard; break;
        case '_': c.terrain = Terrain::PressurePlate; break;
        case '*': c.terrain = Terrain::Objective; break;
        default: break;
      }
      switch (ch) {
        case 'M': case 'm': case 'F': s.in.self = h; break;
        case 'C': s.in.focus = h; break;
        case 'a': case 'A': s.in.allies.push_back(h); break;
        case 'e': s.in.enemies.push_back(h); break;
        case 'b': s.in.blockers.push_back(h); break;
        case '.': case '#': case '~': case '^': case '_': case '*': break;
        default: throw std::runtime_error(std::string("grid: unknown character ") + ch);
      }
      s.map.set(c);
    }
    ++r;
    pos = end + 1;
  }
  s.in.map = &s.map;
  return s;
}

// The usual rolled actions.
inline void move_attack(MonsterTurnInput& in, int move, int range = 0) {
  in.has_move = move > 0;
  in.move = move;
  in.has_attack = true;
  in.range = range;
}

// An option as expectations write it: {{dest}, {path...}, {targets...}}.
struct Expected {
  Hex destination;
  std::vector<Hex> path;
  std::vector<Hex> targets;
  auto operator<=>(const Expected&) const = default;
  bool operator==(const Expected&) const = default;
};
inline std::vector<Expected> opts(std::vector<Expected> v) { return v; }
// The plan's options in that form, to compare with opts(...).
inline std::vector<Expected> options_of(const MonsterTurnPlan& p) {
  std::vector<Expected> out;
  for (const MonsterTurnOption& o : p.options) {
    const auto path = p.path(o);
    out.push_back({o.destination, {path.begin(), path.end()}, o.target ? std::vector<Hex>{*o.target} : std::vector<Hex>{}});
  }
  return out;
}

}  // namespace bnb::test
