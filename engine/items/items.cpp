#include "engine/items/items.h"

#include "engine/conditions/conditions.h"
#include "engine/damage/damage.h"
#include "engine/elements/elements.h"

namespace bnb {

namespace {

// Which items a window offers.
struct Filter {
  ItemWindow window = ItemWindow::YourTurn;
  bool attack = false;  // melee / single describe the attack
  bool melee = false, single = false;
};

bool has_effect(const ItemDef& d) {
  return d.attack_bonus || d.shield || d.heal || d.move_bonus || d.advantage || !(d.effects == Effects{}) ||
         !d.infuse.empty() || !d.script.empty();
}

bool fits_attack(const ItemDef& d, bool melee, bool single) {
  if (d.melee_only && !melee) return false;
  if (d.ranged_only && melee) return false;
  return !d.single_target_only || single;
}

bool offered(const Ctx& ctx, size_t i, const Filter& f, uint32_t used) {
  const ItemState& s = ctx.b.hero.items[i];
  const ItemDef& d = ctx.db.items[size_t(s.def)];
  if (s.status != ItemStatus::Ready || d.window != f.window || (used & (1u << i)) || !has_effect(d)) return false;
  return !f.attack || fits_attack(d, f.melee, f.single);
}

// The next item the player uses in this window (each at most once per window), or -1.
int ask_item(Ctx& ctx, const Filter& f, uint32_t& used, const char* when) {
  const auto& items = ctx.b.hero.items;
  bool any = false;
  for (size_t i = 0; i < items.size() && !any; ++i) any = offered(ctx, i, f, used);
  if (!any) return -1;  // the common case: no strings built
  Decision d{DecisionKind::UseItem, std::string("Use an item ") + when + "?"};
  d.options.push_back({"done", "use no (more) items"});
  for (size_t i = 0; i < items.size(); ++i) {
    if (!offered(ctx, i, f, used)) continue;
    const ItemDef& def = ctx.db.items[size_t(items[i].def)];
    Option o{"use " + std::to_string(def.number), "use " + def.name + (def.text.empty() ? "" : ": " + def.text)};
    o.item = int(i);
    d.options.push_back(std::move(o));
  }
  const int item = d.options[size_t(ctx.ask(std::move(d)))].item;
  if (item >= 0) used |= 1u << unsigned(item);
  return item;
}

void mark_used(Ctx& ctx, int item) {
  ItemState& s = ctx.b.hero.items[size_t(item)];
  const ItemDef& d = ctx.db.items[size_t(s.def)];
  switch (d.usage) {
    case ItemUsage::Spent: s.status = ItemStatus::Spent; break;
    case ItemUsage::Lost: s.status = ItemStatus::Lost; break;
    case ItemUsage::MultiUse:
      if (++s.uses >= d.uses) s.status = ItemStatus::Spent;
      break;
    case ItemUsage::Passive: break;
  }
  ctx.emit(ItemUsed{s.def, s.status});
}

struct ScriptOutcome {
  bool apply = true;  // false: the script refused (e.g. an element cost not paid) or failed
  std::optional<int64_t> integer;
};

ScriptOutcome run_script(Ctx& ctx, int item, FigureId other, int amount) {
  const ItemDef& d = item_def(ctx, item);
  if (d.script.empty()) return {};
  HookEvent ev;
  ev.figure = ctx.b.character(), ev.other = other, ev.amount = amount, ev.value = d.number, ev.name = d.id;
  // The attack the item is used in: the character's own, or an enemy's on the character.
  const bool own = d.window == ItemWindow::YourAttack || d.window == ItemWindow::AfterYourAttack;
  const bool enemys = d.window == ItemWindow::EnemyAttack || d.window == ItemWindow::AfterEnemyAttack;
  if (other != kNoFigure && (own || enemys)) {
    ev.attacker = own ? ev.figure : other;
    ev.attacked = own ? other : ev.figure;
  }
  const ScriptResult r = ctx.call_script(d.mod, d.script, Hook::item, ev);
  ScriptOutcome out;
  // A handler that returns false declines: the item does nothing.
  out.apply = r.status == ScriptResult::Ok && !(r.boolean && !*r.boolean);
  out.integer = r.integer;
  return out;
}

void give_conditions(Ctx& ctx, FigureId to, ConditionSet set) {
  if (to == kNoFigure || !ctx.b.fig(to).alive) return;
  gain_conditions(ctx, to, set);
}

// Effects that happen at once: heal, a shield for the round, conditions on self (and on `enemy`),
// infusions.
void apply_now(Ctx& ctx, const ItemDef& d, FigureId enemy, bool round_shield = true) {
  const FigureId me = ctx.b.character();
  if (d.heal) heal(ctx, me, d.heal);
  if (d.shield && round_shield) ctx.b.fig(me).round_shield = int8_t(ctx.b.fig(me).round_shield + d.shield);
  give_conditions(ctx, me, d.effects.self_conditions);
  give_conditions(ctx, enemy, d.effects.conditions);
  for (Element e : d.infuse) infuse_extra(ctx, e);
}

// `with_self`: also the self conditions (false when they were given when the item was used).
void add_attack_effects(ItemAttackBonus& b, const ItemDef& d, bool with_self) {
  b.value += d.attack_bonus;
  b.advantage |= d.advantage;
  Effects added = d.effects;
  if (!with_self) added.self_conditions = 0;
  b.effects += added;
}

// After an attack (yours or an enemy's): scripts and immediate effects aimed at `enemy`.
void after_attack_window(Ctx& ctx, ItemWindow w, FigureId enemy, const char* when) {
  uint32_t used = 0;
  Filter f;
  f.window = w;
  for (int item; (item = ask_item(ctx, f, used, when)) >= 0;) {
    const ScriptOutcome out = run_script(ctx, item, enemy, 0);
    if (out.apply) apply_now(ctx, item_def(ctx, item), enemy);
    mark_used(ctx, item);
  }
}

}  // namespace

void offer_turn_items(Ctx& ctx) {
  uint32_t used = 0;
  Filter f;
  f.window = ItemWindow::YourTurn;
  for (int item; (item = ask_item(ctx, f, used, "during your turn")) >= 0;) {
    const ItemDef& d = item_def(ctx, item);
    const ScriptOutcome out = run_script(ctx, item, kNoFigure, 0);
    if (out.apply) {
      // Heal, shield (for the round), self conditions, infusions now; bonuses to attacks and
      // moves last for the rest of this turn.
      const FigureId me = ctx.b.character();
      if (d.heal) heal(ctx, me, d.heal);
      if (d.shield) ctx.b.fig(me).round_shield = int8_t(ctx.b.fig(me).round_shield + d.shield);
      give_conditions(ctx, me, d.effects.self_conditions);
      for (Element e : d.infuse) infuse_extra(ctx, e);
      Effects attack_part = d.effects;
      attack_part.self_conditions = 0;
      if (d.attack_bonus || d.advantage || d.move_bonus || !(attack_part == Effects{}))
        ctx.b.hero.items[size_t(item)].active = true;
    }
    mark_used(ctx, item);
  }
}

int offer_move_items(Ctx& ctx) {
  int bonus = 0;
  for (const ItemState& s : ctx.b.hero.items)
    if (s.active) bonus += ctx.db.items[size_t(s.def)].move_bonus;
  uint32_t used = 0;
  Filter f;
  f.window = ItemWindow::YourMovement;
  for (int item; (item = ask_item(ctx, f, used, "for this move")) >= 0;) {
    if (run_script(ctx, item, kNoFigure, bonus).apply) bonus += item_def(ctx, item).move_bonus;
    mark_used(ctx, item);
  }
  return bonus;
}

ItemAttackBonus offer_attack_items(Ctx& ctx, FigureId target, bool melee, bool single_target, int value) {
  ItemAttackBonus b;
  // Always-on items and "during your turn" bonuses that fit this attack.
  for (const ItemState& s : ctx.b.hero.items) {
    const ItemDef& d = ctx.db.items[size_t(s.def)];
    const bool on = s.active || (d.window == ItemWindow::Passive && s.status == ItemStatus::Ready);
    if (on && fits_attack(d, melee, single_target)) add_attack_effects(b, d, false);
  }
  uint32_t used = 0;
  Filter f;
  f.window = ItemWindow::YourAttack, f.attack = true, f.melee = melee, f.single = single_target;
  for (int item; (item = ask_item(ctx, f, used, "for this attack")) >= 0;) {
    const ScriptOutcome out = run_script(ctx, item, target, value + b.value);
    if (out.integer) b.value = int(*out.integer) - value;  // the script's new attack value
    if (out.apply) {
      const ItemDef& d = item_def(ctx, item);
      add_attack_effects(b, d, true);
      b.effects.heal_self += d.heal;  // a heal comes after the attack
      for (Element e : d.infuse) infuse_extra(ctx, e);
    }
    mark_used(ctx, item);
  }
  return b;
}

void offer_after_attack_items(Ctx& ctx, FigureId target) {
  after_attack_window(ctx, ItemWindow::AfterYourAttack, target, "after your attack");
}

int offer_enemy_attack_items(Ctx& ctx, FigureId attacker, int value) {
  int shield = 0;
  uint32_t used = 0;
  Filter f;
  f.window = ItemWindow::EnemyAttack;
  for (int item; (item = ask_item(ctx, f, used, "against this attack")) >= 0;) {
    const ItemDef& d = item_def(ctx, item);
    const ScriptOutcome out = run_script(ctx, item, attacker, value);
    // A script that lowers the attack value gives that much shield (applied after the modifier).
    if (out.integer) shield += std::max(0, value - int(*out.integer));
    if (out.apply) {
      shield += d.shield;  // for this attack only
      apply_now(ctx, d, attacker, false);
    }
    mark_used(ctx, item);
  }
  return shield;
}

void offer_after_enemy_attack_items(Ctx& ctx, FigureId attacker) {
  after_attack_window(ctx, ItemWindow::AfterEnemyAttack, attacker, "after the enemy's attack");
}

void offer_after_initiative_items(Ctx& ctx) {
  after_attack_window(ctx, ItemWindow::AfterInitiative, kNoFigure, "now that initiative is known");
}

int passive_item_shield(const Ctx& ctx) {
  int total = 0;
  for (const ItemState& s : ctx.b.hero.items) {
    const ItemDef& d = ctx.db.items[size_t(s.def)];
    if (d.window == ItemWindow::Passive && s.status == ItemStatus::Ready) total += d.shield;
  }
  return total;
}

void end_turn_items(Ctx& ctx) {
  for (ItemState& s : ctx.b.hero.items) s.active = false;
}

bool can_negate_with(const Ctx& ctx, int item) {
  const ItemState& s = ctx.b.hero.items[size_t(item)];
  return s.status == ItemStatus::Ready && ctx.db.items[size_t(s.def)].negate_damage > 0;
}

int negate_with_item(Ctx& ctx, int item) {
  mark_used(ctx, item);
  return item_def(ctx, item).negate_damage;
}

void recover_spent_items(Ctx& ctx) {
  for (ItemState& s : ctx.b.hero.items) {
    if (s.status != ItemStatus::Spent) continue;
    s.status = ItemStatus::Ready;
    s.uses = 0;
    ctx.emit(ItemUsed{s.def, ItemStatus::Ready});
  }
}

void recover_all_items(CharacterState& h) {
  for (ItemState& s : h.items) s.status = ItemStatus::Ready, s.uses = 0, s.active = false;
}

}  // namespace bnb
