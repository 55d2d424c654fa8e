#pragma once
// FNV-1a 64-bit, fed field by field: the state hash must not depend on padding or platform.
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace bnb {

struct Hasher {
  uint64_t h = 0xcbf29ce484222325ull;
  void bytes(const void* p, size_t n) {
    auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) { h ^= b[i]; h *= 0x100000001b3ull; }
  }
  template <class T>
    requires std::is_integral_v<T> || std::is_enum_v<T>
  void add(T v) {
    uint64_t x = uint64_t(int64_t(v));
    for (int i = 0; i < 8; ++i) { h ^= (x >> (8 * i)) & 0xff; h *= 0x100000001b3ull; }
  }
  void add(std::string_view s) { add(s.size()); bytes(s.data(), s.size()); }
};

}  // namespace bnb
