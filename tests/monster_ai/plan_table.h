#pragma once
// Monster turn tests as tables: each case a situation, the rolled move-and-attack and the plan
// expected of it, named by the rule it checks (a failure says which).
#include <catch2/catch.hpp>

#include <vector>

#include "tests/monster_ai/grid.h"

namespace bnb::test {

struct MovePlan {
  const char* rule;
  const char* map;  // situation()'s picture
  int move;
  bool jump, flying;
  MonsterTurnKind kind;
  std::vector<Expected> options;  // not checked for a plan without a way to its focus
  int hazards = -1;               // the hazards its path counts (-1: not checked)
};

inline void check_plan(const MovePlan& c) {
  INFO(c.rule);
  auto s = situation(c.map);
  move_attack(s.in, c.move);
  s.in.jump = c.jump, s.in.flying = c.flying;
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == c.kind);
  if (c.kind != MonsterTurnKind::NoFocusUnreachable) CHECK(options_of(p) == c.options);
  if (c.hazards >= 0) CHECK(p.why.hazards == c.hazards);
}

}  // namespace bnb::test
