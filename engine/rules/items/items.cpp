#include "engine/rules/items/items.h"

#include <algorithm>
#include <array>

#include "engine/rules/cards/active.h"
#include "engine/rules/cards/piles.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/kernel/decision/keys.h"
#include "engine/rules/elements/elements.h"

namespace bnb {

namespace {

// The moment an item may be used: its window, narrowed by what its abilities do.
using Moment = ItemMoment;

struct Filter {
  Moment moment = Moment::Turn;
  bool melee = false, single = false;  // the attack (Targeting, Attack, Die on your roll)
  bool own_roll = true;                // Die: the character's roll (else an enemy's against it)
  int column = -1;                     // Die: the column the die shows
};

bool has_kind(const ItemDef& d, AbilityKind k) {
  return std::any_of(d.abilities.begin(), d.abilities.end(), [&](const Ability& a) { return a.kind == k; });
}

// What an item's ability gives with its element costs paid (as paid_abilities adds them), without
// copying the ability: items are looked at in every attack and move.
struct Paid {
  int value = 0, range = 0, targets = 0;
  Effects effects;
};
Paid paid(const Ability& a) {
  Paid p{a.value, a.range, a.targets, a.effects};
  for (const Consumption& c : a.consumes) add_bonus(p, c);
  return p;
}

// Changes the range or area of an attack: needed before its targets are chosen.
bool changes_targeting(const ItemDef& d) {
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::Attack && (paid(a).range > 0 || !a.aoe.empty())) return true;
  return false;
}

// The column a die face symbol selects ("-", "o", "+"), or -1.
int face_column(const Ctx& ctx, const std::string& symbol) {
  for (size_t i = 0; i < ctx.db.die.symbol.size(); ++i)
    if (ctx.db.die.symbol[i] == symbol) return ctx.db.die.column[i];
  return -1;
}

bool fits_attack(const ItemDef& d, bool melee, bool single) {
  if (d.melee_only && !melee) return false;
  if (d.ranged_only && melee) return false;
  return !d.single_target_only || single;
}

bool fits_moment(const Ctx& ctx, const ItemDef& d, const Filter& f) {
  const bool die = has_kind(d, AbilityKind::ReadDie);
  switch (f.moment) {
    case Moment::Turn: return d.window == ItemWindow::YourTurn;
    case Moment::Move: return d.window == ItemWindow::YourMovement;
    case Moment::Targeting:
      return d.window == ItemWindow::YourAttack && !die && changes_targeting(d) && fits_attack(d, f.melee, f.single);
    case Moment::Attack:
      return d.window == ItemWindow::YourAttack && !die && !changes_targeting(d) && fits_attack(d, f.melee, f.single);
    case Moment::AfterAttack: return d.window == ItemWindow::AfterYourAttack;
    case Moment::EnemyAttack: return d.window == ItemWindow::EnemyAttack && !die;
    case Moment::AfterEnemyAttack: return d.window == ItemWindow::AfterEnemyAttack;
    case Moment::Initiative: return d.window == ItemWindow::AfterInitiative;
    case Moment::Die: {
      if (d.window != (f.own_roll ? ItemWindow::YourAttack : ItemWindow::EnemyAttack)) return false;
      for (const Ability& a : d.abilities)
        if (a.kind == AbilityKind::ReadDie && face_column(ctx, a.word) == f.column) return true;
      return false;
    }
  }
  return false;
}

// Every element cost of the item, as one consumption (all of them are paid together).
Consumption all_costs(const ItemDef& d) {
  Consumption all;
  for (const Ability& a : d.abilities)
    for (const Consumption& c : a.consumes) all.costs.insert(all.costs.end(), c.costs.begin(), c.costs.end());
  return all;
}

bool offered(const Ctx& ctx, size_t i, const Filter& f, uint32_t used) {
  const ItemState& s = ctx.b.hero.items[i];
  const ItemDef& d = ctx.db.items[size_t(s.def)];
  if (s.status != ItemStatus::Ready || (used & (1u << i)) || d.abilities.empty()) return false;
  if (!fits_moment(ctx, d, f)) return false;
  // Most items cost no element: asked at every item window, they need no list of costs built.
  const bool costs = std::any_of(d.abilities.begin(), d.abilities.end(), [](const Ability& a) { return !a.consumes.empty(); });
  return !costs || can_pay(ctx, all_costs(d));
}

// An option per item offered at this moment: "use 12", "use Name: what it does".
void add_item_options(const Ctx& ctx, Decision& d, const Filter& f, uint32_t used) {
  const auto& items = ctx.b.hero.items;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!offered(ctx, i, f, used)) continue;
    const ItemDef& def = ctx.db.items[size_t(items[i].def)];
    // "use 12"
    Option& o = d.options.add();
    keys::append_numbered(o.key, "use", def.number);
    o.item = int(i);
  }
}

