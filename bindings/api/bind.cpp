#include "bindings/api/bind.h"

#include <cstdio>
#include <cstring>

namespace bnb::lua {

Call::Call(lua_State* L) : L(L) {
  const auto* table = static_cast<const ApiTable*>(lua_touserdata(L, lua_upvalueindex(1)));
  row_ = static_cast<const ApiFunction*>(lua_touserdata(L, lua_upvalueindex(2)));
  if (table && row_) std::snprintf(fn_, sizeof fn_, "%s.%s", table->name, row_->name);
}

int Call::advance() {
  ++arg_;
  // The arg_-th entry of "id: integer, amount: integer, jump?: boolean": its name before ':'
  // (an optional one's '?' left out).
  param_[0] = '\0';
  const char* p = row_ ? row_->params : "";
  for (int i = 1; i < arg_ && p; ++i) {
    p = std::strchr(p, ',');
    if (p) p += 2;
  }
  if (p && *p) {
    size_t n = std::strcspn(p, ":?,");
    if (n >= sizeof param_) n = sizeof param_ - 1;
    std::memcpy(param_, p, n);
    param_[n] = '\0';
  }
  return arg_;
}

}  // namespace bnb::lua
