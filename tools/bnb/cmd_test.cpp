// bnb test: runs the tests a mod ships (MOD/tests/*.yaml) in the real engine, with the real Lua
// host: a scenario, a situation set up on it, rigged die rolls, the answers to give, and what must
// hold, once or between answers. The format is in docs/modding.md ("Testing a mod").
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/play/game/describe_event.h"
#include "engine/play/game/play_to_end.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/test_runner.h"

namespace bnb::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kHelp =
    "usage: bnb test [--strict] MOD...\n"
    "\n"
    "Runs the tests in MOD/tests/*.yaml of each mod, in the real engine with the base game and\n"
    "the mods given loaded. A test names a scenario and a class, may set up a situation (figures,\n"
    "terrain, walls, elements, items, cards), rig the die, gives answers by option key, and states\n"
    "what must hold, once or between answers (docs/modding.md, \"Testing a mod\"). A failing\n"
    "expectation is printed as\n"
    "  file:line:col: failed: test name: path: expected X, got Y\n"
    "A script error fails the test that met it unless the test expects it (expect.script_error):\n"
    "test runs are always strict; --strict is accepted for symmetry with play and sim.\n"
    "\n"
    "exit status: 0 every test passed, 1 a test failed (or a test file or mod is broken),\n"
    "2 bad usage\n";

// Die faces by symbol ("-", "o", "+": the first face with it) or number (1-6).
bool read_faces(FileCtx& ctx, const Val& v, const ContentDb& db, std::vector<uint8_t>& out) {
  auto items = loader::read_list(ctx, v);
  if (!items) return false;
  bool ok = true;
  for (const Val& item : *items) {
    const std::string s = item.node.IsScalar() ? item.node.Scalar() : std::string();
    int face = -1;
    for (size_t i = 0; i < db.die.symbol.size() && face < 0; ++i)
      if (db.die.symbol[i] == s) face = int(i);
    if (face < 0 && s.size() == 1 && s[0] >= '1' && s[0] <= '6') face = s[0] - '1';
    if (face < 0) {
      loader::expected(ctx, item, "a die face: a symbol of the die or a number 1-6");
      ok = false;
    } else {
      out.push_back(uint8_t(face));
    }
  }
  return ok;
}

// Dice a game rolled: attack modifier dice (an item's re-reading is no new die) and monster action dice.
int modifier_dice(const std::vector<Event>& events) {
  int n = 0;
  for (const Event& e : events)
    if (const ModifierRolled* r = e.get<ModifierRolled>(); r && !r->reread) ++n;
  return n;
}
int action_dice(const std::vector<Event>& events) {
  return int(std::count_if(events.begin(), events.end(), [](const Event& e) { return e.is<MonsterActionRolled>(); }));
}

}  // namespace

void TestRun::fail(const YAML::Mark& at, const std::string& path, const std::string& message) {
  std::printf("%s:%d:%d: failed: %s: %s%s%s\n", ctx_.file.c_str(), at.line + 1, at.column + 1, name_.c_str(),
              path.c_str(), path.empty() ? "" : ": ", message.c_str());
  ++failures_;
}

std::optional<DecisionKind> read_decision_kind(FileCtx& ctx, const Val& v, bool allow_none) {
  std::string name;
  if (!loader::read_string(ctx, v, name)) return std::nullopt;
  std::vector<std::string_view> names;
#define BNB_TEST_KIND_NAME(kind, doc) names.push_back(decision_kind_name(DecisionKind::kind));
  BNB_DECISION_KINDS(BNB_TEST_KIND_NAME)
#undef BNB_TEST_KIND_NAME
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return DecisionKind(i);
  if (allow_none) names.push_back("none");
  loader::expected(ctx, v, "a decision kind" + loader::did_you_mean(name, names));
  return std::nullopt;
}

bool TestRun::answer(Game& g, const Val& item) {
  std::string key;
  if (!loader::read_string(ctx_, item, key)) return false;
  const Decision* d = g.decision();
  if (g.over() || !d) {
    fail(item.mark, item.path, "the scenario is over: no decision to answer '" + key + "'");
    return false;
  }
  if (!g.answer(key).ok()) {
    std::string keys;
    for (const Option& o : d->options) keys += (keys.empty() ? "" : ", ") + o.key;
    fail(item.mark, item.path, "'" + key + "' is not an option of the " + std::string(decision_kind_name(d->kind)) +
                                   " decision (options: " + keys + ")");
    return false;
  }
  take(g);
  return true;
}

