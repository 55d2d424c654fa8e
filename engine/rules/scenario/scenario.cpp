#include "engine/rules/scenario/scenario.h"

#include <algorithm>

#include "engine/base/core/scenario_number.h"
#include "engine/rules/monsters/spawn.h"
#include "engine/rules/scenario/setup_choices.h"

namespace bnb {

int scenario_level(const ContentDb& db, const GameSetup& setup) {
  if (setup.level > 0) return std::clamp(setup.level, 1, 5);
  const int s = db.scenario_index(setup.scenario);
  return s < 0 ? 1 : std::clamp(db.scenarios[size_t(s)].level, 1, 5);
}

int small_item_slots(int level) { return (level + 1) / 2; }

SetupProblem check_setup(const ContentDb& db, const GameSetup& setup) {
  const int s = db.scenario_index(setup.scenario);
  if (s < 0) return SetupProblem::NoScenario;
  if (db.class_index(setup.class_id) < 0) return SetupProblem::NoClass;
  const ScenarioDef& sc = db.scenarios[size_t(s)];
  const auto& allowed = sc.classes_allowed;
  const auto& excluded = sc.classes_excluded;
  if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), setup.class_id) == allowed.end())
    return SetupProblem::ClassNotAllowed;
  if (std::find(excluded.begin(), excluded.end(), setup.class_id) != excluded.end()) return SetupProblem::ClassExcluded;
  if (setup.level < 0 || setup.level > 5) return SetupProblem::LevelOutOfRange;
  if (db.difficulty_index(setup.difficulty) < 0) return SetupProblem::NoDifficulty;
  return SetupProblem::None;
}

std::string setup_problem_text(const ContentDb& db, const GameSetup& setup, SetupProblem problem) {
  const int s = db.scenario_index(setup.scenario), c = db.class_index(setup.class_id);
  const auto refused = [&] {
    const ScenarioDef& sc = db.scenarios[size_t(s)];
    return "scenario " + scenario_number_text(sc.number) + " (" + sc.name + ") cannot be played by the " +
           db.classes[size_t(c)].name;
  };
  switch (problem) {
    case SetupProblem::None: return {};
    case SetupProblem::NoScenario: return "there is no scenario " + scenario_number_text(setup.scenario);
    case SetupProblem::NoClass: return "there is no class '" + setup.class_id + "'";
    case SetupProblem::ClassNotAllowed: {
      std::string only;
      for (const auto& a : db.scenarios[size_t(s)].classes_allowed) only += (only.empty() ? "" : ", ") + a;
      return refused() + ": only by " + only;
    }
    case SetupProblem::ClassExcluded: return refused();
    case SetupProblem::LevelOutOfRange: return "the scenario level must be 1 to 5";
    case SetupProblem::NoDifficulty: return "there is no difficulty '" + setup.difficulty + "'";
  }
  return {};
}

Board initial_board(const ContentDb& db, const GameSetup& setup) {
  Board b;
  b.rng.state = setup.seed;
  b.rigged_modifier = setup.rigged_modifier, b.rigged_action = setup.rigged_action;
  b.scenario = int16_t(db.scenario_index(setup.scenario));
  const ScenarioDef& sc = db.scenarios[size_t(b.scenario)];
  b.difficulty = int16_t(std::max(0, db.difficulty_index(setup.difficulty)));
  b.map = sc.map;
  const int level = scenario_level(db, setup);
  const int cls = db.class_index(setup.class_id);
  const ClassDef& c = db.classes[size_t(cls)];
  Figure hero;
  hero.id = 0;
  hero.kind = FigureKind::Character;
  hero.type = int16_t(cls);
  hero.hex = sc.start;
  hero.hp = hero.max_hp = int16_t(c.hp[size_t(level - 1)]);
  b.figures.push_back(hero);
  b.hero.class_idx = int16_t(cls);
  b.hero.level = int8_t(level);
  for (const std::string& id : c.cards) {
    CardState cs;
    cs.def = int16_t(db.card_index(id));
    b.hero.cards.push_back(cs);
  }
  for (const Placement& p : sc.monsters) place_monster(b, db, db.monster_index(p.monster), p.hex, p.number);
  b.phase = Phase::Setup;
  return b;
}

void scenario_setup_step(Ctx& ctx, const GameSetup& setup) {
  choose_upgrades(ctx);
  choose_items(ctx, setup.items_available);
  ctx.emit(ScenarioStarted{ctx.scenario().number});
  ctx.scenario_hook(Hook::on_scenario_setup, {});
}

void check_scenario_end(Ctx& ctx) {
  Board& b = ctx.b;
  if (b.loss_requested) return finish_scenario(ctx, Outcome::Lost, EndReason::RuleEnded);
  HookEvent ev;
  ev.round = b.round;
  ScriptResult r = ctx.scenario_hook(Hook::check_goal, ev);
  if (r.status == ScriptResult::Ok && r.text) {
    if (*r.text == "lost") return finish_scenario(ctx, Outcome::Lost, EndReason::GoalFailed);
    if (*r.text == "won") return finish_scenario(ctx, Outcome::Won, EndReason::GoalMet);
  }
  if (b.win_requested) return finish_scenario(ctx, Outcome::Won, EndReason::GoalMet);
  if (ctx.scenario().goal == "kill_all") {
    bool any = false;
    for (const Figure& f : b.figures) any |= f.alive && f.kind == FigureKind::Monster;
    if (!any) return finish_scenario(ctx, Outcome::Won, EndReason::AllEnemiesDead);
  }
}

}  // namespace bnb
