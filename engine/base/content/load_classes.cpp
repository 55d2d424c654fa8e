// classes: hit points and modifier table per level, level 1 cards and their level 2 upgrades.
#include "engine/base/content/load_parts.h"

namespace bnb::loader {

namespace {

void read_card_list(FileCtx& ctx, const Val& v, std::vector<std::string>& out) {
  auto items = read_list(ctx, v);
  if (!items) return;
  for (const Val& item : *items) {
    std::string id;
    if (!read_id(ctx, item, id)) continue;
    ctx.ref(ContentRef::Card, id, item.mark, item.path);
    out.push_back(std::move(id));
  }
}

void read_class(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, kClassTable);
  if (!f.ok()) return;
  ClassDef def;
  def.source = ctx.source(v.mark);
  auto id = f.field("id");
  const bool has_id = id && read_id(ctx, *id, def.id);
  f.read("name", def.name);
  f.read("style", def.style);
  const FieldDef& hp_row = f.row("hp");
  static_assert(std::tuple_size_v<decltype(ClassDef::hp)> == 5);
  if (auto hp = f.field("hp"))
    if (auto values = read_list_of(ctx, *hp, size_t(hp_row.list), "hit point values (levels 1 to 5)"))
      for (size_t i = 0; i < 5; ++i) read_int(ctx, (*values)[i], def.hp[i], hp_row.min, hp_row.max);
  if (auto c = f.field("cards")) read_card_list(ctx, *c, def.cards);
  if (auto u = f.field("upgrades")) read_card_list(ctx, *u, def.upgrades);
  if (auto t = f.field("modifier_tables"))
    if (auto tables = read_list_of(ctx, *t, size_t(f.row("modifier_tables").list), "modifier tables (levels 1 to 5)"))
      for (size_t i = 0; i < 5; ++i) read_modifier_table(ctx, (*tables)[i], def.tables[i]);
  f.finish();
  if (has_id) m.add(m.db().classes, ctx, "class", def.id, *id, std::move(def));
  ctx.refs.clear();
}

}  // namespace

void load_classes(FileCtx& ctx, const Val& v, Merger& m) {
  if (auto items = read_list(ctx, v))
    for (const Val& item : *items) read_class(ctx, item, m);
}

}  // namespace bnb::loader
