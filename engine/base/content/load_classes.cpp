// classes: hit points and modifier table per level, level 1 cards and their level 2 upgrades.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

void read_class(Fields& f, ClassDef& def) {
  FileCtx& ctx = f.ctx();
  f.read("name", def.name);
  f.read("style", def.style);
  const FieldDef& hp_row = f.row("hp");
  static_assert(std::tuple_size_v<decltype(ClassDef::hp)> == 5);
  read_fixed_list(f, "hp", "hit point values (levels 1 to 5)", [&](size_t i, const Val& hp) {
    read_int(ctx, hp, def.hp[i], hp_row.min, hp_row.max);
  });
  if (auto c = f.field("cards")) read_id_list(ctx, *c, ContentRef::Card, def.cards);
  if (auto u = f.field("upgrades")) read_id_list(ctx, *u, ContentRef::Card, def.upgrades);
  read_fixed_list(f, "modifier_tables", "modifier tables (levels 1 to 5)",
                  [&](size_t i, const Val& t) { read_modifier_table(ctx, t, def.tables[i]); });
}

}  // namespace

void load_classes(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kClassTable, m.db().classes, "class", id_key<ClassDef>, read_class);
}

}  // namespace bnb::loader
