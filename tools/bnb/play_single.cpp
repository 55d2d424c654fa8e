#include "tools/bnb/play_single.h"

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "engine/play/campaign/campaign_flow.h"
#include "engine/play/campaign/scenario_play.h"
#include "engine/rules/scenario/setup_choices.h"
#include "tools/bnb/paths.h"
#include "tools/bnb/play_input.h"
#include "tools/bnb/play_scenario.h"
#include "tools/bnb/watch.h"

namespace bnb::cli {

int play_single(const PlayOptions& o, Session& s) {
  GameSetup setup;
  setup.scenario = o.scenario, setup.class_id = o.class_id, setup.level = o.level, setup.seed = o.seed;
  setup.difficulty = o.difficulty;
  if (setup.class_id.empty()) {
    // The class choice of a new campaign, outside the campaign.
    const CampaignFlow choice(s.db(), o.seed, o.difficulty);
    const CampaignDecision* d = choice.decision();
    int i = 0;
    if (!d) return kExitError;
    if (!o.auto_play && !ask_campaign(s.db(), *d, i, Quit::Only, o.language)) {
      std::puts(o.language.say(words::Sentence::QuitNothingSaved, {}).c_str());
      return kExitQuit;
    }
    setup.class_id = d->options[size_t(i)].class_id;
  }
  if (o.all_items)
    for (const ItemDef& it : s.db().items) setup.items_available.push_back(it.number);
  else setup.items_available = items_reaching(s.db(), setup.class_id, setup.scenario);
  if (const SetupProblem p = check_setup(s.db(), setup); p != SetupProblem::None) {
    std::fprintf(stderr, "bnb play: %s\n", setup_problem_text(s.db(), setup, p).c_str());
    return kExitError;
  }
  std::vector<std::string> keys;  // the answers a reload of --watch gives the scenario again
  const ScenarioPlay* current = nullptr;
  Played played;
  if (!o.watch) {
    ScenarioPlay sp(s.db(), s.scripts.get(), setup);
    if (!play_scenario(o, s, sp, [] {}, played)) return kExitQuit;
    return played.result == ScenarioResult::Won ? kExitWon : kExitLost;
  }
  // --watch: the content is swapped between two runs of the scenario, never under a game.
  const std::string base = find_base_content();
  std::vector<std::string> dirs{base};
  dirs.insert(dirs.end(), o.mods.begin(), o.mods.end());
  FileWatch files(o.mods);
  std::unique_ptr<Session> next;
  watch_while_waiting([&] {
    if (!files.changed()) return false;
    std::vector<std::string> answers = current ? current->game().answer_keys() : keys;
    Reload r = reload_content(dirs, base, setup, answers);
    std::printf("\n%s", r.message.c_str());
    if (r.status == Reload::Refused) {
      std::fputs("> ", stdout);
      std::fflush(stdout);
      return false;
    }
    keys = std::move(answers);
    next = std::move(r.session);
    return true;
  });
  std::printf("Watching %zu mod folder(s) for changes.\n", o.mods.size());
  for (;;) {
    try {
      ScenarioPlay sp(s.db(), s.scripts.get(), setup);
      sp.resume(keys);
      current = &sp;
      const bool finished = play_scenario(o, s, sp, [] {}, played);
      current = nullptr;
      watch_while_waiting(nullptr);
      if (!finished) return kExitQuit;
      return played.result == ScenarioResult::Won ? kExitWon : kExitLost;
    } catch (const ContentReloaded&) {
      current = nullptr;
      s = std::move(*next);
      next.reset();
    }
  }
}


}  // namespace bnb::cli
