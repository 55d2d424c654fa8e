// bnb sim: plays many seeded games with a bot and prints win rates and per-card figures.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/sim/json.h"
#include "engine/sim/play.h"
#include "engine/sim/stats.h"
#include "tools/bnb/args.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp = R"(usage: bnb sim --class C [options]
       bnb sim --merge FILE...

Plays N seeded games per scenario with a bot and prints, per scenario, the wins with a 95% Wilson
interval, the rounds, hit points and cards left at the end and how games were lost; then per card
of the class how it was played (top / bottom / basic), lost and used to negate damage, and the
win rate of games where it was played against games where it was not. docs/sim.md has examples.

options:
  --class C          the class to play (e.g. bruiser), or all: every class each scenario allows
                     (one table row per scenario and class)
  --scenarios LIST   scenarios, e.g. 1-4 or 1,3 (default 1); those the class may not play are skipped
  --games N          games per scenario (default 20); game i of a scenario uses seed S + i
  --seed S           the first seed (default 1)
  --bot B            random, heuristic (the built-in player, default) or search
  --budget B         search bot: playouts per decision, at most (default 512)
  --difficulty D     very_easy, easy, normal (default), hard, very_hard
  --level L          scenario level 1-5 (default: the scenario's)
  --mods DIR...      extra mods loaded after the base game
  --without CARD     play with CARD blanked (only its basic Attack 2 / Move 2 remain): what is it worth?
  --compare A B      play every game twice, with the mod A and with the mod B (matched seeds), and
                     print both win rates, the difference and McNemar's test
  --json             one JSON object per game (JSON lines), then a summary object
  --shard I/N        play only share I of N of the games (1 <= I <= N); merge the --json outputs
  --merge FILE...    read --json outputs ('-' = stdin) and print the tables of all their games
  --jobs K           K threads, each with its own game and Lua state (default 1)
  --strict           a game with a script error fails the run: each such game is named on stderr
                     and the exit status is 1 (the tables are still printed)
exit status: 0 done, 1 error (or a script error with --strict), 2 bad usage, 130 interrupted
(Ctrl-C; what was played is printed)
)";

std::atomic<bool> g_stop{false};
extern "C" void on_interrupt(int) { g_stop = true; }

struct Options {
  std::string class_id, difficulty = "normal", without;
  std::vector<int> scenarios{1};
  int games = 20, level = 0, budget = kSearchBudget, jobs = 1, shard = 1, shards = 1;
  uint64_t seed = 1;
  BotKind bot = BotKind::Heuristic;
  bool json = false, strict = false;
  std::vector<std::string> mods, merge, compare;
};

