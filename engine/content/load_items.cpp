// items: slot, usage, the window in which they can be used, and their effect as a list of abilities.
#include "engine/content/load_parts.h"

namespace bnb::loader {

namespace {

constexpr Name<ItemSlot> kSlots[] = {
    {"one_hand", ItemSlot::OneHand}, {"two_hand", ItemSlot::TwoHand}, {"small", ItemSlot::Small}};
constexpr Name<ItemUsage> kUsages[] = {{"spent", ItemUsage::Spent},
                                       {"lost", ItemUsage::Lost},
                                       {"passive", ItemUsage::Passive},
                                       {"multi_use", ItemUsage::MultiUse}};
constexpr Name<ItemWindow> kWindows[] = {
    {"your_turn", ItemWindow::YourTurn},
    {"your_attack", ItemWindow::YourAttack},
    {"after_your_attack", ItemWindow::AfterYourAttack},
    {"enemy_attack", ItemWindow::EnemyAttack},
    {"after_enemy_attack", ItemWindow::AfterEnemyAttack},
    {"after_initiative", ItemWindow::AfterInitiative},
    {"your_movement", ItemWindow::YourMovement},
    {"passive", ItemWindow::Passive},
};

void read_item(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, "an item");
  if (!f.ok()) return;
  ItemDef def;
  def.source = ctx.source(v.mark);
  def.mod = ctx.mod->id;
  auto number = f.require("number");
  const bool has_number = number && read_int(ctx, *number, def.number, 1, 9999);
  f.get_id("id", def.id, true);
  f.get_string("name", def.name, true);
  if (auto s = f.require("slot")) read_enum(ctx, *s, kSlots, def.slot, "a slot");
  if (auto u = f.require("usage")) read_enum(ctx, *u, kUsages, def.usage, "a usage");
  if (def.usage == ItemUsage::MultiUse) f.get_int("uses", def.uses, 2, 99, true);
  else if (auto u = f.get("uses")) ctx.error(u->mark, u->path, "uses applies only to usage: multi_use");
  if (def.usage == ItemUsage::Passive) def.window = ItemWindow::Passive;
  if (auto w = def.usage == ItemUsage::Passive ? f.get("window") : f.require("window"))
    read_enum(ctx, *w, kWindows, def.window, "a window");
  f.get_bool("melee_only", def.melee_only);
  f.get_bool("ranged_only", def.ranged_only);
  f.get_bool("single_target_only", def.single_target_only);
  if (def.melee_only && def.ranged_only)
    ctx.error(v.mark, v.path, "an item cannot be both melee_only and ranged_only");
  // The effect: a list of abilities, as on cards (content/load_abilities.cpp); how each verb acts in
  // the item's window is engine/items/items.h.
  if (auto e = f.get("effect")) read_abilities(ctx, *e, def.abilities);
  f.get_int("negate_damage", def.negate_damage, 0, 99);
  f.get_int("unlocked_by", def.unlocked_by, 0, 9999);
  f.get_int("pair", def.pair, 0, 9999);
  f.get_string("text", def.text);
  f.finish();
  if (has_number) m.add(m.db().items, ctx, "item", std::to_string(def.number), *number, std::move(def));
  ctx.refs.clear();
}

}  // namespace

void load_items(FileCtx& ctx, const Val& v, Merger& m) {
  if (auto items = read_list(ctx, v))
    for (const Val& item : *items) read_item(ctx, item, m);
}

}  // namespace bnb::loader
