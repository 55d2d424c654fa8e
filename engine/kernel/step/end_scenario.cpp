#include "engine/kernel/step/end_scenario.h"

namespace bnb {

void end_scenario(Ctx& ctx, Outcome outcome, EndReason why) {
  ctx.b.outcome = outcome;
  ctx.b.phase = Phase::Finished;
  ctx.emit(ScenarioEnded{outcome, why});
  throw ScenarioOver{};
}

}  // namespace bnb
