#include "engine/step/end_scenario.h"

namespace bnb {

void end_scenario(Ctx& ctx, Outcome outcome, const std::string& why) {
  ctx.b.outcome = outcome;
  ctx.b.phase = Phase::Finished;
  Event e{EventKind::ScenarioEnded};
  e.a = int(outcome);
  e.text = why;
  ctx.emit(std::move(e));
  throw ScenarioOver{};
}

}  // namespace bnb