bool parse(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= argc) throw std::runtime_error("bnb sim: " + a + " needs " + what);
      return argv[++i];
    };
    auto values = [&](std::vector<std::string>& into) {
      while (i + 1 < argc && (argv[i + 1][0] != '-' || argv[i + 1] == std::string("-"))) into.push_back(argv[++i]);
    };
    if (a == "--help" || a == "-h") { std::fputs(kHelp, stdout); std::exit(0); }
    else if (a == "--class") o.class_id = value("a class id");
    else if (a == "--scenarios") o.scenarios = number_list("sim", a, value("a list like 1-4"), 1, 1000000);
    else if (a == "--games") o.games = int(whole_number("sim", a, value("a number"), 1, 100000000));
    else if (a == "--seed") o.seed = uint64_t(whole_number("sim", a, value("a number"), 0, INT64_MAX));
    else if (a == "--budget") o.budget = int(whole_number("sim", a, value("a number"), 1, 1000000));
    else if (a == "--difficulty") o.difficulty = value("a difficulty");
    else if (a == "--level") o.level = int(whole_number("sim", a, value("a level"), 1, 5));
    else if (a == "--without") o.without = value("a card id");
    else if (a == "--jobs") o.jobs = int(whole_number("sim", a, value("a number"), 1, 256));
    else if (a == "--json") o.json = true;
    else if (a == "--strict") o.strict = true;
    else if (a == "--mods") values(o.mods);
    else if (a == "--merge") values(o.merge);
    else if (a == "--compare") values(o.compare);
    else if (a == "--bot") {
      const std::string b = value("random, heuristic or search");
      const std::optional<BotKind> k = parse_bot_kind(b);
      if (!k) throw std::runtime_error("bnb sim: unknown bot '" + b + "' (random, heuristic or search)");
      o.bot = *k;
    } else if (a == "--shard") {
      const std::string v = value("I/N");
      const size_t slash = v.find('/');
      if (slash == std::string::npos) throw std::runtime_error("bnb sim: --shard needs I/N, e.g. 2/8");
      o.shards = int(whole_number("sim", a, v.substr(slash + 1), 1, 1000000));
      o.shard = int(whole_number("sim", a, v.substr(0, slash), 1, o.shards));
    } else {
      std::fprintf(stderr, "bnb sim: unknown option '%s' (see bnb sim --help)\n", a.c_str());
      return false;
    }
  }
  if (o.merge.empty() && o.class_id.empty()) {
    std::fputs("bnb sim: --class is needed (see bnb sim --help)\n", stderr);
    return false;
  }
  if (!o.compare.empty() && o.compare.size() != 2) {
    std::fputs("bnb sim: --compare needs two mod folders\n", stderr);
    return false;
  }
  if (!o.compare.empty() && o.json) {
    std::fputs("bnb sim: --compare prints a table; --json is for single runs\n", stderr);
    return false;
  }
  return true;
}

struct Task {
  int scenario;
  uint64_t seed;
  std::string class_id;
};

GameSetup setup_for(const Options& o, const ContentDb& db, int scenario, uint64_t seed, const std::string& class_id) {
  GameSetup s;
  s.scenario = scenario, s.class_id = class_id, s.level = o.level, s.seed = seed, s.difficulty = o.difficulty;
  for (const ItemDef& it : db.items) s.items_available.push_back(it.number);
  return s;
}

// One variant of the content a game is played with (the mods, and the ablated card).
struct Variant {
  std::vector<std::string> mods;
};

bool open_variant(const Options& o, const Variant& v, Session& s) {
  if (!open_session(v.mods, s)) return false;
  if (!o.without.empty() && !sim::blank_card(s.loaded.db, o.without)) {
    std::fprintf(stderr, "bnb sim: there is no card '%s'\n", o.without.c_str());
    return false;
  }
  return true;
}

// Plays every task once per variant on `jobs` threads. results[v][t] is set when task t of
// variant v finished.
bool run_tasks(const Options& o, const std::vector<Variant>& variants, const std::vector<Task>& tasks,
               std::vector<std::vector<std::optional<sim::GameRecord>>>& results) {
  results.assign(variants.size(), std::vector<std::optional<sim::GameRecord>>(tasks.size()));
  std::atomic<size_t> next{0}, done{0};
  std::atomic<bool> failed{false};
  const size_t total = tasks.size() * variants.size();
  auto worker = [&] {
    std::vector<Session> sessions(variants.size());
    for (size_t v = 0; v < variants.size(); ++v)
      if (!open_variant(o, variants[v], sessions[v])) {
        failed = true;
        return;
      }
    for (size_t k; !g_stop && !failed && (k = next++) < total;) {
      const size_t t = k / variants.size(), v = k % variants.size();
      Session& s = sessions[v];
      BotConfig c;
      c.kind = o.bot, c.seed = tasks[t].seed, c.budget = o.budget, c.scripts = s.scripts.get();
      const std::unique_ptr<Bot> bot = make_bot(c);
      sim::GameRecord r = sim::play_recorded(s.db(), s.scripts.get(), setup_for(o, s.db(), tasks[t].scenario, tasks[t].seed, tasks[t].class_id),
                                             *bot, bot_kind_name(o.bot), &g_stop);
      if (r.end == "unfinished") break;
      results[v][t] = std::move(r);
      ++done;
    }
  };
  std::vector<std::thread> threads;
  for (int j = 0; j < o.jobs; ++j) threads.emplace_back(worker);
  // A progress bar on stderr for runs over a second, only on a terminal.
  const auto start = std::chrono::steady_clock::now();
  const bool tty = isatty(STDERR_FILENO);
  bool drawn = false;
  while (done < total && !g_stop && !failed) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!tty || secs < 1.0) continue;
    const size_t d = done, width = 30, filled = total ? d * width / total : width;
    std::fprintf(stderr, "\r[%s%s] %zu/%zu games  %.0f s ", std::string(filled, '#').c_str(),
                 std::string(width - filled, ' ').c_str(), d, total, secs);
    drawn = true;
  }
  for (std::thread& t : threads) t.join();
  if (drawn) std::fprintf(stderr, "\r%*s\r", 60, "");
  return !failed;
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
        std::fprintf(stderr, "bnb sim: script error (--strict) in scenario %d, seed %llu: %s\n", r->scenario,
                     static_cast<unsigned long long>(r->seed), r->script_error.c_str());
        clean = false;
      }
  return clean;
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
  return 0;
}

}  // namespace

