#pragma once
// Ending the scenario in the middle of a step (rules: "Completing a Scenario", "Lost Scenario"):
// any rule may end it (exhaustion in damage/, a script's win or lose), so it lives in the kernel.
#include "engine/kernel/step/context.h"

namespace bnb {

// Thrown to stop the current step when the scenario ends in the middle of it (exhaustion).
struct ScenarioOver {};

// Ends the scenario now. Throws ScenarioOver.
[[noreturn]] void end_scenario(Ctx& ctx, Outcome outcome, EndReason why);

// Ends the scenario without stopping the step, for a rule that returns right after to its step
// (run_step then stops at Phase::Finished): the ends every game has (exhaustion at the start of a
// round, the end-of-round check) cost no exception.
void finish_scenario(Ctx& ctx, Outcome outcome, EndReason why);

}  // namespace bnb
