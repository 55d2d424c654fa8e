// bnb play: the campaign (or one scenario) in the terminal.
#include <csignal>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <optional>
#include <cstdlib>
#include <algorithm>
#include <functional>
#include <type_traits>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>
#include <cstring>
#include <poll.h>
#include <unistd.h>

#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/campaign_bot.h"
#include "engine/play/campaign/campaign_flow.h"
#include "engine/play/campaign/campaign_record.h"
#include "engine/base/core/scenario_number.h"
#include "engine/base/core/save_writer.h"
#include "engine/play/game/describe_event.h"
#include "engine/play/game/game.h"
#include "engine/play/game/play_to_end.h"
#include "engine/play/game/replay.h"
#include "engine/play/game/undo.h"
#include "engine/rules/scenario/setup_choices.h"
#include "tools/bnb/args.h"
#include "tools/bnb/lookups.h"
#include "tools/bnb/odds_pool.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/end_screen.h"
#include "tools/bnb/hint.h"
#include "tools/bnb/screen.h"
#include "tools/bnb/session.h"
#include "tools/bnb/paths.h"
#include "tools/bnb/watch.h"

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

constexpr int kExitWon = 0, kExitError = 1, kExitUsage = 2, kExitLost = 3, kExitQuit = 4;

struct Options {
  int scenario = 0, level = 0, max_scenarios = 50;
  std::string class_id, difficulty = "normal", save, replay_out;
  uint64_t seed = 1;
  bool auto_play = false, quiet = false, fresh = false, all_items = false, strict = false;
  bool seed_given = false, difficulty_given = false, watch = false;
  UndoMode undo = UndoMode::Honest;
  double hint_seconds = 2.0;
  int hint_futures = 0, jobs = 0, budget = kSearchBudget;
  BotKind bot = BotKind::Heuristic;
  std::vector<std::string> mods;
  std::string lang;      // --lang
  words::Lang language;  // what the screen speaks (--lang, else the environment's)
};

long long number(const std::string& option, const std::string& text, long long lo, long long hi) {
  return whole_number("play", option, text, lo, hi);
}

