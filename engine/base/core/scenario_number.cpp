#include "engine/base/core/scenario_number.h"

#include <charconv>

namespace bnb {

std::string scenario_number_text(int number) {
  if (number < kDecimalScenarios) return std::to_string(number);
  const int tenths = number - kDecimalScenarios;
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

std::optional<int> parse_scenario_number(std::string_view text) {
  const size_t dot = text.find('.');
  const std::string_view whole = text.substr(0, dot);
  int n = 0;
  const auto [end, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), n);
  if (whole.empty() || ec != std::errc() || end != whole.data() + whole.size() || n < 1 || n > kMaxScenarioNumber)
    return std::nullopt;
  if (dot == std::string_view::npos) return n;
  const std::string_view decimal = text.substr(dot + 1);
  if (decimal.size() != 1 || decimal[0] < '0' || decimal[0] > '9') return std::nullopt;
  const int tenth = decimal[0] - '0';
  if (tenth == 0) return n;
  return kDecimalScenarios + n * 10 + tenth;
}

}  // namespace bnb
