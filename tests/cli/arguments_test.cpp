// Bad numbers and options on the command line: every subcommand names the option and what it
// needs, and exits with status 2 (bad usage), instead of a bare "stoi" or a silently wrapped value.
#include <catch2/catch.hpp>

#include "tests/support/run_bnb.h"

using bnb::test::run_bnb;

namespace {
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("[cli] a bad number or option on the command line names the option and exits with 2", "[cli]") {
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
      // play, sim, serve and review read their options from one table (tools/bnb/option_table.h)
      {"play --bogus", "bnb play: unknown option '--bogus' (see bnb play --help)"},
      {"sim --class bruiser --nope", "bnb sim: unknown option '--nope' (see bnb sim --help)"},
      {"serve --port", "bnb serve: --port needs a number"},
      {"review a.replay b.replay", "bnb review: unexpected 'b.replay' (see bnb review --help)"},
      {"play --level", "bnb play: --level needs a level"},
      {"play --hint-budget 0", "bnb play: --hint-budget needs a number of seconds from 0.01 to 3600, not '0'"},
      {"sim --class bruiser --progress x", "bnb sim: --progress needs a number of seconds from 0 to 86400, not 'x'"},
      {"serve --undo sometimes", "bnb serve: --undo takes honest or free"},
  };
  for (const Case& c : cases) {
    INFO(c.args);
    const auto r = run_bnb(c.args);
    CHECK(r.status == 2);
    CHECK(has(r.out, c.message));
    CHECK_FALSE(has(r.out, "stoi"));
  }
}

TEST_CASE("[cli] the option table: --help lists every option a command reads, with its value", "[cli]") {
  const auto sim = run_bnb("sim --help");
  CHECK(sim.status == 0);
  for (const char* line : {"  --games N          games per scenario", "  --ablate all|CARD...  the baseline",
                           "  --strict           a game with a script error"})
    CHECK(has(sim.out, line));
  const auto review = run_bnb("review --help");
  CHECK(has(review.out, "  --futures N   futures per option"));
  CHECK(has(review.out, "                pick, yours"));  // a further line of the same option's text
}
