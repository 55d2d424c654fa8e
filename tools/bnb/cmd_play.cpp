// bnb play: the campaign (or one scenario) in the terminal.
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/bots/auto_player.h"
#include "engine/bots/campaign_bot.h"
#include "engine/campaign/campaign_flow.h"
#include "engine/game/describe_event.h"
#include "engine/game/game.h"
#include "engine/game/replay.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/screen.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp = R"(usage: bnb play [options]

Plays the Buttons & Bugs campaign in the terminal: choose a class, then the next scenario.
The campaign is saved after every answer; run `bnb play` again to continue where you stopped.

options:
  --scenario N       play only scenario N (not the campaign)
  --class ID         the class (e.g. bruiser, spellweaver); asked when missing
  --level L          scenario level 1-5 (default: the scenario's level)
  --seed S           random seed, for a reproducible game (default 1)
  --difficulty D     monster modifier table: very_easy, easy, normal, hard, very_hard
  --mods DIR...      extra mods loaded after the base game
  --save FILE        campaign save file (default: bnb-campaign.sav in the current folder)
  --new              start a new campaign even if the save file exists (it is replaced)
  --auto             a built-in player answers every decision (unattended play)
  --scenarios N      with --auto: stop after N scenarios (default: until the campaign ends)
  --replay-out FILE  also write a replay file of each scenario played
  --quiet            print only scenario results
  --strict           a script error ends the game with exit status 1 (instead of being reported
                     and played on): for a mod's automated checks
At a prompt, answer with the option's number (or its key); `q` saves and quits.
)";

struct Options {
  int scenario = 0, level = 0, max_scenarios = 50;
  std::string class_id, difficulty = "normal", save = "bnb-campaign.sav", replay_out;
  uint64_t seed = 1;
  bool auto_play = false, quiet = false, fresh = false, strict = false;
  std::vector<std::string> mods;
};

bool parse(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= argc) throw std::runtime_error(std::string("bnb play: ") + a + " needs " + what);
      return argv[++i];
    };
    if (a == "--help" || a == "-h") { std::fputs(kHelp, stdout); std::exit(0); }
    else if (a == "--scenario") o.scenario = std::stoi(value("a number"));
    else if (a == "--class") o.class_id = value("a class id");
    else if (a == "--level") o.level = std::stoi(value("a level"));
    else if (a == "--seed") o.seed = std::stoull(value("a number"));
    else if (a == "--difficulty") o.difficulty = value("a difficulty");
    else if (a == "--save") o.save = value("a file");
    else if (a == "--replay-out") o.replay_out = value("a file");
    else if (a == "--scenarios") o.max_scenarios = std::stoi(value("a number"));
    else if (a == "--auto") o.auto_play = true;
    else if (a == "--quiet") o.quiet = true;
    else if (a == "--new") o.fresh = true;
    else if (a == "--strict") o.strict = true;
    else if (a == "--mods") {
      while (i + 1 < argc && argv[i + 1][0] != '-') o.mods.push_back(argv[++i]);
    } else {
      std::fprintf(stderr, "bnb play: unknown option '%s' (see bnb play --help)\n", a.c_str());
      return false;
    }
  }
  return true;
}

enum class Read { Answer, Quit, EndOfInput };

// Reads an answer to `d` (a Decision or a CampaignDecision): a number (1-based) or an option key.
// Re-prompts on bad input.
template <class D>
Read read_answer(const D& d, int& index) {
  for (;;) {
    std::fputs("> ", stdout);
    std::fflush(stdout);
    std::string line;
    if (!std::getline(std::cin, line)) return Read::EndOfInput;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line == "q" || line == "quit") return Read::Quit;
    if (line.empty()) {
      std::puts("Please enter the number of an option (q to save and quit).");
      continue;
    }
    char* end = nullptr;
    const long n = std::strtol(line.c_str(), &end, 10);
    if (end && *end == '\0' && n >= 1 && size_t(n) <= d.options.size()) {
      index = int(n - 1);
      return Read::Answer;
    }
    if (const int k = d.find(line); k >= 0) {
      index = k;
      return Read::Answer;
    }
    std::printf("'%s' is not one of the options: enter a number from 1 to %zu (q to save and quit).\n", line.c_str(),
                d.options.size());
  }
}

