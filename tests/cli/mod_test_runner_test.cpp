// `bnb test MOD...`: the tests a mod ships run in the real engine; a failed expectation is named
// with its file and line, and the exit status says whether every test passed.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

namespace {
using bnb::test::run_bnb;
}  // namespace

TEST_CASE("[cli] bnb test: a failing mod test is reported with file and line, exit status 1", "[cli][modtest]") {
  const std::string mod = bnb::test::data_path("mod_tests/broken");
  const std::string file = mod + "/tests/broken.yaml";
  const bnb::test::BnbRun r = run_bnb("test " + mod);
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(r.out.find("pass holds\n") != std::string::npos);
  CHECK(r.out.find(file + ":13:24: failed: wrong hit points: tests[1].expect.character.hp: expected 99, got ") !=
        std::string::npos);
  CHECK(r.out.find("FAIL wrong hit points\n") != std::string::npos);
  CHECK(r.out.find(file + ":18:15: failed: an answer that is not an option: tests[2].answers[0]: 'no such key' is not an "
                          "option of the") != std::string::npos);
  CHECK(r.out.find(file + ":26:7: error: tests[3].expect: unknown key 'reslt' (did you mean 'result'?)") !=
        std::string::npos);
  CHECK(r.out.find("1 passed, 3 failed\n") != std::string::npos);
}

TEST_CASE("[cli] bnb test: the example mods' and the base game's own tests pass", "[cli][modtest]") {
  const bnb::test::BnbRun r =
      run_bnb("test " + bnb::test::source_path("base_content") + " " + bnb::test::source_path("mods/example-scenario") +
              " " + bnb::test::source_path("mods/example-class"));
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find(" 0 failed\n") != std::string::npos);
  CHECK(r.out.find("FAIL") == std::string::npos);
}

TEST_CASE("[cli] bnb test: bad usage and mods without tests", "[cli][modtest]") {
  CHECK(run_bnb("test").status == 2);
  CHECK(run_bnb("test --nope x").status == 2);
  const bnb::test::BnbRun none = run_bnb("test " + bnb::test::data_path("strict/hook_error"));
  CHECK(none.status == 1);
  CHECK(none.out.find("no test files") != std::string::npos);
}