int cmd_sim(int argc, char** argv) {
  Options o;
  if (const int bad = parse_or_usage([&] { return parse(argc, argv, o); })) return bad;
  if (!o.merge.empty()) return merge(o);

  std::vector<Variant> variants;
  if (o.compare.empty()) variants.push_back({o.mods});
  for (const std::string& dir : o.compare) {
    variants.push_back({o.mods});
    variants.back().mods.push_back(dir);
  }
  // The games: every playable scenario x class x seed, numbered in order; a shard keeps every N-th.
  Session check;
  if (!open_variant(o, variants.front(), check)) return 1;
  const bool all_classes = o.class_id == "all";
  std::vector<std::string> classes{o.class_id};
  if (all_classes) {
    classes.clear();
    for (const ClassDef& c : check.db().classes) classes.push_back(c.id);
  }
  std::vector<Task> tasks;
  FILE* notes = o.json ? stderr : stdout;
  size_t number = 0;
  for (int sc : o.scenarios)
    for (const std::string& cls : classes) {
      GameSetup s = setup_for(o, check.db(), sc, o.seed, cls);
      if (const SetupProblem p = check_setup(check.db(), s); p != SetupProblem::None) {
        // With every class, the classes a scenario does not allow are simply not its pairs.
        if (!all_classes || !is_class_rule(p))
          std::fprintf(notes, "note: scenario %d skipped: %s\n", sc, setup_problem_text(check.db(), s, p).c_str());
        if (all_classes && p == SetupProblem::NoScenario) break;
        continue;
      }
      for (int i = 0; i < o.games; ++i, ++number)
        if (int(number % size_t(o.shards)) == o.shard - 1) tasks.push_back({sc, o.seed + uint64_t(i), cls});
    }

  std::signal(SIGINT, on_interrupt);
  std::vector<std::vector<std::optional<sim::GameRecord>>> results;
  try {
    if (!run_tasks(o, variants, tasks, results)) return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bnb sim: %s\n", e.what());
    return 1;
  }
  std::signal(SIGINT, SIG_DFL);
  if (g_stop) std::fprintf(stderr, "bnb sim: interrupted; the tables show the games finished\n");

  if (!o.compare.empty()) {
    std::fputs(sim::compare_report(finished(results[0]), finished(results[1]), o.compare[0], o.compare[1]).c_str(), stdout);
  } else if (o.json) {
    const std::vector<sim::GameRecord> rs = finished(results[0]);
    for (const sim::GameRecord& r : rs) std::puts(sim::to_json(r).c_str());
    std::puts(sim::summary_json(rs).c_str());
  } else {
    if (!o.without.empty()) std::printf("without %s (blanked: only its basic actions)\n", o.without.c_str());
    std::fputs(sim::report(finished(results[0])).c_str(), stdout);
  }
  if (o.strict && !no_script_errors(results)) return 1;
  return g_stop ? 130 : 0;
}

}  // namespace bnb::cli
