#pragma once
// Monster turn tests as tables: each case a situation, the rolled move-and-attack and the plan
// expected of it, named by the rule it checks (a failure says which).
#include <catch2/catch.hpp>

#include <optional>
#include <vector>

#include "tests/monster_ai/grid.h"

namespace bnb::test {

using K = MonsterTurnKind;  // the rows' short name for the kind of plan

struct MovePlan {
  const char* rule;
  const char* map;  // situation()'s picture
  int move;
  bool jump = false, flying = false;
  MonsterTurnKind kind;
  std::vector<Expected> options;  // for a plan without a way to its focus, checked only when given
  int hazards = -1;               // the hazards its path counts (-1: not checked)
  int range = 0;                  // the attack's range (0: melee)
  std::optional<bool> disadvantage = {};         // whether it attacks with disadvantage (not checked: nullopt)
  void (*set)(MonsterTurnInput&) = nullptr;      // what else the turn has: a condition, an area, no attack ...
  bool (*holds)(const MonsterTurnPlan&) = nullptr;  // what else the plan must show
};

inline void check_plan(const MovePlan& c) {
  INFO(c.rule);
  auto s = situation(c.map);
  move_attack(s.in, c.move, c.range);
  s.in.jump = c.jump, s.in.flying = c.flying;
  if (c.set) c.set(s.in);
  const auto p = plan_monster_turn(s.in);
  CHECK(p.kind == c.kind);
  if (c.kind != MonsterTurnKind::NoFocusUnreachable || !c.options.empty()) CHECK(options_of(p) == c.options);
  if (c.hazards >= 0) CHECK(p.why.hazards == c.hazards);
  if (c.disadvantage) CHECK(p.disadvantage == *c.disadvantage);
  if (c.holds) CHECK(c.holds(p));
}

}  // namespace bnb::test