// The next item the player uses at this moment (each at most once per window), or -1.
int ask_item(Ctx& ctx, const Filter& f, uint32_t& used) {
  const auto& items = ctx.b.hero.items;
  bool any = false;
  for (size_t i = 0; i < items.size() && !any; ++i) any = offered(ctx, i, f, used);
  if (!any) return -1;  // the common case: no strings built
  PooledDecision d(DecisionKind::UseItem);
  d->moment = f.moment;
  d->options.add("done");
  add_item_options(ctx, *d, f, used);
  const int item = d->options[size_t(ctx.ask(*d))].item;
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

// One use of an item: its scripts (which may decline), its costs paid, its abilities as they act.
struct Use {
  bool used = false;
  std::optional<int64_t> integer;  // a script's number (a new attack value)
  std::vector<Ability> abilities;
};

Use use_item(Ctx& ctx, int item, FigureId other, int amount) {
  const ItemDef& d = item_def(ctx, item);
  Use out;
  for (const Ability& a : d.abilities) {
    if (a.script.empty()) continue;
    HookEvent ev;
    ev.figure = ctx.b.character(), ev.other = other, ev.amount = amount, ev.value = d.number, ev.name = d.id;
    // The attack the item is used in: the character's own, or an enemy's on the character.
    const bool own = d.window == ItemWindow::YourAttack || d.window == ItemWindow::AfterYourAttack;
    const bool enemys = d.window == ItemWindow::EnemyAttack || d.window == ItemWindow::AfterEnemyAttack;
    if (other != kNoFigure && (own || enemys)) {
      ev.attacker = own ? ev.figure : other;
      ev.attacked = own ? other : ev.figure;
    }
    const ScriptResult r = ctx.call_script(d.mod, a.script, Hook::item, ev);
    if (r.status != ScriptResult::Ok || (r.boolean && !*r.boolean)) return out;  // declined: nothing happens
    if (r.integer) out.integer = r.integer, amount = int(*r.integer);
  }
  const Consumption costs = all_costs(d);
  if (!costs.costs.empty() && !pay_consumption(ctx, costs, ctx.b.character())) return out;
  mark_used(ctx, item);
  out.used = true;
  out.abilities = paid_abilities(d);
  return out;
}

void give_conditions(Ctx& ctx, FigureId to, ConditionSet set) {
  if (to == kNoFigure || !set || !ctx.b.fig(to).alive) return;
  gain_conditions(ctx, to, set);
}

// What abilities give beyond what happens at once.
struct Gains {
  ItemAttackBonus attack;
  ItemTargeting targeting;
  ItemMove move;
  int shield = 0;          // for the attack (enemy-attack window)
  int initiative = 0;      // how far the initiative may move
  bool turn_bonus = false; // an attack or move bonus for the rest of the turn
};

// One ability of a used item as it acts at moment `m`; `enemy` is "that enemy" of an attack window.
struct ItemAct {
  Ctx& ctx;
  const Ability& a;
  Moment m;
  FigureId enemy;
  Gains& g;
  FigureId me() const { return ctx.b.character(); }
};

// One function per verb (engine/base/content/verbs.h), named item_<verb>: what the verb does when
// an item is used at the moment of its window.
void item_move(const ItemAct& u) {
  if (u.m == Moment::Turn) u.g.turn_bonus = true;
  else u.g.move.points += u.a.value, u.g.move.jump |= u.a.jump;
}
void item_attack(const ItemAct& u) {
  const Ability& a = u.a;
  if (u.m == Moment::Turn) {
    u.g.turn_bonus = true;
    give_conditions(u.ctx, u.me(), a.effects.self_conditions);
  } else if (u.m == Moment::Targeting) {
    u.g.targeting.value += a.value, u.g.targeting.range += a.range, u.g.targeting.effects += a.effects;
    if (!a.aoe.empty()) u.g.targeting.aoe = a.aoe, u.g.targeting.aoe_melee = a.aoe_melee;
  } else {
    u.g.attack.value += a.value, u.g.attack.effects += a.effects, u.g.attack.advantage |= a.advantage;
  }
}
void item_heal(const ItemAct& u) {
  if (u.m == Moment::Attack) u.g.attack.effects.heal_self += u.a.value;  // after the attack
  else heal(u.ctx, u.me(), u.a.value);
}
void item_shield(const ItemAct& u) {
  if (u.m == Moment::EnemyAttack) {
    u.g.shield += u.a.value;  // for this attack
  } else {
    Figure& f = u.ctx.b.fig(u.me());
    f.round_shield = int8_t(f.round_shield + u.a.value);
  }
}
void item_retaliate(const ItemAct& u) { gain_round_retaliate(u.ctx.b.fig(u.me()), u.a); }
void item_condition(const ItemAct& u) {
  const Effects& e = u.a.effects;
  if (u.a.self) give_conditions(u.ctx, u.me(), ConditionSet(e.conditions | e.self_conditions));
  else if (u.m == Moment::Attack) u.g.attack.effects.conditions |= e.conditions;  // added to the attack
  else give_conditions(u.ctx, u.enemy, e.conditions);  // "that enemy" (none outside an attack)
}
void item_infuse(const ItemAct& u) {
  for (Element e : u.a.infuse) infuse_extra(u.ctx, e);
  for (int i = 0; i < u.a.wild; ++i) infuse_wild(u.ctx);
}
void item_recover(const ItemAct& u) { recover_cards(u.ctx, u.a.value, u.a.level, u.a.from); }
void item_suffer_damage(const ItemAct& u) { suffer_damage(u.ctx, u.me(), u.a.value, u.me(), DamageKind::Ability); }
// No target outside an attack: a standalone push or pull is not an item effect.
void item_push(const ItemAct&) {}
void item_pull(const ItemAct&) {}
void item_initiative(const ItemAct& u) { u.g.initiative = std::max(u.g.initiative, u.a.value); }
void item_read_die(const ItemAct&) {}  // read when the die shows its face (offer_die_items)
void item_extra_action(const ItemAct& u) { u.ctx.b.hero.extra_bottom = true; }
void item_script(const ItemAct&) {}  // already run by use_item, before the item is used

#define BNB_ITEM_ROW(Enum, name, ...) &item_##name,
constexpr std::array<void (*)(const ItemAct&), kVerbCount> kItemVerb{BNB_VERBS(BNB_ITEM_ROW)};
#undef BNB_ITEM_ROW

void apply(Ctx& ctx, const Ability& a, Moment m, FigureId enemy, Gains& g) {
  kItemVerb[size_t(a.kind)](ItemAct{ctx, a, m, enemy, g});
}

// One item used at moment `m`: what it gives (a turn bonus marks the item active). Returns false
// when its script declined (nothing happened).
bool use_at(Ctx& ctx, int item, Moment m, FigureId enemy, int amount, Gains& one, std::optional<int64_t>* integer = nullptr) {
  const Use u = use_item(ctx, item, enemy, amount);
  if (!u.used) return false;
  if (integer) *integer = u.integer;
  for (const Ability& a : u.abilities) apply(ctx, a, m, enemy, one);
  if (one.turn_bonus) ctx.b.hero.items[size_t(item)].active = true;
  return true;
}

// Uses items at one moment until the player stops; returns what they give.
Gains use_items(Ctx& ctx, const Filter& f, FigureId enemy, int amount, int* new_amount = nullptr) {
  Gains g;
  uint32_t used = 0;
  for (int item; (item = ask_item(ctx, f, used)) >= 0;) {
    Gains one;
    std::optional<int64_t> integer;
    if (!use_at(ctx, item, f.moment, enemy, amount, one, &integer)) continue;
    if (integer && new_amount) *new_amount = int(*integer);
    if (one.initiative > 0) {
      // Brass Cog: earlier or later by the item's amount (the player picks).
      PooledDecision d(DecisionKind::ChangeInitiative);
      d->initiative = amount;
      for (int sign : {-1, 1}) {
        Option& o = d->options.add(sign < 0 ? "earlier" : "later");
        o.initiative = amount + sign * one.initiative;
      }
      amount = d->options[size_t(ctx.ask(*d))].initiative;
      if (new_amount) *new_amount = amount;
    }
    g.attack.value += one.attack.value, g.attack.effects += one.attack.effects, g.attack.advantage |= one.attack.advantage;
    g.targeting.value += one.targeting.value, g.targeting.range += one.targeting.range;
    g.targeting.effects += one.targeting.effects;
    if (!one.targeting.aoe.empty()) g.targeting.aoe = one.targeting.aoe, g.targeting.aoe_melee = one.targeting.aoe_melee;
    g.move.points += one.move.points, g.move.jump |= one.move.jump;
    g.shield += one.shield;
  }
  return g;
}

// The item's abilities in effect without being used now: a turn bonus, or a passive item.
bool in_effect(const ItemState& s, const ItemDef& d) {
  return s.active || (d.window == ItemWindow::Passive && s.status == ItemStatus::Ready);
}

}  // namespace

