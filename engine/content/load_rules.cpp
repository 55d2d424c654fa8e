// The shared rule pieces: the die, the monster modifier tables per difficulty, the campaign start
// and epilogue.
#include "engine/content/load_parts.h"

namespace bnb::loader {

void load_die(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, "a die { faces: [...] }");
  if (!f.ok()) return;
  DieDef die;
  bool ok = true;
  if (auto faces = f.require("faces")) {
    if (auto items = read_list_of(ctx, *faces, 6, "faces")) {
      for (size_t i = 0; i < 6; ++i) {
        Fields face(ctx, (*items)[i], "a face { symbol, column }");
        if (!face.ok()) {
          ok = false;
          continue;
        }
        ok = face.get_string("symbol", die.symbol[i], true) && ok;
        ok = face.get_int("column", die.column[i], 0, 2, true) && ok;
        face.finish();
      }
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  f.finish();
  if (ok && m.add_single(ctx, "die", v)) m.db().die = die;
  ctx.refs.clear();
}

void load_monster_tables(FileCtx& ctx, const Val& v, Merger& m) {
  auto items = read_list(ctx, v);
  if (!items) return;
  for (const Val& item : *items) {
    Fields f(ctx, item, "a monster table { id, rows }");
    if (!f.ok()) continue;
    Difficulty d;
    auto id = f.require("id");
    const bool has_id = id && read_id(ctx, *id, d.id);
    if (auto rows = f.require("rows")) read_modifier_table(ctx, *rows, d.table);
    f.finish();
    if (has_id) m.add(m.db().monster_tables, ctx, "monster table", d.id, *id, std::move(d));
    ctx.refs.clear();
  }
}

void load_campaign(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, "a campaign { start, epilogue }");
  if (!f.ok()) return;
  int start = 0;
  std::string epilogue;
  auto s = f.require("start");
  bool ok = s && read_int(ctx, *s, start, 1, 9999);
  if (auto e = f.get("epilogue")) ok = read_string(ctx, *e, epilogue) && ok;  // optional: the story's end
  f.finish();
  if (!ok) return;
  ctx.ref(ContentRef::Scenario, std::to_string(start), s->mark, s->path);
  if (m.add_single(ctx, "campaign", v)) m.db().campaign_start = start, m.db().campaign_epilogue = std::move(epilogue);
  ctx.refs.clear();
}

}  // namespace bnb::loader