// With --strict a script error stops the game (thrown after the events before it are printed).
void print_events(Game& g, const Options& o) {
  for (const Event& e : g.take_events()) {
    if (const ScriptFailed* f = e.get<ScriptFailed>(); f && o.strict)
      throw std::runtime_error("script error (--strict): " + script_failure_text(*f->failure));
    if (is_detail(e) || (o.quiet && !e.is<ScenarioEnded>())) continue;
    std::puts(describe_event(g.content(), g.board(), e).c_str());
  }
}

void write_replay(const Options& o, const Game& g, const std::vector<uint64_t>& hashes) {
  if (o.replay_out.empty()) return;
  Replay r;
  r.setup = g.state().setup;
  r.mods = o.mods;
  for (size_t i = 0; i < g.answer_keys().size(); ++i) r.steps.push_back({hashes[i], g.answer_keys()[i]});
  r.final_hash = g.hash();
  SaveRecord rec = replay_to_save(r);
  if (const std::string err = write_save_atomically(o.replay_out, rec); !err.empty()) std::fprintf(stderr, "%s\n", err.c_str());
}

struct Played {
  ScenarioResult result = ScenarioResult::Lost;
  int rounds = 0;
};

// Plays one scenario; `keys` are answers already given (resume). Returns false when the player quit.
bool play_scenario(const Options& o, Session& s, const GameSetup& setup, std::vector<std::string>& keys,
                   const std::function<void()>& save, Played& played) {
  Game g(s.db(), s.scripts.get(), setup);
  std::vector<uint64_t> hashes;  // state hash after each answer (for replay files)
  for (const std::string& k : keys) {
    if (g.answer(k).ok()) {
      hashes.push_back(g.hash());
      continue;
    }
    {
      std::fprintf(stderr, "bnb play: the saved game no longer matches the content (answer '%s'); starting the scenario over\n", k.c_str());
      keys.clear();
      return play_scenario(o, s, setup, keys, save, played);
    }
  }
  g.take_events();  // a resumed game does not print its past again
  if (!keys.empty() && !o.quiet) std::puts("(resumed)");
  if (!o.quiet) {
    const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(setup.scenario))];
    std::printf("\n=== Scenario %d: %s (level %d) ===\n%s\nGoal: %s\n\n", sc.number, sc.name.c_str(),
                scenario_level(s.db(), setup), sc.intro.c_str(), sc.goal_text.c_str());
  }
  AutoPlayer bot(setup.seed);
  int answers = 0;

  while (!g.over() && g.decision()) {
    print_events(g, o);
    const Decision& d = *g.decision();
    int index = 0;
    if (o.auto_play) {
      index = bot.choose(g);
      if (++answers > 20000) {
        std::fputs("bnb play: the built-in player gave up (too many answers)\n", stderr);
        return false;
      }
    } else {
      std::printf("\n%s\n%s", render_board(g).c_str(), render_decision(d).c_str());
      const Read r = read_answer(d, index);
      if (r != Read::Answer) {
        save();
        std::puts(r == Read::Quit ? "Saved. Run `bnb play` to continue." : "\nEnd of input: saved. Run `bnb play` to continue.");
        return false;
      }
    }
    keys.push_back(d.options[size_t(index)].key);
    g.answer_index(index);
    hashes.push_back(g.hash());
    save();
  }
  print_events(g, o);
  if (!o.quiet) {
    const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(setup.scenario))];
    if (g.outcome() == Outcome::Won) std::printf("\n%s\n", sc.conclusion.c_str());
  }
  std::printf("Scenario %d %s after %d rounds (state %s)\n", setup.scenario, g.outcome() == Outcome::Won ? "won" : "lost",
              g.board().round, hash_hex(g.hash()).c_str());
  if (hashes.size() == g.answer_keys().size()) write_replay(o, g, hashes);
  played = {g.outcome() == Outcome::Won ? ScenarioResult::Won : ScenarioResult::Lost, g.board().round};
  return true;
}

// The player's answer to a campaign decision, by number or key; false when the player quit.
bool ask(const CampaignDecision& d, int& index) {
  std::fputs(render_decision(d).c_str(), stdout);
  return read_answer(d, index) == Read::Answer;
}