std::vector<Ability> paid_abilities(const ItemDef& d) {
  std::vector<Ability> out = d.abilities;
  for (Ability& a : out)
    for (const Consumption& c : a.consumes) a.add(c);
  return out;
}

void offer_turn_items(Ctx& ctx) {
  Filter f;
  f.moment = Moment::Turn;
  use_items(ctx, f, kNoFigure, 0);
}

namespace {
// A window folded into another question: its items are extra options marked as folded.
void add_folded_item_options(const Ctx& ctx, Decision& d, Moment moment, uint32_t used) {
  Filter f;
  f.moment = moment;
  const size_t first = d.options.size();
  add_item_options(ctx, d, f, used);
  for (size_t i = first; i < d.options.size(); ++i) d.options[i].folded = Folded::UseItem;
}

// A folded item chosen from the option of a real question: used at once, and marked used.
Gains use_folded_item(Ctx& ctx, int item, Moment when, uint32_t& used) {
  used |= 1u << unsigned(item);
  Gains one;
  use_at(ctx, item, when, kNoFigure, 0, one);
  return one;
}
}  // namespace

void add_turn_item_options(const Ctx& ctx, Decision& d, uint32_t used) {
  add_folded_item_options(ctx, d, Moment::Turn, used);
}

void use_turn_item(Ctx& ctx, int item, uint32_t& used) { use_folded_item(ctx, item, Moment::Turn, used); }

