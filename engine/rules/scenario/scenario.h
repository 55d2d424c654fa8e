#pragma once
// Scenario setup and end (rules: "Scenario Setup", "Scenario Level", "Completing a Scenario",
// "Lost Scenario").
#include <cstdint>
#include <string>
#include <vector>

#include "engine/kernel/step/context.h"
#include "engine/kernel/step/end_scenario.h"

namespace bnb {

struct GameSetup {
  int scenario = 1;            // scenario number
  std::string class_id;
  int level = 0;               // 0 = the scenario's level
  uint64_t seed = 1;
  std::string difficulty = "normal";
  std::vector<int> items_available;  // item numbers the campaign has made available
  // Mod tests only (bnb test): die faces 0-5 rolled first, in order (Board::rigged_*).
  std::vector<uint8_t> rigged_modifier, rigged_action;
  bool operator==(const GameSetup&) const = default;
};

// Why a setup cannot start; a UI words it (setup_problem_text is the English wording).
enum class SetupProblem : uint8_t {
  None,
  NoScenario,       // no loaded mod defines the scenario
  NoClass,          // no loaded mod defines the class
  ClassNotAllowed,  // the scenario names the classes that may play it, and not this one
  ClassExcluded,    // the scenario excludes this class
  LevelOutOfRange,  // the level is not 0 (the scenario's) or 1-5
  NoDifficulty,     // no loaded mod defines the difficulty
};
SetupProblem check_setup(const ContentDb& db, const GameSetup& setup);
// A scenario's class rule (allowed or excluded classes) refuses the class.
inline bool is_class_rule(SetupProblem p) { return p == SetupProblem::ClassNotAllowed || p == SetupProblem::ClassExcluded; }
std::string setup_problem_text(const ContentDb& db, const GameSetup& setup, SetupProblem problem);
// The board before the first decision: map, character, starting monsters, the RNG seeded.
Board initial_board(const ContentDb& db, const GameSetup& setup);
// The setup step: card upgrades for the level, items, then on_scenario_setup.
void scenario_setup_step(Ctx& ctx, const GameSetup& setup);
// End of round: lost (scripts) first, then the goal; ends the scenario when decided (finish_scenario:
// the last rule of the round's end).
void check_scenario_end(Ctx& ctx);

int scenario_level(const ContentDb& db, const GameSetup& setup);
int small_item_slots(int level);  // half the level, rounded up

}  // namespace bnb
