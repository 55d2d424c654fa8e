// monsters: stats, persistent bonuses and the three action columns.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

// One of the three action columns: its initiative, abilities and the elements it infuses.
void read_column(Fields& f, MonsterColumn& out) {
  FileCtx& ctx = f.ctx();
  f.read("initiative", out.initiative);
  if (auto a = f.field("abilities")) read_abilities(ctx, *a, out.abilities);
  if (auto i = f.field("infuse"))
    read_each(ctx, *i, [&](const Val& item) {
      std::vector<Element> choice;
      if (read_element_choice(ctx, item, choice)) out.infuse.push_back(std::move(choice));
      return true;
    });
}

void read_monster(Fields& f, MonsterDef& def) {
  FileCtx& ctx = f.ctx();
  f.read("name", def.name);
  f.read("hp", def.hp);
  f.read("shield", def.shield);
  f.read("retaliate", def.retaliate);
  f.read("retaliate_range", def.retaliate_range);
  if (auto c = f.field("retaliate_conditions")) read_conditions(ctx, *c, def.retaliate_conditions);
  if (auto e = f.field("attack_effects")) {
    Fields ef(ctx, *e, kAttackEffectsTable);
    if (ef.ok()) {
      read_effects(ef, def.attack_effects);
      ef.finish();
    }
  }
  if (auto c = f.field("immunities")) read_conditions(ctx, *c, def.immunities);
  f.read("flying", def.flying);
  f.read("elite", def.elite);
  read_fixed_list(f, "columns", "columns (one per die symbol -, o, +)", [&](size_t i, const Val& c) {
    read_map(ctx, c, kColumnTable, [&](Fields& cf) { read_column(cf, def.columns[i]); });
  });
}

}  // namespace

void load_monsters(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kMonsterTable, m.db().monsters, "monster", id_key<MonsterDef>, read_monster);
}

}  // namespace bnb::loader
