// bnb sim: the statistics, game records and their JSON lines, and the command itself (shards merge
// into the result of one run, threads do not change results, comparisons and ablations).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <random>

#include "bindings/lua_host.h"
#include "engine/bots/random_bot.h"
#include "engine/content/loader.h"
#include "engine/sim/json.h"
#include "engine/sim/play.h"
#include "engine/sim/stats.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

using namespace bnb;
using namespace bnb::sim;

namespace {

GameRecord random_game(int scenario, uint64_t seed) {
  GameSetup s;
  s.scenario = scenario, s.class_id = "bruiser", s.seed = seed;
  RandomBot bot(seed);
  return play_recorded(test::base().loaded.db, test::base().lua.get(), s, bot, "random");
}

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("bnb_sim_test_" + std::to_string(::getpid()) + "_" + name)).string();
}

}  // namespace

TEST_CASE("[sim] Wilson interval of a win rate", "[sim][stats]") {
  const Interval half = wilson(5, 10);
  CHECK(half.lo == Approx(0.2366).margin(1e-4));
  CHECK(half.hi == Approx(0.7634).margin(1e-4));
  CHECK(wilson(0, 10).lo == 0.0);
  CHECK(wilson(0, 10).hi == Approx(0.2775).margin(1e-4));
  CHECK(wilson(20, 20).lo == Approx(0.8389).margin(1e-4));
  CHECK(wilson(0, 0).hi == 1.0);
}

TEST_CASE("[sim] McNemar's exact test on the discordant pairs", "[sim][stats]") {
  CHECK(mcnemar_p(0, 0) == 1.0);
  CHECK(mcnemar_p(5, 0) == Approx(0.0625));
  CHECK(mcnemar_p(0, 5) == Approx(0.0625));
  CHECK(mcnemar_p(3, 3) == 1.0);
  CHECK(mcnemar_p(10, 1) == Approx(0.01171875));
}

TEST_CASE("[sim] a game record lists how each card of the hand was used", "[sim]") {
  const GameRecord r = random_game(1, 3);
  CHECK(r.class_id == "bruiser");
  CHECK(r.scenario == 1);
  CHECK(r.seed == 3);
  CHECK(r.answers > 0);
  CHECK(r.rounds >= 1);
  CHECK(r.end != "unfinished");
  CHECK((r.won ? r.end == "won" : r.end != "won"));
  CHECK(r.cards.size() == test::base().loaded.db.classes[size_t(test::base().loaded.db.class_index("bruiser"))].cards.size());
  int halves = 0, lost = 0;
  for (const CardUse& u : r.cards) halves += u.top + u.bottom + u.basic, lost += u.lost;
  CHECK(halves > 0);
  CHECK(halves <= 2 * r.rounds);  // two halves a round at most (a long rest plays none)
  CHECK(r.cards_left + lost <= int(r.cards.size()));
}

