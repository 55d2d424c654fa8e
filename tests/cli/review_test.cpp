// `bnb review REPLAY`: the decisions of a finished scenario estimated by the search bot, as text
// and as JSON.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <unistd.h>

#include "tests/support/run_bnb.h"

namespace fs = std::filesystem;

TEST_CASE("[cli] bnb review: reviews every decision of a replay and prints a summary line, or JSON", "[cli][review]") {
  const fs::path dir = fs::temp_directory_path() / ("bnb-review-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string replay = (dir / "game.replay").string();
  const bnb::test::BnbRun played =
      bnb::test::run_bnb("play --auto --scenario 1 --class bruiser --seed 3 --quiet --replay-out " + replay);
  REQUIRE((played.status == 0 || played.status == 3));
  const bnb::test::BnbRun text = bnb::test::run_bnb("review " + replay + " --futures 4 --jobs 2");
  INFO(text.out);
  CHECK(text.status == 0);
  CHECK(text.out.find("Reviewed ") != std::string::npos);
  CHECK(text.out.find(" answers: ") != std::string::npos);
  const bnb::test::BnbRun json = bnb::test::run_bnb("review " + replay + " --futures 4 --jobs 1 --json");
  INFO(json.out);
  CHECK(json.status == 0);
  CHECK(json.out.find("\"mistakes\": [") != std::string::npos);
  CHECK(json.out.find("\"decisions\": ") != std::string::npos);
  const bnb::test::BnbRun bad = bnb::test::run_bnb("review " + (dir / "missing.replay").string());
  CHECK(bad.status == 1);
  fs::remove_all(dir);
}

TEST_CASE("[cli] bnb review: the search bot's own game (bnb play --auto --bot search) has no clear mistake, within the noise", "[cli][review]") {
  const fs::path dir = fs::temp_directory_path() / ("bnb-review-search-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string replay = (dir / "search.replay").string();
  const bnb::test::BnbRun played = bnb::test::run_bnb("play --auto --bot search --budget 64 --scenario 1 --class bruiser --seed 2 --quiet --replay-out " + replay);
  INFO(played.out);
  REQUIRE((played.status == 0 || played.status == 3));
  const bnb::test::BnbRun json = bnb::test::run_bnb("review " + replay + " --futures 32 --jobs 2 --json");
  INFO(json.out);
  CHECK(json.status == 0);
  // At most one decision listed: "answer" appears once per mistake.
  size_t listed = 0;
  for (size_t at = json.out.find("\"answer\": "); at != std::string::npos; at = json.out.find("\"answer\": ", at + 1)) ++listed;
  CHECK(json.out.find("\"decisions\": ") != std::string::npos);
  CHECK(listed <= 1);
  CHECK(bnb::test::run_bnb("play --auto --bot random --scenario 1 --class bruiser").status == 2);
  fs::remove_all(dir);
}
