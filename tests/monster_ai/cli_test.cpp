// `bnb monster-move FILE [--json]` on situation files in tests/data/monster_ai.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/run_bnb.h"

namespace {

using Run = bnb::test::BnbRun;
using bnb::test::run_bnb;

std::string data(const std::string& name) { return std::string(BNB_TEST_DATA) + "/monster_ai/" + name; }

}  // namespace

TEST_CASE("[monster-ai] bnb monster-move: prints the option and the deciding rule", "[monster-ai][cli]") {
  const Run r = run_bnb("monster-move " + data("detour.yaml"));
  CHECK(r.status == 0);
  CHECK(r.out.find("moves_closer: It cannot attack this turn") != std::string::npos);
  CHECK(r.out.find("1. moves [0, 1] [1, 0] [2, 0] to [2, 0], no attack") != std::string::npos);
  CHECK(r.out.find("  M ^ . . C") != std::string::npos);
}

TEST_CASE("[monster-ai] bnb monster-move --json: every step away of a ranged monster", "[monster-ai][cli]") {
  const Run r = run_bnb("monster-move --json " + data("archer.yaml"));
  CHECK(r.status == 0);
  CHECK(r.out ==
        "{\"kind\":\"attacks\",\"options\":["
        "{\"path\":[[0,1]],\"destination\":[0,1],\"targets\":[[2,1]]},"
        "{\"path\":[[0,2]],\"destination\":[0,2],\"targets\":[[2,1]]},"
        "{\"path\":[[1,0]],\"destination\":[1,0],\"targets\":[[2,1]]}],"
        "\"reason\":\"It steps away from the adjacent character so that its ranged attack has no disadvantage "
        "(1 movement point).\",\"disadvantage\":false}\n");
}

TEST_CASE("[monster-ai] bnb monster-move --json: hex list, allies, jump and a named hazard", "[monster-ai][cli]") {
  const Run r = run_bnb("monster-move " + data("hexes.yaml") + " --json");
  CHECK(r.status == 0);
  CHECK(r.out.find("\"options\":[{\"path\":[[4,0]],\"destination\":[4,0],\"targets\":[[5,0]]}]") !=
        std::string::npos);
}

TEST_CASE("[monster-ai] bnb monster-move: a bad file names file, line and column, exit 1", "[monster-ai][cli]") {
  Run r = run_bnb("monster-move " + data("bad.yaml"));
  CHECK(r.status == 1);
  CHECK(r.out.find("bad.yaml:8:7: error: monster.action[1]: expected an ability key") != std::string::npos);

  r = run_bnb("monster-move " + data("bad_syntax.yaml"));
  CHECK(r.status == 1);
  CHECK(r.out.find("bad_syntax.yaml:4:8: error: YAML syntax") != std::string::npos);

  r = run_bnb("monster-move " + data("bad_place.yaml"));
  CHECK(r.status == 1);
  CHECK(r.out.find("bad_place.yaml:9:18: error: allies[1]: the ally at [7, 0] is not on the map") !=
        std::string::npos);
  CHECK(r.out.find("bad_place.yaml:10:11: error: enemies[0]: the enemy at [3, 0] shares the hex with the "
                   "character") != std::string::npos);

  r = run_bnb("monster-move " + data("bad_values.yaml") + " --json");
  CHECK(r.status == 1);
  for (const char* line : {"bad_values.yaml:7:7: error: monster.at: no hex of the map has the letter Z",
                           "bad_values.yaml:8:16: error: monster.conditions[0]: expected a condition",
                           "bad_values.yaml:10:13: error: monster.action[0].move: expected an integer from 0 to 99",
                           "bad_values.yaml:13:1: error: unknown key 'colour'"})
    CHECK(r.out.find(line) != std::string::npos);
  CHECK(r.out.find("\"kind\"") == std::string::npos);  // nothing planned

  r = run_bnb("monster-move " + data("empty.yaml"));
  CHECK(r.status == 1);
  CHECK(r.out.find("empty.yaml:1:1: error: the file is empty") != std::string::npos);

  r = run_bnb("monster-move " + data("no-such-file.yaml"));
  CHECK(r.status == 1);
  CHECK(r.out.find("no-such-file.yaml: error: cannot read the file") != std::string::npos);
}

TEST_CASE("[monster-ai] bnb monster-move --help and bad arguments", "[monster-ai][cli]") {
  Run r = run_bnb("monster-move --help");
  CHECK(r.status == 0);
  CHECK(r.out.find("usage: bnb monster-move FILE [--json]") != std::string::npos);
  r = run_bnb("monster-move --frobnicate x.yaml");
  CHECK(r.status == 2);
  r = run_bnb("monster-move");
  CHECK(r.status == 2);
}

TEST_CASE("[monster-ai] bnb monster-move: tied attack hexes, one of which it cannot approach", "[monster-ai][cli]") {
  const Run r = run_bnb("monster-move " + data("tied.yaml"));
  CHECK(r.status == 0);
  CHECK(r.out.find("moves_closer: It cannot attack this turn") != std::string::npos);
  CHECK(r.out.find("2 options:") != std::string::npos);
  CHECK(r.out.find("1. moves [2, 2] [1, 2] to [1, 2], no attack") != std::string::npos);
  CHECK(r.out.find("2. stays at [3, 2], no attack") != std::string::npos);
}
