#pragma once
// Text from mods and scripts on its way to a terminal or a JSON answer: content must be UTF-8, and
// control characters (escape sequences that could retitle, clear or hide the terminal) are shown
// as visible escapes instead of being sent raw.
#include <string>
#include <string_view>

namespace bnb {

// Where `text` is first not valid UTF-8 (overlong forms, surrogates and code points past U+10FFFF
// included): 1-based line and byte column; line 0 when the whole text is valid.
struct TextPlace {
  int line = 0, column = 0;
};
TextPlace invalid_utf8(std::string_view text);

// `text` with control characters other than newline and tab (C0, DEL and C1) written as visible
// escapes (`\e`, `\x07`, `\u009b`) and bytes that are not UTF-8 as `\xNN`: safe to print and to
// put into JSON.
std::string printable(std::string_view text);

// Does `text` need printable() (a control character or a byte that is not UTF-8)?
bool needs_printable(std::string_view text);

}  // namespace bnb
