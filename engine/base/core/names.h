#pragma once
// One name table per enum: the names of an enum's values, in the enum's order. The table sits
// beside its enum, and everything that writes or reads such a name uses it: the content loader,
// the JSON API, the Lua API and the screens. tests/core/name_tables_test.cpp checks every table
// against its enum (one name per value, unique, lowercase words joined by '_').
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace bnb {

template <class E, size_t N>
struct NameTable {
  using Enum = E;
  std::array<std::string_view, N> names;

  static constexpr size_t size() { return N; }
  constexpr std::string_view operator[](E e) const { return names[size_t(e)]; }
  constexpr std::optional<E> find(std::string_view s) const {
    for (size_t i = 0; i < N; ++i)
      if (names[i] == s) return E(i);
    return std::nullopt;
  }
  constexpr std::span<const std::string_view> all() const { return names; }
  constexpr operator std::span<const std::string_view>() const { return names; }
  constexpr auto begin() const { return names.begin(); }
  constexpr auto end() const { return names.end(); }
};

// name_table<Terrain>("featureless", "obstacle", ...): the names of Terrain's values, in order.
template <class E, class... S>
constexpr NameTable<E, sizeof...(S)> name_table(S... names) {
  return {{std::string_view(names)...}};
}

}  // namespace bnb
