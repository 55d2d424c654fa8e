#include "tools/bnb/play_options.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "engine/base/core/scenario_number.h"
#include "tools/bnb/option_table.h"

namespace bnb::cli {

namespace {

constexpr const char* kHead = R"(usage: bnb play [options]

Plays the Buttons & Bugs campaign in the terminal: choose a class, then the next scenario.
The campaign is saved after every answer; run `bnb play` again to continue where you stopped.

options:
)";

constexpr const char* kTail = R"(A continued campaign keeps its class and seeds: --class, --seed and --level are refused then
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

OptionTable play_table(PlayOptions& o) {
  const OptionKind scenario{Takes::one, "a scenario number", [&o](const std::string& c, const std::string& a, const std::string& v) {
                              o.scenario = scenario_number(c, a, v);
                            }};
  const OptionKind undo{Takes::one, "honest or free", [&o](const std::string&, const std::string&, const std::string& v) {
                          const std::optional<UndoMode> u = parse_undo_mode(v);
                          if (!u) throw std::runtime_error("bnb play: --undo takes honest or free, not '" + v + "'");
                          o.undo = *u;
                        }};
  const OptionKind bot{Takes::one, "heuristic or search", [&o](const std::string&, const std::string&, const std::string& v) {
                         const std::optional<BotKind> k = parse_bot_kind(v);
                         if (!k || *k == BotKind::Random)
                           throw std::runtime_error("bnb play: --bot takes heuristic or search, not '" + v + "'");
                         o.bot = *k;
                       }};
  return {"play", kHead, {
      {"--scenario", "N", scenario, "play only scenario N (not the campaign; nothing is saved), with the items a\n"
                                    "campaign reaching it has"},
      {"--all-items", "", flag(o.all_items), "with --scenario: offer every item (for testing)"},
      {"--class", "ID", text(o.class_id, "a class id"), "the class (e.g. bruiser, spellweaver); asked when missing"},
      {"--level", "L", whole(o.level, 1, 5, "a level"), "scenario level 1-5, with --scenario (default: the scenario's level)"},
      {"--seed", "S", noting(o.seed_given, whole(o.seed, 0, INT64_MAX)), "random seed, for a reproducible game (default 1)"},
      {"--difficulty", "D", noting(o.difficulty_given, text(o.difficulty, "a difficulty")),
       "monster modifier table: very_easy, easy, normal, hard, very_hard"},
      {"--mods", "DIR...", words(o.mods), "extra mods loaded after the base game"},
      {"--lang", "CODE", text(o.lang, "a language code"),
       "the language (en, de, qps: a pseudo-language for testing); default: the\n"
       "environment's (LC_ALL, LC_MESSAGES, LANG), else English. The save holds no words"},
      {"--save", "FILE", text(o.save, "a file"), "campaign save file (default: bnb-campaign.sav in the current folder;\n"
                                                 "with --auto: bnb-auto.sav, so the built-in player never plays your campaign)"},
      {"--new", "", flag(o.fresh), "start a new campaign even if the save file exists (it is replaced)"},
      {"--auto", "", flag(o.auto_play), "a built-in player answers every decision (unattended play)"},
      {"--scenarios", "N", whole(o.max_scenarios, 1, 1000000), "with --auto: stop after N scenarios (default: until the campaign ends)"},
      {"--bot", "B", bot, "with --auto: who plays: heuristic (the built-in player, default) or search\n"
                          "(the search bot of `bnb sim --bot search`; --budget B playouts per decision)"},
      {"--budget", "B", whole(o.budget, 1, 1000000), ""},
      {"--replay-out", "FILE", text(o.replay_out, "a file"), "also write a replay file of each scenario played"},
      {"--quiet", "", flag(o.quiet), "print only scenario results"},
      {"--strict", "", flag(o.strict), "a script error ends the game with exit status 1 (instead of being reported\n"
                                       "and played on): for a mod's automated checks"},
      {"--undo", "MODE", undo, "what `u` may take back: honest (default: back to the last roll, not past it)\n"
                               "or free (back to the start of the scenario; the dice roll the same again)"},
      {"--hint-budget", "S", seconds(o.hint_seconds, 0.01, 3600), "seconds a hint (h) may take (default 2)"},
      {"--hint-futures", "N", whole(o.hint_futures, 1, 100000),
       "a hint plays exactly N futures per option instead (the same hint every time)"},
      {"--jobs", "K", whole(o.jobs, 1, 256), "threads a hint plays on (default: every core)"},
      {"--watch", "", flag(o.watch), "with --scenario and --mods: while you play, the mods' files are reloaded\n"
                                     "when they change. Files with errors are reported (file:line) and the last\n"
                                     "good version stays; otherwise the scenario restarts from its seed with your\n"
                                     "answers so far (from the start, said so, when they no longer fit)"},
  }, kTail};
}

}  // namespace

bool parse_play_options(int argc, char** argv, PlayOptions& o) {
  if (!read_options(play_table(o), argc, argv)) return false;
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
