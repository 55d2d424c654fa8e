#include "engine/rules/turn/turn.h"

#include "engine/rules/conditions/conditions.h"
#include "engine/rules/items/items.h"

namespace bnb {

void begin_turn(Ctx& ctx, FigureId id) {
  ctx.b.acting = id;
  ctx.emit(TurnStarted{id});
  conditions_at_turn_start(ctx, id);
  if (!ctx.b.fig(id).alive) return;
  HookEvent ev;
  ev.figure = id;
  ctx.scenario_hook(Hook::on_turn_start, ev);
}

void finish_turn(Ctx& ctx, FigureId id) {
  if (ctx.b.fig(id).kind == FigureKind::Character) end_turn_items(ctx);
  if (ctx.b.fig(id).alive) {
    HookEvent ev;
    ev.figure = id;
    ctx.scenario_hook(Hook::on_turn_end, ev);
    conditions_at_turn_end(ctx, id);
  }
  ctx.emit(TurnEnded{id});
}

}  // namespace bnb
