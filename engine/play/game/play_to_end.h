#pragma once
// Playing a game to its end unattended: the one loop of the simulator, the bots' look-ahead
// playouts, `bnb test`'s auto and the tests. A game that has not ended after kMaxGameAnswers
// answers is stopped there (g.over() stays false), so a player or a rule that never ends a
// scenario cannot hang its caller: the simulator counts such a game as a loss.
#include <concepts>
#include <type_traits>

#include "engine/play/game/game.h"

namespace bnb {

inline constexpr int kMaxGameAnswers = 20000;

// Calls answer(g), which answers the pending decision, until the game is over, no decision is
// pending or answer was called max_answers times. An answer that returns bool ends the loop by
// returning false (that call is not counted). Returns the number of calls counted.
template <class Answer>
  requires std::invocable<Answer&, Game&>
int play_to_end(Game& g, Answer&& answer, int max_answers = kMaxGameAnswers) {
  int n = 0;
  for (; n < max_answers && !g.over() && g.decision(); ++n) {
    if constexpr (std::is_same_v<std::invoke_result_t<Answer&, Game&>, bool>) {
      if (!answer(g)) break;
    } else {
      answer(g);
    }
  }
  return n;
}

// The same with a player (a bot): each answer is player.choose(g).
template <class Player>
  requires requires(Player& p, const Game& g) { { p.choose(g) } -> std::convertible_to<int>; }
int play_to_end(Game& g, Player& player, int max_answers = kMaxGameAnswers) {
  return play_to_end(g, [&player](Game& game) { game.answer_index(player.choose(game)); }, max_answers);
}

}  // namespace bnb
