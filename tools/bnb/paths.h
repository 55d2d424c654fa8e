#pragma once
// Where bnb finds the base game: $BNB_BASE_CONTENT, the source tree it was built from, or the
// install's share folder.
#include <string>

namespace bnb::cli {
std::string find_base_content();
}  // namespace bnb::cli
