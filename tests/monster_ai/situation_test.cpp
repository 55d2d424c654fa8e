// Reading a monster-move situation (docs/monster-move.md).
#include <catch2/catch.hpp>

#include "engine/rules/monster_move/ai_situation.h"

using namespace bnb;

TEST_CASE("[monster-ai] situation: grid letters, several allies by one letter, traits and the action",
          "[monster-ai]") {
  const std::string text =
      "map: |\n"
      "  M . A . C\n"
      "   . A h . .\n"
      "legend:\n"
      "  h: { terrain: hazard, name: spikes }\n"
      "character: { at: C, invisible: true }\n"
      "monster:\n"
      "  at: M\n"
      "  flying: true\n"
      "  conditions: [muddle, disarm, immobilize]\n"
      "  action:\n"
      "    - move: 3\n"
      "      jump: true\n"
      "    - attack: 2\n"
      "      range: 3\n"
      "      target: 2\n"
      "      aoe: [[0, 0], [1, 0]]\n"
      "    - heal: 2\n"
      "      self: true\n"
      "allies: [A]\n"
      "enemies: [[4, 1]]\n"
      "blockers: [[3, 1]]\n";
  MonsterSituation s;
  Diagnostics d;
  REQUIRE(read_monster_situation("s.yaml", text, s, d));
  CHECK(d.all().empty());
  const MonsterTurnInput in = s.input();
  CHECK(in.map == &s.map);
  CHECK(in.self == Hex{0, 0});
  CHECK(in.focus == Hex{4, 0});
  CHECK(in.focus_invisible);
  CHECK(in.flying);
  CHECK((in.muddled && in.disarmed && in.immobilized));
  CHECK((in.has_move && in.move == 3 && in.jump));
  CHECK((in.has_attack && in.range == 3 && in.targets == 2));
  CHECK(in.aoe == std::vector<Hex>{{0, 0}, {1, 0}});
  CHECK(in.allies == std::vector<Hex>{{2, 0}, {1, 1}});
  CHECK(in.enemies == std::vector<Hex>{{4, 1}});
  CHECK(in.blockers == std::vector<Hex>{{3, 1}});
  CHECK(s.map.at({2, 1})->terrain == Terrain::Hazard);
}

TEST_CASE("[monster-ai] situation: every problem is reported with its line", "[monster-ai]") {
  const std::string text =
      "map: |\n"
      "  M . A . C\n"
      "   . A # . .\n"
      "character: A\n"
      "monster:\n"
      "  at: [2, 1]\n"
      "  flyng: true\n"
      "  action: []\n";
  MonsterSituation s;
  Diagnostics d;
  CHECK_FALSE(read_monster_situation("s.yaml", text, s, d));
  const std::string all = d.str();
  CHECK(all.find("s.yaml:4:12: error: character: the letter A marks 2 hexes") != std::string::npos);
  CHECK(all.find("s.yaml:6:7: error: monster.at: the monster at [2, 1] stands on an obstacle") != std::string::npos);
  CHECK(all.find("s.yaml:7:3: error:") != std::string::npos);
  CHECK(all.find("flyng") != std::string::npos);
}
