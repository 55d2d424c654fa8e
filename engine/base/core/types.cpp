#include "engine/base/core/types.h"

namespace bnb {

std::string_view element_name(Element e) { return kElementNames[e]; }
std::optional<Element> element_from_name(std::string_view s) { return kElementNames.find(s); }
std::string_view condition_name(Condition c) { return kConditionNames[c]; }
std::optional<Condition> condition_from_name(std::string_view s) { return kConditionNames.find(s); }
std::string_view pile_name(Pile p) { return kPileNames[p]; }

}  // namespace bnb
