#pragma once
// Ending the scenario in the middle of a step (rules: "Completing a Scenario", "Lost Scenario"):
// any rule may end it (exhaustion in damage/, a script's win or lose), so it lives in the kernel.
#include "engine/kernel/step/context.h"

namespace bnb {

// Thrown to stop the current step when the scenario ends in the middle of it (exhaustion).
struct ScenarioOver {};

// Ends the scenario now. Throws ScenarioOver.
[[noreturn]] void end_scenario(Ctx& ctx, Outcome outcome, EndReason why);

}  // namespace bnb
