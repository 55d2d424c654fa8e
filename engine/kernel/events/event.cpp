#include "engine/kernel/events/event.h"

namespace bnb {

// EventKind and the variant list the kinds in the same order.
#define BNB_EVENT_CHECK(name) \
  static_assert(std::is_same_v<std::variant_alternative_t<size_t(EventKind::name), EventPayload>, name>);
BNB_EVENT_KINDS(BNB_EVENT_CHECK)
#undef BNB_EVENT_CHECK
static_assert(std::variant_size_v<EventPayload> == size_t(kEventKindCount));
// The hot path emits many events: keep them small (text-bearing kinds hold one string or pointer).
static_assert(sizeof(Event) <= 48);

std::string_view event_kind_name(EventKind k) { return kEventKindNames[k]; }

}  // namespace bnb
