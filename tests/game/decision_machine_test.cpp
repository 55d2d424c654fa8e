#include <catch2/catch.hpp>

#include <set>

#include "engine/rules/cards/piles.h"
#include "engine/play/game/game.h"
#include "tests/support/random_pick.h"
#include "tests/support/tiny_content.h"

using namespace bnb;
using namespace bnb::test;

namespace {
void check_invariants(const Game& g) {
  const Board& b = g.board();
  std::set<Hex> taken;
  for (const Figure& f : b.figures) {
    REQUIRE(f.hp >= 0);
    REQUIRE(f.hp <= f.max_hp);
    if (f.kind == FigureKind::Monster) REQUIRE(f.alive == (f.hp > 0));
    if (!f.alive) continue;
    REQUIRE(taken.insert(f.hex).second);  // no two figures in one hex
    REQUIRE(b.map.contains(f.hex));
  }
  // The character lives until the scenario is lost.
  if (!g.over() || g.outcome() != Outcome::Lost) REQUIRE(b.fig(0).hp > 0);
  // Cards are conserved: every card in one pile, at most the two selected ones in play, only lost
  // cards marked unrecoverable.
  REQUIRE(b.hero.cards.size() == 4);
  int selected = 0;
  for (const CardState& c : b.hero.cards) {
    selected += c.pile == Pile::Selected;
    REQUIRE((c.side == 'A' || c.side == 'B'));
    if (c.unrecoverable) REQUIRE(c.pile == Pile::Lost);
  }
  REQUIRE(selected <= 2);
  REQUIRE(b.hero.modifier_row >= 0);
  REQUIRE(b.hero.modifier_row < 6);
}
}  // namespace

TEST_CASE("[decision-machine] a tiny scenario plays to its end through decisions", "[game]") {
  const ContentDb db = tiny_content();
  Game g(db, nullptr, tiny_setup(3));
  REQUIRE(g.decision());
  const int answers = play(g, [](const Decision&) { return 0; });
  CHECK(g.over());
  CHECK(answers > 0);
}

TEST_CASE("[decision-machine] illegal answers are rejected and leave the state unchanged", "[game]") {
  const ContentDb db = tiny_content();
  Game g(db, nullptr, tiny_setup(5));
  const GameState before = g.state();
  const uint64_t hash = g.hash();
  CHECK(g.answer("no such option").rejected == RejectReason::UnknownOption);
  CHECK(g.answer_index(999).rejected == RejectReason::UnknownOption);
  CHECK(g.answer_index(-1).rejected == RejectReason::UnknownOption);
  CHECK(g.state() == before);
  CHECK(g.hash() == hash);
}

TEST_CASE("[replay] seed + answers reproduce the same state hash at every step", "[game][replay]") {
  const ContentDb db = tiny_content();
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g(db, nullptr, tiny_setup(seed));
    std::vector<uint64_t> hashes{g.hash()};
    RandomPick pick{seed * 7919};
    while (!g.over() && g.decision()) {
      REQUIRE(g.answer_index(pick(*g.decision())).ok());
      hashes.push_back(g.hash());
    }
    Game r(db, nullptr, tiny_setup(seed));
    REQUIRE(r.hash() == hashes[0]);
    for (size_t i = 0; i < g.state().history.size(); ++i) {
      REQUIRE(r.answer_index(g.state().history[i]).ok());
      REQUIRE(r.hash() == hashes[i + 1]);
    }
    CHECK(r.over() == g.over());
    CHECK(r.outcome() == g.outcome());
  }
}

TEST_CASE("[decision-machine] a copied state resumes to the same game", "[game]") {
  const ContentDb db = tiny_content();
  Game g(db, nullptr, tiny_setup(11));
  RandomPick pick{42};
  // A copy taken at every decision of the first 15, until the game ends.
  for (int i = 0; i < 15 && !g.over() && g.decision(); ++i) {
    Game copy(db, nullptr, g.state());
    CHECK(copy.hash() == g.hash());
    REQUIRE(copy.decision());
    CHECK(copy.decision()->options.size() == g.decision()->options.size());
    g.answer_index(pick(*g.decision()));
  }
}

TEST_CASE("[random-playout] 1000 seeds of random answers keep the invariants", "[game][playout]") {
  const ContentDb db = tiny_content();
  int won = 0, lost = 0;
  for (uint64_t seed = 1; seed <= 1000; ++seed) {
    Game g(db, nullptr, tiny_setup(seed));
    RandomPick pick{seed};
    int n = 0;
    while (!g.over() && g.decision() && n < 3000) {
      REQUIRE(g.answer_index(pick(*g.decision())).ok());
      check_invariants(g);
      ++n;
    }
    REQUIRE(g.over());
    won += g.outcome() == Outcome::Won;
    lost += g.outcome() == Outcome::Lost;
  }
  CHECK(won + lost == 1000);
  CHECK(lost > 0);
}

#include "engine/play/bots/auto_player.h"

TEST_CASE("[auto-player] the built-in player wins some tiny scenarios and loses others", "[game]") {
  const ContentDb db = tiny_content();
  int won = 0;
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    Game g(db, nullptr, tiny_setup(seed));
    AutoPlayer p(seed);
    int n = 0;
    while (!g.over() && n++ < 3000) REQUIRE(g.answer_index(p.choose(g)).ok());
    REQUIRE(g.over());
    won += g.outcome() == Outcome::Won;
  }
  CHECK(won > 10);
}
