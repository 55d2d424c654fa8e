#include "engine/play/sim/record.h"

#include <mutex>
#include <set>

namespace bnb::sim {

std::string_view interned_card_id(std::string_view id) {
  static std::mutex m;
  static std::set<std::string, std::less<>> ids;  // nodes: the views stay valid as the set grows
  const std::lock_guard lock(m);
  auto it = ids.find(id);
  if (it == ids.end()) it = ids.emplace(id).first;
  return *it;
}

}  // namespace bnb::sim
