#include "tools/bnb/args.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <optional>
#include <stdexcept>

#include "engine/base/core/scenario_number.h"

namespace bnb::cli {

long long whole_number(const std::string& command, const std::string& option, const std::string& text, long long lo,
                       long long hi) {
  char* end = nullptr;
  errno = 0;
  const long long n = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || !end || *end != '\0' || errno == ERANGE || n < lo || n > hi)
    throw std::runtime_error("bnb " + command + ": " + option + " needs a whole number from " + std::to_string(lo) +
                             " to " + std::to_string(hi) + ", not '" + text + "'");
  return n;
}

// "1,3-5," -> "1", "3-5", "" (an empty part stays, so the caller's error names it).
static std::vector<std::string> comma_parts(const std::string& text) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i <= text.size()) {
    size_t end = text.find(',', i);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(i, end - i));
    i = end + 1;
  }
  return out;
}

std::vector<int> number_list(const std::string& command, const std::string& option, const std::string& text, int lo,
                             int hi) {
  std::vector<int> out;
  for (const std::string& part : comma_parts(text)) {
    const size_t dash = part.find('-', 1);  // "-3" is a number, not a range
    const int first = int(whole_number(command, option, part.substr(0, dash), lo, hi));
    const int last = dash == std::string::npos ? first : int(whole_number(command, option, part.substr(dash + 1), lo, hi));
    if (last < first)
      throw std::runtime_error("bnb " + command + ": " + option + " needs ranges from low to high, not '" + part + "'");
    for (int n = first; n <= last; ++n) out.push_back(n);
  }
  return out;
}

int scenario_number(const std::string& command, const std::string& option, const std::string& text) {
  if (const std::optional<int> n = parse_scenario_number(text)) return *n;
  throw std::runtime_error("bnb " + command + ": " + option + " needs a scenario number such as 3 or 12.5 (1 to " +
                           std::to_string(kMaxScenarioNumber) + "), not '" + text + "'");
}

std::vector<int> scenario_list(const std::string& command, const std::string& option, const std::string& text) {
  std::vector<int> out;
  for (const std::string& part : comma_parts(text)) {
    if (part.find('.') != std::string::npos) {
      out.push_back(scenario_number(command, option, part));
    } else {
      for (int n : number_list(command, option, part, 1, kMaxScenarioNumber)) out.push_back(n);
    }
  }
  return out;
}

int parse_or_usage(const std::function<bool()>& parse) {
  try {
    return parse() ? 0 : 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }
}

words::Lang chosen_language(const std::string& command, const std::string& option) {
  if (!option.empty()) {
    bool found = false;
    const words::Lang lang = words::language(option, &found);
    if (!found) {
      std::string codes;
      for (const std::string& c : words::Catalogue::codes()) codes += (codes.empty() ? "" : ", ") + c;
      throw std::runtime_error("bnb " + command + ": --lang needs a language bnb speaks (" + codes + "), not '" + option + "'");
    }
    return lang;
  }
  for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* v = std::getenv(var); v && *v) return words::language(words::language_code(v));
  return words::english();
}

}  // namespace bnb::cli
