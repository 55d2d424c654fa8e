// The example mod with walls and a door (mods/walled-keep, docs/maps.md "Walls and doors") plays to
// its end with the built-in player, and the base game has no walls, so it keeps its fast paths.
#include <catch2/catch.hpp>

#include "bindings/load_content.h"
#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "engine/base/map/sight.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/play.h"

using namespace bnb;

TEST_CASE("[content] Walls are opt-in: no base scenario map has a wall, thin wall or door", "[content][walls]") {
  REQUIRE_FALSE(test::base().loaded.diags.has_errors());
  for (const ScenarioDef& s : test::base().loaded.db.scenarios) {
    INFO("scenario " << s.number);
    CHECK_FALSE(s.map.has_walls());
  }
}

TEST_CASE("[content] Doors: the walled keep is won through its door by the built-in player", "[content][walls]") {
  const LoadedContent c = load_content({test::source_path("mods/walled-keep")}, test::source_path("base_content"));
  INFO(c.loaded.diags.str());
  REQUIRE(c.ok());
  int won = 0, opened = 0;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    GameSetup s;
    s.scenario = 102, s.class_id = "bruiser", s.seed = seed;
    Game g(c.db(), c.scripts.get(), s);
    REQUIRE(g.board().map.has_walls());
    REQUIRE(g.board().map.is_closed_door({3, 2}));
    CHECK_FALSE(line_of_sight(g.board().map, {0, 2}, {5, 2}));  // the door blocks sight while closed
    AutoPlayer p(seed);
    test::play_to_end_checked(g, p);
    CHECK(g.over());
    won += g.outcome() == Outcome::Won;
    const bool open = !g.board().map.is_closed_door({3, 2});
    opened += open;
    if (open) CHECK(g.board().figures.size() == 3);  // the character, the guard, and the centipede on_door_open revealed
    if (g.outcome() == Outcome::Won) CHECK_FALSE(g.board().map.is_closed_door({3, 2}));  // the inner room was cleared
  }
  INFO("won " << won << " of 5, door opened in " << opened);
  CHECK(won >= 1);
  CHECK(opened >= 1);
}