bool parse(int argc, char** argv, Options& o) {
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

enum class Read { Answer, Quit, EndOfInput, Reload, Undo };

// With --watch: called while waiting for input; true when the content was reloaded.
std::function<bool()> g_watch;

// Waits until a line can be read, polling g_watch meanwhile; false when it reloaded.
bool wait_for_input() {
  if (!g_watch) return true;
  for (;;) {
    if (std::cin.rdbuf()->in_avail() > 0) return true;
    pollfd p{STDIN_FILENO, POLLIN, 0};
    if (::poll(&p, 1, 300) != 0) return true;  // input, end of input or an error: getline tells
    if (g_watch()) return false;
  }
}

// Thrown out of a scenario when --watch reloaded the content: the scenario restarts.
struct ContentReloaded {};

// A look-up at a prompt: returns the text to show, or nothing when `line` is no look-up.
using Lookup = std::function<std::optional<std::string>(const std::string&)>;

// Reads an answer to `d` (a Decision or a CampaignDecision): a number (1-based) or an option key.
// Look-ups are answered and the prompt comes again; bad input gets a short message.
template <class D>
Read read_answer(const D& d, int& index, const char* quit_words, const Lookup& lookup) {
  for (;;) {
    std::fputs("> ", stdout);
    std::fflush(stdout);
    std::string line;
    if (!wait_for_input()) return Read::Reload;
    if (!std::getline(std::cin, line)) return Read::EndOfInput;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    while (!line.empty() && line.front() == ' ') line.erase(line.begin());
    if (line == "q" || line == "quit") return Read::Quit;
    if constexpr (std::is_same_v<D, Decision>) {
      // u [N]: take back answers (the caller does it; `index` is how many).
      if (line == "u" || line == "undo" || line.rfind("u ", 0) == 0) {
        char* end = nullptr;
        const long n = line.size() > 2 ? std::strtol(line.c_str() + 2, &end, 10) : 1;
        if (line.size() > 2 && !line.starts_with("undo") && (!end || *end || n < 1)) {
          std::puts("u takes back the last answer; u N the last N answers.");
          continue;
        }
        index = int(std::min<long>(n, INT_MAX));
        return Read::Undo;
      }
    }
    if (line.empty()) {
      std::printf("Please enter the number of an option (? for look-ups, q to %s).\n", quit_words);
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
    if (lookup)
      if (std::optional<std::string> text = lookup(line)) {
        std::fputs(text->c_str(), stdout);
        continue;
      }
    std::printf("'%s' is not one of the options: enter a number from 1 to %zu (? for look-ups, q to %s).\n", line.c_str(),
                d.options.size(), quit_words);
  }
}

// Text of paragraphs (lines broken anywhere, a blank line between paragraphs) broken anew at `width`.
std::string fit_to_width(const std::string& text, int width) {
  std::string out, para;
  size_t start = 0;
  const auto flush = [&] {
    if (!para.empty())
      for (const std::string& l : wrap(para, width, 0)) out += l + "\n";
    para.clear();
  };
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    const std::string line = text.substr(start, nl - start);
    start = nl + 1;
    if (line.empty() || line.starts_with("===") || line.starts_with("Goal:") || line.starts_with("(At any")) {
      flush();
      if (line.empty()) out += "\n";
      else para = line, flush();
      continue;
    }
    para += (para.empty() ? "" : " ") + line;
  }
  flush();
  return out;
}

// With --strict a script error stops the game (the caller reports it and exits with 1).
void check_strict(const std::vector<Event>& events, const Options& o) {
  if (!o.strict) return;
  for (const Event& e : events)
    if (const ScriptFailed* f = e.get<ScriptFailed>())
      throw std::runtime_error("script error (--strict): " + script_failure_text(*f->failure));
}

constexpr const char* kLookupHelp =
    "Look-ups (they answer nothing; the question stays open):\n"
    "  b            the board again\n"
    "  +            the next options, when a small terminal lists them in pages\n"
    "  m [G|NAME]   monster cards: hit points, shield, retaliate, immunities, the three action columns\n"
    "               and the one rolled this round (m alone: every type on the map)\n"
    "  t            the modifier tables, yours and the monsters', with the cube's row\n"
    "  e            the elements that can be consumed now, and where each comes from\n"
    "  o            the round's initiative order\n"
    "  c NAME       both sides of a card (c alone: your cards)\n"
    "  i N|NAME     an item's slot, usage and text (i alone: your items)\n"
    "  s            the scenario: goal, special rules, rewards\n"
    "  log          every event of this scenario so far\n"
    "  h            a hint: each option's chance to win, as the search bot estimates it (changes nothing)\n"
    "  u [N]        take back the last answer (or N answers); honest undo stops at the last roll\n";

bool starts_with_ci(const std::string& s, const std::string& prefix) {
  if (prefix.size() > s.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != std::tolower(static_cast<unsigned char>(prefix[i]))) return false;
  return true;
}

std::optional<std::string> game_lookup(const Game& g, Screen& screen, const std::string& line) {
  const ContentDb& db = g.content();
  const Board& b = g.board();
  const size_t sp = line.find(' ');
  const std::string word = line.substr(0, sp);
  std::string arg = sp == std::string::npos ? "" : line.substr(sp + 1);
  while (!arg.empty() && arg.front() == ' ') arg.erase(arg.begin());
  if (word == "?" || word == "help") return std::string(kLookupHelp);
  if (word == "+" && screen.compact() && g.decision()) return screen.more_options(g, *g.decision());
  if ((word == "b" || word == "board") && screen.compact() && g.decision()) return screen.before_question(g, *g.decision(), {}, true);
  if (word == "b" || word == "board") return "\n" + screen.board(g, g.decision()) + "\n" + (g.decision() ? screen.question(g, *g.decision()) : "");
  if (word == "m" || word == "monster" || word == "monsters") {
    const MapView v = map_view(db, b, nullptr);
    std::string out;
    for (const MonsterKey& k : v.monsters) {
      const std::string& name = db.monsters[size_t(k.def)].name;
      const bool match = arg.empty() || (arg.size() == 1 && arg[0] == k.symbol) || (arg.size() > 1 && starts_with_ci(name, arg)) ||
                         (arg.size() > 1 && db.monsters[size_t(k.def)].id == arg);
      if (match) out += std::string(1, k.symbol) + "  " + monster_card(db, k.def, &b, screen.lang()) + "\n";
    }
    if (out.empty()) return "No monster type '" + arg + "' in this scenario (m alone lists them).\n";
    return out;
  }
  if (word == "t" || word == "tables" || word == "modifiers") return modifier_tables(db, b);
  if (word == "e" || word == "elements") return elements_text(db, b);
  if (word == "o" || word == "order") return initiative_order(db, b);
  if (word == "s" || word == "scenario" || word == "rules") return scenario_card(db, b.scenario, screen.lang());
  if (word == "log") {
    std::string out;
    for (const std::string& l : screen.log()) out += l + "\n";
    return out.empty() ? std::string("Nothing has happened yet.\n") : out;
  }
  if (word == "c" || word == "card") {
    std::string out;
    for (const CardState& c : b.hero.cards) {
      const CardDef& cd = db.cards[size_t(c.def)];
      if (arg.empty()) out += "  " + cd.name + " (" + c.side + ", " + std::string(pile_name(c.pile)) + ")\n";
      else if (starts_with_ci(cd.name, arg) || cd.id == arg) out += card_text(db, c.def, screen.lang());
    }
    if (out.empty() && !arg.empty())
      for (size_t i = 0; i < db.cards.size(); ++i)
        if (starts_with_ci(db.cards[i].name, arg) || db.cards[i].id == arg) out += card_text(db, int(i), screen.lang());
    if (out.empty()) return "No card '" + arg + "' (c alone lists your cards).\n";
    return arg.empty() ? "Your cards (c NAME shows both sides):\n" + out : out;
  }
  if (word == "i" || word == "item") {
    std::string out;
    if (arg.empty()) {
      for (const ItemState& it : b.hero.items) out += item_text(db, it.def);
      return out.empty() ? std::string("You carry no items (i N shows any item).\n") : out;
    }
    char* end = nullptr;
    const long n = std::strtol(arg.c_str(), &end, 10);
    if (end && *end == '\0') {
      const int idx = db.item_index(int(n));
      return idx < 0 ? "There is no item #" + arg + ".\n" : item_text(db, idx);
    }
    for (size_t i = 0; i < db.items.size(); ++i)
      if (starts_with_ci(db.items[i].name, arg)) out += item_text(db, int(i));
    return out.empty() ? "No item '" + arg + "'.\n" : out;
  }
  return std::nullopt;
}

// The items the campaign offers that cannot be equipped now, and why.
std::string refused_items(const Game& g) {
  const ContentDb& db = g.content();
  std::string out;
  for (int number : g.state().setup.items_available) {
    const int idx = db.item_index(number);
    if (idx < 0) continue;
    const std::string reason = words::equip_block_words(db, g.board().hero, idx);
    if (reason.empty()) continue;
    const ItemDef& it = db.items[size_t(idx)];
    out += "  - " + it.name + " (#" + std::to_string(number) + ", " + std::string(slot_text(it.slot)) + "): " + reason + "\n";
  }
  std::string equipped;
  for (const ItemState& s : g.board().hero.items) equipped += "  * " + item_line(db, s.def) + "\n";
  std::string head = equipped.empty() ? "" : "Equipped:\n" + equipped;
  return head + (out.empty() ? "" : "Not allowed now:\n" + out);
}

volatile std::sig_atomic_t g_single = 0;

void on_interrupt(int) {
  const char* msg = g_single ? "\nInterrupted: single scenario, nothing saved.\n" : "\nInterrupted: the campaign is saved (after the last answer).\n";
  const ssize_t r = write(1, msg, std::strlen(msg));
  (void)r;
  std::_Exit(kExitQuit);
}

void write_replay(const Options& o, const Game& g, const std::vector<uint64_t>& hashes) {
  if (o.replay_out.empty()) return;
  Replay r;
  r.setup = g.state().setup;
  r.mods = o.mods;
  for (size_t i = 0; i < g.answer_count(); ++i) r.steps.push_back({hashes[i], std::string(g.answer_key(i))});
  r.final_hash = g.hash();
  SaveRecord rec = replay_to_save(r);
  if (const std::string err = write_save_atomically(o.replay_out, rec); !err.empty()) std::fprintf(stderr, "%s\n", err.c_str());
}

struct Played {
  ScenarioResult result = ScenarioResult::Lost;
  int rounds = 0;
};

void print_lines(const std::vector<std::string>& lines, bool quiet, const std::vector<Event>& events, const Game& g,
                 const words::Lang& lang) {
  if (quiet) {
    for (const Event& e : events)
      if (e.is<ScenarioEnded>()) std::puts(words::event_words(e, words::Labels(g.content(), g.board(), lang)).c_str());
    return;
  }
  for (const std::string& l : lines) std::puts(l.c_str());
}

// Takes back up to `want` answers of `g` (as many as `mode` allows) and says what happened.
// Returns how many were taken back.
size_t undo(Game& g, ScriptHost* scripts, UndoMode mode, size_t want, Screen& screen) {
  const size_t can = undoable(g, scripts, mode);
  const size_t n = std::min(want, can);
  if (n == 0) {
    std::puts(g.answer_count() == 0 ? "Nothing to take back: this is the scenario's first question."
                                    : "Nothing to take back: the dice have rolled since your last answer, and honest undo "
                                      "does not go back past a roll (`bnb play --undo free` does).");
    return 0;
  }
  g = undo_answers(g, scripts, n);
  // The screen's log again, from the replay of the answers that stand (nothing is printed).
  screen = Screen(screen.colour(), screen.size(), screen.lang());
  screen.narrate(g, g.take_events());
  std::printf("Took back %zu answer%s.%s\n", n, n == 1 ? "" : "s",
              n < want ? " Honest undo stops at the last roll of the dice (`bnb play --undo free` goes further)." : "");
  return n;
}

// Plays one scenario; `keys` are answers already given (resume). Returns false when the player quit.
bool play_scenario(const Options& o, Session& s, const GameSetup& setup, std::vector<std::string>& keys,
                   const std::function<void()>& save, Played& played) {
  Game g(s.db(), s.scripts.get(), setup);
  Screen screen(!o.auto_play && colour_wanted(), o.auto_play ? TermSize{} : terminal_size(), o.language);
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
  // A resumed game does not print its past again; a new one prints its setup and round 1 (script
  // errors and messages of the setup hooks among them) before the first question.
  if (!keys.empty()) g.take_events();
  if (!keys.empty() && !o.quiet) std::puts("(resumed)");
  if (!o.quiet) {
    const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(setup.scenario))];
    // The intro's paragraphs broken at the terminal's width, not where the file breaks its lines.
    std::string text = "\n=== Scenario " + scenario_number_text(sc.number) + ": " + sc.name + " (level " +
                       std::to_string(scenario_level(s.db(), setup)) + ") ===\n" + reflow(sc.intro, story_width(screen.size())) +
                       "\nGoal: " + sc.goal_text + "\n";
    if (!o.auto_play) text += "(At any prompt: ? lists the look-ups: monster cards, modifier tables, elements, cards, items, rules.)\n";
    std::fputs(screen.compact() ? fit_to_width(text, screen.size().cols).c_str() : text.c_str(), stdout);
  }
  BotConfig bc;
  bc.kind = o.bot, bc.seed = setup.seed, bc.budget = o.budget, bc.scripts = s.scripts.get();
  const std::unique_ptr<Bot> bot_owner = make_bot(bc);
  Bot& bot = *bot_owner;
  int answers = 0;
  const bool single = o.scenario != 0;
  OddsPool pool(s, o.mods, o.jobs ? o.jobs : default_jobs());
  const Lookup lookup = [&](const std::string& line) -> std::optional<std::string> {
    if (line == "h" || line == "hint") {
      OddsOptions hint;
      hint.futures = o.hint_futures, hint.seconds = o.hint_seconds, hint.seed = setup.seed;
      return hint_text(g, screen, pool, hint);
    }
    return game_lookup(g, screen, line);
  };
  bool show_all = false;  // after an undo the whole board is shown again

  while (!g.over() && g.decision()) {
    const std::vector<Event> events = g.take_events();
    const std::vector<std::string> lines = screen.narrate(g, events);
    check_strict(events, o);
    const Decision& d = *g.decision();
    int index = 0;
    if (o.auto_play) {
      print_lines(lines, o.quiet, events, g, o.language);
      index = bot.choose(g);
      if (++answers > kMaxGameAnswers) {
        std::fputs("bnb play: the built-in player gave up (too many answers)\n", stderr);
        return false;
      }
    } else {
      const std::string text =
          screen.before_question(g, d, lines, show_all, d.kind == DecisionKind::EquipItems ? refused_items(g) : "");
      show_all = false;
      std::fputs(text.c_str(), stdout);
      const Read r = read_answer(d, index, single ? "quit" : "save and quit", lookup);
      if (r == Read::Reload) throw ContentReloaded{};
      if (r == Read::Undo) {
        if (undo(g, s.scripts.get(), o.undo, size_t(index), screen) == 0) continue;
        keys.resize(g.answer_count()), hashes.resize(g.answer_count());
        save();
        show_all = true;
        continue;
      }
      if (r != Read::Answer) {
        if (single) {
          std::puts(r == Read::Quit ? "Quit. A single scenario (--scenario) is not saved; `bnb play --scenario N` starts it again."
                                    : "\nEnd of input: quit. A single scenario (--scenario) is not saved.");
        } else {
          save();
          std::puts(r == Read::Quit ? "Saved. Run `bnb play` to continue." : "\nEnd of input: saved. Run `bnb play` to continue.");
        }
        return false;
      }
    }
    keys.push_back(d.options[size_t(index)].key);
    g.answer_index(index);
    hashes.push_back(g.hash());
    save();
  }
  const std::vector<Event> events = g.take_events();
  check_strict(events, o);
  print_lines(screen.narrate(g, events), o.quiet, events, g, o.language);
  if (!o.quiet) {
    const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(setup.scenario))];
    if (g.outcome() == Outcome::Won) std::printf("\n%s\n", reflow(sc.conclusion, story_width(screen.size())).c_str());
  }
  std::printf("Scenario %s %s after %d rounds (state %s)\n", scenario_number_text(setup.scenario).c_str(), g.outcome() == Outcome::Won ? "won" : "lost",
              g.board().round, hash_hex(g.hash()).c_str());
  if (hashes.size() == g.answer_count()) write_replay(o, g, hashes);
  played = {g.outcome() == Outcome::Won ? ScenarioResult::Won : ScenarioResult::Lost, g.board().round};
  return true;
}

