#include "engine/play/game/step_run.h"

#include "engine/play/game/hook_runner.h"
#include "engine/kernel/step/context.h"
#include "engine/rules/scenario/scenario.h"

namespace bnb {

StepRun rerun_step(const ContentDb& db, ScriptHost* scripts, Board& board, const std::vector<uint16_t>& answers,
                   uint32_t delivered, const std::function<void(Ctx&)>& step) {
  StepRun run;
  EventSink sink;
  sink.delivered = delivered;
  GameHooks hooks(scripts);
  Ctx ctx(db, hooks, board, answers, sink);
  try {
    step(ctx);
  } catch (NeedDecision& nd) {
    run.decision = std::move(nd.decision);
  } catch (ScenarioOver&) {
    run.scenario_over = true;
  }
  run.scenario_over = run.scenario_over || board.phase == Phase::Finished;  // ended without a throw (finish_scenario)
  run.events = std::move(sink.events);
  run.seen = sink.seen;
  return run;
}

}  // namespace bnb
