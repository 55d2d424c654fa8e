// --strict: a script error fails the run with a non-zero exit, so a mod's automated checks catch
// it; without --strict it is reported and play goes on (exit 0).
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

namespace {

using bnb::test::run_bnb;

// The scenario rule of this mod fails at the start of every round.
std::string broken_mod() { return bnb::test::data_path("strict/hook_error"); }
const std::string kWhere = "hook-error/scenarios/broken.lua:4: in hook 'on_round_start'";

}  // namespace

TEST_CASE("[cli] bnb play --strict: a script error in a hook ends the game with exit status 1", "[cli][strict]") {
  const std::string args = "play --scenario 201 --class bruiser --auto --quiet --mods " + broken_mod();
  const bnb::test::BnbRun lenient = run_bnb(args);
  INFO(lenient.out);
  CHECK(lenient.status == 0);
  const bnb::test::BnbRun strict = run_bnb(args + " --strict");
  INFO(strict.out);
  CHECK(strict.status == 1);
  CHECK(strict.out.find("bnb play: script error (--strict): " + kWhere) != std::string::npos);
}

TEST_CASE("[cli] bnb sim --strict: a game with a script error fails the run", "[cli][strict]") {
  const std::string args = "sim --class bruiser --scenarios 201 --games 2 --mods " + broken_mod();
  const bnb::test::BnbRun lenient = run_bnb(args);
  INFO(lenient.out);
  CHECK(lenient.status == 0);
  const bnb::test::BnbRun strict = run_bnb(args + " --strict");
  INFO(strict.out);
  CHECK(strict.status == 1);
  CHECK(strict.out.find("bnb sim: script error (--strict) in scenario 201, seed 1: " + kWhere) != std::string::npos);
  CHECK(strict.out.find("seed 2: " + kWhere) != std::string::npos);
}

TEST_CASE("[cli] bnb sim --strict: content without script errors exits 0", "[cli][strict]") {
  const bnb::test::BnbRun r = run_bnb("sim --class bruiser --scenarios 1 --games 1 --strict");
  INFO(r.out);
  CHECK(r.status == 0);
}
