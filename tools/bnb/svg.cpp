#include "tools/bnb/svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/base/core/markup.h"

namespace bnb::cli {

namespace {

constexpr double kSize = 30;  // hex radius in pixels
const double kW = std::sqrt(3.0) * kSize;

const char* fill_of(Terrain t) {
  switch (t) {
    case Terrain::Featureless: return "#f3ead7";
    case Terrain::Obstacle: return "#6b6358";
    case Terrain::Difficult: return "#b9d7c4";
    case Terrain::Hazard: return "#e2a0b8";
    case Terrain::PressurePlate: return "#e8d27a";
    case Terrain::Objective: return "#8fb2e0";
  }
  return "#ffffff";
}

std::string fmt(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f", v);
  return b;
}

}  // namespace

std::string map_svg(const ContentDb& db, const MapView& v, const std::string& title) {
  double xmin = 1e9, xmax = -1e9, ymin = 1e9, ymax = -1e9;
  auto centre = [](Hex h, double& x, double& y) {
    x = kW * (h.q + h.r / 2.0);
    y = kSize * 1.5 * h.r;
  };
  for (const HexMark& m : v.hexes) {
    double x, y;
    centre(m.hex, x, y);
    xmin = std::min(xmin, x), xmax = std::max(xmax, x), ymin = std::min(ymin, y), ymax = std::max(ymax, y);
  }
  if (v.hexes.empty()) xmin = xmax = ymin = ymax = 0;
  const double pad = kSize + 10, top = 40;
  const int legend_lines = int(v.monsters.size() + v.terrain.size()) + 1;
  const double width = std::max(xmax - xmin + 2 * pad, 360.0);
  const double map_h = ymax - ymin + 2 * pad;
  const double height = top + map_h + 18.0 * legend_lines + 10;
  const double ox = pad - xmin, oy = top + pad - ymin;
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + fmt(width) + "\" height=\"" + fmt(height) +
         "\" viewBox=\"0 0 " + fmt(width) + " " + fmt(height) + "\" font-family=\"sans-serif\">\n";
  out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  out += "<text x=\"10\" y=\"26\" font-size=\"18\" font-weight=\"bold\">" + xml_escape(title) + "</text>\n";
  for (const HexMark& m : v.hexes) {
    double x, y;
    centre(m.hex, x, y);
    x += ox, y += oy;
    std::string pts;
    for (int i = 0; i < 6; ++i) {
      const double a = (60.0 * i - 30.0) * 3.14159265358979 / 180.0;
      pts += (i ? " " : "") + fmt(x + (kSize - 1) * std::cos(a)) + "," + fmt(y + (kSize - 1) * std::sin(a));
    }
    out += "<g><title>" + std::to_string(m.hex.q) + "," + std::to_string(m.hex.r) + "</title>";
    const char* fill = m.wall ? "#3b3530" : m.door == '+' ? "#a0522d" : m.door == '/' ? "#dcc3a1" : fill_of(m.terrain);
    out += "<polygon points=\"" + pts + "\" fill=\"" + fill + "\" stroke=\"" +
           (m.start ? "#1a8a2a" : "#8a8070") + "\" stroke-width=\"" + (m.start ? "4" : "1.5") + "\"/>";
    std::string text, colour = "#333333";
    if (m.occupant == Occupant::Monster) {
      out += "<circle cx=\"" + fmt(x) + "\" cy=\"" + fmt(y) + "\" r=\"" + fmt(kSize * 0.62) + "\" fill=\"#c0392b\"/>";
      text = m.figure, colour = "white";
    } else if (m.occupant == Occupant::Hero) {
      out += "<circle cx=\"" + fmt(x) + "\" cy=\"" + fmt(y) + "\" r=\"" + fmt(kSize * 0.62) + "\" fill=\"#1a8a2a\"/>";
      text = "@", colour = "white";
    } else if (!m.label.empty()) {
      text = m.label, colour = "#000000";
    } else if (m.symbol != '.') {
      text = std::string(1, m.symbol), colour = m.terrain == Terrain::Obstacle || m.door == '+' ? "#ffffff" : "#333333";
    }
    if (!text.empty())
      out += "<text x=\"" + fmt(x) + "\" y=\"" + fmt(y + 5) + "\" font-size=\"15\" text-anchor=\"middle\" fill=\"" + colour +
             "\" font-weight=\"bold\">" + xml_escape(text) + "</text>";
    if (m.letter && (m.occupant != Occupant::None || m.symbol != m.letter))
      out += "<text x=\"" + fmt(x + kSize * 0.45) + "\" y=\"" + fmt(y - kSize * 0.35) + "\" font-size=\"11\" fill=\"" + (m.terrain == Terrain::Obstacle ? "#fff" : "#000") + "\">" +
             std::string(1, m.letter) + "</text>";
    out += "</g>\n";
  }
  // A thin wall: a heavy line along the edge the two hexes share (half-way between their centres,
  // across the line joining them, one hex side long).
  for (const auto& [a, b] : v.thin_walls) {
    double ax, ay, bx, by;
    centre(a, ax, ay), centre(b, bx, by);
    const double mx = (ax + bx) / 2 + ox, my = (ay + by) / 2 + oy;
    const double len = std::hypot(bx - ax, by - ay), px = -(by - ay) / len * kSize / 2, py = (bx - ax) / len * kSize / 2;
    out += "<line x1=\"" + fmt(mx - px) + "\" y1=\"" + fmt(my - py) + "\" x2=\"" + fmt(mx + px) + "\" y2=\"" +
           fmt(my + py) + "\" stroke=\"#222222\" stroke-width=\"6\" stroke-linecap=\"round\"/>\n";
  }
  double ly = top + map_h + 14;
  auto legend = [&](const std::string& s) {
    out += "<text x=\"10\" y=\"" + fmt(ly) + "\" font-size=\"13\">" + xml_escape(s) + "</text>\n";
    ly += 18;
  };
  legend("@ start / you (green ring: the start hex)");
  for (const MonsterKey& k : v.monsters) legend(std::string(1, k.symbol) + "n  " + db.monsters[size_t(k.def)].name);
  for (const TerrainKey& t : v.terrain) legend(std::string(1, t.symbol) + "  " + t.meaning);
  out += "</svg>\n";
  return out;
}

}  // namespace bnb::cli
