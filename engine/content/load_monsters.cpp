// monsters: stats, persistent bonuses and the three action columns.
#include "engine/content/load_parts.h"

namespace bnb::loader {

namespace {

void read_column(FileCtx& ctx, const Val& v, MonsterColumn& out) {
  Fields f(ctx, v, "an action column { initiative, abilities }");
  if (!f.ok()) return;
  f.get_int("initiative", out.initiative, 1, 99, true);
  if (auto a = f.require("abilities")) read_abilities(ctx, *a, out.abilities);
  if (auto i = f.get("infuse"))
    if (auto items = read_list(ctx, *i))
      for (const Val& item : *items) {
        std::vector<Element> choice;
        if (read_element_choice(ctx, item, choice)) out.infuse.push_back(std::move(choice));
      }
  f.finish();
}

void read_monster(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, "a monster");
  if (!f.ok()) return;
  MonsterDef def;
  def.source = ctx.source(v.mark);
  def.mod = ctx.mod->id;
  auto id = f.require("id");
  const bool has_id = id && read_id(ctx, *id, def.id);
  f.get_string("name", def.name, true);
  f.get_int("hp", def.hp, 1, 999, true);
  f.get_int("shield", def.shield, 0, 99);
  f.get_int("retaliate", def.retaliate, 0, 99);
  f.get_int("retaliate_range", def.retaliate_range, 1, 99);
  if (auto c = f.get("retaliate_conditions")) read_conditions(ctx, *c, def.retaliate_conditions);
  if (auto e = f.get("attack_effects")) {
    Fields ef(ctx, *e, "a map of attack effects");
    if (ef.ok()) {
      read_effects(ef, def.attack_effects);
      ef.finish();
    }
  }
  if (auto c = f.get("immunities")) read_conditions(ctx, *c, def.immunities);
  f.get_bool("flying", def.flying);
  if (auto c = f.require("columns"))
    if (auto cols = read_list_of(ctx, *c, 3, "columns (one per die symbol -, o, +)"))
      for (size_t i = 0; i < 3; ++i) read_column(ctx, (*cols)[i], def.columns[i]);
  f.finish();
  if (has_id) m.add(m.db().monsters, ctx, "monster", def.id, *id, std::move(def));
  ctx.refs.clear();
}

}  // namespace

void load_monsters(FileCtx& ctx, const Val& v, Merger& m) {
  if (auto items = read_list(ctx, v))
    for (const Val& item : *items) read_monster(ctx, item, m);
}

}  // namespace bnb::loader