ItemMove move_items_in_effect(const Ctx& ctx) {
  ItemMove m;
  for (const ItemState& s : ctx.b.hero.items) {
    const ItemDef& d = ctx.db.items[size_t(s.def)];
    if (!in_effect(s, d)) continue;
    for (const Ability& a : d.abilities)
      if (a.kind == AbilityKind::Move) m.points += paid(a).value, m.jump |= a.jump;
  }
  return m;
}

void add_move_item_options(const Ctx& ctx, Decision& d, uint32_t used) {
  add_folded_item_options(ctx, d, Moment::Move, used);
}

ItemMove use_move_item(Ctx& ctx, int item, uint32_t& used) { return use_folded_item(ctx, item, Moment::Move, used).move; }

ItemTargeting offer_targeting_items(Ctx& ctx, bool melee, bool single_target) {
  Filter f;
  f.moment = Moment::Targeting, f.melee = melee, f.single = single_target;
  return use_items(ctx, f, kNoFigure, 0).targeting;
}

ItemAttackBonus offer_attack_items(Ctx& ctx, FigureId target, bool melee, bool single_target, int value) {
  ItemAttackBonus b;
  // Always-on items and "during your turn" bonuses that fit this attack (their self conditions
  // were given when they were used).
  for (const ItemState& s : ctx.b.hero.items) {
    const ItemDef& d = ctx.db.items[size_t(s.def)];
    if (!in_effect(s, d) || !fits_attack(d, melee, single_target)) continue;
    for (const Ability& a : d.abilities) {
      if (a.kind != AbilityKind::Attack) continue;
      Paid p = paid(a);
      p.effects.self_conditions = 0;
      b.value += p.value, b.effects += p.effects, b.advantage |= a.advantage;
    }
  }
  Filter f;
  f.moment = Moment::Attack, f.melee = melee, f.single = single_target;
  int new_value = value + b.value;
  const Gains g = use_items(ctx, f, target, value + b.value, &new_value);
  b.value = new_value - value + g.attack.value;  // a script may have set a new attack value
  b.effects += g.attack.effects;
  b.advantage |= g.attack.advantage;
  return b;
}

