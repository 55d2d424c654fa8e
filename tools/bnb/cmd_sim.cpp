// bnb sim: plays many seeded games with a bot and prints win rates and per-card figures.
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <filesystem>

#include "engine/play/bots/bot.h"
#include "engine/base/core/scenario_number.h"
#include "engine/play/sim/html_report.h"
#include "engine/base/content/yaml_read.h"
#include "engine/play/sim/json.h"
#include "engine/play/sim/play.h"
#include "engine/play/sim/stats.h"
#include "tools/bnb/option_table.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/session.h"
#include "tools/bnb/sim_run.h"

namespace bnb::cli {

namespace {

constexpr const char* kHead = R"(usage: bnb sim --class C [options]
       bnb sim --merge FILE...

Plays N seeded games per scenario with a bot and prints, per scenario, the wins with a 95% Wilson
interval, the rounds, hit points and cards left at the end and how games were lost; then per card
of the class how it was played (top / bottom / basic), lost and used to negate damage, and the
win rate of games where it was played against games where it was not. docs/sim.md has examples.

options:
)";

constexpr const char* kTail = R"(exit status: 0 done, 1 error (or a script error with --strict), 2 bad usage, 130 interrupted
(Ctrl-C; what was played is printed)
)";

std::atomic<bool> g_stop{false};
extern "C" void on_interrupt(int) { g_stop = true; }

struct Options {
  std::string class_id, difficulty = "normal", without, report;
  std::string command;  // the command line, for the report
  std::vector<int> scenarios{1};
  int games = 20, level = 0, budget = kSearchBudget, jobs = 1, shard = 1, shards = 1;
  uint64_t seed = 1;
  BotKind bot = BotKind::Heuristic;
  bool json = false, strict = false;
  double progress = 5;
  std::vector<std::string> mods, merge, compare, ablate;
};

OptionTable sim_table(Options& o) {
  const OptionKind bot{Takes::one, "random, heuristic or search", [&o](const std::string&, const std::string&, const std::string& v) {
                         const std::optional<BotKind> k = parse_bot_kind(v);
                         if (!k) throw std::runtime_error("bnb sim: unknown bot '" + v + "' (random, heuristic or search)");
                         o.bot = *k;
                       }};
  const OptionKind shard{Takes::one, "I/N", [&o](const std::string& c, const std::string& a, const std::string& v) {
                           const size_t slash = v.find('/');
                           if (slash == std::string::npos) throw std::runtime_error("bnb sim: --shard needs I/N, e.g. 2/8");
                           o.shards = int(whole_number(c, a, v.substr(slash + 1), 1, 1000000));
                           o.shard = int(whole_number(c, a, v.substr(0, slash), 1, o.shards));
                         }};
  const OptionKind scenarios{Takes::one, "a list like 1-4", [&o](const std::string& c, const std::string& a, const std::string& v) {
                               o.scenarios = scenario_list(c, a, v);
                             }};
  const Takes listed = Takes::words_or_dash;
  return {"sim", kHead, {
      {"--class", "C", text(o.class_id, "a class id"), "the class to play (e.g. bruiser), or all: every class each scenario allows\n"
                                                      "(one table row per scenario and class)"},
      {"--scenarios", "LIST", scenarios, "scenarios, e.g. 1-4 or 1,3,12.5 (default 1; a range counts whole numbers); those the\n"
                                         "class may not play are skipped"},
      {"--games", "N", whole(o.games, 1, 100000000), "games per scenario (default 20); game i of a scenario uses seed S + i"},
      {"--seed", "S", whole(o.seed, 0, INT64_MAX), "the first seed (default 1)"},
      {"--bot", "B", bot, "random, heuristic (the built-in player, default) or search"},
      {"--budget", "B", whole(o.budget, 1, 1000000), "search bot: playouts per decision, at most (default 128;\n"
                                                     "the setup's item and upgrade choices: 4096)"},
      {"--difficulty", "D", text(o.difficulty, "a difficulty"), "very_easy, easy, normal (default), hard, very_hard"},
      {"--level", "L", whole(o.level, 1, 5, "a level"), "scenario level 1-5 (default: the scenario's)"},
      {"--mods", "DIR...", words(o.mods, listed), "extra mods loaded after the base game"},
      {"--without", "CARD", text(o.without, "a card id"),
       "play with CARD blanked (only its basic Attack 2 / Move 2 remain) beside the\n"
       "baseline on the same seeds: what is it worth? (with --json: the blanked games only)"},
      {"--ablate", "all|CARD...", words(o.ablate, listed), "the baseline and each card of the class (or each CARD) blanked, on the same\n"
                                                          "seeds: each card's worth with its 95% interval and McNemar's p"},
      {"--compare", "A B", words(o.compare, listed), "play every game twice, with the mod A and with the mod B (matched seeds), and\n"
                                                    "print both win rates, the difference and McNemar's test"},
      {"--report", "FILE", text(o.report, "a file name"), "also write the figures as one HTML page with charts (self-contained: open it\n"
                                                          "in any browser); with --merge too"},
      {"--json", "", flag(o.json), "one JSON object per game (JSON lines), then a summary object"},
      {"--shard", "I/N", shard, "play only share I of N of the games (1 <= I <= N); merge the --json outputs"},
      {"--merge", "FILE...", words(o.merge, listed), "read --json outputs ('-' = stdin) and print the tables of all their games"},
      {"--jobs", "K", whole(o.jobs, 1, 256), "K threads, each with its own game and Lua state (default 1)"},
      {"--progress", "S", seconds(o.progress, 0, 86400), "with stderr not a terminal, a progress line every S seconds (default 5; 0: none)"},
      {"--strict", "", flag(o.strict), "a game with a script error fails the run: each such game is named on stderr\n"
                                       "and the exit status is 1 (the tables are still printed)"},
  }, kTail};
}

