// Bad numbers on the command line: every subcommand names the option and what it needs, and
// exits with status 2 (bad usage), instead of a bare "stoi" or a silently wrapped value.
#include <catch2/catch.hpp>

#include "tests/support/run_bnb.h"

using bnb::test::run_bnb;

namespace {
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("[cli] a bad number on the command line names the option and exits with 2", "[cli]") {
  struct Case {
    const char* args;
    const char* message;
  };
  const Case cases[] = {
      {"sim --class bruiser --games abc", "bnb sim: --games needs a whole number from 1 to 100000000, not 'abc'"},
      {"sim --class bruiser --games 99999999999999999999", "bnb sim: --games needs a whole number"},
      {"sim --class bruiser --scenarios 1-x", "bnb sim: --scenarios needs a whole number from 1 to 9999, not 'x'"},
      {"sim --class bruiser --scenarios 12.55", "bnb sim: --scenarios needs a scenario number such as 3 or 12.5"},
      {"sim --class bruiser --scenarios 4-2", "bnb sim: --scenarios needs ranges from low to high, not '4-2'"},
      {"sim --class bruiser --shard 9/8", "bnb sim: --shard needs a whole number from 1 to 8, not '9'"},
      {"sim --class bruiser --level 6", "bnb sim: --level needs a whole number from 1 to 5, not '6'"},
      {"serve --port 70000", "bnb serve: --port needs a whole number from 0 to 65535, not '70000'"},
      {"soak --games -1", "bnb soak: --games needs a whole number from 0 to 2147483647, not '-1'"},
      {"play --scenario 2x", "bnb play: --scenario needs a scenario number such as 3 or 12.5 (1 to 9999), not '2x'"},
  };
  for (const Case& c : cases) {
    INFO(c.args);
    const auto r = run_bnb(c.args);
    CHECK(r.status == 2);
    CHECK(has(r.out, c.message));
    CHECK_FALSE(has(r.out, "stoi"));
  }
}