void offer_after_attack_items(Ctx& ctx, FigureId target) {
  Filter f;
  f.moment = Moment::AfterAttack;
  use_items(ctx, f, target, 0);
}

int offer_enemy_attack_items(Ctx& ctx, FigureId attacker, int value) {
  Filter f;
  f.moment = Moment::EnemyAttack;
  int new_value = value;
  const Gains g = use_items(ctx, f, attacker, value, &new_value);
  // A script that lowers the attack value gives that much shield (applied after the modifier).
  return g.shield + std::max(0, value - new_value);
}

void offer_after_enemy_attack_items(Ctx& ctx, FigureId attacker) {
  Filter f;
  f.moment = Moment::AfterEnemyAttack;
  use_items(ctx, f, attacker, 0);
}

int offer_after_initiative_items(Ctx& ctx, int initiative) {
  Filter f;
  f.moment = Moment::Initiative;
  int now = initiative;
  use_items(ctx, f, kNoFigure, initiative, &now);
  return now;
}

int offer_die_items(Ctx& ctx, FigureId attacker, FigureId target, int column) {
  const bool own = ctx.b.fig(attacker).kind == FigureKind::Character;
  if (!own && (target == kNoFigure || ctx.b.fig(target).kind != FigureKind::Character)) return column;
  Filter f;
  f.moment = Moment::Die, f.own_roll = own, f.column = column;
  uint32_t used = 0;
  for (int item; (item = ask_item(ctx, f, used)) >= 0;) {
    const Use u = use_item(ctx, item, own ? target : attacker, column);
    if (!u.used) continue;
    for (const Ability& a : u.abilities)
      if (a.kind == AbilityKind::ReadDie && face_column(ctx, a.word) == column) column = face_column(ctx, a.as);
    f.column = column;
  }
  return column;
}

int passive_item_shield(const Ctx& ctx) {
  int total = 0;
  for (const ItemState& s : ctx.b.hero.items) {
    const ItemDef& d = ctx.db.items[size_t(s.def)];
    if (d.window != ItemWindow::Passive || s.status != ItemStatus::Ready) continue;
    for (const Ability& a : d.abilities)
      if (a.kind == AbilityKind::Shield) total += a.value;
  }
  return total;
}

void end_turn_items(Ctx& ctx) {
  for (ItemState& s : ctx.b.hero.items) s.active = false;
  ctx.b.hero.extra_bottom = false;
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
    ctx.emit(ItemUsed{s.def, ItemStatus::Ready, true});
  }
}

void recover_all_items(CharacterState& h) {
  for (ItemState& s : h.items) s.status = ItemStatus::Ready, s.uses = 0, s.active = false;
}

}  // namespace bnb
