#pragma once
// One run of a step without a fiber: the board is reset by the caller to the step's checkpoint, the
// step runs with the answers known so far, and stops (NeedDecision) at the first unknown decision
// or when it finishes. The rules tests' Bench runs single rules this way; Game runs its steps on
// a fiber instead (game.cpp), with the same results.
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/kernel/decision/decision.h"
#include "engine/kernel/events/event.h"
#include "engine/kernel/script/host.h"
#include "engine/kernel/state/board.h"

namespace bnb {

class Ctx;

struct StepRun {
  std::optional<Decision> decision;  // the step stopped here: the answer is not known yet
  bool scenario_over = false;        // the step ended the scenario
  std::vector<Event> events;         // the events earlier runs of the step had not delivered
  uint32_t seen = 0;                 // the events the step emitted in this run
};

// Runs `step` on `board` with `answers`; the first `delivered` events of the step are not repeated.
StepRun rerun_step(const ContentDb& db, ScriptHost* scripts, Board& board, const std::vector<uint16_t>& answers,
                   uint32_t delivered, const std::function<void(Ctx&)>& step);

}  // namespace bnb
