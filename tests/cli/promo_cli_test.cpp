// The promotional scenarios (mods/promo) from the command line: a scenario number with a decimal
// works wherever a number is asked for (list, show, play, sim, test, replay), and the mod is loaded
// only when asked.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

using bnb::test::run_bnb;
using bnb::test::source_path;

namespace {
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
std::string promo() { return " --mods " + source_path("mods/promo"); }
}  // namespace

TEST_CASE("[promo] the promotional scenarios are listed in number order only with the mod", "[cli][promo]") {
  const auto without = run_bnb("list scenarios");
  REQUIRE(without.status == 0);
  CHECK_FALSE(has(without.out, "12.5"));
  const auto with = run_bnb("list scenarios" + promo());
  REQUIRE(with.status == 0);
  for (const char* line : {"2.5\tNarrow Escape", "5.5\tArena Challenge", "12.5\tThe Beast Tamer", "20.5\tAnother Tale"})
    CHECK(has(with.out, line));
  CHECK(with.out.find("12\t") < with.out.find("12.5\t"));
  CHECK(with.out.find("12.5\t") < with.out.find("13\t"));
  const auto json = run_bnb("list scenarios --json" + promo());
  CHECK(has(json.out, "\"number\": 12.5"));
}

TEST_CASE("[promo] bnb show scenario 12.5 shows the card with its elite Bandit Guard", "[cli][promo]") {
  const auto r = run_bnb("show scenario 12.5" + promo());
  REQUIRE(r.status == 0);
  CHECK(has(r.out, "Scenario 12.5: The Beast Tamer"));
  CHECK(has(r.out, "Elite Bandit Guard"));
  CHECK(run_bnb("show scenario 12.55" + promo()).status == 2);
  CHECK(run_bnb("show scenario 12.5").status == 1);  // not loaded without the mod
}

TEST_CASE("[promo] bnb play --scenario 12.5 plays it, and its replay plays again", "[cli][promo]") {
  const std::string replay = (std::filesystem::temp_directory_path() / "bnb_promo_test.replay").string();
  const auto r = run_bnb("play --scenario 12.5 --class bruiser --auto --quiet --seed 1 --replay-out " + replay + promo());
  INFO(r.out);
  CHECK((r.status == 0 || r.status == 3));  // won or lost: played to its end
  CHECK(has(r.out, "Scenario 12.5 "));
  const auto again = run_bnb("replay " + replay);  // the replay names the mods it was played with
  INFO(again.out);
  CHECK(again.status == 0);
  std::remove(replay.c_str());
}

TEST_CASE("[promo] bnb sim --scenarios takes decimal numbers", "[cli][promo]") {
  const auto r = run_bnb("sim --class bruiser --scenarios 2.5,5.5 --games 2 --strict" + promo());
  INFO(r.out);
  REQUIRE(r.status == 0);
  CHECK(has(r.out, "\n2.5 "));
  CHECK(has(r.out, "\n5.5 "));
  const auto missing = run_bnb("sim --class bruiser --scenarios 2.5 --games 1");
  CHECK(missing.status != 0);
  CHECK(has(missing.out, "there is no scenario 2.5"));
}

TEST_CASE("[promo] the terminal's screen names scenario 12.5 by its number, never by its stored form", "[cli][promo]") {
  // Answers the first question, then ends the input: the screen above the question is printed.
  const auto r = run_bnb("play --scenario 12.5 --class bruiser --seed 1" + promo() + " < /dev/null");
  INFO(r.out);
  CHECK(has(r.out, "== Scenario 12.5: The Beast Tamer -- round "));
  CHECK_FALSE(has(r.out, "10125"));
}