std::optional<std::string> campaign_lookup(const ContentDb& db, const std::string& line) {
  if (line == "?" || line == "help") return std::string("Here: the option's number or key. `bnb show class ID` and `bnb show scenario N` describe them.\n");
  const size_t sp = line.find(' ');
  if (sp == std::string::npos) return std::nullopt;
  const std::string word = line.substr(0, sp), arg = line.substr(sp + 1);
  if (word == "class" || word == "c")
    if (const int i = db.class_index(arg); i >= 0) return class_card(db, i);
  if (word == "scenario" || word == "s") {
    if (const std::optional<int> n = parse_scenario_number(arg))
      if (const int i = db.scenario_index(*n); i >= 0) return scenario_card(db, i);
  }
  return std::nullopt;
}

// The player's answer to a campaign decision, by number or key; false when the player quit.
bool ask(const ContentDb& db, const CampaignDecision& d, int& index, const char* quit_words, const words::Lang& lang) {
  std::fputs(render_decision(db, d, lang).c_str(), stdout);
  return read_answer(d, index, quit_words, [&](const std::string& l) { return campaign_lookup(db, l); }) == Read::Answer;
}

int play_single(const Options& o, Session& s) {
  g_single = 1;
  GameSetup setup;
  setup.scenario = o.scenario, setup.class_id = o.class_id, setup.level = o.level, setup.seed = o.seed;
  setup.difficulty = o.difficulty;
  if (setup.class_id.empty()) {
    // The class choice of a new campaign, outside the campaign.
    const CampaignFlow choice(s.db(), o.seed, o.difficulty);
    const CampaignDecision* d = choice.decision();
    int i = 0;
    if (!d) return kExitError;
    if (!o.auto_play && !ask(s.db(), *d, i, "quit", o.language)) {
      std::puts("Quit. Nothing is saved.");
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
  std::vector<std::string> keys;
  Played played;
  if (!o.watch) {
    if (!play_scenario(o, s, setup, keys, [] {}, played)) return kExitQuit;
    return played.result == ScenarioResult::Won ? kExitWon : kExitLost;
  }
  // --watch: the content is swapped between two runs of the scenario, never under a game.
  const std::string base = find_base_content();
  std::vector<std::string> dirs{base};
  dirs.insert(dirs.end(), o.mods.begin(), o.mods.end());
  FileWatch files(o.mods);
  std::unique_ptr<Session> next;
  g_watch = [&] {
    if (!files.changed()) return false;
    std::vector<std::string> answers = keys;
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
  };
  std::printf("Watching %zu mod folder(s) for changes.\n", o.mods.size());
  for (;;) {
    try {
      const bool finished = play_scenario(o, s, setup, keys, [] {}, played);
      g_watch = nullptr;
      if (!finished) return kExitQuit;
      return played.result == ScenarioResult::Won ? kExitWon : kExitLost;
    } catch (const ContentReloaded&) {
      s = std::move(*next);
      next.reset();
    }
  }
}

// The campaign read from the save, or a new one (--new, or no save yet). Null after a message;
// `code` is the exit code then.
// `read_as`: the save as read, which the writer may replace (with --new: the file as it is).
std::unique_ptr<CampaignFlow> open_campaign(const Options& o, Session& s, int& code, SaveIdentity& read_as) {
  code = kExitError;
  read_as = save_identity(o.save);
  if (!o.fresh) {
    SaveRecord rec;
    const SaveRead read = read_save_file(o.save, "campaign", kCampaignSaveVersion, rec, &read_as);
    if (read.status == SaveStatus::Ok) {
      Campaign c;
      if (const std::string e = from_save(rec, c); !e.empty()) {
        std::fprintf(stderr, "bnb play: %s: %s\n", o.save.c_str(), e.c_str());
        return nullptr;
      }
      // Options that only shape a new campaign are refused, not silently dropped.
      std::string refused;
      if (!o.class_id.empty() && o.class_id != c.class_id)
        refused += "  --class " + o.class_id + ": the campaign's class is " + c.class_id + "\n";
      if (o.seed_given) refused += "  --seed: the campaign's scenarios take their seeds from the campaign\n";
      if (o.difficulty_given && c.current && c.current->setup.difficulty != o.difficulty)
        refused += "  --difficulty " + o.difficulty + ": scenario " + scenario_number_text(c.current->setup.scenario) +
                   " is in progress at " + c.current->setup.difficulty + "\n";
      if (!refused.empty()) {
        std::fprintf(stderr, "bnb play: %s holds a campaign in progress; these options do not apply to it:\n%s"
                             "Leave them out to continue, use --new to start a new campaign (the save is replaced),\n"
                             "or --save FILE for a campaign in another file.\n", o.save.c_str(), refused.c_str());
        code = kExitUsage;
        return nullptr;
      }
      if (!o.quiet)
        std::printf("Continuing the campaign in %s (%s, %zu scenarios completed).\n", o.save.c_str(), c.class_id.c_str(),
                    c.completed.size());
      if (!c.notice.empty()) std::printf("%s\n", c.notice.c_str());  // an older save: the scenario restarts
      // The campaign keeps its difficulty in the save; --difficulty changes it for the scenarios to come.
      const std::string difficulty = o.difficulty_given ? o.difficulty : c.difficulty;
      if (o.difficulty_given && o.difficulty != c.difficulty && !o.quiet)
        std::printf("The campaign's difficulty is now %s (it was %s).\n", o.difficulty.c_str(), c.difficulty.c_str());
      return std::make_unique<CampaignFlow>(s.db(), std::move(c), difficulty);
    }
    if (read.status != SaveStatus::Missing) {
      std::fprintf(stderr, "bnb play: %s\nUse --save FILE for another file, or --new to start over.\n", read.error.c_str());
      return nullptr;
    }
  }
  if (!o.quiet && o.auto_play) std::printf("The built-in player plays a campaign saved in %s.\n", o.save.c_str());
  return std::make_unique<CampaignFlow>(s.db(), o.seed, o.difficulty);
}

int play_campaign(const Options& o, Session& s) {
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
  auto save = [&] {
    if (const std::string e = writer.write(to_save(flow->state())); !e.empty()) {
      if (writer.stopped()) throw std::runtime_error(e);  // another program's save: stop, never overwrite
      std::fprintf(stderr, "%s\n", e.c_str());
    }
  };
  CampaignBot bot;
  int played = 0;
  int last = kExitWon;  // the exit code of the last scenario played
  for (;;) {
    if (const CampaignDecision* d = flow->decision()) {
      int i = 0;
      if (d->kind == CampaignChoice::Class && !o.class_id.empty()) {
        if (!flow->answer(o.class_id).ok()) {
          std::fprintf(stderr, "bnb play: there is no class '%s'\n", o.class_id.c_str());
          return kExitUsage;
        }
        save();
        continue;
      }
      if (d->kind == CampaignChoice::NextScenario && played >= o.max_scenarios) return last;
      if (o.auto_play) {
        i = bot.choose(*d);
      } else if (!ask(s.db(), *d, i, "save and quit", o.language)) {
        std::puts(d->kind == CampaignChoice::Class ? "Quit before choosing a class: there is no campaign to save yet."
                                                   : "Saved. Run `bnb play` to continue.");
        return kExitQuit;
      }
      const bool after_scenario = d->kind == CampaignChoice::AfterWin || d->kind == CampaignChoice::AfterLoss;
      if (after_scenario && !d->options[size_t(i)].go_on) {
        if (bot.gave_up()) std::puts("The built-in player lost three times in a row; stopping.");
        return last;
      }
      if (after_scenario && played >= o.max_scenarios) return last;
      flow->answer_index(i);
      save();
      continue;
    }
    if (played >= o.max_scenarios) return last;
    ScenarioInProgress* current = flow->scenario();
    if (!current) {
      if (flow->ended()) {
        // The last scenario was won and leads nowhere: the end of the story and the record.
        if (campaign_record(s.db(), flow->state()).finished) std::fputs(campaign_end_screen(s.db(), flow->state(), o.quiet, story_width(terminal_size())).c_str(), stdout);
        else std::puts("The campaign has no further scenario in the loaded content. Well played!");
      }
      return last;
    }
    Played result;
    const GameSetup setup = current->setup;
    if (!play_scenario(o, s, setup, current->answers, save, result)) return kExitQuit;
    flow->finish_scenario(result.result, result.rounds);
    save();
    last = result.result == ScenarioResult::Won ? kExitWon : kExitLost;
    ++played;
  }
}

}  // namespace

int cmd_play(int argc, char** argv) {
  Options o;
  if (parse_or_usage([&] { return parse(argc, argv, o); })) return kExitUsage;
  Session s;
  if (!open_session(o.mods, s)) return kExitError;
  std::signal(SIGINT, on_interrupt);
  try {
    return o.scenario ? play_single(o, s) : play_campaign(o, s);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bnb play: %s\n", e.what());
    return kExitError;
  }
}

}  // namespace bnb::cli
