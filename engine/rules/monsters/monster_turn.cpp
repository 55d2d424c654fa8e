#include "engine/rules/monsters/monster_turn.h"

#include <algorithm>

#include "engine/base/core/inline_vector.h"
#include "engine/rules/monsters/monster_verbs.h"
#include "engine/rules/turn/turn.h"

namespace bnb {

void monster_type_turn(Ctx& ctx, int slot) {
  const Board& b = ctx.b;
  const int16_t def = b.types[size_t(slot)].def;
  // A turn added for monsters spawned after their type acted is only theirs (round/initiative).
  FigureId first = 0;
  if (b.turn >= 0 && size_t(b.turn) < b.order.size() && b.order[size_t(b.turn)].monster_type == slot)
    first = b.order[size_t(b.turn)].first_figure;
  // Ascending number order, looked up before each monster's turn: figures can die during the
  // turns, and one spawned during them acts in this turn too.
  InlineVector<FigureId, 16> acted;
  for (;;) {
    FigureId next = kNoFigure;
    int number = 0;
    for (const Figure& f : b.figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == def && f.id >= first && !acted.contains(f.id) &&
          (next == kNoFigure || f.number < number))
        next = f.id, number = f.number;
    if (next == kNoFigure) return;
    acted.push_back(next);
    monster_turn(ctx, next, slot);
  }
}

void monster_turn(Ctx& ctx, FigureId id, int slot) {
  begin_turn(ctx, id);
  const MonsterTypeState& t = ctx.b.types[size_t(slot)];
  const MonsterDef& def = ctx.db.monsters[size_t(t.def)];
  const MonsterColumn& col = def.columns[size_t(std::max<int8_t>(t.column, 0))];
  int consumption_index = 0;
  for (size_t i = 0; i < col.abilities.size(); ++i) {
    if (!ctx.b.fig(id).alive || ctx.b.phase == Phase::Finished) break;
    const int first = consumption_index;
    consumption_index += int(col.abilities[i].consumes.size());
    monster_perform(ctx, id, slot, col, i, first, def.mod);
  }
  finish_turn(ctx, id);
}

}  // namespace bnb
