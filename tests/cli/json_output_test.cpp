// Output for programs stays valid JSON, and output for people carries no raw escape sequence,
// whatever bytes a mod's folder name holds.
#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>
#include <unistd.h>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

namespace fs = std::filesystem;

TEST_CASE("[cli] bnb list --json is valid JSON and the lines carry no escape sequence, whatever the mod's folder is called", "[cli]") {
  const fs::path root = fs::temp_directory_path() / ("bnb-json-out-" + std::to_string(::getpid()));
  fs::remove_all(root);
  const fs::path mod = root / "bad\xff\x1b[2Jname";
  fs::create_directories(root);
  fs::copy(bnb::test::source_path("mods/example-class"), mod, fs::copy_options::recursive);
  const std::string quoted = "'" + mod.string() + "'";
  const bnb::test::BnbRun json = bnb::test::run_bnb("list mods --json --mods " + quoted);
  INFO(json.out);
  CHECK(json.status == 0);
  const nlohmann::json parsed = nlohmann::json::parse(json.out, nullptr, false);
  CHECK_FALSE(parsed.is_discarded());
  const bnb::test::BnbRun lines = bnb::test::run_bnb("list mods --mods " + quoted);
  INFO(lines.out);
  CHECK(lines.out.find('\x1b') == std::string::npos);
  CHECK(lines.out.find("\\e[2J") != std::string::npos);
  fs::remove_all(root);
}
