#pragma once
// A new folder under the system's temporary folder, removed with everything in it at the end.
#include <catch2/catch.hpp>

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace bnb::test {

struct TempDir {
  std::filesystem::path path;
  // `prefix` names the folder ("bnb-play" gives /tmp/bnb-play-XXXXXX), for finding one left behind.
  explicit TempDir(const std::string& prefix = "bnb-test") {
    std::string tmpl = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    REQUIRE(mkdtemp(tmpl.data()) != nullptr);
    path = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string file(const std::string& name) const { return (path / name).string(); }
};

}  // namespace bnb::test
