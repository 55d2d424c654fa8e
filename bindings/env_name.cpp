#include "bindings/env_name.h"

#include <cctype>
#include <string>

namespace bnb::lua {

namespace {

bool name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// At s[i] == '[': the level of a long bracket `[==[` (its '=' count), or -1 when it is not one.
int long_bracket(std::string_view s, size_t i) {
  size_t j = i + 1;
  while (j < s.size() && s[j] == '=') ++j;
  return j < s.size() && s[j] == '[' ? int(j - i - 1) : -1;
}

}  // namespace

int line_naming_env(std::string_view s) {
  int line = 1;
  size_t i = 0;
  // Skips a long bracket of `level` opened at s[i]; counts its lines.
  const auto skip_long = [&](int level) {
    i += size_t(level) + 2;
    const std::string close = "]" + std::string(size_t(level), '=') + "]";
    const size_t end = s.find(close, i);
    const size_t stop = end == std::string_view::npos ? s.size() : end + close.size();
    for (; i < stop; ++i)
      if (s[i] == '\n') ++line;
  };
  while (i < s.size()) {
    const char c = s[i];
    if (c == '\n') {
      ++line, ++i;
    } else if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') {
      i += 2;
      if (i < s.size() && s[i] == '[' && long_bracket(s, i) >= 0) skip_long(long_bracket(s, i));
      else
        while (i < s.size() && s[i] != '\n') ++i;
    } else if (c == '[' && long_bracket(s, i) >= 0) {
      skip_long(long_bracket(s, i));
    } else if (c == '"' || c == '\'') {
      for (++i; i < s.size() && s[i] != c && s[i] != '\n'; ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) continue;
        ++i;  // the escaped character (a newline after '\' continues the string)
        if (s[i] == '\n') ++line;
      }
      if (i < s.size() && s[i] == c) ++i;
    } else if (name_start(c)) {
      const size_t start = i;
      while (i < s.size() && name_char(s[i])) ++i;
      if (s.substr(start, i - start) == "_ENV") return line;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      while (i < s.size() && (name_char(s[i]) || s[i] == '.')) ++i;  // 0x1F, 1e5: not names
    } else {
      ++i;
    }
  }
  return 0;
}

}  // namespace bnb::lua
