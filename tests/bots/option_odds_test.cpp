// The hint's estimates (engine/play/bots/option_odds.h) and the review of a finished scenario
// (engine/play/bots/review.h): repeatable for the same seed and futures on any number of threads,
// blind to the real dice, read-only on the game, within a time budget; a review names a
// deliberately bad decision and (within the noise) none of the search bot's own.
#include <catch2/catch.hpp>

#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/lookahead.h"
#include "engine/play/bots/option_odds.h"
#include "engine/play/bots/review.h"
#include "engine/play/bots/search_bot.h"
#include "tests/support/base_content.h"
#include "tests/support/play.h"

using namespace bnb;

namespace {

GameSetup setup(int scenario, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = "bruiser", s.seed = seed;
  return s;
}

// Scenario 1 after `count` answers of the built-in player, at a decision with several options.
Game game_at(uint64_t seed, int count) {
  Game g(test::base().loaded.db, test::base().lua.get(), setup(1, seed));
  AutoPlayer p(seed);
  for (int n = 0; (n < count || g.decision()->options.size() < 3) && g.decision(); ++n) REQUIRE(g.answer_index(p.choose(g)).ok());
  REQUIRE(g.decision());
  return g;
}

std::vector<OddsWorker> one() { return {{&test::base().loaded.db, test::base().lua.get()}}; }

// A second thread's own content and Lua state, loaded once.
test::BaseContent& second() {
  static test::BaseContent b;
  return b;
}

bool same(const Odds& a, const Odds& b) {
  if (a.options.size() != b.options.size() || a.best != b.best || a.futures != b.futures) return false;
  for (size_t i = 0; i < a.options.size(); ++i)
    if (a.options[i].option != b.options[i].option || a.options[i].won != b.options[i].won) return false;
  return true;
}

}  // namespace

TEST_CASE("[hint] the same game, seed and futures give the same estimates, on one thread or two", "[hint]") {
  const Game g = game_at(3, 12);
  OddsOptions o;
  o.futures = 12, o.seed = 5;
  const Odds a = option_odds(g, one(), o);
  const Odds b = option_odds(g, one(), o);
  std::vector<OddsWorker> two = one();
  two.push_back({&second().loaded.db, second().lua.get()});
  const Odds c = option_odds(g, two, o);
  CHECK(same(a, b));
  CHECK(same(a, c));
  CHECK(a.futures == 12);
  CHECK(a.playouts == long(12 * a.options.size()));
  REQUIRE(a.options.size() >= 2);
  for (const OptionOdds& x : a.options) {
    CHECK(x.futures == 12);
    CHECK(x.low <= x.chance);
    CHECK(x.chance <= x.high);
  }
  // Another seed samples other futures.
  o.seed = 6;
  CHECK_FALSE(same(a, option_odds(g, one(), o)));
}

TEST_CASE("[hint] the estimates never read the real dice: games that differ only after the decision get the same hint", "[hint]") {
  const Game a = game_at(7, 20);
  const Game b(a.content(), test::base().lua.get(), lookahead_state(a, 424242));
  OddsOptions o;
  o.futures = 8;
  CHECK(same(option_odds(a, one(), o), option_odds(b, one(), o)));
}

TEST_CASE("[hint] asking for a hint changes nothing in the game", "[hint]") {
  Game g = game_at(4, 15);
  g.take_events();
  const GameState before = g.state();
  const uint64_t hash = g.hash(), rng = g.board().rng.state;
  const size_t options = g.decision()->options.size();
  OddsOptions o;
  o.futures = 8;
  (void)option_odds(g, one(), o);
  CHECK(g.state() == before);
  CHECK(g.hash() == hash);
  CHECK(g.board().rng.state == rng);
  CHECK(g.decision()->options.size() == options);
  CHECK(g.take_events().empty());
}

TEST_CASE("[hint] a time budget is kept: futures are added only while the next round fits", "[hint]") {
  const Game g = game_at(2, 10);
  OddsOptions o;
  o.seconds = 0.4;
  const Odds odds = option_odds(g, one(), o);
  CHECK(odds.futures >= 8);
  // Beyond the first round, a round is played only when its predicted end is within the budget
  // (a loaded machine may run a round slower than the last one: some slack).
  if (odds.futures > 8) CHECK(odds.seconds < 2 * o.seconds);
}

TEST_CASE("[review] a deliberately bad decision is named, with the better option", "[review]") {
  const ContentDb& db = test::base().loaded.db;
  ScriptHost* lua = test::base().lua.get();
  Game g(db, lua, setup(1, 9));
  AutoPlayer p(9);
  size_t bad_step = SIZE_MAX;
  int bad_option = -1;
  int n = 0;  // decisions answered
  play_to_end(g, [&](Game&) {
    int answer = p.choose(g);
    // Walking away: the first move whose worst destination is far worse than the best one (by
    // estimates on futures of their own seed), taken instead of the built-in player's.
    if (bad_step == SIZE_MAX && n >= 6 && g.decision()->kind == DecisionKind::MoveDestination && g.decision()->options.size() > 2) {
      OddsOptions o;
      o.futures = 16, o.seed = 777, o.max_options = 32;
      const Odds odds = option_odds(g, one(), o);
      int worst = 0;
      for (int i = 1; i < int(odds.options.size()); ++i)
        if (odds.options[size_t(i)].chance < odds.options[size_t(worst)].chance) worst = i;
      if (odds.options[size_t(odds.best)].chance - odds.options[size_t(worst)].chance >= 0.5 && clearly_worse(odds, worst, odds.best)) {
        bad_step = g.answer_count(), bad_option = odds.options[size_t(worst)].option;
        answer = bad_option;
        p.answered(g, answer);
      }
    }
    REQUIRE(g.answer_index(answer).ok());
    ++n;
  });
  REQUIRE(bad_step != SIZE_MAX);
  ReviewOptions ro;
  ro.futures = 24, ro.seed = 1, ro.max_options = 32;
  int calls = 0;
  ro.progress = [&](int done, int total) {
    ++calls;
    CHECK(done <= total);
  };
  const Review rv = review_game(db, setup(1, 9), g.answer_keys(), one(), ro);
  CHECK(calls == rv.decisions);
  CHECK(rv.answers == int(g.answer_count()));
  bool named = false;
  for (size_t m = 0; m < rv.mistakes.size(); ++m) {
    const ReviewedDecision& x = rv.mistakes[m];
    if (x.step != bad_step) continue;
    named = true;
    CHECK(x.chosen == bad_option);
    CHECK(x.best != bad_option);
    CHECK(x.odds.options[size_t(x.best_at)].chance > x.odds.options[size_t(x.chosen_at)].chance);
    CHECK(rv.boards[m].answer_count() == bad_step);  // the board before the answer
  }
  CAPTURE(bad_step, rv.mistakes.size());
  CHECK(named);
}

TEST_CASE("[review] the search bot's own game has no clear mistakes, within the noise", "[review]") {
  const ContentDb& db = test::base().loaded.db;
  ScriptHost* lua = test::base().lua.get();
  Game g(db, lua, setup(1, 4));
  SearchBot bot(4, lua, SearchOptions{64, 8, 512});
  test::play_to_end_checked(g, bot);
  ReviewOptions ro;
  ro.futures = 16;
  const Review rv = review_game(db, setup(1, 4), g.answer_keys(), one(), ro);
  CHECK(rv.decisions > 10);
  CAPTURE(rv.decisions);
  CHECK(rv.mistakes.size() <= 1);
}
