#pragma once
// Scenario setup and end (rules: "Scenario Setup", "Scenario Level", "Completing a Scenario",
// "Lost Scenario").
#include <cstdint>
#include <string>
#include <vector>

#include "engine/game/context.h"

namespace bnb {

struct GameSetup {
  int scenario = 1;            // scenario number
  std::string class_id;
  int level = 0;               // 0 = the scenario's level
  uint64_t seed = 1;
  std::string difficulty = "normal";
  std::vector<int> items_available;  // item numbers the campaign has made available
  bool operator==(const GameSetup&) const = default;
};

// Thrown to stop the current step when the scenario ends in the middle of it (exhaustion).
struct ScenarioOver {};

// Why a setup cannot start (unknown scenario or class, class not allowed). Empty = fine.
std::string check_setup(const ContentDb& db, const GameSetup& setup);
// The board before the first decision: map, character, starting monsters, the RNG seeded.
Board initial_board(const ContentDb& db, const GameSetup& setup);
// The setup step: card upgrades for the level, items, then on_scenario_setup.
void scenario_setup_step(Ctx& ctx, const GameSetup& setup);
// Ends the scenario now. Throws ScenarioOver.
[[noreturn]] void end_scenario(Ctx& ctx, Outcome outcome, EndReason why);
// End of round: lost (scripts) first, then the goal; ends the scenario when decided.
void check_scenario_end(Ctx& ctx);

int scenario_level(const ContentDb& db, const GameSetup& setup);
int small_item_slots(int level);  // half the level, rounded up

}  // namespace bnb
