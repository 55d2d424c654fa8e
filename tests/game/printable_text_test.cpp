// Text on its way to a terminal or JSON: control characters and escape sequences made visible,
// bytes that are not UTF-8 found with their line and column.
#include <catch2/catch.hpp>

#include "engine/base/core/text.h"

using namespace bnb;

TEST_CASE("[text] control characters and escape sequences are made visible, newlines and tabs kept", "[text]") {
  CHECK(printable("plain text, ümlauts and ✓") == "plain text, ümlauts and ✓");
  CHECK(printable("a\nb\tc") == "a\nb\tc");
  CHECK(printable("\x1b]0;title\x07") == "\\e]0;title\\x07");
  CHECK(printable("\x1b[2J\x1b[8mhidden") == "\\e[2J\\e[8mhidden");
  CHECK(printable("del\x7f") == "del\\x7f");
  CHECK(printable("c1 \xc2\x9b" "31m") == "c1 \\u009b31m");  // the one-byte CSI, as UTF-8
  CHECK(printable(std::string("nul\0x", 5)) == "nul\\x00x");
  CHECK(printable("bad \xff byte") == "bad \\xff byte");
}

TEST_CASE("[text] invalid UTF-8 is found with its line and column", "[text]") {
  CHECK(invalid_utf8("fine ✓\nalso fine").line == 0);
  const TextPlace a = invalid_utf8("ok\nab\xC3\x28");
  CHECK(a.line == 2);
  CHECK(a.column == 3);
  CHECK(invalid_utf8("\xC0\xAF").line == 1);          // overlong '/'
  CHECK(invalid_utf8("\xED\xA0\x80").line == 1);      // a surrogate
  CHECK(invalid_utf8("\xF4\x90\x80\x80").line == 1);  // past U+10FFFF
  CHECK(invalid_utf8("\xE2\x9C").line == 1);          // cut short
}
