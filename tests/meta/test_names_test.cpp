// The names of the test cases themselves: ctest discovers one entry per name and splits a name at
// `;` (a CMake list separator) into entries that match no test case.
#include <catch2/catch.hpp>

#include <string>

TEST_CASE("[tests] no test case name contains a semicolon", "[tests]") {
  const auto& all = Catch::getRegistryHub().getTestCaseRegistry().getAllTests();
  REQUIRE(all.size() > 100);
  for (const Catch::TestCase& t : all) {
    INFO(t.name);
    CHECK(t.name.find(';') == std::string::npos);
  }
}
