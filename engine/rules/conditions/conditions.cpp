#include "engine/rules/conditions/conditions.h"

#include "engine/rules/damage/damage.h"

namespace bnb {

namespace {
constexpr ConditionSet kTimed = bit(Condition::Immobilize) | bit(Condition::Disarm) | bit(Condition::Muddle) |
                                bit(Condition::Strengthen) | bit(Condition::Invisible);
}

bool is_immune(const Ctx& ctx, FigureId id, Condition c) {
  const Figure& f = ctx.b.fig(id);
  if (f.kind != FigureKind::Monster) return false;
  return has(ctx.db.monsters[size_t(f.type)].immunities, c);
}

bool gain_condition(Ctx& ctx, FigureId id, Condition c) {
  Figure& f = ctx.b.fig(id);
  if (!f.alive || is_immune(ctx, id, c)) return false;
  const bool had = has(f.conditions, c);
  f.conditions |= bit(c);
  // Gained during its own turn: it must survive this turn's end (duration resets when regained).
  if (ctx.b.acting == id) f.fresh |= bit(c);
  else f.fresh &= ConditionSet(~bit(c));
  if (!had) {
    ctx.emit(ConditionGained{id, c});
  }
  return true;
}

void gain_conditions(Ctx& ctx, FigureId id, ConditionSet set) {
  for (int c = 0; c < kConditionCount; ++c)
    if (set & (1u << c)) gain_condition(ctx, id, Condition(c));
}

void remove_condition(Ctx& ctx, FigureId id, Condition c) {
  Figure& f = ctx.b.fig(id);
  if (!has(f.conditions, c)) return;
  f.conditions &= ConditionSet(~bit(c));
  f.fresh &= ConditionSet(~bit(c));
  ctx.emit(ConditionRemoved{id, c});
}

void conditions_at_turn_start(Ctx& ctx, FigureId id) {
  if (has(ctx.b.fig(id).conditions, Condition::Wound))
    suffer_damage(ctx, id, 1, kNoFigure, DamageKind::Wound);
}

void conditions_at_turn_end(Ctx& ctx, FigureId id) {
  Figure& f = ctx.b.fig(id);
  if (!f.alive) return;
  const ConditionSet expiring = ConditionSet(f.conditions & kTimed & ~f.fresh);
  for (int c = 0; c < kConditionCount; ++c)
    if (expiring & (1u << c)) remove_condition(ctx, id, Condition(c));
  f.fresh = 0;
}

}  // namespace bnb