// The built-in player answers until a decision of the kind is pending ("end": to the end).
bool TestRun::play_until(Game& g, const Val& v) {
  std::optional<DecisionKind> kind;
  const bool to_end = v.node.IsScalar() && v.node.Scalar() == "end";
  if (!to_end && !(kind = read_decision_kind(ctx_, v, false))) return false;
  if (!bot_) bot_.emplace(seed_);
  bool came = false;
  play_to_end(g, [&](Game&) {
    if (kind && g.decision()->kind == *kind) {
      came = true;
      return false;
    }
    g.answer_index(bot_->choose(g));
    take(g);
    return true;
  });
  if (to_end || came) return true;
  fail(v.mark, v.path, "no " + std::string(decision_kind_name(*kind)) + " decision came: the scenario " +
                           (g.over() ? "ended" : "did not go on"));
  return false;
}

bool TestRun::run(const Val& test) {
  const size_t errors_before = ctx_.diags->all().size();
  Fields f(ctx_, test, loader::kTestTable);
  if (!f.ok()) return false;
  f.allow("name");
  GameSetup setup;
  const ContentDb& db = s_.db();
  if (auto v = f.field("scenario")) loader::read_scenario_number(ctx_, *v, setup.scenario);
  f.read("class", setup.class_id);
  f.read("level", setup.level);
  int seed = 1;
  f.read("seed", seed);
  setup.seed = seed_ = uint64_t(seed);
  f.read("difficulty", setup.difficulty);
  const auto die = f.field("die");
  if (die) read_faces(ctx_, *die, db, setup.rigged_modifier);
  const auto rolls = f.field("monster_rolls");
  if (rolls) read_faces(ctx_, *rolls, db, setup.rigged_action);
  std::string die_after = "error";
  if (auto v = f.field("die_after")) read_name(ctx_, *v, loader::kTestTable, "die_after", die_after);
  if (auto v = f.field("items"))  // the item numbers the character may equip (default none)
    if (auto list = loader::read_list(ctx_, *v))
      for (const Val& item : *list) {
        int number = 0;
        if (loader::read_int(ctx_, item, number, 1, 9999)) setup.items_available.push_back(number);
      }
  std::string then = "stop";
  if (auto v = f.field("then")) read_name(ctx_, *v, loader::kTestTable, "then", then);
  const auto expect = f.field("expect");
  const auto steps = f.field("steps");
  if (!expect && !steps) ctx_.error(test.mark, test.path, "a test needs `expect` or `steps` with expectations");
  if (const SetupProblem p = check_setup(db, setup); p != SetupProblem::None) {
    fail(test.mark, test.path, setup_problem_text(db, setup, p));
    f.allow("setup"), f.allow("character"), f.allow("monsters"), f.allow("answers");
    f.finish();
    return false;
  }

  // The game up to its first decision; then the situation is set as the test says and the step
  // re-runs from there (a Game resumed from the changed state).
  Game first(db, s_.scripts.get(), setup);
  take(first);
  GameState state = first.state();
  if (auto v = f.field("setup")) apply_setup(state.checkpoint, *v);
  if (auto v = f.field("character")) apply_character(state.checkpoint, *v);
  if (auto v = f.field("monsters"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) apply_monster(state.checkpoint, item);
  Game g(db, s_.scripts.get(), state);
  take(g);

  bool going = true;
  if (auto v = f.field("answers"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items)
        if (going) going = answer(g, item);
  bool checked_last = false;  // the events since the last expectation have been checked
  if (steps)
    if (auto items = loader::read_list(ctx_, *steps))
      for (const Val& item : *items) {
        Fields sf(ctx_, item, loader::kTestStepTable);
        if (!sf.ok()) continue;
        if (auto v = sf.field("answer"); v && going) going = answer(g, *v), checked_last = false;
        if (auto v = sf.field("answers"); v && going)
          if (auto list = loader::read_list(ctx_, *v))
            for (const Val& a : *list)
              if (going) going = answer(g, a), checked_last = false;
        if (auto v = sf.field("auto"); v && going) going = play_until(g, *v), checked_last = false;
        if (auto v = sf.field("expect")) check(g, *v), checked_last = true;
        sf.finish();
      }
  if (then == "auto") {
    if (!bot_) bot_.emplace(setup.seed);
    play_to_end(g, [&](Game&) {
      g.answer_index(bot_->choose(g));
      take(g);
    });
    checked_last = false;
  }
  if (expect) check(g, *expect);
  else if (!checked_last) check_script_errors(test.mark, test.path, std::nullopt);
  // A rigged die that ran out is an error unless the test lets the seeded die roll on.
  if (die_after != "seeded") {
    if (die && !setup.rigged_modifier.empty() && modifier_dice(events_) > int(setup.rigged_modifier.size()))
      fail(die->mark, die->path, "the list ran out: " + std::to_string(modifier_dice(events_)) +
                                     " attack modifier dice were rolled, " + std::to_string(setup.rigged_modifier.size()) +
                                     " faces given (give more, or die_after: seeded)");
    if (rolls && !setup.rigged_action.empty() && action_dice(events_) > int(setup.rigged_action.size()))
      fail(rolls->mark, rolls->path, "the list ran out: " + std::to_string(action_dice(events_)) +
                                       " monster action dice were rolled, " + std::to_string(setup.rigged_action.size()) +
                                       " faces given (give more, or die_after: seeded)");
  }
  f.finish();
  // Problems in the test's own text count as failures too.
  failures_ += int(ctx_.diags->all().size() - errors_before);
  return failures_ == 0;
}

namespace {

// ---- files and mods ----------------------------------------------------------------------------

struct Counts {
  int passed = 0, failed = 0;
};

void run_file(const std::string& file, Session& s, Counts& counts) {
  std::string text;
  Diagnostics diags;
  FileCtx ctx{file, {}, nullptr, &diags, {}};
  YAML::Node root;
  if (!loader::read_file(file, text)) {
    std::printf("%s: cannot read the file\n", file.c_str());
    ++counts.failed;
    return;
  }
  ctx.text = text;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    ctx.error(e.mark, "", "YAML syntax: " + e.msg);
  }
  std::optional<std::vector<Val>> tests;
  if (!diags.has_errors()) {
    Fields top(ctx, loader::root_val(root), loader::kTestFileTable);
    if (top.ok())
      if (auto list = top.field("tests")) tests = loader::read_list(ctx, *list);
    if (top.ok()) top.finish();
  }
  const size_t shown = diags.all().size();
  if (tests)
    for (const Val& t : *tests) {
      const std::string name = t.node.IsMap() && t.node["name"] && t.node["name"].IsScalar()
                                   ? t.node["name"].Scalar()
                                   : t.path;
      const size_t before = diags.all().size();
      TestRun run(ctx, s, name);
      const bool ok = run.run(t);
      for (size_t i = before; i < diags.all().size(); ++i) std::printf("%s\n", diags.all()[i].str().c_str());
      std::printf("%s %s\n", ok ? "pass" : "FAIL", name.c_str());
      (ok ? counts.passed : counts.failed)++;
    }
  if (shown > 0 || !tests) {
    for (size_t i = 0; i < shown; ++i) std::printf("%s\n", diags.all()[i].str().c_str());
    ++counts.failed;  // the file itself is broken
  }
}

std::vector<std::string> test_files(const std::string& mod) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(fs::path(mod) / "tests", ec))
    if (e.is_regular_file() && (e.path().extension() == ".yaml" || e.path().extension() == ".yml"))
      out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

int cmd_test(int argc, char** argv) {
  std::vector<std::string> mods;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::fputs(kHelp, stdout);
      return 0;
    }
    if (!std::strcmp(argv[i], "--strict")) continue;  // always strict
    if (argv[i][0] == '-') {
      std::fprintf(stderr, "bnb test: unknown option '%s'\n\n%s", argv[i], kHelp);
      return 2;
    }
    mods.push_back(argv[i]);
  }
  if (mods.empty()) {
    std::fprintf(stderr, "bnb test: name at least one mod folder\n\n%s", kHelp);
    return 2;
  }
  // The base game is always loaded first (open_session); a mod folder that is the base game is
  // not loaded a second time.
  std::vector<std::string> extra;
  for (const std::string& m : mods) {
    Diagnostics ignored;
    const std::optional<ModInfo> info = read_manifest(m, ignored);
    if (!info || info->id != "base") extra.push_back(m);
  }
  Session s;
  if (!open_session(extra, s)) return 1;
  Counts counts;
  int files = 0;
  for (const std::string& m : mods)
    for (const std::string& file : test_files(m)) {
      ++files;
      run_file(file, s, counts);
    }
  if (files == 0) {
    std::fputs("bnb test: no test files (MOD/tests/*.yaml) in the mods given\n", stderr);
    return 1;
  }
  std::printf("%d passed, %d failed\n", counts.passed, counts.failed);
  return counts.failed == 0 ? 0 : 1;
}

}  // namespace bnb::cli
