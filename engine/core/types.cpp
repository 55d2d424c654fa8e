#include "engine/core/types.h"

#include <array>

namespace bnb {

namespace {
constexpr std::array<std::string_view, kElementCount> kElementNames{"fire", "ice", "air", "earth", "light", "dark"};
constexpr std::array<std::string_view, kConditionCount> kConditionNames{
    "poison", "wound", "immobilize", "disarm", "muddle", "strengthen", "invisible"};
}  // namespace

std::string_view element_name(Element e) { return kElementNames[size_t(e)]; }
std::optional<Element> element_from_name(std::string_view s) {
  for (size_t i = 0; i < kElementNames.size(); ++i)
    if (kElementNames[i] == s) return Element(i);
  return std::nullopt;
}
std::string_view condition_name(Condition c) { return kConditionNames[size_t(c)]; }
std::optional<Condition> condition_from_name(std::string_view s) {
  for (size_t i = 0; i < kConditionNames.size(); ++i)
    if (kConditionNames[i] == s) return Condition(i);
  return std::nullopt;
}

}  // namespace bnb
