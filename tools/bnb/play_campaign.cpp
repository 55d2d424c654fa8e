#include "tools/bnb/play_campaign.h"

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/base/core/save_writer.h"
#include "engine/base/core/scenario_number.h"
#include "engine/play/bots/campaign_bot.h"
#include "engine/play/campaign/campaign_play.h"
#include "engine/play/campaign/campaign_record.h"
#include "engine/play/campaign/open_save.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/end_screen.h"
#include "tools/bnb/play_input.h"
#include "tools/bnb/play_scenario.h"
#include "tools/bnb/screen.h"

namespace bnb::cli {

namespace {

// The campaign read from the save, or a new one (--new, or no save yet). Null after a message;
// `code` is the exit code then.
// `read_as`: the save as read, which the writer may replace (with --new: the file as it is).
std::unique_ptr<CampaignFlow> open_campaign(const PlayOptions& o, Session& s, int& code, SaveIdentity& read_as) {
  code = kExitError;
  read_as = save_identity(o.save);
  if (!o.fresh) {
    OpenedSave saved = open_campaign_save(s.db(), o.save, {o.class_id, o.seed_given, o.difficulty, o.difficulty_given});
    read_as = saved.read_as;
    Campaign& c = saved.campaign;
    switch (saved.status) {
      case OpenStatus::Missing: break;
      case OpenStatus::Unreadable:
        std::fprintf(stderr, "bnb play: %s\nUse --save FILE for another file, or --new to start over.\n",
                     saved.error.c_str());
        return nullptr;
      case OpenStatus::Invalid: std::fprintf(stderr, "bnb play: %s\n", saved.error.c_str()); return nullptr;
      case OpenStatus::Refused:
        std::fprintf(stderr, "bnb play: %s holds a campaign in progress; these options do not apply to it:\n%s"
                             "Leave them out to continue, use --new to start a new campaign (the save is replaced),\n"
                             "or --save FILE for a campaign in another file.\n", o.save.c_str(), saved.refused.c_str());
        code = kExitUsage;
        return nullptr;
      case OpenStatus::Saved: {
        const words::Lang& lang = o.language;
        if (!o.quiet) {
          const int cls = s.db().class_index(c.class_id);
          std::puts(lang.say(words::Sentence::CampaignContinuing, {{"file", o.save}, {"class", cls < 0 ? c.class_id : lang.name(s.db().classes[size_t(cls)])},
                                                                  {"n", int(c.completed.size())}})
                        .c_str());
        }
        // An older save: the scenario in progress restarts.
        if (c.old_save_restarts)
          std::puts(lang.say(words::Sentence::OldSaveRestarts, {{"n", scenario_number_text(*c.old_save_restarts)}}).c_str());
        // The campaign keeps its difficulty in the save; --difficulty changes it for the scenarios to come.
        const std::string difficulty = o.difficulty_given ? o.difficulty : c.difficulty;
        if (o.difficulty_given && o.difficulty != c.difficulty && !o.quiet)
          std::puts(lang.say(words::Sentence::DifficultyChanged, {{"difficulty", o.difficulty}, {"was", c.difficulty}}).c_str());
        return std::make_unique<CampaignFlow>(s.db(), std::move(c), difficulty);
      }
    }
  }
  if (!o.quiet && o.auto_play) std::puts(o.language.say(words::Sentence::AutoCampaign, {{"file", o.save}}).c_str());
  return std::make_unique<CampaignFlow>(s.db(), o.seed, o.difficulty);
}

}  // namespace

int play_campaign(const PlayOptions& o, Session& s) {
  SaveLock lock;  // one program writing the save at a time
  if (const std::string e = lock.take(o.save, "bnb play"); !e.empty()) {
    std::fprintf(stderr, "bnb play: %s\n", e.c_str());
    return kExitError;
  }
  int code = kExitError;
  SaveIdentity read_as;
  std::unique_ptr<CampaignFlow> flow = open_campaign(o, s, code, read_as);
  if (!flow) return code;
  SaveWriter writer(o.save);
  writer.remember(read_as);
  CampaignPlay play(s.db(), s.scripts.get(), std::move(flow), [&](const Campaign& c) {
    const std::string e = writer.write(to_save(c));
    if (!e.empty()) {
      if (writer.stopped()) throw std::runtime_error(e);  // another program's save: stop, never overwrite
      std::fprintf(stderr, "%s\n", e.c_str());
    }
    return e;
  });
  CampaignBot bot;
  int played = 0;
  int last = kExitWon;  // the exit code of the last scenario played
  for (;;) {
    if (const CampaignDecision* d = play.decision()) {
      int i = 0;
      if (d->kind == CampaignChoice::Class && !o.class_id.empty()) {
        if (!play.answer_campaign(o.class_id).ok()) {
          std::fprintf(stderr, "bnb play: there is no class '%s'\n", o.class_id.c_str());
          return kExitUsage;
        }
        continue;
      }
      if (d->kind == CampaignChoice::NextScenario && played >= o.max_scenarios) return last;
      if (o.auto_play) {
        i = bot.choose(*d);
      } else if (!ask_campaign(s.db(), *d, i, Quit::Saves, o.language)) {
        std::puts(d->kind == CampaignChoice::Class ? o.language.say(words::Sentence::QuitBeforeClass, {}).c_str()
                                                   : saved_words(Read::Quit, o.language).c_str());
        return kExitQuit;
      }
      const bool after_scenario = d->kind == CampaignChoice::AfterWin || d->kind == CampaignChoice::AfterLoss;
      if (after_scenario && !d->options[size_t(i)].go_on) {
        if (bot.gave_up()) std::puts(o.language.say(words::Sentence::AutoGaveUp, {}).c_str());
        return last;
      }
      if (after_scenario && played >= o.max_scenarios) return last;
      play.answer_campaign(i);
      continue;
    }
    if (played >= o.max_scenarios) return last;
    ScenarioPlay* current = play.start_scenario();
    if (!current) {
      const Campaign& state = play.flow().state();
      if (play.flow().ended()) {
        // The last scenario was won and leads nowhere: the end of the story and the record.
        if (campaign_record(s.db(), state).finished) std::fputs(campaign_end_screen(s.db(), state, o.quiet, story_width(terminal_size()), o.language).c_str(), stdout);
        else std::puts(o.language.say(words::Sentence::NoFurtherScenario, {}).c_str());
      }
      return last;
    }
    Played result;
    // Each answer is saved; the campaign records the scenario when its game ends.
    if (!play_scenario(o, s, *current, [&] { play.save(); }, result)) return kExitQuit;
    last = result.result == ScenarioResult::Won ? kExitWon : kExitLost;
    ++played;
  }
}


}  // namespace bnb::cli
