#pragma once
// What a player must never read: a script path or a hook name ("Words: a script path or hook
// name never reaches a player"), and in card texts the notation of the data.
#include <regex>
#include <string>

#include "engine/base/core/hooks.h"

namespace bnb::test {

// The first match of `re` in `text`, else a moment's hook name ("on_round_start") in it; "" if none.
inline std::string match_or_hook_in(const std::string& text, const std::regex& re) {
  std::smatch m;
  if (std::regex_search(text, m, re)) return m.str();
  for (int i = 0; i < int(Hook::Count); ++i)
    if (is_moment(Hook(i)) && text.find(hook_name(Hook(i))) != std::string::npos) return std::string(hook_name(Hook(i)));
  return {};
}

// A script path ("cards/x.lua#fn", "x.lua") or a hook name ("on_round_start") in a text; "" if none.
inline std::string script_words_in(const std::string& text) {
  static const std::regex script(R"([A-Za-z0-9_./-]+\.lua(#[A-Za-z0-9_]+)?)");
  return match_or_hook_in(text, script);
}

// The same, or the notation of the data ("{earth}", "[fire: +1]"); "" if none.
inline std::string unprinted_words_in(const std::string& text) {
  static const std::regex unprinted(R"([A-Za-z0-9_./-]+\.lua(#[A-Za-z0-9_]+)?|\{[a-z]+\}|\[[a-z/]+[:\],])");
  return match_or_hook_in(text, unprinted);
}

}  // namespace bnb::test
