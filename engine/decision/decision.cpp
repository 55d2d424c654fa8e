#include "engine/decision/decision.h"

#include <array>

namespace bnb {

std::string_view decision_kind_name(DecisionKind k) {
  static constexpr std::string_view names[] = {
#define BNB_DECISION_NAME(name, doc) #name,
      BNB_DECISION_KINDS(BNB_DECISION_NAME)
#undef BNB_DECISION_NAME
  };
  return names[size_t(k)];
}

int Decision::find(std::string_view key) const {
  for (size_t i = 0; i < options.size(); ++i)
    if (options[i].key == key) return int(i);
  return -1;
}

int Decision::find_accepting() const {
  for (size_t i = 0; i < options.size(); ++i)
    if (options[i].accepts) return int(i);
  return -1;
}

std::string_view reject_reason_text(RejectReason r) {
  switch (r) {
    case RejectReason::None: return "accepted";
    case RejectReason::NoDecisionPending: return "no decision is pending";
    case RejectReason::UnknownOption: return "not one of the legal options";
    case RejectReason::GameOver: return "the scenario is over";
  }
  return "?";
}

}  // namespace bnb
