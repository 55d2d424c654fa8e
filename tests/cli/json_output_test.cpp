// Output for programs stays valid JSON, and output for people carries no raw escape sequence,
// whatever bytes a mod's folder name holds.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>
#include <unistd.h>

#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"
#include "tools/bnb/cmd_serve_json.h"

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

TEST_CASE("[cli] JSON output is valid whatever its texts carry: bytes that are not UTF-8, control characters", "[cli][json]") {
  const nlohmann::json j = {{"prompt", std::string("bad \xff\xfe bytes, \x1b[2J an escape, \x01 a control")}, {"n", 1}};
  for (int indent : {-1, 2}) {
    const std::string text = bnb::web::json_text(j, indent);
    INFO(text);
    nlohmann::json back;
    REQUIRE_NOTHROW(back = nlohmann::json::parse(text));
    CHECK(back["prompt"] == "bad \xef\xbf\xbd\xef\xbf\xbd bytes, \x1b[2J an escape, \x01 a control");
    CHECK(text.find('\x1b') == std::string::npos);
    CHECK(text.find("\\u001b") != std::string::npos);
  }
}

TEST_CASE("[cli] JSON output: every command writes its JSON through json_text (bnb review --json too)", "[cli][json]") {
  // nlohmann's plain dump() throws on a byte that is not UTF-8, losing the whole output.
  int files = 0;
  for (const auto& e : fs::directory_iterator(fs::path(BNB_SOURCE_DIR) / "tools" / "bnb")) {
    if (e.path().extension() != ".cpp" || e.path().filename() == "cmd_serve_json.cpp") continue;
    std::ifstream in(e.path());
    std::stringstream text;
    text << in.rdbuf();
    INFO(e.path().filename().string());
    CHECK(text.str().find(".dump(") == std::string::npos);
    ++files;
  }
  CHECK(files > 10);
}
