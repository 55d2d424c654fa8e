#include "tests/support/fixtures.h"

#include <fstream>
#include <iterator>

namespace bnb::test {
std::string source_path(const std::string& rel) { return std::string(BNB_SOURCE_DIR) + "/" + rel; }
std::string data_path(const std::string& rel) { return std::string(BNB_TEST_DATA) + "/" + rel; }
std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
}  // namespace bnb::test
