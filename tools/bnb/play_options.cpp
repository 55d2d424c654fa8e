#include "tools/bnb/play_options.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "engine/base/core/scenario_number.h"
#include "tools/bnb/args.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp = R"(usage: bnb play [options]

Plays the Buttons & Bugs campaign in the terminal: choose a class, then the next scenario.
The campaign is saved after every answer; run `bnb play` again to continue where you stopped.

options:
  --scenario N       play only scenario N (not the campaign; nothing is saved), with the items a
                     campaign reaching it has
  --all-items        with --scenario: offer every item (for testing)
  --class ID         the class (e.g. bruiser, spellweaver); asked when missing
  --level L          scenario level 1-5, with --scenario (default: the scenario's level)
  --seed S           random seed, for a reproducible game (default 1)
  --difficulty D     monster modifier table: very_easy, easy, normal, hard, very_hard
  --mods DIR...      extra mods loaded after the base game
  --lang CODE        the language (en, de, qps: a pseudo-language for testing); default: the
                     environment's (LC_ALL, LC_MESSAGES, LANG), else English. The save holds no words
  --save FILE        campaign save file (default: bnb-campaign.sav in the current folder;
                     with --auto: bnb-auto.sav, so the built-in player never plays your campaign)
  --new              start a new campaign even if the save file exists (it is replaced)
  --auto             a built-in player answers every decision (unattended play)
  --scenarios N      with --auto: stop after N scenarios (default: until the campaign ends)
  --bot B            with --auto: who plays: heuristic (the built-in player, default) or search
                     (the search bot of `bnb sim --bot search`; --budget B playouts per decision)
  --replay-out FILE  also write a replay file of each scenario played
  --quiet            print only scenario results
  --strict           a script error ends the game with exit status 1 (instead of being reported
                     and played on): for a mod's automated checks
  --undo MODE        what `u` may take back: honest (default: back to the last roll, not past it)
                     or free (back to the start of the scenario; the dice roll the same again)
  --hint-budget S    seconds a hint (h) may take (default 2)
  --hint-futures N   a hint plays exactly N futures per option instead (the same hint every time)
  --jobs K           threads a hint plays on (default: every core)
  --watch            with --scenario and --mods: while you play, the mods' files are reloaded
                     when they change. Files with errors are reported (file:line) and the last
                     good version stays; otherwise the scenario restarts from its seed with your
                     answers so far (from the start, said so, when they no longer fit)
A continued campaign keeps its class and seeds: --class, --seed and --level are refused then
(use --new to start over, or --save FILE for another campaign).

At a prompt, answer with the option's number (or its key).
  u [N]  take back the last answer (or N answers)
  h      a hint: each option's chance to win, as the search bot estimates it
Look-ups answer nothing:
  ?  all look-ups      b  the board again     m [G]  monster cards     t  modifier tables
  e  elements          o  initiative order    c NAME  a card's sides   i N  an item
  s  scenario goal and rules                  log  every event so far
`q` quits: the campaign is saved; a single scenario (--scenario) is not.

exit codes:
  0  won (the campaign: the last scenario played was won, or none was played)
  1  error (content, save file)
  2  bad command line
  3  lost (the campaign: the last scenario played was lost)
  4  quit (q, end of input, Ctrl-C); the campaign is saved
)";


long long number(const std::string& option, const std::string& text, long long lo, long long hi) {
  return whole_number("play", option, text, lo, hi);
}

}  // namespace

bool parse_play_options(int argc, char** argv, PlayOptions& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= argc) throw std::runtime_error(std::string("bnb play: ") + a + " needs " + what);
      return argv[++i];
    };
    if (a == "--help" || a == "-h") { std::fputs(kHelp, stdout); std::exit(0); }
    else if (a == "--scenario") o.scenario = scenario_number("play", a, value("a scenario number"));
    else if (a == "--class") o.class_id = value("a class id");
    else if (a == "--level") o.level = int(number(a, value("a level"), 1, 5));
    else if (a == "--seed") o.seed = uint64_t(number(a, value("a number"), 0, INT64_MAX)), o.seed_given = true;
    else if (a == "--difficulty") o.difficulty = value("a difficulty"), o.difficulty_given = true;
    else if (a == "--save") o.save = value("a file");
    else if (a == "--lang") o.lang = value("a language code");
    else if (a == "--replay-out") o.replay_out = value("a file");
    else if (a == "--scenarios") o.max_scenarios = int(number(a, value("a number"), 1, 1000000));
    else if (a == "--auto") o.auto_play = true;
    else if (a == "--all-items") o.all_items = true;
    else if (a == "--quiet") o.quiet = true;
    else if (a == "--new") o.fresh = true;
    else if (a == "--strict") o.strict = true;
    else if (a == "--watch") o.watch = true;
    else if (a == "--undo") {
      const std::string m = value("honest or free");
      const std::optional<UndoMode> u = parse_undo_mode(m);
      if (!u) throw std::runtime_error("bnb play: --undo takes honest or free, not '" + m + "'");
      o.undo = *u;
    } else if (a == "--hint-budget") {
      const std::string t = value("a number of seconds");
      char* end = nullptr;
      const double v = std::strtod(t.c_str(), &end);
      if (!end || *end || !(v > 0 && v <= 3600)) throw std::runtime_error("bnb play: --hint-budget needs seconds from 0.01 to 3600, not '" + t + "'");
      o.hint_seconds = v;
    } else if (a == "--hint-futures") o.hint_futures = int(number(a, value("a number"), 1, 100000));
    else if (a == "--jobs") o.jobs = int(number(a, value("a number"), 1, 256));
    else if (a == "--budget") o.budget = int(number(a, value("a number"), 1, 1000000));
    else if (a == "--bot") {
      const std::string b = value("heuristic or search");
      const std::optional<BotKind> k = parse_bot_kind(b);
      if (!k || *k == BotKind::Random) throw std::runtime_error("bnb play: --bot takes heuristic or search, not '" + b + "'");
      o.bot = *k;
    }
    else if (a == "--mods") {
      while (i + 1 < argc && argv[i + 1][0] != '-') o.mods.push_back(argv[++i]);
    } else {
      std::fprintf(stderr, "bnb play: unknown option '%s' (see bnb play --help)\n", a.c_str());
      return false;
    }
  }
  if (o.save.empty()) o.save = o.auto_play ? "bnb-auto.sav" : "bnb-campaign.sav";
  o.language = chosen_language("play", o.lang);
  if (o.level && !o.scenario) {
    std::fputs("bnb play: --level applies to one scenario (--scenario N); a campaign plays each scenario at its own level\n", stderr);
    return false;
  }
  if (o.watch && (!o.scenario || o.mods.empty() || o.auto_play)) {
    std::fputs("bnb play: --watch reloads the mods you are writing while you play one scenario: it needs --scenario N "
               "and --mods DIR..., and no --auto\n", stderr);
    return false;
  }
  if (o.scenario && o.fresh) {
    std::fputs("bnb play: --new starts a new campaign; with --scenario nothing is saved, so there is nothing to replace\n", stderr);
    return false;
  }
  return true;
}

}  // namespace bnb::cli
