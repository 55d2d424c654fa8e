#include "engine/script/hooks.h"

#include <array>

namespace bnb {

namespace {
constexpr std::array<HookDoc, size_t(Hook::Count)> kDocs{{
#define BNB_HOOK_DOC(name, ev, ret) {#name, ev, ret},
    BNB_HOOKS(BNB_HOOK_DOC)
#undef BNB_HOOK_DOC
}};
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

}  // namespace bnb
