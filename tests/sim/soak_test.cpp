// Random play over every base scenario and every class it allows: the invariants of
// engine/play/sim/invariants.h after every answer, and each game replayed from seed and answers to the
// same hash. `bnb soak` runs the same for 100,000 games; this is the small sample ctest runs.
#include <catch2/catch.hpp>

#include <string>

#include "engine/play/sim/invariants.h"
#include "tests/support/base_content.h"

using namespace bnb;
using namespace bnb::test;

namespace {

constexpr uint64_t kSeeds = 4;  // games per scenario and class

GameSetup setup_for(const ContentDb& db, int scenario, const std::string& class_id, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = class_id, s.seed = seed;
  for (const ItemDef& it : db.items) s.items_available.push_back(it.number);
  return s;
}

// A board in the middle of scenario 1, for the tests that break one invariant each.
Board midgame(const ContentDb& db, const std::string& class_id, sim::InvariantBaseline& baseline) {
  Game g(db, base().lua.get(), setup_for(db, 1, class_id, 3));
  while (!g.over() && g.board().phase == Phase::Setup) REQUIRE(g.answer_index(0).ok());
  baseline = sim::invariant_baseline(g.board());
  REQUIRE(sim::check_invariants(db, g.board(), baseline).empty());
  return g.board();
}

}  // namespace

TEST_CASE("[soak] random answers over every base scenario and allowed class keep the invariants and replay", "[soak]") {
  const ContentDb& db = base().loaded.db;
  int pairs = 0, games = 0;
  for (const ScenarioDef& sc : db.scenarios)
    for (const ClassDef& c : db.classes) {
      if (check_setup(db, setup_for(db, sc.number, c.id, 1)) != SetupProblem::None) continue;
      ++pairs;
      for (uint64_t seed = 1; seed <= kSeeds; ++seed) {
        INFO("scenario " << sc.number << ", class " << c.id << ", seed " << seed);
        const sim::SoakResult r = sim::soak_game(db, base().lua.get(), setup_for(db, sc.number, c.id, seed), seed * 31);
        CHECK(r.failure == "");
        CHECK(r.answers > 0);
        ++games;
      }
    }
  CHECK(pairs >= int(db.scenarios.size()));
  CHECK(games == int(kSeeds) * pairs);
}

TEST_CASE("[soak] each invariant names what broke", "[soak]") {
  const ContentDb& db = base().loaded.db;
  const std::string cls = db.classes[0].id;
  sim::InvariantBaseline b0;
  const Board good = midgame(db, cls, b0);
  FigureId monster = kNoFigure;
  for (const Figure& f : good.figures)
    if (f.kind == FigureKind::Monster && f.alive) monster = f.id;
  REQUIRE(monster != kNoFigure);
  const std::string name = db.monsters[size_t(good.fig(monster).type)].id + " " +
                           std::to_string(good.fig(monster).number) + " (figure " + std::to_string(monster) + ")";

  Board b = good;
  b.fig(0).hp = int16_t(b.fig(0).max_hp + 1);
  CHECK(sim::check_invariants(db, b, b0) ==
        "the character has " + std::to_string(b.fig(0).hp) + " hit points of " + std::to_string(b.fig(0).max_hp));

  b = good;
  b.fig(monster).hp = 0;
  CHECK(sim::check_invariants(db, b, b0) == name + " is alive with no hit points");

  b = good;
  b.fig(monster).hex = b.fig(0).hex;
  CHECK(sim::check_invariants(db, b, b0).find(" shares hex ") != std::string::npos);

  b = good;
  b.fig(monster).hex = Hex{-100, -100};
  CHECK(sim::check_invariants(db, b, b0) == name + " stands off the map at [-100, -100]");

  b = good;
  b.map.at(b.fig(0).hex)->terrain = Terrain::Obstacle;
  CHECK(sim::check_invariants(db, b, b0).find("the character stands on an obstacle at") == 0);

  b = good;
  b.hero.cards.push_back(b.hero.cards[0]);
  CHECK(sim::check_invariants(db, b, b0).find("cards, " + std::to_string(b0.cards) + " at the start") != std::string::npos);
  b.hero.cards.pop_back();
  b.hero.cards[1].def = b.hero.cards[0].def;
  CHECK(sim::check_invariants(db, b, b0) == "card " + db.cards[size_t(b.hero.cards[0].def)].id + " is held twice");

  b = good;
  b.hero.cards[0].unrecoverable = true, b.hero.cards[0].pile = Pile::Discard;
  CHECK(sim::check_invariants(db, b, b0) == "card 0 is unrecoverable outside the lost pile");

  b = good;
  for (CardState& c : b.hero.cards) c.pile = Pile::Selected;
  CHECK(sim::check_invariants(db, b, b0) == std::to_string(b.hero.cards.size()) + " cards are selected");

  b = good;
  b.hero.cards[0].consumed = 0xff;
  CHECK(sim::check_invariants(db, b, b0) ==
        "card " + db.cards[size_t(b.hero.cards[0].def)].id + " has an element consumed that it does not infuse");

  b = good;
  REQUIRE_FALSE(b.types.empty());
  b.types[0].column = 0;
  b.types[0].infusion_consumed =
      uint8_t(1u << db.monsters[size_t(b.types[0].def)].columns[0].infuse.size());  // one past the last
  CHECK(sim::check_invariants(db, b, b0) ==
        db.monsters[size_t(b.types[0].def)].id + " has an infusion consumed that its action does not show");
}
