#pragma once
// Shared helpers for tests and benchmarks.
#include <string>

namespace bnb::test {
std::string source_path(const std::string& rel);  // path below the source tree
std::string data_path(const std::string& rel);    // path below tests/data
std::string read_file(const std::string& path);    // the whole file, bytes as they are ("" if missing)
}  // namespace bnb::test
