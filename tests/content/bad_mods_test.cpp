// Broken mods and the exact messages they give. Each folder under tests/data/content/bad/ is one
// case: a mod folder, or (with load.txt) several mod folders loaded in the order listed. Its
// expected.txt holds every diagnostic, with paths relative to tests/data/content/bad/.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/base/content/loader.h"
#include "tests/support/fixtures.h"

using bnb::test::read_file;

using namespace bnb;
namespace fs = std::filesystem;

namespace {

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}

// The messages for one case, with the fixture root cut from the paths.
std::string diagnostics_of(const std::string& name) {
  const std::string root = test::data_path("content/bad/");
  std::vector<std::string> dirs;
  const fs::path load_list = fs::path(root) / name / "load.txt";
  if (fs::exists(load_list)) {
    std::istringstream lines(read_file(load_list));
    for (std::string mod; std::getline(lines, mod);)
      if (!mod.empty()) dirs.push_back(root + name + "/" + mod);
  } else {
    dirs.push_back(root + name);
  }
  return replace_all(load_mods(dirs).diags.str(), root, "");
}

std::vector<std::string> case_names() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(test::data_path("content/bad")))
    if (e.is_directory()) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("[content] every broken mod fixture gives exactly the messages in its expected.txt") {
  const auto names = case_names();
  CHECK(names.size() >= 14);
  for (const std::string& name : names) {
    DYNAMIC_SECTION(name) {
      const std::string expected = read_file(fs::path(test::data_path("content/bad")) / name / "expected.txt");
      REQUIRE_FALSE(expected.empty());
      CHECK(diagnostics_of(name) == expected);
    }
  }
}

// A few cases spelled out, so that the message format itself is visible in a test.
TEST_CASE("[content] a wrong type names file, line, column, field, what was expected and what was found") {
  const std::string d = diagnostics_of("bad_type");
  CHECK(d.starts_with("bad_type/monsters.yaml:4:9: error: monsters[0].hp: expected an integer from 1 to 999, got 'lots'\n"));
}

TEST_CASE("[content] an unknown key suggests the closest known key") {
  const std::string d = diagnostics_of("unknown_key");
  CHECK(d.find("unknown_key/monsters.yaml:5:5: error: monsters[0]: unknown key 'flyng' (did you mean 'flying'?)\n") !=
        std::string::npos);
  CHECK(d.find("unknown_key/monsters.yaml:10:52: error: monsters[0].columns[2].abilities[0]: unknown key 'rnage' (did "
               "you mean 'range'?)\n") != std::string::npos);
}

TEST_CASE("[content] a mod for a newer engine API is refused and its files are not read") {
  CHECK(diagnostics_of("engine_api_too_new") ==
        "engine_api_too_new/mod.yaml:3:13: error: engine_api: mod 'future' needs engine API 7, this engine provides "
        + std::to_string(kEngineApi) + "\n");
}

TEST_CASE("[content] dependency problems point at the depends entry in mod.yaml") {
  CHECK(diagnostics_of("missing_dependency") ==
        "missing_dependency/needy/mod.yaml:4:17: error: depends[1]: mod 'needy' depends on 'ghost', which is not "
        "among the mods to load\n");
  CHECK(diagnostics_of("dependency_cycle") ==
        "dependency_cycle/b/mod.yaml:4:11: error: depends[0]: dependency cycle: a -> c -> b -> a\n");
}

TEST_CASE("[content] every problem in every file of a mod is reported, not only the first") {
  const LoadResult r = load_mods({test::data_path("content/bad/several_errors")});
  CHECK(r.diags.all().size() == 8);
  CHECK_FALSE(r.ok());
}
