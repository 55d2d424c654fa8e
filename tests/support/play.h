#pragma once
// A test's game: its setup, and playing it to its end (engine/play/game/play_to_end.h) with every
// answer required to be taken.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

#include "engine/play/game/play_to_end.h"

namespace bnb::test {

// A game of scenario `scenario` with class `cls` and seed `seed` (everything else as by default).
inline GameSetup game_setup(int scenario, const std::string& cls, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = cls, s.seed = seed;
  return s;
}

// player.choose(g) answers each decision; returns the number of answers given.
template <class Player>
int play_to_end_checked(Game& g, Player& player) {
  return play_to_end(g, [&player](Game& game) { REQUIRE(game.answer_index(player.choose(game)).ok()); });
}

}  // namespace bnb::test
