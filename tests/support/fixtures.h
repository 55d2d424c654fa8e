#pragma once
// Shared helpers for tests and benchmarks.
#include <string>

namespace bnb::test {
std::string source_path(const std::string& rel);  // path below the source tree
std::string data_path(const std::string& rel);    // path below tests/data
}  // namespace bnb::test
