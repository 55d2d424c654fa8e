// `bnb validate PATH...`: messages on stderr, one summary line per mod, exit status.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/run_bnb.h"

#include "tests/support/fixtures.h"

namespace {

using Run = bnb::test::BnbRun;
using bnb::test::run_bnb;

std::string data(const std::string& rel) { return bnb::test::data_path("content/" + rel); }

}  // namespace

TEST_CASE("[content] bnb validate: clean mods exit 0 with one summary line each", "[content][cli]") {
  const Run r = run_bnb("validate " + data("good/extra") + " " + data("good/core"));
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out == data("good/core") + ": ok (1 monster, 2 cards, 1 class, 3 items, 1 scenario)\n" + data("good/extra") +
                     ": ok (1 monster, 0 cards, 0 classes, 1 item, 1 scenario)\n");
}

TEST_CASE("[content] bnb validate: errors are printed and counted, exit 1", "[content][cli]") {
  const Run r = run_bnb("validate " + data("bad/several_errors"));
  CHECK(r.status == 1);
  CHECK(r.out.find(data("bad/several_errors") + "/items.yaml:5:11: error: items[0].slot: expected a slot") !=
        std::string::npos);
  CHECK(r.out.find(data("bad/several_errors") + ": 8 errors (1 monster, 0 cards, 0 classes, 2 items, 1 scenario)\n") !=
        std::string::npos);
}

TEST_CASE("[content] bnb validate: missing Lua functions are errors, except in files that do not compile",
          "[content][cli]") {
  const Run r = run_bnb("validate " + data("lua_refs"));
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(r.out.find(data("lua_refs") +
                   "/monsters.yaml:7:49: error: monsters[0].columns[1].abilities[0].script: no function 'missing' in "
                   "rules.lua of mod 'lua-refs'\n") != std::string::npos);
  CHECK(r.out.find(data("lua_refs") + "/broken.lua:2: error: unexpected symbol") != std::string::npos);  // the Lua layer, in the folder given
  CHECK(r.out.find("no function 'broken'") == std::string::npos);
  CHECK(r.out.find("no function 'ok'") == std::string::npos);
  CHECK(r.out.find(data("lua_refs") + ": 2 errors") != std::string::npos);
}

TEST_CASE("[content] bnb validate: a mod that depends on base gets the base game loaded first", "[content][cli]") {
  const Run r = run_bnb("validate " + bnb::test::source_path("mods/example-scenario"));
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find("base_content: ok") != std::string::npos);
  CHECK(r.out.find("mods/example-scenario: ok (0 monsters, 0 cards, 0 classes, 0 items, 1 scenario)") !=
        std::string::npos);
}

TEST_CASE("[content] bnb validate --help and bad arguments", "[content][cli]") {
  const Run help = run_bnb("validate --help");
  CHECK(help.status == 0);
  CHECK(help.out.starts_with("usage: bnb validate [--strict] [--lint | --no-lint] [--lang CODE] [PATH...]"));
  const Run bad = run_bnb("validate --frobnicate");
  CHECK(bad.status == 2);
  CHECK(bad.out.starts_with("bnb validate: unknown option '--frobnicate'"));
  const Run missing = run_bnb("validate " + data("no/such/dir"));
  CHECK(missing.status == 1);
  CHECK(missing.out.find(data("no/such/dir") + "/mod.yaml: error: cannot read the manifest") != std::string::npos);
}