int play_single(const Options& o, Session& s) {
  GameSetup setup;
  setup.scenario = o.scenario, setup.class_id = o.class_id, setup.level = o.level, setup.seed = o.seed;
  setup.difficulty = o.difficulty;
  if (setup.class_id.empty()) {
    // The class choice of a new campaign, outside the campaign.
    const CampaignFlow choice(s.db(), o.seed, o.difficulty);
    const CampaignDecision* d = choice.decision();
    int i = 0;
    if (!d || (!o.auto_play && !ask(*d, i))) return 1;
    setup.class_id = d->options[size_t(i)].class_id;
  }
  for (const ItemDef& it : s.db().items) setup.items_available.push_back(it.number);
  if (const SetupProblem p = check_setup(s.db(), setup); p != SetupProblem::None) {
    std::fprintf(stderr, "bnb play: %s\n", setup_problem_text(s.db(), setup, p).c_str());
    return 1;
  }
  std::vector<std::string> keys;
  Played played;
  play_scenario(o, s, setup, keys, [] {}, played);
  return 0;
}

// The campaign read from the save, or a new one (--new, or no save yet). Null after a message.
std::unique_ptr<CampaignFlow> open_campaign(const Options& o, Session& s) {
  if (!o.fresh) {
    SaveRecord rec;
    const SaveRead read = read_save_file(o.save, "campaign", kCampaignSaveVersion, rec);
    if (read.status == SaveStatus::Ok) {
      Campaign c;
      if (const std::string e = from_save(rec, c); !e.empty()) {
        std::fprintf(stderr, "bnb play: %s: %s\n", o.save.c_str(), e.c_str());
        return nullptr;
      }
      if (!o.quiet)
        std::printf("Continuing the campaign in %s (%s, %zu scenarios completed).\n", o.save.c_str(), c.class_id.c_str(),
                    c.completed.size());
      return std::make_unique<CampaignFlow>(s.db(), std::move(c), o.difficulty);
    }
    if (read.status != SaveStatus::Missing) {
      std::fprintf(stderr, "bnb play: %s\nUse --save FILE for another file, or --new to start over.\n", read.error.c_str());
      return nullptr;
    }
  }
  return std::make_unique<CampaignFlow>(s.db(), o.seed, o.difficulty);
}

int play_campaign(const Options& o, Session& s) {
  std::unique_ptr<CampaignFlow> flow = open_campaign(o, s);
  if (!flow) return 1;
  auto save = [&] {
    if (const std::string e = write_save_atomically(o.save, to_save(flow->state())); !e.empty())
      std::fprintf(stderr, "%s\n", e.c_str());
  };
  CampaignBot bot;
  int played = 0;
  for (;;) {
    if (const CampaignDecision* d = flow->decision()) {
      int i = 0;
      if (d->kind == CampaignChoice::Class && !o.class_id.empty()) {
        if (!flow->answer(o.class_id).ok()) {
          std::fprintf(stderr, "bnb play: there is no class '%s'\n", o.class_id.c_str());
          return 1;
        }
        save();
        continue;
      }
      if (d->kind == CampaignChoice::NextScenario && played >= o.max_scenarios) return 0;
      if (o.auto_play) i = bot.choose(*d);
      else if (!ask(*d, i)) return 0;
      const bool after_scenario = d->kind == CampaignChoice::AfterWin || d->kind == CampaignChoice::AfterLoss;
      if (after_scenario && !d->options[size_t(i)].go_on) {
        if (bot.gave_up()) std::puts("The built-in player lost three times in a row; stopping.");
        return 0;
      }
      if (after_scenario && played >= o.max_scenarios) return 0;
      flow->answer_index(i);
      save();
      continue;
    }
    if (played >= o.max_scenarios) return 0;
    ScenarioInProgress* current = flow->scenario();
    if (!current) {
      if (flow->ended()) std::puts("The campaign has no further scenario in the loaded content. Well played!");
      return 0;
    }
    Played result;
    const GameSetup setup = current->setup;
    if (!play_scenario(o, s, setup, current->answers, save, result)) return 0;
    flow->finish_scenario(result.result, result.rounds);
    save();
    ++played;
  }
}

}  // namespace

int cmd_play(int argc, char** argv) {
  Options o;
  try {
    if (!parse(argc, argv, o)) return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }
  Session s;
  if (!open_session(o.mods, s)) return 1;
  try {
    return o.scenario ? play_single(o, s) : play_campaign(o, s);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bnb play: %s\n", e.what());
    return 1;
  }
}

}  // namespace bnb::cli
