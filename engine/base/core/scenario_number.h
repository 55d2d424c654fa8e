#pragma once
// Scenario numbers. Most are whole numbers (1..9999); a promotional scenario has one decimal
// (12.5: played between 12 and 13). A number is kept as one int, a whole number as itself, so
// every save, replay and record written before decimals existed still reads the same; a number
// with a decimal is kept as kDecimalScenarios + its tenths (12.5 -> 10125), which no whole number
// reaches. Only text (YAML, saves, the command line, JSON) and ordering see the difference: read
// and write numbers through these functions, and sort by scenario_order.
#include <optional>
#include <string>
#include <string_view>

namespace bnb {

inline constexpr int kMaxScenarioNumber = 9999;         // the largest whole number
inline constexpr int kDecimalScenarios = 10000;         // the int of x.y is this + 10x + y

// The scenario's place in number order, in tenths: 12 -> 120, 12.5 -> 125.
constexpr int scenario_order(int number) {
  return number >= kDecimalScenarios ? number - kDecimalScenarios : number * 10;
}
constexpr bool valid_scenario_number(int number) {
  return (number >= 1 && number <= kMaxScenarioNumber) ||
         (number > kDecimalScenarios + 10 && number < kDecimalScenarios + 10 * (kMaxScenarioNumber + 1) &&
          number % 10 != 0);
}

// "12", "12.5".
std::string scenario_number_text(int number);
// The number written "12" or "12.5" (one decimal; "12.0" is 12), or nothing when the text is not
// one or is out of 1..9999.9.
std::optional<int> parse_scenario_number(std::string_view text);

}  // namespace bnb
