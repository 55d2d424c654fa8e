#include "engine/kernel/step/describe.h"

#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/context.h"

namespace bnb {

std::string figure_name(const ContentDb& db, const Board& b, FigureId id) {
  const Figure& f = b.fig(id);
  if (f.kind == FigureKind::Character) return db.classes[size_t(f.type)].name;
  return db.monsters[size_t(f.type)].name + " " + std::to_string(f.number);
}
std::string figure_name(const Ctx& ctx, FigureId id) { return figure_name(ctx.db, ctx.b, id); }
void append_figure_name(std::string& out, const Ctx& ctx, FigureId id) {
  const Figure& f = ctx.b.fig(id);
  if (f.kind == FigureKind::Character) {
    out += ctx.db.classes[size_t(f.type)].name;
  } else {
    out += ctx.db.monsters[size_t(f.type)].name, out += ' ', out += std::to_string(f.number);
  }
}

std::string hex_key(Hex h) {
  std::string out;
  keys::append_hex(out, h);
  return out;
}

}  // namespace bnb
