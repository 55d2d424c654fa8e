#include "tools/bnb/board_view.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace bnb::cli {

namespace {

constexpr int kMargin = 4;  // "%3d " row numbers

const char* colour_of(const HexMark& m) {
  if (!m.label.empty() && m.occupant == Occupant::None) return "\x1b[1;30;43m";  // option: black on yellow
  if (m.occupant == Occupant::Hero) return "\x1b[1;32m";
  if (m.occupant == Occupant::Monster) return "\x1b[1;31m";
  switch (m.terrain) {
    case Terrain::Obstacle: return "\x1b[2m";
    case Terrain::Difficult: return "\x1b[36m";
    case Terrain::Hazard: return "\x1b[35m";
    case Terrain::PressurePlate: return "\x1b[33m";
    case Terrain::Objective: return "\x1b[1;34m";
    case Terrain::Featureless: return m.letter ? "\x1b[1m" : "\x1b[2m";
  }
  return "";
}

std::string cell_text(const HexMark& m) {
  if (m.occupant != Occupant::None) return m.figure.size() < 2 ? m.figure + " " : m.figure;
  if (!m.label.empty()) return m.label.size() < 2 ? m.label + " " : m.label;
  return std::string(1, m.symbol) + " ";
}

// Half-hex units: hex [q, r] sits at x = 2q + r; a band of the map shows lo <= x < hi.
int half_x(Hex h) { return 2 * h.q + h.r; }
int column(int q, int r, int lo) { return kMargin + 2 * (2 * q + r - lo); }

std::string pad_to(std::string line, size_t visible, int col) {
  while (int(visible) < col) line += ' ', ++visible;
  return line;
}

// A border line: q labels where the diagonals of constant q meet row `r`.
std::string q_border(const MapView& v, int r, int lo, int hi) {
  std::string line = "  q ";
  size_t visible = line.size();
  for (int q = v.qmin - (v.rmax - v.rmin); q <= v.qmax + (v.rmax - v.rmin); ++q) {
    const int x = 2 * q + r;
    if (x < lo || x >= hi) continue;
    const int col = column(q, r, lo);
    if (int(visible) > col) continue;
    bool used = false;  // only diagonals that hold a hex
    for (const HexMark& m : v.hexes) used = used || (m.hex.q == q && half_x(m.hex) >= lo && half_x(m.hex) < hi);
    if (!used) continue;
    std::string t = std::to_string(q);
    if (t.size() < 2) t += ' ';
    line = pad_to(line, visible, col) + t;
    visible = size_t(col) + t.size();
  }
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line + "\n";
}

std::string draw_band(const MapView& v, bool colour, int lo, int hi) {
  std::string out = q_border(v, v.rmin, lo, hi);
  for (int r = v.rmin; r <= v.rmax; ++r) {
    std::vector<const HexMark*> row;
    for (const HexMark& m : v.hexes)
      if (m.hex.r == r && half_x(m.hex) >= lo && half_x(m.hex) < hi) row.push_back(&m);
    std::sort(row.begin(), row.end(), [](const HexMark* a, const HexMark* b) { return a->hex.q < b->hex.q; });
    char head[16];
    std::snprintf(head, sizeof head, "%3d ", r);
    std::string line = head;
    size_t visible = line.size();
    for (const HexMark* m : row) {
      const int col = column(m->hex.q, r, lo);
      if (int(visible) > col) continue;  // a long figure text covers this hex's gap
      line = pad_to(line, visible, col);
      std::string t = cell_text(*m);
      // A thin wall to the east is drawn where the map file writes it: between the two hexes.
      const Hex east = m->hex + Hex{1, 0};
      if (t.size() == 2 && t[1] == ' ')
        for (const auto& [a, b] : v.thin_walls)
          if ((a == m->hex && b == east) || (b == m->hex && a == east)) t[1] = '|';
      std::string shown = t;
      while (!shown.empty() && shown.back() == ' ') shown.pop_back();
      if (colour) line += std::string(colour_of(*m)) + shown + "\x1b[0m" + t.substr(shown.size());
      else line += t;
      visible = size_t(col) + t.size();
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out + q_border(v, v.rmax, lo, hi);
}

}  // namespace

TermSize terminal_size() {
  winsize w{};
  if (isatty(1) && ioctl(1, TIOCGWINSZ, &w) == 0 && w.ws_col > 0 && w.ws_row > 0) return {w.ws_col, w.ws_row};
  const char* cols = std::getenv("COLUMNS");
  const char* rows = std::getenv("LINES");
  if (cols && rows && std::atoi(cols) > 0 && std::atoi(rows) > 0) return {std::atoi(cols), std::atoi(rows)};
  return {};
}

namespace {
// Where the `n`-th character (UTF-8 code point, from 0) of `text` starts; its size past the last.
size_t byte_of_character(std::string_view text, size_t n) {
  for (size_t i = 0; i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 && n-- == 0) return i;
  return text.size();
}
}  // namespace

std::vector<std::string> wrap(const std::string& text, int width, int indent) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {  // each line of the text
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    std::string line = text.substr(start, nl - start);
    start = nl + 1;
    bool first = true;
    // A broken line goes on past its own leading spaces (an option's second line stays under it).
    const size_t own = line.find_first_not_of(' ') == std::string::npos ? 0 : line.find_first_not_of(' ');
    const size_t go_on = own > 0 ? std::max(own + 2, size_t(indent)) : size_t(indent);
    while (true) {
      const std::string lead = first ? "" : std::string(go_on, ' ');
      line = lead + line;
      if (width <= 0 || text_width(line) <= size_t(width)) {
        out.push_back(line);
        break;
      }
      // Counted in characters, as the terminal shows them: a German or accented line is as long as
      // an English one of as many letters, and a long word is cut between two characters.
      const size_t limit = byte_of_character(line, size_t(width));
      size_t cut = line.rfind(' ', limit);
      if (cut == std::string::npos || cut <= lead.size()) cut = limit;
      out.push_back(line.substr(0, cut));
      line = line.substr(cut);
      while (!line.empty() && line.front() == ' ') line.erase(line.begin());
      if (line.empty()) break;
      first = false;
    }
    if (nl == text.size()) break;
  }
  return out;
}

size_t text_width(std::string_view text) {
  size_t n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // continuation bytes take no column
  return n;
}

std::string padded(const std::string& text, size_t width, bool right_aligned) {
  const size_t w = text_width(text);
  if (w >= width) return text;
  return right_aligned ? std::string(width - w, ' ') + text : text + std::string(width - w, ' ');
}

std::string reflow(const std::string& text, int width) {
  std::string out, para;
  const auto flush = [&] {
    if (para.empty()) return;
    if (!out.empty()) out += "\n";
    for (const std::string& l : wrap(para, width, 0)) out += l + "\n";
    para.clear();
  };
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    std::string line = text.substr(start, nl - start);
    start = nl + 1;
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) {
      flush();
      continue;
    }
    const size_t last = line.find_last_not_of(" \t\r");
    para += (para.empty() ? "" : " ") + line.substr(first, last + 1 - first);
  }
  flush();
  return out;
}