bool parse(int argc, char** argv, Options& o) {
  if (!read_options(sim_table(o), argc, argv)) return false;
  if (o.merge.empty() && o.class_id.empty()) {
    std::fputs("bnb sim: --class is needed (see bnb sim --help)\n", stderr);
    return false;
  }
  if (!o.compare.empty() && o.compare.size() != 2) {
    std::fputs("bnb sim: --compare needs two mod folders\n", stderr);
    return false;
  }
  if (!o.ablate.empty() && (o.json || !o.compare.empty() || !o.without.empty() || o.class_id == "all")) {
    std::fputs("bnb sim: --ablate is for one class, without --json, --compare or --without\n", stderr);
    return false;
  }
  if (!o.compare.empty() && o.json) {
    std::fputs("bnb sim: --compare prints a table; --json is for single runs\n", stderr);
    return false;
  }
  return true;
}

// "did you mean": a card id named without its class prefix ("vine-lash" for "pebbler-vine-lash"),
// else the nearest id by spelling.
std::string suggestion(const std::string& word, const std::vector<std::string>& ids) {
  for (const std::string& id : ids)
    if (id.size() > word.size() && id.ends_with("-" + word)) return id;
  const std::vector<std::string_view> views(ids.begin(), ids.end());
  return loader::closest(word, views);
}

std::string unknown(const std::string& what, const std::string& word, const std::vector<std::string>& ids) {
  const std::string near = suggestion(word, ids);
  return "bnb sim: there is no " + what + " '" + word + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)");
}

// What the loaded content cannot play is bad usage (exit 2): an unknown class, difficulty,
// scenario or card. Empty when all is well.
std::string usage_problem(const Options& o, const ContentDb& db, const std::vector<std::string>& ablate) {
  std::vector<std::string> classes, difficulties, cards;
  for (const ClassDef& c : db.classes) classes.push_back(c.id);
  for (const Difficulty& d : db.monster_tables) difficulties.push_back(d.id);
  for (const CardDef& c : db.cards) cards.push_back(c.id);
  if (o.class_id != "all" && db.class_index(o.class_id) < 0) return unknown("class", o.class_id, classes);
  if (db.difficulty_index(o.difficulty) < 0) {
    std::string list;
    for (const std::string& d : difficulties) list += (list.empty() ? "" : ", ") + d;
    return unknown("difficulty", o.difficulty, difficulties) + "; the difficulties: " + list;
  }
  for (int sc : o.scenarios)
    if (db.scenario_index(sc) < 0) {
      // db.scenarios is in number order (the loader sorts it).
      const std::string lo = db.scenarios.empty() ? "" : scenario_number_text(db.scenarios.front().number);
      const std::string hi = db.scenarios.empty() ? "" : scenario_number_text(db.scenarios.back().number);
      return "bnb sim: there is no scenario " + scenario_number_text(sc) + " (the loaded content has " + lo + "-" + hi + ")";
    }
  if (!o.without.empty() && db.card_index(o.without) < 0) return unknown("card", o.without, cards);
  for (const std::string& c : ablate)
    if (db.card_index(c) < 0) return unknown("card", c, cards);
  return {};
}

