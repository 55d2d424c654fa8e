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
// Named in the folder given on the command line, not by the mod's id (hook-error).
const std::string kWhere = broken_mod() + "/scenarios/broken.lua:4: in hook 'on_round_start'";

// Runs `bnb ARGS`, which goes on past the script error (exit 0), then `bnb ARGS --strict`, which
// fails (exit 1): its output.
std::string strict_failure(const std::string& args) {
  const bnb::test::BnbRun lenient = run_bnb(args);
  INFO(lenient.out);
  CHECK(lenient.status == 0);
  const bnb::test::BnbRun strict = run_bnb(args + " --strict");
  INFO(strict.out);
  CHECK(strict.status == 1);
  return strict.out;
}

}  // namespace

TEST_CASE("[cli] bnb play --strict: a script error in a hook ends the game with exit status 1", "[cli][strict]") {
  const std::string out = strict_failure("play --scenario 201 --class bruiser --auto --quiet --mods " + broken_mod());
  INFO(out);
  CHECK(out.find("bnb play: script error (--strict): " + kWhere) != std::string::npos);
}

TEST_CASE("[cli] bnb sim --strict: a game with a script error fails the run", "[cli][strict]") {
  const std::string out = strict_failure("sim --class bruiser --scenarios 201 --games 2 --mods " + broken_mod());
  INFO(out);
  CHECK(out.find("bnb sim: script error (--strict) in scenario 201, seed 1: " + kWhere) != std::string::npos);
  CHECK(out.find("seed 2: " + kWhere) != std::string::npos);
}

TEST_CASE("[cli] bnb sim --strict: content without script errors exits 0", "[cli][strict]") {
  const bnb::test::BnbRun r = run_bnb("sim --class bruiser --scenarios 1 --games 1 --strict");
  INFO(r.out);
  CHECK(r.status == 0);
}

TEST_CASE("[cli] bnb validate: a Lua error names the file in the folder given, not under the mod's id", "[cli][strict]") {
  const std::string mod = bnb::test::data_path("lua_error_folder");  // its id is other-id
  const bnb::test::BnbRun r = run_bnb("validate " + mod);
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(r.out.find(mod + "/scenarios/broken.lua:4: error: unexpected symbol near 'end'") != std::string::npos);
  CHECK(r.out.find("other-id/") == std::string::npos);
}

TEST_CASE("[cli] bnb validate --lint: an API function or table that does not exist, with a suggestion", "[cli][strict]") {
  const std::string mod = bnb::test::data_path("lint_typo");
  const bnb::test::BnbRun r = run_bnb("validate --lint " + mod);
  INFO(r.out);
  if (r.out.find("luacheck (Debian package lua-check), which is not installed") != std::string::npos) {
    CHECK(r.status == 1);
    return;  // tools/dev.sh installs it; without it --lint says so
  }
  CHECK(r.status == 1);
  const std::string file = mod + "/scenarios/trap.lua";
  CHECK(r.out.find(file + ":3:3: error: the Lua API has no figures.damge (did you mean 'damage'?)") != std::string::npos);
  CHECK(r.out.find(file + ":4:3: error: unknown global 'figuers' (did you mean 'figures'?)") != std::string::npos);
  CHECK(r.out.find("game.message") == std::string::npos);
  // Without the check the file loads: the calls would fail only when the hook runs.
  CHECK(run_bnb("validate --no-lint " + mod).status == 0);
}

namespace {
// This mod's rules fail only before the first question: at setup and in round 1's start.
std::string setup_error_mod() { return bnb::test::data_path("strict/setup_error"); }
}  // namespace

TEST_CASE("[cli] bnb play shows the script errors and messages of the setup and of round 1's start", "[cli][strict]") {
  const bnb::test::BnbRun r = run_bnb("play --scenario 202 --class bruiser --auto --mods " + setup_error_mod());
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find(setup_error_mod() + "/scenarios/broken.lua:3: in hook 'on_scenario_setup'") != std::string::npos);
  CHECK(r.out.find("round one went wrong") != std::string::npos);
  const bnb::test::BnbRun m = run_bnb("play --scenario 203 --class bruiser --auto --mods " + setup_error_mod());
  INFO(m.out);
  CHECK(m.out.find("the setup rule speaks") != std::string::npos);
  // Their escape sequences are shown, not sent to the terminal.
  CHECK(m.out.find("the setup rule speaks\\e]0;title\\x07") != std::string::npos);
  CHECK(r.out.find("setup went wrong\\e[2J") != std::string::npos);
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(m.out.find('\x1b') == std::string::npos);
}

TEST_CASE("[cli] --strict exits 1 on a script error at setup, in bnb play and bnb sim", "[cli][strict]") {
  const bnb::test::BnbRun play = run_bnb("play --scenario 202 --class bruiser --auto --quiet --strict --mods " + setup_error_mod());
  INFO(play.out);
  CHECK(play.status == 1);
  CHECK(play.out.find("script error (--strict): " + setup_error_mod() + "/scenarios/broken.lua:3: in hook 'on_scenario_setup'") !=
        std::string::npos);
  const bnb::test::BnbRun sim = run_bnb("sim --class bruiser --scenarios 202 --games 1 --strict --mods " + setup_error_mod());
  INFO(sim.out);
  CHECK(sim.status == 1);
}

TEST_CASE("[cli] bnb test --strict exits 1 on a script error at setup, as play and sim do", "[cli][strict]") {
  const bnb::test::BnbRun r = run_bnb("test --strict " + setup_error_mod());
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(r.out.find("failed: the broken start fails at setup") != std::string::npos);
  CHECK(r.out.find("script error: " + setup_error_mod() + "/scenarios/broken.lua:3: in hook 'on_scenario_setup'") !=
        std::string::npos);
}
