// monsters: stats, persistent bonuses and the three action columns.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

void read_column(FileCtx& ctx, const Val& v, MonsterColumn& out) {
  Fields f(ctx, v, kColumnTable);
  if (!f.ok()) return;
  f.read("initiative", out.initiative);
  if (auto a = f.field("abilities")) read_abilities(ctx, *a, out.abilities);
  if (auto i = f.field("infuse"))
    if (auto items = read_list(ctx, *i))
      for (const Val& item : *items) {
        std::vector<Element> choice;
        if (read_element_choice(ctx, item, choice)) out.infuse.push_back(std::move(choice));
      }
  f.finish();
}

std::optional<EntryKey> read_monster(Fields& f, MonsterDef& def) {
  FileCtx& ctx = f.ctx();
  auto id = f.field("id");
  const bool has_id = id && read_id(ctx, *id, def.id);
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
  if (auto c = f.field("columns"))
    if (auto cols = read_list_of(ctx, *c, size_t(f.row("columns").list), "columns (one per die symbol -, o, +)"))
      for (size_t i = 0; i < 3; ++i) read_column(ctx, (*cols)[i], def.columns[i]);
  if (!has_id) return std::nullopt;
  return EntryKey{def.id, *id};
}

}  // namespace

void load_monsters(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kMonsterTable, m.db().monsters, "monster", read_monster);
}

}  // namespace bnb::loader
