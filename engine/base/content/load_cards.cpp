// cards: ability cards with an A and a B side, each with an initiative and top and bottom actions.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

void read_card(Fields& f, CardDef& def) {
  FileCtx& ctx = f.ctx();
  const Val& v = f.self();
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
  for (const auto& key_side : {std::pair{"a", &def.a}, std::pair{"b", &def.b}})
    if (auto s = f.field(key_side.first))
      read_map(ctx, *s, kCardSideTable, [&, side = key_side.second](Fields& sf) {
        sf.read("initiative", side->initiative);
        if (auto t = sf.field("top")) read_action(ctx, *t, side->top);
        if (auto b = sf.field("bottom")) read_action(ctx, *b, side->bottom);
      });
}

}  // namespace

void load_cards(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kCardTable, m.db().cards, "card", id_key<CardDef>, read_card);
}

}  // namespace bnb::loader
