#include "engine/base/core/text.h"

#include <cstdio>

namespace bnb {

namespace {

// The length of the UTF-8 sequence at text[i] and its code point; 0 when it is not valid.
size_t sequence(std::string_view text, size_t i, char32_t& cp) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return cp = c, 1;
  size_t n = 0;
  char32_t min = 0;
  if ((c & 0xE0) == 0xC0) n = 2, cp = c & 0x1F, min = 0x80;
  else if ((c & 0xF0) == 0xE0) n = 3, cp = c & 0x0F, min = 0x800;
  else if ((c & 0xF8) == 0xF0) n = 4, cp = c & 0x07, min = 0x10000;
  else return 0;
  if (i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((b(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

bool control(char32_t cp) { return (cp < 0x20 && cp != '\n' && cp != '\t') || (cp >= 0x7F && cp <= 0x9F); }

}  // namespace

TextPlace invalid_utf8(std::string_view text) {
  int line = 1, column = 1;
  for (size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const size_t n = sequence(text, i, cp);
    if (n == 0) return {line, column};
    if (cp == '\n') ++line, column = 1;
    else ++column;
    i += n;
  }
  return {};
}

bool needs_printable(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const size_t n = sequence(text, i, cp);
    if (n == 0 || control(cp)) return true;
    i += n;
  }
  return false;
}

std::string printable(std::string_view text) {
  if (!needs_printable(text)) return std::string(text);
  std::string out;
  out.reserve(text.size() + 16);
  char buf[16];
  for (size_t i = 0; i < text.size();) {
    char32_t cp = 0;
    const size_t n = sequence(text, i, cp);
    if (n == 0) {
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(text[i]));
      out += buf, ++i;
      continue;
    }
    if (!control(cp)) out.append(text.substr(i, n));
    else if (cp == 0x1B) out += "\\e";
    else if (cp < 0x80) std::snprintf(buf, sizeof buf, "\\x%02x", unsigned(cp)), out += buf;
    else std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(cp)), out += buf;
    i += n;
  }
  return out;
}

}  // namespace bnb
