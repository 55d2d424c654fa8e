// bnb sim: the statistics, game records and their JSON lines, and the command itself (shards merge
// into the result of one run, threads do not change results, comparisons and ablations).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <random>

#include "bindings/lua_host.h"
#include "engine/play/bots/random_bot.h"
#include "engine/base/content/loader.h"
#include "engine/play/sim/json.h"
#include "engine/play/sim/play.h"
#include "engine/play/sim/stats.h"
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
  // Without --json the baseline is printed beside, and the card's worth on the same seeds.
  const test::BnbRun beside = test::run_bnb("sim --class bruiser --games 2 --without " + card);
  REQUIRE(beside.status == 0);
  CHECK(beside.out.find("baseline\nbruiser, heuristic bot") == 0);
  CHECK(beside.out.find("\nwithout " + card + " (blanked") != std::string::npos);
  CHECK(beside.out.find("each card's worth") != std::string::npos);
  CHECK(beside.out.find("\n" + card + " ") != std::string::npos);
}

TEST_CASE("[sim] Newcombe's interval of a paired difference of win rates", "[sim][stats]") {
  Pairs p;  // 12 pairs both won, 2 won by A only, 9 by B only, 21 neither (Newcombe 1998's example)
  for (int i = 0; i < 44; ++i) p.add(i < 12 || (i >= 12 && i < 14), i < 12 || (i >= 14 && i < 23));
  REQUIRE(p.n == 44);
  CHECK(p.only_a == 2);
  CHECK(p.only_b == 9);
  const Interval ci = paired_difference(p);
  CHECK(ci.lo == Approx(0.0182).margin(1e-4));
  CHECK(ci.hi == Approx(0.2892).margin(1e-4));
  CHECK(ci.lo < p.rate_b() - p.rate_a());
  // A and B swapped: the interval mirrors.
  Pairs q;
  for (int i = 0; i < 44; ++i) q.add(i < 12 || (i >= 14 && i < 23), i < 12 || (i >= 12 && i < 14));
  CHECK(paired_difference(q).lo == Approx(-ci.hi));
  CHECK(paired_difference(q).hi == Approx(-ci.lo));
  CHECK(paired_difference(Pairs{}).lo == -1.0);
  // More pairs alike: a narrower interval.
  Pairs many;
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < 44; ++i) many.add(i < 14, i < 12 || (i >= 14 && i < 23));
  const Interval m = paired_difference(many);
  CHECK(m.hi - m.lo < ci.hi - ci.lo);
}

TEST_CASE("[sim] bnb sim: an unknown class, difficulty, scenario or card is bad usage, with a suggestion", "[sim][cli]") {
  const test::BnbRun difficulty = test::run_bnb("sim --class bruiser --difficulty insane");
  CHECK(difficulty.status == 2);
  CHECK(difficulty.out.find("there is no difficulty 'insane'") != std::string::npos);
  CHECK(difficulty.out.find("very_hard") != std::string::npos);
  const test::BnbRun scenario = test::run_bnb("sim --class bruiser --scenarios 99");
  CHECK(scenario.status == 2);
  CHECK(scenario.out.find("there is no scenario 99") != std::string::npos);
  const test::BnbRun cls = test::run_bnb("sim --class bruiserr");
  CHECK(cls.status == 2);
  CHECK(cls.out.find("did you mean 'bruiser'") != std::string::npos);
  const ContentDb& db = test::base().loaded.db;
  const std::string card = db.classes[size_t(db.class_index("bruiser"))].cards.front();
  const std::string without_prefix = card.substr(card.find('-') + 1);  // the class's prefix left out
  const test::BnbRun short_name = test::run_bnb("sim --class bruiser --without " + without_prefix);
  CHECK(short_name.status == 2);
  CHECK(short_name.out.find("did you mean '" + card + "'") != std::string::npos);
  CHECK(test::run_bnb("sim --class bruiser --ablate no-such-card").status == 2);
  CHECK(test::run_bnb("sim --class bruiser --progress soon").status == 2);
}

TEST_CASE("[sim] bnb sim --ablate all: each card in a hand is blanked on the baseline's seeds", "[sim][cli]") {
  const test::BnbRun r = test::run_bnb("sim --class bruiser --games 3 --ablate all");
  INFO(r.out);
  REQUIRE(r.status == 0);
  const size_t table = r.out.find("each card's worth");
  REQUIRE(table != std::string::npos);
  const ContentDb& db = test::base().loaded.db;
  const ClassDef& c = db.classes[size_t(db.class_index("bruiser"))];
  // Scenario 1 is level 1: the level-1 cards are in the hand (a row each), the upgrades never.
  for (const std::string& card : c.cards) CHECK(r.out.find("\n" + card + " ", table) != std::string::npos);
  for (const std::string& card : c.upgrades) CHECK(r.out.find("note: " + card + " was in no game's hand") != std::string::npos);
  // Each row's pairs are the baseline's games.
  CHECK(r.out.find(" 3 ", table) != std::string::npos);
}

TEST_CASE("[sim] bnb sim --compare: the interval of B - A", "[sim][cli]") {
  const std::string mod = test::source_path("mods/example-class");
  const test::BnbRun r = test::run_bnb("sim --class bruiser --games 3 --compare " + mod + " " + mod);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("95% interval of B - A") != std::string::npos);
  // Every pair won by both: the interval is that of three games, around 0 (Wilson's 3 of 3 is 43.8-100%).
  CHECK(r.out.find("+0.0%       0       0    1.0000  -56.2% to +56.2%") != std::string::npos);
}

TEST_CASE("[sim] bnb sim --report: one self-contained HTML page, also from merged shards", "[sim][cli]") {
  const std::string page = temp_path("report.html"), shard = temp_path("shard.jsonl"), merged = temp_path("merged.html");
  const test::BnbRun r = test::run_bnb("sim --class bruiser --scenarios 1-2 --games 3 --bot random --report " + page);
  REQUIRE(r.status == 0);
  const std::string html = test::read_file(page);
  CHECK(html.find("<!DOCTYPE html>") == 0);
  CHECK(html.find("<svg") != std::string::npos);
  CHECK(html.find("scenario 2") != std::string::npos);
  CHECK(html.find("How each card was played") != std::string::npos);
  // Nothing is fetched: the only URL is SVG's namespace.
  size_t at = 0;
  while ((at = html.find("http", at)) != std::string::npos) {
    CHECK(html.compare(at, 26, "http://www.w3.org/2000/svg") == 0);
    ++at;
  }
  CHECK(html.find("<script") == std::string::npos);
  REQUIRE(test::run_bnb("sim --class bruiser --scenarios 1-2 --games 3 --bot random --json > " + shard).status == 0);
  REQUIRE(test::run_bnb("sim --merge " + shard + " --report " + merged).status == 0);
  // The same games give the same charts (only the command line differs).
  const std::string again = test::read_file(merged);
  CHECK(again.substr(again.find("</code>")) == html.substr(html.find("</code>")));
  for (const std::string& f : {page, shard, merged}) std::remove(f.c_str());
}

TEST_CASE("[sim] bnb sim: progress lines with the time left when stderr is not a terminal", "[sim][cli]") {
  const test::BnbRun r = test::run_bnb("sim --class bruiser --games 3000 --bot random --progress 0.01");
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find("/3000 games, ") != std::string::npos);
  CHECK(r.out.find(" left\n") != std::string::npos);
  CHECK(r.out.find("bnb sim: 3000/3000") == std::string::npos);  // the run's end is not a progress line
}
