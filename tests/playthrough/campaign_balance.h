#pragma once
// The balance checks of the base campaign (campaign_balance_test.cpp): every scenario with every
// class it allows, played by the built-in player the way `bnb sim` plays it (the scenario's level,
// normal difficulty, every item available). The first kSeeds seeds of each pair keep a minimum of
// wins, and no game meets a script error. A weaker player or harder content shows up as a pair
// below its minimum.
#include <catch2/catch.hpp>

#include <span>
#include <string>

#include "bindings/lua_host.h"
#include "engine/play/bots/auto_player.h"
#include "engine/rules/scenario/scenario.h"
#include "engine/play/sim/play.h"
#include "tests/support/base_content.h"

namespace bnb::test::balance {

constexpr int kSeeds = 20;

struct Pair {
  int scenario;
  const char* cls;
  int min_wins;  // of kSeeds; measured at the time of writing minus a margin for small changes
};

inline GameSetup sim_setup(int scenario, const std::string& cls, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = cls, s.seed = seed;
  for (const ItemDef& it : base().loaded.db.items) s.items_available.push_back(it.number);
  return s;
}

// Plays the first kSeeds seeds of every listed pair of one scenario and checks each minimum.
inline void check_scenario(std::span<const Pair> pairs, int scenario) {
  const ContentDb& db = base().loaded.db;
  for (const Pair& p : pairs) {
    if (p.scenario != scenario) continue;
    int wins = 0;
    for (uint64_t seed = 1; seed <= uint64_t(kSeeds); ++seed) {
      AutoPlayer bot(seed);
      const sim::GameRecord r = sim::play_recorded(db, base().lua.get(), sim_setup(p.scenario, p.cls, seed), bot, "heuristic");
      INFO("scenario " << p.scenario << ", " << p.cls << ", seed " << seed << ": " << r.script_error);
      CHECK(r.script_error.empty());
      CHECK(r.end != "unfinished");
      wins += r.won;
    }
    INFO("scenario " << p.scenario << ", " << p.cls << ": " << wins << " wins of " << kSeeds);
    CHECK(wins >= p.min_wins);
  }
}

// Every class that scenarios first..last allow is listed once, and nothing else is.
inline void check_every_pair_listed(std::span<const Pair> pairs, int first, int last) {
  const ContentDb& db = base().loaded.db;
  int allowed = 0;
  for (int scenario = first; scenario <= last; ++scenario)
    for (const ClassDef& c : db.classes) {
      if (check_setup(db, sim_setup(scenario, c.id, 1)) != SetupProblem::None) continue;
      ++allowed;
      int listed = 0;
      for (const Pair& p : pairs) listed += p.scenario == scenario && c.id == p.cls;
      INFO("scenario " << scenario << ", " << c.id);
      CHECK(listed == 1);
    }
  CHECK(allowed == int(pairs.size()));
}

}  // namespace bnb::test::balance
