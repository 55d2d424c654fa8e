// classes: hit points and modifier table per level, level 1 cards and their level 2 upgrades.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

std::optional<EntryKey> read_class(Fields& f, ClassDef& def) {
  FileCtx& ctx = f.ctx();
  auto id = f.field("id");
  const bool has_id = id && read_id(ctx, *id, def.id);
  f.read("name", def.name);
  f.read("style", def.style);
  const FieldDef& hp_row = f.row("hp");
  static_assert(std::tuple_size_v<decltype(ClassDef::hp)> == 5);
  if (auto hp = f.field("hp"))
    if (auto values = read_list_of(ctx, *hp, size_t(hp_row.list), "hit point values (levels 1 to 5)"))
      for (size_t i = 0; i < 5; ++i) read_int(ctx, (*values)[i], def.hp[i], hp_row.min, hp_row.max);
  if (auto c = f.field("cards")) read_id_list(ctx, *c, ContentRef::Card, def.cards);
  if (auto u = f.field("upgrades")) read_id_list(ctx, *u, ContentRef::Card, def.upgrades);
  if (auto t = f.field("modifier_tables"))
    if (auto tables = read_list_of(ctx, *t, size_t(f.row("modifier_tables").list), "modifier tables (levels 1 to 5)"))
      for (size_t i = 0; i < 5; ++i) read_modifier_table(ctx, (*tables)[i], def.tables[i]);
  if (!has_id) return std::nullopt;
  return EntryKey{def.id, *id};
}

}  // namespace

void load_classes(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kClassTable, m.db().classes, "class", read_class);
}

}  // namespace bnb::loader
