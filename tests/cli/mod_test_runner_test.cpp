// `bnb test MOD...`: the tests a mod ships run in the real engine; a failed expectation is named
// with its file and line, and the exit status says whether every test passed.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

namespace {
using bnb::test::run_bnb;

// `bnb test` on the mod tests/data/mod_tests/<name>, whose tests fail (exit 1): its output, and its
// test file as the messages name it.
struct FailedRun {
  std::string out, file;
};
FailedRun failing_mod_test(const std::string& name) {
  const std::string mod = bnb::test::data_path("mod_tests/" + name);
  const bnb::test::BnbRun r = run_bnb("test " + mod);
  INFO(r.out);
  CHECK(r.status == 1);
  return {r.out, mod + "/tests/" + name + ".yaml"};
}
}  // namespace

TEST_CASE("[cli] bnb test: a failing mod test is reported with file and line, exit status 1", "[cli][modtest]") {
  const auto [out, file] = failing_mod_test("broken");
  INFO(out);
  CHECK(out.find("pass holds\n") != std::string::npos);
  CHECK(out.find(file + ":13:24: failed: wrong hit points: tests[1].expect.character.hp: expected 99, got ") !=
        std::string::npos);
  CHECK(out.find("FAIL wrong hit points\n") != std::string::npos);
  CHECK(out.find(file + ":18:15: failed: an answer that is not an option: tests[2].answers[0]: 'no such key' is not an "
                          "option of the") != std::string::npos);
  CHECK(out.find(file + ":26:7: error: tests[3].expect: unknown key 'reslt' (did you mean 'result'?)") !=
        std::string::npos);
  CHECK(out.find("1 passed, 3 failed\n") != std::string::npos);
}

// tests/data/mod_tests/keys holds one wrong expectation per key: each is reported at its own line.
TEST_CASE("[cli] bnb test: every expectation key can fail, named with its file and line", "[cli][modtest]") {
  const auto [out, file] = failing_mod_test("keys");
  INFO(out);
  const char* expected[] = {
      ":8:17: failed: decision offered not_offered damage: tests[0].expect.decision: expected ShortRest, got SelectCards",
      ":9:17: failed: decision offered not_offered damage: tests[0].expect.offered[0]: the SelectCards decision does not "
      "offer 'cards 9 9'",
      ":10:21: failed: decision offered not_offered damage: tests[0].expect.not_offered[0]: the SelectCards decision "
      "offers 'cards 0 1'",
      ":10:34: failed: decision offered not_offered damage: tests[0].expect.not_offered[1]: the SelectCards decision "
      "offers card bruiser-iron-hide",
      ":11:15: failed: decision offered not_offered damage: tests[0].expect.damage: expected a NegateDamage decision, got "
      "SelectCards",
      ":12:26: failed: decision offered not_offered damage: tests[0].expect.damage_conditions: expected a NegateDamage",
      ":21:40: failed: events monsters dice: tests[1].expect.monsters[0].count: expected 5 bandit-guard alive, got 2",
      ":22:52: failed: events monsters dice: tests[1].expect.monsters[1].absent: expected no bandit-guard 1, there is one",
      ":19:16: failed: events monsters dice: tests[1].expect.events[0]: expected 2 RoundStarted events, got 1",
      ":19:50: failed: events monsters dice: tests[1].expect.events[1]: no ShortRested event happened",
      ":23:23: failed: events monsters dice: tests[1].expect.dice.rolled: expected 1, got 0",
      ":23:42: failed: events monsters dice: tests[1].expect.dice.monster_rolled: expected 3, got 0",
      ":23:50: failed: events monsters dice: tests[1].expect.dice.row: expected 2, got 1",
      ":23:66: failed: events monsters dice: tests[1].expect.dice.monster_row: expected 3, got 1",
      ":37:35: failed: elements items sides bonuses: tests[2].expect.cards.bruiser-iron-hide: expected hand, got discard",
      ":36:35: failed: elements items sides bonuses: tests[2].expect.sides.bruiser-iron-hide: expected side A, got B",
      ":35:15: failed: elements items sides bonuses: tests[2].expect.items[0]: expected item 15 ready, got spent",
      ":35:46: failed: elements items sides bonuses: tests[2].expect.items[1]: the character carries no item 2",
      ":34:17: failed: elements items sides bonuses: tests[2].expect.elements: expected [fire], got [ice]",
      ":38:26: failed: elements items sides bonuses: tests[2].expect.bonuses.shield: expected shield 3, got 0",
      ":38:40: failed: elements items sides bonuses: tests[2].expect.bonuses.retaliate: expected retaliate 1, got 0",
      ":46:32: failed: initiative order: tests[3].expect.initiative.character: expected 5, got 26",
      ":46:49: failed: initiative order: tests[3].expect.initiative.bandit-guard: expected 1, got ",
      ":47:14: failed: initiative order: tests[3].expect.order: expected [bandit-guard, character], got [character, "
      "bandit-guard]",
      ":59:58: failed: steps and setup: tests[4].steps[0].expect.monsters[0].hp: expected 4, got 3",
      ":59:73: failed: steps and setup: tests[4].steps[0].expect.monsters[0].conditions: expected [], got [wound]",
      ":62:18: failed: steps and setup: tests[4].steps[2].expect.round: expected round 2, got 1",
      ":68:10: failed: the die list runs out: tests[5].die: the list ran out: ",
      ":80:15: failed: a decision kind that never comes: tests[6].steps[0].auto: no ChangeInitiative decision came: "
      "the scenario ended",
      ":89:44: failed: a setup that does not fit the map: tests[7].setup.monsters[0].at: [40, 0] is not on the map",
      ":90:20: error: tests[7].setup.thin_walls[0]: expected two adjacent hexes [[q, r], [q, r]]",
  };
  for (const char* e : expected) {
    INFO(e);
    CHECK(out.find(file + e) != std::string::npos);
  }
  CHECK(out.find("0 passed, 8 failed\n") != std::string::npos);
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