// `--ablate all`: the class's cards, level 1 and their upgrades.
std::vector<std::string> ablated_cards(const Options& o, const ContentDb& db) {
  if (o.ablate.size() != 1 || o.ablate.front() != "all") return o.ablate;
  const ClassDef& c = db.classes[size_t(db.class_index(o.class_id))];
  std::vector<std::string> out = c.cards;
  out.insert(out.end(), c.upgrades.begin(), c.upgrades.end());
  return out;
}

std::vector<sim::GameRecord> finished(const std::vector<std::optional<sim::GameRecord>>& rs) {
  std::vector<sim::GameRecord> out;
  for (const auto& r : rs)
    if (r) out.push_back(*r);
  return out;
}

// --strict: names every game with a script error on stderr; false if there was one.
bool no_script_errors(const std::vector<std::vector<std::optional<sim::GameRecord>>>& results) {
  bool clean = true;
  for (const auto& variant : results)
    for (const auto& r : variant)
      if (r && !r->script_error.empty()) {
        std::fprintf(stderr, "bnb sim: script error (--strict) in scenario %s, seed %llu: %s\n", scenario_number_text(r->scenario).c_str(),
                     static_cast<unsigned long long>(r->seed), r->script_error.c_str());
        clean = false;
      }
  return clean;
}

// The HTML page of --report, written whole or not at all (a temporary file renamed over it).
bool write_report(const Options& o, sim::HtmlReport page) {
  if (o.report.empty()) return true;
  page.command = o.command;
  const std::string tmp = o.report + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary);
    f << sim::html_report(page);
    if (!f.flush()) {
      std::fprintf(stderr, "bnb sim: cannot write %s\n", o.report.c_str());
      return false;
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, o.report, ec);
  if (ec) {
    std::fprintf(stderr, "bnb sim: cannot write %s: %s\n", o.report.c_str(), ec.message().c_str());
    return false;
  }
  return true;
}

int merge(const Options& o) {
  std::vector<sim::GameRecord> records;
  for (const std::string& f : o.merge) {
    std::ifstream file;
    if (f != "-") {
      file.open(f);
      if (!file) {
        std::fprintf(stderr, "bnb sim: cannot open %s\n", f.c_str());
        return 1;
      }
    }
    std::istream& in = f == "-" ? std::cin : file;
    std::string line, error;
    for (int n = 1; std::getline(in, line); ++n) {
      if (line.empty()) continue;
      if (std::optional<sim::GameRecord> r = sim::record_from_json(line, error)) records.push_back(std::move(*r));
      else if (!error.empty()) {
        std::fprintf(stderr, "bnb sim: %s:%d: %s\n", f.c_str(), n, error.c_str());
        return 1;
      }
    }
  }
  if (o.json) {
    sim::sort_records(records);
    for (const sim::GameRecord& r : records) std::puts(sim::to_json(r).c_str());
    std::puts(sim::summary_json(records).c_str());
  } else {
    std::fputs(sim::report(records).c_str(), stdout);
  }
  sim::HtmlReport page;
  page.records = std::move(records);
  return write_report(o, std::move(page)) ? 0 : 1;
}

}  // namespace

