// The rigged die of mod tests (GameSetup::rigged_*, used by `bnb test`): the faces given are
// rolled first, in order, separately for monster action rolls and attack modifier rolls; then the
// seeded die rolls as in any game.
#include <catch2/catch.hpp>

#include <vector>

#include "engine/play/bots/auto_player.h"
#include "engine/play/game/game.h"
#include "engine/play/game/play_to_end.h"
#include "tests/support/base_content.h"

using namespace bnb;

namespace {

struct Rolls {
  std::vector<int> action, modifier;
};

Rolls play(const GameSetup& s, size_t enough) {
  Game g(test::base().loaded.db, test::base().lua.get(), s);
  AutoPlayer p(s.seed);
  Rolls out;
  play_to_end(g, [&](Game&) {
    REQUIRE(g.answer_index(p.choose(g)).ok());
    for (const Event& e : g.take_events()) {
      if (const auto* a = e.get<MonsterActionRolled>()) out.action.push_back(a->face);
      if (const auto* m = e.get<ModifierRolled>()) out.modifier.push_back(m->face);
    }
    return out.action.size() < enough || out.modifier.size() < enough;
  });
  return out;
}

}  // namespace

TEST_CASE("[game] rigged die: monster action and modifier rolls use the rigged faces first, in order") {
  GameSetup s;
  s.scenario = 1, s.class_id = "bruiser", s.seed = 7;
  const Rolls free = play(s, 3);
  REQUIRE(free.action.size() >= 3);
  REQUIRE(free.modifier.size() >= 3);
  // Faces the seeded die did not roll first, so that the test can fail.
  s.rigged_action = {uint8_t((free.action[0] + 1) % 6), uint8_t((free.action[1] + 2) % 6)};
  s.rigged_modifier = {uint8_t((free.modifier[0] + 3) % 6), 5, 0};
  const Rolls rigged = play(s, 3);
  REQUIRE(rigged.action.size() >= 2);
  REQUIRE(rigged.modifier.size() >= 3);
  CHECK(rigged.action[0] == s.rigged_action[0]);
  CHECK(rigged.action[1] == s.rigged_action[1]);
  CHECK(rigged.modifier[0] == s.rigged_modifier[0]);
  CHECK(rigged.modifier[1] == 5);
  CHECK(rigged.modifier[2] == 0);
}
