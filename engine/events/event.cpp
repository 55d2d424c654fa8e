#include "engine/events/event.h"

namespace bnb {

std::string_view event_kind_name(EventKind k) {
  static constexpr std::string_view names[] = {
#define BNB_EVENT_NAME(name) #name,
      BNB_EVENT_KINDS(BNB_EVENT_NAME)
#undef BNB_EVENT_NAME
  };
  return names[size_t(k)];
}

}  // namespace bnb
