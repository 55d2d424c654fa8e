// Monster-move situations with walls (docs/monster-move.md, docs/maps.md "Walls and doors").
#include <catch2/catch.hpp>

#include "engine/rules/monster_move/ai_situation.h"

using namespace bnb;

TEST_CASE("[monster-ai] situation: wall hexes, thin walls and flying allies on obstacles", "[monster-ai]") {
  const std::string text =
      "map: |\n"
      "  . . . . .\n"
      "   M = C|. .\n"
      "    . # . . .\n"
      "thin_walls: [[[2, 1], [1, 2]]]\n"
      "character: C\n"
      "monster:\n"
      "  at: M\n"
      "  action:\n"
      "    - move: 3\n"
      "    - attack: 2\n"
      "flying_allies: [[1, 2]]\n";
  MonsterSituation s;
  Diagnostics d;
  INFO(d.str());
  REQUIRE(read_monster_situation("s.yaml", text, s, d));
  CHECK(s.map.is_wall({1, 1}));
  CHECK(s.map.thin_wall_between({2, 1}, {3, 1}));
  CHECK(s.map.thin_wall_between({2, 1}, {1, 2}));
  const MonsterTurnInput in = s.input();
  CHECK(in.allies == std::vector<Hex>{{1, 2}});
  const MonsterTurnPlan p = plan_monster_turn(in);
  CHECK(p.kind == MonsterTurnKind::Attacks);
  for (const MonsterTurnOption& o : p.options) {
    CHECK(o.destination != Hex{3, 1});  // across the thin wall: not adjacent
    CHECK(o.destination != Hex{1, 2});  // across the other thin wall (and an ally stands there)
  }
}

TEST_CASE("[monster-ai] situation: a figure in a wall or a closed door is an error", "[monster-ai]") {
  const std::string text =
      "map: |\n"
      "  M = + C\n"
      "character: C\n"
      "monster: { at: [1, 0], action: [{ attack: 2 }] }\n"
      "allies: [[2, 0]]\n";
  MonsterSituation s;
  Diagnostics d;
  CHECK_FALSE(read_monster_situation("s.yaml", text, s, d));
  const std::string all = d.str();
  CHECK(all.find("is in a wall") != std::string::npos);
  CHECK(all.find("stands in a closed door") != std::string::npos);
}