int cmd_sim(int argc, char** argv) {
  Options o;
  if (const int bad = parse_or_usage([&] { return parse(argc, argv, o); })) return bad;
  o.command = "bnb";
  for (int i = 0; i < argc; ++i) o.command += std::string(" ") + argv[i];
  if (!o.merge.empty()) return merge(o);

  // The content of the first variant (with --compare, A's) checks the command line and plays
  // the first thread's games.
  std::vector<std::string> first_mods = o.mods;
  if (!o.compare.empty()) first_mods.push_back(o.compare.front());
  Session check;
  if (!open_session(first_mods, check)) return 1;
  const bool all_classes = o.class_id == "all";
  std::vector<std::string> ablate;
  if (!o.ablate.empty() && check.db().class_index(o.class_id) >= 0) ablate = ablated_cards(o, check.db());
  if (const std::string problem = usage_problem(o, check.db(), ablate); !problem.empty()) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    return 2;
  }

  // The variants: the baseline (or the two mods compared); --without also plays the card blanked
  // beside the baseline (only the blanked games with --json).
  std::vector<SimVariant> variants;
  if (o.compare.empty()) variants.push_back({o.mods, {}});
  for (const std::string& dir : o.compare) {
    variants.push_back({o.mods, {}});
    variants.back().mods.push_back(dir);
    if (!o.without.empty()) variants.back().blanked.push_back(o.without);
  }
  const bool beside = !o.without.empty() && o.compare.empty();
  if (beside && o.json) variants.front().blanked.push_back(o.without);
  else if (beside) variants.push_back({o.mods, {o.without}});

  // The games: every playable scenario x class x seed, numbered in order; a shard keeps every N-th.
  std::vector<std::string> classes{o.class_id};
  if (all_classes) {
    classes.clear();
    for (const ClassDef& c : check.db().classes) classes.push_back(c.id);
  }
  std::vector<SimTask> tasks;
  FILE* notes = o.json ? stderr : stdout;
  size_t number = 0;
  for (int sc : o.scenarios)
    for (const std::string& cls : classes) {
      const GameSetup s = sim::sim_setup(check.db(), sc, cls, o.seed, o.level, o.difficulty);
      if (const SetupProblem p = check_setup(check.db(), s); p != SetupProblem::None) {
        // With every class, the classes a scenario does not allow are simply not its pairs.
        if (!all_classes || !is_class_rule(p))
          std::fprintf(notes, "note: scenario %s skipped: %s\n", scenario_number_text(sc).c_str(), setup_problem_text(check.db(), s, p).c_str());
        continue;
      }
      for (int i = 0; i < o.games; ++i, ++number)
        if (int(number % size_t(o.shards)) == o.shard - 1) tasks.push_back({sc, o.seed + uint64_t(i), cls});
    }

  SimRun run;
  run.bot.kind = o.bot, run.bot.budget = o.budget;
  run.level = o.level, run.difficulty = o.difficulty, run.jobs = o.jobs, run.progress_seconds = o.progress;
  run.stop = &g_stop;
  run.ready = &check;
  std::signal(SIGINT, on_interrupt);
  SimResults results, blanked;
  std::vector<std::string> ablated;  // the cards of --ablate that were in the hand in a baseline game
  try {
    if (!run_sim(run, variants, tasks, results)) return 1;
    if (!ablate.empty() && !g_stop) {
      // A card never in the hand cannot change a game: only the others are played blanked.
      for (const std::string& card : ablate) {
        bool held = false;
        for (const auto& r : results[0])
          for (size_t i = 0; r && i < r->cards.size() && !held; ++i) held = r->cards[i].card == card;
        if (held) ablated.push_back(card);
        else std::printf("note: %s was in no game's hand: not played blanked\n", card.c_str());
      }
      std::vector<SimVariant> ablations;
      for (const std::string& card : ablated) ablations.push_back({o.mods, {card}});
      if (!run_sim(run, ablations, tasks, blanked)) return 1;
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bnb sim: %s\n", e.what());
    return 1;
  }
  std::signal(SIGINT, SIG_DFL);
  if (g_stop) std::fprintf(stderr, "bnb sim: interrupted; the tables show the games finished\n");

  sim::HtmlReport page;
  page.records = finished(results[0]);
  if (!o.compare.empty()) {
    page.compared = finished(results[1]), page.name_a = o.compare[0], page.name_b = o.compare[1];
    std::fputs(sim::compare_report(page.records, page.compared, o.compare[0], o.compare[1]).c_str(), stdout);
  } else if (o.json) {
    for (const sim::GameRecord& r : page.records) std::puts(sim::to_json(r).c_str());
    std::puts(sim::summary_json(page.records).c_str());
  } else if (beside) {
    page.ablations.push_back({o.without, finished(results[1])});
    std::printf("baseline\n");
    std::fputs(sim::report(page.records).c_str(), stdout);
    std::printf("\nwithout %s (blanked: only its basic actions)\n", o.without.c_str());
    std::fputs(sim::report(page.ablations.front().blanked).c_str(), stdout);
    std::printf("\n");
    std::fputs(sim::ablation_report(page.records, page.ablations).c_str(), stdout);
  } else {
    std::fputs(sim::report(page.records).c_str(), stdout);
    for (size_t i = 0; i < ablated.size(); ++i) page.ablations.push_back({ablated[i], finished(blanked[i])});
    if (!page.ablations.empty()) {
      std::printf("\n");
      std::fputs(sim::ablation_report(page.records, page.ablations).c_str(), stdout);
    }
  }
  if (!write_report(o, std::move(page))) return 1;
  if (o.strict && !(no_script_errors(results) && no_script_errors(blanked))) return 1;
  return g_stop ? 130 : 0;
}

}  // namespace bnb::cli
