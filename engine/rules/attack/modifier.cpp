#include "engine/rules/attack/modifier.h"

#include "engine/rules/items/items.h"

namespace bnb {

Edge combine_edges(bool advantage, bool disadvantage) {
  if (advantage == disadvantage) return Edge::None;
  return advantage ? Edge::Advantage : Edge::Disadvantage;
}

int apply_cell(int base, const ModifierCell& cell) {
  switch (cell.kind) {
    case ModifierCell::Null: return 0;
    case ModifierCell::Double: return base * 2;
    case ModifierCell::Add: return base + cell.value;
  }
  return base;
}

namespace {
const ModifierTable& table_of(const Ctx& ctx, FigureId attacker, int8_t** row) {
  Board& b = const_cast<Board&>(ctx.b);
  if (b.fig(attacker).kind == FigureKind::Character) {
    *row = &b.hero.modifier_row;
    return ctx.db.classes[size_t(b.hero.class_idx)].tables[size_t(b.hero.level - 1)];
  }
  *row = &b.monster_row;
  return ctx.db.monster_tables[size_t(b.difficulty)].table;
}

// One die: its face, the column it is read as (items may change it) and the cell there.
struct Die {
  int face = 0, column = 0;
  ModifierCell cell;
};

Die roll_one(Ctx& ctx, FigureId attacker, FigureId target, const ModifierTable& t, int row) {
  Die d;
  d.face = ctx.roll_die();
  d.column = ctx.die_column(d.face);
  d.cell = t.at(row, d.column);
  ctx.emit(ModifierRolled{attacker, int8_t(row), int8_t(d.face), DieColumn(d.column), false, d.cell});
  if (const int read = offer_die_items(ctx, attacker, target, d.column); read != d.column && read >= 0) {
    d.column = read, d.cell = t.at(row, read);
    ctx.emit(ModifierRolled{attacker, int8_t(row), int8_t(d.face), DieColumn(d.column), true, d.cell});
  }
  return d;
}
}  // namespace

ModifierCell roll_modifier(Ctx& ctx, FigureId attacker, Edge edge, FigureId target) {
  int8_t* row = nullptr;
  const ModifierTable& t = table_of(ctx, attacker, &row);
  const int r = *row;
  const Die d1 = roll_one(ctx, attacker, target, t, r);
  const ModifierCell c1 = d1.cell;
  ModifierCell result = c1;
  if (edge != Edge::None) {
    const Die d2 = roll_one(ctx, attacker, target, t, r);
    const ModifierCell c2 = d2.cell;
    // Better and worse are the die's symbols: + over o over - (rules: "Advantage and
    // Disadvantage"), whatever the cells hold.
    const bool first_better = d1.column >= d2.column;
    const bool first_worse = d1.column <= d2.column;
    if (edge == Edge::Disadvantage) {
      result = first_worse ? c1 : c2;
    } else if (ctx.b.fig(attacker).kind == FigureKind::Monster || c1 == c2) {
      result = first_better ? c1 : c2;
    } else {
      PooledDecision d(DecisionKind::ChooseModifier);
      d->figure = attacker;
      d->options.add("first").modifier = c1;
      d->options.add("second").modifier = c2;
      result = ctx.ask(*d) == 0 ? c1 : c2;
    }
  }
  *row = int8_t((r + 1) % 6);
  return result;
}

}  // namespace bnb
