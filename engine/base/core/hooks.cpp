#include "engine/base/core/hooks.h"

#include <array>

namespace bnb {

namespace {
constexpr std::array<HookDoc, size_t(Hook::Count)> kDocs{{
#define BNB_HOOK_DOC(name, ev, ret) {#name, EvFields ev, ret},
    BNB_MOMENTS(BNB_HOOK_DOC) BNB_SCRIPT_KINDS(BNB_HOOK_DOC)
#undef BNB_HOOK_DOC
}};

constexpr size_t kMoments = 0
#define BNB_HOOK_COUNT(name, ev, ret) +1
    BNB_MOMENTS(BNB_HOOK_COUNT)
#undef BNB_HOOK_COUNT
    ;
}  // namespace

std::string_view hook_name(Hook h) { return kDocs[size_t(h)].name; }
const HookDoc& hook_doc(Hook h) { return kDocs[size_t(h)]; }
bool hook_from_name(std::string_view s, Hook& out) {
  for (size_t i = 0; i < kDocs.size(); ++i)
    if (kDocs[i].name == s) {
      out = Hook(i);
      return true;
    }
  return false;
}
bool is_moment(Hook h) { return size_t(h) < kMoments; }

}  // namespace bnb
