#pragma once
// Reading events in tests by kind: the payload of the i-th event, or of the first event of a kind.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "engine/kernel/events/event.h"

namespace bnb::test {

// The i-th event, which must be a T.
template <class T> const T& event_as(const std::vector<Event>& events, int i) {
  REQUIRE(i >= 0);
  REQUIRE(size_t(i) < events.size());
  INFO("event " << i << " is " << event_kind_name(events[size_t(i)].kind()));
  REQUIRE(events[size_t(i)].is<T>());
  return events[size_t(i)].as<T>();
}

// Index of the first T at or after `from`, or -1.
template <class T> int find_event(const std::vector<Event>& events, int from = 0) {
  for (size_t i = size_t(std::max(0, from)); i < events.size(); ++i)
    if (events[i].is<T>()) return int(i);
  return -1;
}

// The first T at or after `from`; there must be one.
template <class T> const T& first_event(const std::vector<Event>& events, int from = 0) {
  const int i = find_event<T>(events, from);
  REQUIRE(i >= 0);
  return events[size_t(i)].as<T>();
}

// How many events are of kind k; the index of the first one at or after `from`, or -1.
inline int count_kind(const std::vector<Event>& events, EventKind k) {
  return int(std::count_if(events.begin(), events.end(), [k](const Event& e) { return e.kind() == k; }));
}
inline int find_kind(const std::vector<Event>& events, EventKind k, int from = 0) {
  for (size_t i = size_t(std::max(0, from)); i < events.size(); ++i)
    if (events[i].kind() == k) return int(i);
  return -1;
}

// Every T, in order.
template <class T> std::vector<T> all_events(const std::vector<Event>& events) {
  std::vector<T> out;
  for (const Event& e : events)
    if (const T* p = e.get<T>()) out.push_back(*p);
  return out;
}

}  // namespace bnb::test
