// A scenario's ground: a text grid (`map` + `legend`) or an explicit `hexes` list. Grid errors are
// reported at their own line and column in the YAML file.
#include <optional>

#include "engine/base/content/load_parts.h"
#include "engine/base/map/text_grid.h"

namespace bnb::loader {

namespace {

bool named_terrain(Terrain t) { return t == Terrain::Hazard || t == Terrain::PressurePlate; }
// A name on an obstacle marks it as part of the scenario's story (docs/maps.md, "Story obstacles").
bool may_have_name(Terrain t) { return named_terrain(t) || t == Terrain::Obstacle; }

// The fields a legend entry and a hex entry share: terrain, the name of named terrain, a letter A-Z.
void read_terrain_fields(Fields& f, Terrain& terrain, std::string& name, char& letter) {
  FileCtx& ctx = f.ctx();
  if (auto t = f.field("terrain")) read_enum(ctx, *t, kTerrainNames, terrain, "a terrain");
  if (f.read("name", name) && !may_have_name(terrain))
    ctx.error(f.get("name")->mark, f.path("name"), "only hazards, pressure plates and obstacles have a name");
  std::string text;
  if (auto l = f.field("letter")) {
    if (read_string(ctx, *l, text) && (text.size() != 1 || text[0] < 'A' || text[0] > 'Z'))
      expected(ctx, *l, "a letter A-Z");
    else if (text.size() == 1) letter = text[0];
  }
}

// Where the text of a literal block scalar (`map: |`) starts in the file: the 1-based line of
// its first row and the 0-based column of its indentation.
struct Origin {
  int line = 0, indent = 0;
};
std::optional<Origin> block_origin(std::string_view text, const YAML::Mark& mark) {
  if (mark.pos < 0 || size_t(mark.pos) >= text.size() || text[size_t(mark.pos)] != '|') return std::nullopt;
  size_t p = size_t(mark.pos) + 1;
  int explicit_indent = 0;
  while (p < text.size() && text[p] != '\n') {
    if (text[p] >= '1' && text[p] <= '9') explicit_indent = text[p] - '0';
    ++p;
  }
  Origin o{mark.line + 2, 0};
  if (explicit_indent) {
    // Relative to the key's indentation: skip the line's spaces and any "- " of list items.
    size_t s = text.rfind('\n', size_t(mark.pos));
    s = s == std::string_view::npos ? 0 : s + 1;
    const size_t line_start = s;
    while (s < text.size() && (text[s] == ' ' || (text[s] == '-' && s + 1 < text.size() && text[s + 1] == ' '))) ++s;
    o.indent = int(s - line_start) + explicit_indent;
    return o;
  }
  for (size_t q = p + 1; q < text.size();) {
    size_t end = text.find('\n', q);
    if (end == std::string_view::npos) end = text.size();
    const size_t first = text.find_first_not_of(' ', q);
    if (first < end) {
      o.indent = int(first - q);
      return o;
    }
    q = end + 1;
  }
  return o;
}

void read_legend(FileCtx& ctx, const Val& v, Legend& out) {
  Fields f(ctx, v, "a legend (symbol: { terrain, name, letter })");
  if (!f.ok()) return;
  for (const auto& [key, mark] : f.unasked()) {
    const Val entry = *f.get(key);
    if (key.size() != 1 || key[0] == ' ' || is_builtin_grid_symbol(key[0])) {
      ctx.error(mark, f.self().path,
                "legend symbol '" + key + "': expected one character other than space, . # ~ ^ _ * and A-Z");
      continue;
    }
    LegendEntry e;
    e.symbol = key[0];
    if (entry.node.IsScalar()) {
      // Shorthand `h: spikes`: a hazard with that name.
      e.terrain = Terrain::Hazard;
      e.name = entry.node.Scalar();
      out.push_back(e);
      continue;
    }
    Fields ef(ctx, entry, kLegendEntryTable);
    if (!ef.ok()) continue;
    read_terrain_fields(ef, e.terrain, e.name, e.letter);
    ef.finish();
    out.push_back(e);
  }
}

void read_grid(FileCtx& ctx, const Val& v, const Legend& legend, Map& out) {
  if (!v.node.IsScalar()) return expected(ctx, v, "a text grid (map: |)");
  std::vector<GridError> errors;
  parse_text_grid(v.node.Scalar(), legend, out, errors);
  const std::optional<Origin> origin = block_origin(ctx.text, v.mark);
  for (const GridError& e : errors) {
    if (origin) {
      ctx.diags->error(ctx.file, origin->line + e.line - 1, origin->indent + e.column, v.path, e.message);
    } else {
      ctx.error(v.mark, v.path,
                "row " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ": " + e.message);
    }
  }
}

void read_hex_entries(FileCtx& ctx, const Val& v, Map& out) {
  auto items = read_list(ctx, v);
  if (!items) return;
  std::vector<int> lines;  // per cell, where it was listed
  for (const Val& item : *items) {
    Cell cell;
    std::string name;
    const Val* at = &item;
    std::optional<Val> at_field;
    if (item.node.IsMap()) {
      Fields f(ctx, item, kHexEntryTable);
      at_field = f.field("at");
      if (!at_field) continue;
      at = &*at_field;
      read_terrain_fields(f, cell.terrain, name, cell.letter);
      f.finish();
    }
    if (!read_hex(ctx, *at, cell.hex)) continue;
    if (out.contains(cell.hex)) {
      ctx.error(at->mark, at->path,
                "hex " + hex_text(cell.hex) + " is listed twice (first on line " +
                    std::to_string(lines[size_t(out.index_of(cell.hex))]) + ")");
      continue;
    }
    if (named_terrain(cell.terrain) || !name.empty()) {
      if (name.empty()) name = cell.terrain == Terrain::Hazard ? "hazard" : "plate";
      cell.name = out.intern(name);
      if (cell.name < 0) {
        ctx.error(at->mark, at->path, "more than " + std::to_string(kMaxMapNames) + " hazard and plate names");
        continue;
      }
    }
    if (!out.set(cell)) {
      ctx.error(at->mark, at->path,
                "hex " + hex_text(cell.hex) + " makes the map larger than " + std::to_string(kMaxMapSpan) +
                    " rows or " + std::to_string(kMaxMapSpan) + " hexes per row");
      continue;
    }
    lines.push_back(at->mark.line + 1);
  }
}

// `thin_walls: [[[q, r], [q, r]], ...]`: a thin wall along the edge between each two adjacent hexes
// (any edge; the grid's '|' only draws those between two hexes of a row).
void read_thin_walls(FileCtx& ctx, const Val& v, Map& out) {
  auto items = read_list(ctx, v);
  if (!items) return;
  for (const Val& item : *items) {
    auto pair = read_list(ctx, item);
    if (!pair) continue;
    if (pair->size() != 2) {
      expected(ctx, item, "two adjacent hexes [[q, r], [q, r]]");
      continue;
    }
    Hex a, b;
    if (!read_hex(ctx, (*pair)[0], a) || !read_hex(ctx, (*pair)[1], b)) continue;
    if (!out.add_thin_wall(a, b)) expected(ctx, item, "two adjacent hexes [[q, r], [q, r]]");
  }
}

}  // namespace

bool read_scenario_map(Fields& f, Map& out) {
  FileCtx& ctx = f.ctx();
  auto grid = f.field("map");
  auto hexes = f.field("hexes");
  auto legend_field = f.field("legend");
  if (grid && hexes) {
    ctx.error(hexes->mark, hexes->path, "give either 'map' or 'hexes', not both");
    return false;
  }
  if (!grid && !hexes) {
    ctx.error(f.self().mark, f.self().path, "missing required field 'map' (or 'hexes')");
    return false;
  }
  const size_t errors_before = ctx.diags->all().size();
  if (grid) {
    Legend legend;
    if (legend_field) read_legend(ctx, *legend_field, legend);
    read_grid(ctx, *grid, legend, out);
  } else {
    if (legend_field) ctx.error(legend_field->mark, legend_field->path, "a legend belongs to a 'map' grid");
    read_hex_entries(ctx, *hexes, out);
  }
  if (auto thin = f.field("thin_walls")) read_thin_walls(ctx, *thin, out);
  if (out.cells().empty() && ctx.diags->all().size() == errors_before)
    ctx.error((grid ? grid : hexes)->mark, (grid ? grid : hexes)->path, "the map has no hexes");
  return ctx.diags->all().size() == errors_before;
}

}  // namespace bnb::loader