TEST_CASE("[sim] a game record survives its JSON line, and other lines are skipped", "[sim][json]") {
  const GameRecord r = random_game(2, 5);
  std::string error;
  const std::optional<GameRecord> back = record_from_json(to_json(r), error);
  INFO(error);
  REQUIRE(back);
  CHECK(*back == r);
  CHECK_FALSE(record_from_json(summary_json({r}), error));
  CHECK(error.empty());
  CHECK_FALSE(record_from_json("{\"type\":\"game\",\"class\":\"bruiser\"}", error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("[sim] the tables do not depend on the order of the records", "[sim][stats]") {
  std::vector<GameRecord> rs;
  for (uint64_t seed = 1; seed <= 6; ++seed) rs.push_back(random_game(1 + int(seed % 2), seed));
  std::vector<GameRecord> shuffled = rs;
  std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(7));
  CHECK(report(rs) == report(shuffled));
  CHECK(summary_json(rs) == summary_json(shuffled));
  CHECK(report(rs).find("bruiser, random bot, seeds 1-6") == 0);
}

TEST_CASE("[sim] an ablated card keeps only its basic actions", "[sim]") {
  ContentDb db = test::base().loaded.db;
  CHECK_FALSE(blank_card(db, "no-such-card"));
  const std::string id = db.classes[size_t(db.class_index("bruiser"))].cards.front();
  REQUIRE(blank_card(db, id));
  for (const CardDef& c : db.cards)
    if (c.id == id) CHECK((c.a.top.abilities.empty() && c.b.bottom.abilities.empty()));
}

TEST_CASE("[sim] bnb sim: the shards of a run merge into the same tables as the run", "[sim][cli]") {
  const std::string common = "sim --class bruiser --scenarios 1-2 --games 3 --bot random --seed 4";
  const test::BnbRun whole = test::run_bnb(common);
  REQUIRE(whole.status == 0);
  CHECK(whole.out.find("all          6") != std::string::npos);
  const std::string a = temp_path("a.jsonl"), b = temp_path("b.jsonl");
  REQUIRE(test::run_bnb(common + " --shard 1/2 --json > " + a).status == 0);
  REQUIRE(test::run_bnb(common + " --shard 2/2 --json > " + b).status == 0);
  const test::BnbRun merged = test::run_bnb("sim --merge " + a + " " + b);
  CHECK(merged.status == 0);
  CHECK(merged.out == whole.out);
  // Each shard played only its share.
  const test::BnbRun one = test::run_bnb("sim --merge " + a);
  CHECK(one.out.find("all          3") != std::string::npos);
  std::remove(a.c_str());
  std::remove(b.c_str());
}

TEST_CASE("[sim] bnb sim: threads give the same results as one thread", "[sim][cli]") {
  const std::string common = "sim --class spellweaver --scenarios 1 --games 4 --bot heuristic";
  const test::BnbRun one = test::run_bnb(common);
  const test::BnbRun two = test::run_bnb(common + " --jobs 2");
  REQUIRE(one.status == 0);
  CHECK(two.out == one.out);
}

TEST_CASE("[sim] bnb sim: a scenario the class may not play is skipped with a note", "[sim][cli]") {
  const test::BnbRun r = test::run_bnb("sim --class bruiser --scenarios 3-4 --games 1 --bot random");
  CHECK(r.status == 0);
  CHECK(r.out.find("note: scenario 3 skipped") != std::string::npos);
  CHECK(r.out.find("note: scenario 4 skipped") == std::string::npos);
}

TEST_CASE("[sim] bnb sim --class all: one row per scenario and class the scenario allows", "[sim][cli]") {
  // Scenario 3 does not allow the Bruiser; scenario 4 allows only the Bruiser (docs/sim.md table).
  const test::BnbRun r = test::run_bnb("sim --class all --scenarios 3-4 --games 1 --bot random");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("every class allowed") == 0);
  for (const char* row : {"3 cragheart", "3 mindthief", "3 silent-knife", "3 spellweaver", "3 tinkerer", "4 bruiser"})
    CHECK(r.out.find(std::string("\n") + row + " ") != std::string::npos);
  CHECK(r.out.find("3 bruiser") == std::string::npos);
  CHECK(r.out.find("4 cragheart") == std::string::npos);
  CHECK(r.out.find("note:") == std::string::npos);  // a class a scenario refuses is not a pair, not a skip
  CHECK(r.out.find("\nall ") != std::string::npos);
  // Each row is that pair's games alone: the same as the class run by itself.
  const test::BnbRun one = test::run_bnb("sim --class tinkerer --scenarios 3 --games 1 --bot random --json");
  REQUIRE(one.status == 0);
  const bool won = one.out.find("\"won\":true") != std::string::npos;
  CHECK(r.out.find(std::string("\n3 tinkerer                1     ") + (won ? "1" : "0")) != std::string::npos);
}

TEST_CASE("[sim] bnb sim: the same mod compared with itself shows no difference", "[sim][cli]") {
  const std::string mod = test::source_path("mods/example-class");
  const test::BnbRun r = test::run_bnb("sim --class bruiser --games 3 --compare " + mod + " " + mod);
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find("McNemar p") != std::string::npos);
  CHECK(r.out.find("+0.0%       0       0    1.0000") != std::string::npos);
}

TEST_CASE("[sim] bnb sim --without: plays with the card blanked, and refuses an unknown card", "[sim][cli]") {
  const std::string card = test::base().loaded.db.classes[size_t(test::base().loaded.db.class_index("bruiser"))].cards.front();
  const test::BnbRun r = test::run_bnb("sim --class bruiser --games 3 --json --without " + card);
  REQUIRE(r.status == 0);
  std::string error;
  int games = 0;
  size_t start = 0;
  while (start < r.out.size()) {
    const size_t end = r.out.find('\n', start);
    if (const std::optional<GameRecord> g = record_from_json(r.out.substr(start, end - start), error)) {
      ++games;
      CHECK(std::count_if(g->cards.begin(), g->cards.end(), [&](const CardUse& u) { return u.card == card; }) == 1);
    }
    start = end == std::string::npos ? r.out.size() : end + 1;
  }
  CHECK(games == 3);
  CHECK(test::run_bnb("sim --class bruiser --games 1 --without " + card).out.find("without " + card) == 0);
  CHECK(test::run_bnb("sim --class bruiser --games 1 --without no-such-card").status == 1);
}
