// items: slot, usage, the window in which they can be used, and their effect as a list of abilities.
#include "engine/base/content/load_entries.h"

namespace bnb::loader {

namespace {

std::optional<EntryKey> read_item(Fields& f, ItemDef& def) {
  FileCtx& ctx = f.ctx();
  const Val& v = f.self();
  auto number = f.field("number");
  const bool has_number = number && read_int(ctx, *number, def.number, f.row("number").min, f.row("number").max);
  f.read("id", def.id);
  f.read("name", def.name);
  if (auto s = f.field("slot")) read_enum(ctx, *s, kSlotNames, def.slot, "a slot");
  if (auto u = f.field("usage")) read_enum(ctx, *u, kUsageNames, def.usage, "a usage");
  // uses and window are required or refused by the usage.
  if (def.usage == ItemUsage::MultiUse) {
    if (auto u = f.require("uses")) read_int(ctx, *u, def.uses, f.row("uses").min, f.row("uses").max);
  } else if (auto u = f.field("uses")) {
    ctx.error(u->mark, u->path, "uses applies only to usage: multi_use");
  }
  if (def.usage == ItemUsage::Passive) def.window = ItemWindow::Passive;
  if (auto w = def.usage == ItemUsage::Passive ? f.field("window") : f.require("window"))
    read_enum(ctx, *w, kWindowNames, def.window, "a window");
  f.read("melee_only", def.melee_only);
  f.read("ranged_only", def.ranged_only);
  f.read("single_target_only", def.single_target_only);
  if (def.melee_only && def.ranged_only)
    ctx.error(v.mark, v.path, "an item cannot be both melee_only and ranged_only");
  // The effect: a list of abilities, as on cards (content/load_abilities.cpp); how each verb acts in
  // the item's window is engine/rules/items/items.h.
  if (auto e = f.field("effect")) read_abilities(ctx, *e, def.abilities);
  f.read("negate_damage", def.negate_damage);
  f.read("unlocked_by", def.unlocked_by);
  f.read("pair", def.pair);
  f.read("text", def.text);
  if (!has_number) return std::nullopt;
  return EntryKey{std::to_string(def.number), *number};
}

}  // namespace

void load_items(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kItemTable, m.db().items, "item", read_item);
}

}  // namespace bnb::loader
