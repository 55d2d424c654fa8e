#include "engine/base/core/script_words.h"

namespace bnb {

std::string fill_placeholders(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args) {
  std::string out;
  out.reserve(pattern.size());
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{') {
      const size_t end = pattern.find('}', i);
      if (end != std::string_view::npos) {
        const std::string_view name = pattern.substr(i + 1, end - i - 1);
        bool found = false;
        for (const auto& [n, v] : args)
          if (n == name) out += v, found = true;
        if (found) {
          i = end;
          continue;
        }
      }
    }
    out += pattern[i];
  }
  return out;
}

}  // namespace bnb
