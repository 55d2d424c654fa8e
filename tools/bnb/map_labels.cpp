#include "tools/bnb/map_labels.h"

#include "engine/kernel/step/describe.h"

namespace bnb::cli {

std::string figure_mark(const MapView& v, const Board& b, FigureId id) {
  if (id < 0 || size_t(id) >= b.figures.size()) return "";
  const Figure& f = b.fig(id);
  if (f.kind == FigureKind::Character) return "@";
  for (const MonsterKey& k : v.monsters)
    if (k.def == f.type) return std::string(1, k.symbol) + std::to_string(f.number);
  return "";
}

std::string option_mark(const MapView& v, Hex h) {
  for (const HexMark& m : v.hexes)
    if (m.hex == h) return m.label;
  return "";
}

// "Bandit Guard G1" / "you": a figure as the map shows it.
std::string MapLabels::figure(FigureId id) const {
  if (id < 0 || size_t(id) >= board().figures.size()) return "-";
  const Figure& f = board().fig(id);
  if (f.kind == FigureKind::Character) return say(words::Sentence::You, {});
  const std::string m = figure_mark(v_, board(), id);
  return lang().name(db().monsters[size_t(f.type)]) + " " + (m.empty() ? std::to_string(f.number) : m);
}

std::string MapLabels::hex(Hex h) const {
  for (const HexMark& m : v_.hexes)
    if (m.hex == h) {
      if (m.occupant != Occupant::None) return m.figure == "@" ? say(words::Sentence::YourHex, {}) : m.figure;  // the figure covers the label
      return m.label.empty() ? hex_key(h) : "[" + m.label + "]";
    }
  return hex_key(h);
}

std::string MapLabels::event_hex(Hex h) const { return hex_key(h); }

std::string MapLabels::mark(Hex h) const {
  for (const HexMark& m : v_.hexes)
    if (m.hex == h) return m.occupant != Occupant::None ? (m.figure == "@" ? say(words::Sentence::YourHex, {}) : m.figure) : m.label.empty() ? "" : "[" + m.label + "]";
  return "";
}

}  // namespace bnb::cli