int story_width(const TermSize& size) { return size.cols > 0 ? size.cols : 80; }

bool colour_wanted() {
  const char* no = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  return isatty(1) && !(no && *no) && !(term && std::strcmp(term, "dumb") == 0);
}

std::string draw_map(const ContentDb& db, const MapView& v, bool colour, const words::Lang& lang) {
  (void)db;
  if (v.hexes.empty()) return lang.say(words::Sentence::NoMap, {}) + "\n";
  int lo = 1 << 20, hi = -(1 << 20);
  for (const HexMark& m : v.hexes) lo = std::min(lo, half_x(m.hex)), hi = std::max(hi, half_x(m.hex) + 1);
  // A map wider than 80 columns is drawn in bands, left to right, each overlapping the next by
  // one hex, so that every hex and its label can be read without a wide terminal.
  constexpr int kBand = (80 - kMargin - 4) / 2;  // half-hex units per band
  if (hi - lo <= kBand + 1) return draw_band(v, colour, lo, hi);
  std::string out;
  int parts = 0;
  for (int from = lo; from < hi; from += kBand - 2) ++parts;
  int part = 0;
  for (int from = lo; from < hi; from += kBand - 2)
    out += lang.say(words::Sentence::MapPart, {{"part", ++part}, {"parts", parts}}) + "\n" +
           draw_band(v, colour, from, std::min(hi, from + kBand));
  return out;
}

std::string map_legend(const ContentDb& db, const MapView& v, const words::Lang& lang) {
  std::string out = "  @ " + lang.say(words::Sentence::LegendYou, {});
  for (const MonsterKey& k : v.monsters) {
    bool on_map = false;
    for (const HexMark& m : v.hexes) on_map = on_map || m.monster_def == k.def;
    if (on_map) out += ", " + std::string(1, k.symbol) + "n " + lang.name(db.monsters[size_t(k.def)]);
  }
  out += "\n ";
  for (const TerrainKey& t : v.terrain) out += " " + std::string(1, t.symbol) + " " + t.meaning + ",";
  out.pop_back();
  bool letters = false;
  for (const HexMark& m : v.hexes) letters = letters || (m.letter && m.terrain == Terrain::Featureless && m.occupant == Occupant::None);
  if (letters) out += ", " + lang.say(words::Sentence::LegendLetters, {});
  bool labels = false;
  for (const HexMark& m : v.hexes) labels = labels || !m.label.empty();
  if (labels) out += "\n  " + lang.say(words::Sentence::LegendNumbers, {});
  return out + "\n";
}

}  // namespace bnb::cli
