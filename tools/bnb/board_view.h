#pragma once
// The map as text for the terminal: every hex two characters wide (terrain symbol, monster symbol
// + number, `@` for you, or the number of the option that names the hex), rows numbered r at the
// left, q along the diagonals from the top and bottom edges, and a legend below.
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/play/words/lang.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

// The terminal's size: of stdout when it is a terminal, else COLUMNS and LINES when both are set
// (a piped run may say the size it is shown at); 0 x 0 when unknown.
struct TermSize {
  int cols = 0, rows = 0;
};
TermSize terminal_size();
// `text` broken at spaces into lines of at most `width` characters (0: no limit); a broken line
// goes on indented by `indent` spaces. A word longer than a line is cut.
std::vector<std::string> wrap(const std::string& text, int width, int indent = 4);

// A story text (a scenario's intro and conclusion, the campaign's epilogue) broken anew at `width`
// (0: no limit): a blank line ends a paragraph, the file's other line breaks are spaces. The
// paragraphs come out one blank line apart, each ending in a newline.
std::string reflow(const std::string& text, int width);
// The width a story text is broken at: the terminal's, else 80.
int story_width(const TermSize& size);
// The columns `text` takes: one per character (UTF-8 code point), so that a German or accented
// word pads a table's column as an English one does.
size_t text_width(std::string_view text);
// `text` padded with spaces to `width` columns (on the left when `right_aligned`).
std::string padded(const std::string& text, size_t width, bool right_aligned = false);

// Colour when the terminal can show it: stdout is a terminal, NO_COLOR is unset, TERM is not dumb.
bool colour_wanted();
// The map; one wider than 80 columns comes in parts, each named in `lang`.
std::string draw_map(const ContentDb& db, const MapView& v, bool colour, const words::Lang& lang = {});
// The legend lines: monster symbols and the map's own symbols.
std::string map_legend(const ContentDb& db, const MapView& v, const words::Lang& lang = {});

}  // namespace bnb::cli
