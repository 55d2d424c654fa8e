#pragma once
// The round (rules: "Round Overview"): start of round (exhaustion check, card selection or long
// rest, monster rolls, initiative order, on_round_start), the turns in initiative order, and the
// end of round (on_round_end, round bonuses expire, short rest, scenario end check).
#include "engine/kernel/step/context.h"
#include "engine/rules/scenario/scenario.h"

namespace bnb {

// Runs one step of the game from the board's phase, then sets the phase of the next step.
void run_step(Ctx& ctx, const GameSetup& setup);

void start_round(Ctx& ctx);
void end_round(Ctx& ctx);

}  // namespace bnb
