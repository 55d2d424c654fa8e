#pragma once
// A small content set built in code (no files): one class with four cards, two monster types,
// a 5x4 map scenario. Rules tests start from it and change what they need.
#include "engine/base/content/content_db.h"
#include "engine/play/game/game.h"

namespace bnb::test {

ContentDb tiny_content();
GameSetup tiny_setup(uint64_t seed = 7);
Ability ability(AbilityKind kind, int value, int range = 0);
// Answers every decision with the option chosen by `pick` until the game is over or `max` answers.
template <class Pick>
int play(Game& g, Pick pick, int max = 5000) {
  int n = 0;
  while (!g.over() && g.decision() && n < max) {
    g.answer_index(pick(*g.decision()));
    ++n;
  }
  return n;
}

}  // namespace bnb::test
