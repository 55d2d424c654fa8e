// cards: ability cards with an A and a B side, each with an initiative and top and bottom actions.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

void read_side(FileCtx& ctx, const Val& v, CardSide& out) {
  Fields f(ctx, v, kCardSideTable);
  if (!f.ok()) return;
  f.read("initiative", out.initiative);
  if (auto t = f.field("top")) read_action(ctx, *t, out.top);
  if (auto b = f.field("bottom")) read_action(ctx, *b, out.bottom);
  f.finish();
}

std::optional<EntryKey> read_card(Fields& f, CardDef& def) {
  FileCtx& ctx = f.ctx();
  const Val& v = f.self();
  auto id = f.field("id");
  const bool has_id = id && read_id(ctx, *id, def.id);
  f.read("name", def.name);
  f.read("level", def.level);
  if (auto u = f.field("upgrade_of")) {
    if (read_id(ctx, *u, def.upgrade_of)) {
      if (def.level != 2) ctx.error(u->mark, u->path, "only level 2 cards are upgrades (set level: 2)");
      ctx.ref(ContentRef::Card, def.upgrade_of, u->mark, u->path);
    }
  } else if (def.level == 2) {
    ctx.error(v.mark, v.path, "missing required field 'upgrade_of' (a level 2 card replaces a level 1 card)");
  }
  if (auto a = f.field("a")) read_side(ctx, *a, def.a);
  if (auto b = f.field("b")) read_side(ctx, *b, def.b);
  if (!has_id) return std::nullopt;
  return EntryKey{def.id, *id};
}

}  // namespace

void load_cards(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kCardTable, m.db().cards, "card", read_card);
}

}  // namespace bnb::loader
