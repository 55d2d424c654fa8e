#pragma once
// Playing a test's game to its end (engine/game/play_to_end.h), every answer required to be taken.
#include <catch2/catch.hpp>

#include "engine/game/play_to_end.h"

namespace bnb::test {

// player.choose(g) answers each decision; returns the number of answers given.
template <class Player>
int play_to_end_checked(Game& g, Player& player) {
  return play_to_end(g, [&player](Game& game) { REQUIRE(game.answer_index(player.choose(game)).ok()); });
}

}  // namespace bnb::test
