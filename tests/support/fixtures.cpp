#include "tests/support/fixtures.h"

namespace bnb::test {
std::string source_path(const std::string& rel) { return std::string(BNB_SOURCE_DIR) + "/" + rel; }
std::string data_path(const std::string& rel) { return std::string(BNB_TEST_DATA) + "/" + rel; }
}  // namespace bnb::test
