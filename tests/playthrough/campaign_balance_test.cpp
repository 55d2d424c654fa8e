// Balance of the base campaign, scenarios 1-12: every scenario with every class it allows, played
// by the built-in player the way `bnb sim` plays it (the scenario's level, normal difficulty, every
// item available). The full figures (50 seeds each) are in docs/sim.md, "Balance of the base
// campaign"; here the first 20 seeds of each pair keep a minimum of wins, and no game meets a
// script error. A weaker player or harder content shows up as a pair below its minimum.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "bindings/lua_host.h"
#include "engine/bots/auto_player.h"
#include "engine/scenario/scenario.h"
#include "engine/sim/play.h"
#include "tests/support/base_content.h"

using namespace bnb;

namespace {

constexpr int kSeeds = 20;

struct Pair {
  int scenario;
  const char* cls;
  int min_wins;  // of kSeeds; measured at the time of writing minus a margin for small changes
};

// Wins of 20 when written (seeds 1-20): the minimum is about 70% of them, at least 1.
constexpr Pair kPairs[] = {
    {1, "bruiser", 13},      {1, "cragheart", 10},    {1, "mindthief", 14},    {1, "silent-knife", 8},
    {1, "spellweaver", 10},  {1, "tinkerer", 11},     {2, "bruiser", 6},       {2, "cragheart", 5},
    {2, "mindthief", 4},     {2, "silent-knife", 7},  {2, "spellweaver", 6},   {2, "tinkerer", 11},
    {3, "cragheart", 9},     {3, "mindthief", 8},     {3, "silent-knife", 5},  {3, "spellweaver", 6},
    {3, "tinkerer", 7},      {4, "bruiser", 5},       {5, "bruiser", 8},       {5, "cragheart", 8},
    {5, "mindthief", 9},     {5, "silent-knife", 12}, {5, "spellweaver", 7},   {5, "tinkerer", 12},
    {6, "bruiser", 5},       {6, "cragheart", 9},     {6, "silent-knife", 13}, {6, "spellweaver", 6},
    {6, "tinkerer", 11},     {7, "mindthief", 10},    {8, "bruiser", 11},      {8, "cragheart", 3},
    {8, "mindthief", 10},    {8, "spellweaver", 7},   {8, "tinkerer", 2},      {9, "silent-knife", 12},
    {10, "bruiser", 7},      {10, "cragheart", 9},    {10, "mindthief", 7},    {10, "silent-knife", 10},
    {10, "spellweaver", 11}, {10, "tinkerer", 9},     {11, "bruiser", 10},     {11, "cragheart", 3},
    {11, "mindthief", 7},    {11, "silent-knife", 12}, {11, "spellweaver", 3}, {12, "tinkerer", 11},
};

GameSetup sim_setup(int scenario, const std::string& cls, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = cls, s.seed = seed;
  for (const ItemDef& it : test::base().loaded.db.items) s.items_available.push_back(it.number);
  return s;
}

// Plays the first kSeeds seeds of every listed pair of one scenario and checks each minimum.
void check_scenario(int scenario) {
  const ContentDb& db = test::base().loaded.db;
  for (const Pair& p : kPairs) {
    if (p.scenario != scenario) continue;
    int wins = 0;
    for (uint64_t seed = 1; seed <= uint64_t(kSeeds); ++seed) {
      AutoPlayer bot(seed);
      const sim::GameRecord r = sim::play_recorded(db, test::base().lua.get(), sim_setup(p.scenario, p.cls, seed), bot, "heuristic");
      INFO("scenario " << p.scenario << ", " << p.cls << ", seed " << seed << ": " << r.script_error);
      CHECK(r.script_error.empty());
      CHECK(r.end != "unfinished");
      wins += r.won;
    }
    INFO("scenario " << p.scenario << ", " << p.cls << ": " << wins << " wins of " << kSeeds);
    CHECK(wins >= p.min_wins);
  }
}

}  // namespace

// One test per scenario, so that ctest spreads them over its jobs.
TEST_CASE("[balance] scenario 1, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(1); }
TEST_CASE("[balance] scenario 2, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(2); }
TEST_CASE("[balance] scenario 3, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(3); }
TEST_CASE("[balance] scenario 4, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(4); }
TEST_CASE("[balance] scenario 5, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(5); }
TEST_CASE("[balance] scenario 6, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(6); }
TEST_CASE("[balance] scenario 7, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(7); }
TEST_CASE("[balance] scenario 8, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(8); }
TEST_CASE("[balance] scenario 9, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(9); }
TEST_CASE("[balance] scenario 10, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(10); }
TEST_CASE("[balance] scenario 11, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(11); }
TEST_CASE("[balance] scenario 12, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(12); }

TEST_CASE("[balance] the kept minimums name every scenario 1-12 and class it allows, once", "[balance]") {
  const ContentDb& db = test::base().loaded.db;
  int allowed = 0;
  for (int scenario = 1; scenario <= 12; ++scenario)
    for (const ClassDef& c : db.classes) {
      if (check_setup(db, sim_setup(scenario, c.id, 1)) != SetupProblem::None) continue;
      ++allowed;
      int listed = 0;
      for (const Pair& p : kPairs) listed += p.scenario == scenario && c.id == p.cls;
      INFO("scenario " << scenario << ", " << c.id);
      CHECK(listed == 1);
    }
  CHECK(allowed == int(std::size(kPairs)));
}
