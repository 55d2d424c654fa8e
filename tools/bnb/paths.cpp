#include "tools/bnb/paths.h"

#include <cstdlib>
#include <filesystem>

namespace bnb::cli {

std::string find_base_content() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("BNB_BASE_CONTENT"); env && *env) return env;
  for (const std::string& dir : {std::string(BNB_SOURCE_DIR) + "/base_content", std::string(BNB_DATA_DIR) + "/base_content"})
    if (fs::exists(fs::path(dir) / "mod.yaml")) return dir;
  return "base_content";
}

}  // namespace bnb::cli
