#include "engine/rules/round/round.h"

#include "engine/rules/cards/active.h"
#include "engine/rules/cards/piles.h"
#include "engine/rules/cards/selection.h"
#include "engine/rules/items/items.h"
#include "engine/rules/monsters/monster_turn.h"
#include "engine/rules/round/character_turn.h"
#include "engine/rules/round/initiative.h"
#include "engine/rules/round/rest.h"

namespace bnb {

void run_step(Ctx& ctx, const GameSetup& setup) {
  Board& b = ctx.b;
  switch (b.phase) {
    case Phase::Setup:
      scenario_setup_step(ctx, setup);
      b.phase = Phase::RoundStart;
      return;
    case Phase::RoundStart:
      start_round(ctx);
      if (b.phase == Phase::Finished) return;
      b.phase = Phase::Turns;
      b.turn = 0;
      return;
    case Phase::Turns: {
      if (size_t(b.turn) >= b.order.size()) {
        b.phase = Phase::RoundEnd;
        return;
      }
      const TurnEntry entry = b.order[size_t(b.turn)];
      if (entry.monster_type < 0) character_turn(ctx);
      else monster_type_turn(ctx, entry.monster_type);
      b.order[size_t(b.turn)].done = true;
      b.acting = kNoFigure;
      ++b.turn;
      return;
    }
    case Phase::RoundEnd:
      end_round(ctx);
      if (b.phase == Phase::Finished) return;
      b.phase = Phase::RoundStart;
      return;
    case Phase::Finished:
      return;
  }
}

void start_round(Ctx& ctx) {
  Board& b = ctx.b;
  ++b.round;
  b.order.clear();
  b.turn = -1;
  for (CardState& c : b.hero.cards) c.consumed = 0;
  for (MonsterTypeState& t : b.types) t.column = -1;
  ctx.emit(RoundStarted{b.round});
  // Exhaustion: at the start of a round without two cards to play nor two to rest with.
  if (!can_play_or_rest(ctx)) return finish_scenario(ctx, Outcome::Lost, EndReason::NoCardsLeft);
  // The scenario's start-of-round effects (spawns and other rules) come before the card choice:
  // the player chooses seeing them; a monster spawned now rolls its action with the others.
  HookEvent ev;
  ev.round = b.round;
  ctx.scenario_hook(Hook::on_round_start, ev);
  const int initiative = select_cards(ctx);
  for (size_t t = 0; t < b.types.size(); ++t)
    if (b.living_of_type(int(t)) > 0) roll_monster_action(ctx, int(t));
  build_turn_order(ctx, initiative);
  // An item may move the character's initiative once the order is known: the order follows it.
  if (const int changed = offer_after_initiative_items(ctx, initiative); changed != initiative) build_turn_order(ctx, changed);
}

void end_round(Ctx& ctx) {
  Board& b = ctx.b;
  HookEvent ev;
  ev.round = b.round;
  ctx.scenario_hook(Hook::on_round_end, ev);
  expire_round_bonuses(ctx);
  for (Figure& f : b.figures) {
    f.round_shield = f.round_retaliate = f.round_retaliate_range = 0;
    f.round_retaliate_effects = {};
  }
  offer_short_rest(ctx);
  // Infusions of items and scripts last for the round. Cleared here rather than when the next
  // round starts, so that a situation set up before round 1 (bnb test) keeps its infusions.
  b.extra_infusions.clear();
  ctx.emit(RoundEnded{b.round});
  check_scenario_end(ctx);
}

}  // namespace bnb
