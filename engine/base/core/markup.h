#pragma once
// Small text builders shared by the reports bnb writes: the sim's tables and HTML page, the SVG map.
#include <cstdio>
#include <string>
#include <string_view>

namespace bnb {

// printf into a string; a result longer than 1023 bytes is cut (report cells and lines are short).
template <class... Args>
std::string fmt(const char* f, Args... args) {
  char buf[1024];
  std::snprintf(buf, sizeof buf, f, args...);
  return buf;
}

// `s` with & < > and " written as entities: safe as HTML or SVG text and attribute values.
std::string xml_escape(std::string_view s);

}  // namespace bnb
