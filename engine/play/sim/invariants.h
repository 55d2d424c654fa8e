#pragma once
// Invariants that hold after every answer of any game, whatever was answered: checked by the
// random-play soak (bnb soak, tests/sim/soak_test.cpp) after each answer, and by the replay of the
// same game from its seed and answers.
#include <cstdint>
#include <string>

#include "engine/play/game/game.h"
#include "engine/play/game/play_to_end.h"

namespace bnb::sim {

// What every later board of a game must agree with, taken from the first one.
struct InvariantBaseline {
  size_t cards = 0;  // the character's cards: none appears or vanishes during a scenario
};
InvariantBaseline invariant_baseline(const Board& b);

// "" when the board keeps every invariant, else what broke (one sentence naming the figure, card
// or hex):
//   - hit points: 0 <= hp <= max hp, living figures have hit points, a dead one has none left;
//   - cards: each card of the class exactly once, in one pile; at most two selected; the round's
//     initiative / other card in range; only lost cards unrecoverable;
//   - figures: every living one on a hex of the map, no two on one hex, none on an obstacle unless
//     it flies;
//   - elements: a consumed mark only on an element the card (side shown) infuses, or on an
//     infusion the monster type's rolled action shows.
std::string check_invariants(const ContentDb& db, const Board& b, const InvariantBaseline& base);

// One game of uniformly random answers, checked after every answer, then replayed from its seed
// and answers to the same hash.
struct SoakResult {
  std::string failure;  // "" if every check held
  int answers = 0;
  uint64_t hash = 0;
  Outcome outcome = Outcome::None;
};
SoakResult soak_game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, uint64_t answer_seed,
                     int max_answers = kMaxGameAnswers);

}  // namespace bnb::sim
