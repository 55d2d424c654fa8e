// The shared rule pieces: the die, the monster modifier tables per difficulty, the campaign start
// and epilogue.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

void load_die(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, kDieTable);
  if (!f.ok()) return;
  DieDef die;
  bool ok = true;
  if (auto faces = f.field("faces")) {
    if (auto items = read_list_of(ctx, *faces, size_t(f.row("faces").list), "faces")) {
      for (size_t i = 0; i < 6; ++i) {
        Fields face(ctx, (*items)[i], kDieFaceTable);
        if (!face.ok()) {
          ok = false;
          continue;
        }
        ok = face.read("symbol", die.symbol[i]) && ok;
        ok = face.read("column", die.column[i]) && ok;
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
  load_entries(ctx, v, m, kMonsterTableTable, m.db().monster_tables, "monster table", id_key<Difficulty>,
               [](Fields& f, Difficulty& d) {
                 if (auto rows = f.field("rows")) read_modifier_table(f.ctx(), *rows, d.table);
               });
}

void load_campaign(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, kCampaignTable);
  if (!f.ok()) return;
  int start = 0;
  std::string epilogue;
  auto s = f.field("start");
  bool ok = s && read_int(ctx, *s, start, f.row("start").min, f.row("start").max);
  if (auto e = f.field("epilogue")) ok = read_string(ctx, *e, epilogue) && ok;  // optional: the story's end
  f.finish();
  if (!ok) return;
  ctx.ref(ContentRef::Scenario, std::to_string(start), s->mark, s->path);
  if (m.add_single(ctx, "campaign", v)) {
    m.db().campaign_start = start, m.db().campaign_epilogue = std::move(epilogue);
    m.db().campaign_source = ctx.source(v.mark);
  }
  ctx.refs.clear();
}

}  // namespace bnb::loader
