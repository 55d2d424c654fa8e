#include "engine/kernel/step/end_scenario.h"

namespace bnb {

void finish_scenario(Ctx& ctx, Outcome outcome, EndReason why) {
  ctx.b.outcome = outcome;
  ctx.b.phase = Phase::Finished;
  ctx.emit(ScenarioEnded{outcome, why});
}

void end_scenario(Ctx& ctx, Outcome outcome, EndReason why) {
  finish_scenario(ctx, outcome, why);
  throw ScenarioOver{};
}

}  // namespace bnb
