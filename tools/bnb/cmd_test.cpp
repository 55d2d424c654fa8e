// bnb test: runs the tests a mod ships (MOD/tests/*.yaml) in the real engine, with the real Lua
// host: a scenario, the figures' state, rigged die rolls, the answers to give, and what must hold
// afterwards. The format is in docs/modding.md ("Testing a mod").
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/bots/auto_player.h"
#include "engine/content/load_parts.h"  // the loader's typed readers: file:line:col messages
#include "engine/game/describe_event.h"
#include "engine/game/game.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

namespace fs = std::filesystem;
using loader::Fields;
using loader::FileCtx;
using loader::Val;
using loader::hex_text;
using loader::read_conditions;

constexpr const char* kHelp =
    "usage: bnb test [--strict] MOD...\n"
    "\n"
    "Runs the tests in MOD/tests/*.yaml of each mod, in the real engine with the base game and\n"
    "the mods given loaded. A test names a scenario and a class, may set the figures' hit points,\n"
    "hexes and conditions, rig the die, gives answers by option key, and lists what must hold\n"
    "afterwards (docs/modding.md, \"Testing a mod\"). A failing expectation is printed as\n"
    "  file:line:col: failed: test name: path: expected X, got Y\n"
    "A script error fails the test that met it unless the test expects it (expect.script_error):\n"
    "test runs are always strict; --strict is accepted for symmetry with play and sim.\n"
    "\n"
    "exit status: 0 every test passed, 1 a test failed (or a test file or mod is broken),\n"
    "2 bad usage\n";

// ---- reading the parts of a test --------------------------------------------------------------

// A figure named by a test: the character, or monster `number` of a type.
struct FigureSel {
  bool character = false;
  int type = -1, number = 1;
  std::string label;  // "character", "bandit-guard 1"
};

bool read_selector(FileCtx& ctx, Fields& f, const ContentDb& db, FigureSel& out) {
  std::string type;
  if (!f.get_id("type", type, true)) return false;
  out.type = db.monster_index(type);
  if (out.type < 0) {
    ctx.error(f.self().mark, f.path("type"), "there is no monster '" + type + "'");
    for (const char* key : {"number", "hp", "at", "conditions", "alive"}) f.allow(key);  // not unknown
    return false;
  }
  f.get_int("number", out.number, 1, 99);
  out.label = type + " " + std::to_string(out.number);
  return true;
}

// The figure `sel` names on `b` (a Board or a const Board), or null.
template <class B>
auto find_figure(B& b, const FigureSel& sel) -> decltype(&b.fig(0)) {
  if (sel.character) return &b.fig(b.character());
  for (auto& f : b.figures)
    if (f.kind == FigureKind::Monster && f.type == sel.type && f.number == sel.number) return &f;
  return nullptr;
}

std::string conditions_text(ConditionSet set) {
  std::string out;
  for (int k = 0; k < kConditionCount; ++k)
    if (set & (1u << k)) out += (out.empty() ? "" : ", ") + std::string(condition_name(Condition(k)));
  return "[" + out + "]";
}

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

// ---- one test ----------------------------------------------------------------------------------

class TestRun {
 public:
  TestRun(FileCtx& ctx, Session& s, std::string name) : ctx_(ctx), s_(s), name_(std::move(name)) {}

  // Reports a failed expectation at `at`; the run goes on to check the others.
  void fail(const YAML::Mark& at, const std::string& path, const std::string& message) {
    std::printf("%s:%d:%d: failed: %s: %s%s%s\n", ctx_.file.c_str(), at.line + 1, at.column + 1, name_.c_str(),
                 path.c_str(), path.empty() ? "" : ": ", message.c_str());
    ++failures_;
  }
  int failures() const { return failures_; }

  bool run(const Val& test);

 private:
  void apply_figure(Board& b, const FigureSel& sel, Fields& f);
  void expect_figure(const Board& b, const FigureSel& sel, Fields& f);
  void check(const Game& g, const Val& expect);
  void take(Game& g) {
    for (Event& e : g.take_events()) events_.push_back(std::move(e));
  }

  FileCtx& ctx_;
  Session& s_;
  std::string name_;
  int failures_ = 0;
  std::vector<Event> events_;
};

void TestRun::apply_figure(Board& b, const FigureSel& sel, Fields& f) {
  Figure* fig = find_figure(b, sel);
  if (!fig) {
    fail(f.self().mark, f.self().path, "there is no " + sel.label + " on the board at the start");
    return;
  }
  Hex at;
  if (auto v = f.get("at"); v && loader::read_hex(ctx_, *v, at)) {
    if (!b.map.contains(at)) fail(v->mark, v->path, hex_text(at) + " is not on the map");
    else fig->hex = at;
  }
  int hp = 0;
  if (f.has("hp") && f.get_int("hp", hp, 1, 999)) fig->hp = int16_t(hp), fig->max_hp = std::max<int16_t>(fig->max_hp, int16_t(hp));
  if (auto v = f.get("conditions")) read_conditions(ctx_, *v, fig->conditions);
}

void TestRun::expect_figure(const Board& b, const FigureSel& sel, Fields& f) {
  const Figure* fig = find_figure(b, sel);
  if (!fig) {
    fail(f.self().mark, f.self().path, "expected " + sel.label + " on the board, there is none");
    return;
  }
  bool alive = true;
  if (auto v = f.get("alive"); v && loader::read_bool(ctx_, *v, alive) && alive != fig->alive)
    fail(v->mark, v->path, std::string("expected ") + (alive ? "alive" : "dead") + ", " + sel.label + " is " +
                               (fig->alive ? "alive" : "dead"));
  int hp = 0;
  if (auto v = f.get("hp"); v && loader::read_int(ctx_, *v, hp) && hp != fig->hp)
    fail(v->mark, v->path, "expected " + std::to_string(hp) + ", got " + std::to_string(fig->hp));
  Hex at;
  if (auto v = f.get("at"); v && loader::read_hex(ctx_, *v, at) && at != fig->hex)
    fail(v->mark, v->path, "expected " + hex_text(at) + ", got " + hex_text(fig->hex));
  ConditionSet conds = 0;
  if (auto v = f.get("conditions"); v && read_conditions(ctx_, *v, conds) && conds != fig->conditions)
    fail(v->mark, v->path, "expected " + conditions_text(conds) + ", got " + conditions_text(fig->conditions));
}

void TestRun::check(const Game& g, const Val& expect) {
  const Board& b = g.board();
  const ContentDb& db = s_.db();
  Fields f(ctx_, expect, "a map of expectations");
  if (!f.ok()) return;
  if (auto v = f.get("result")) {
    std::string want;
    if (loader::read_string(ctx_, *v, want)) {
      const std::string got = !g.over() ? "ongoing" : g.outcome() == Outcome::Won ? "won" : "lost";
      if (want != "won" && want != "lost" && want != "ongoing") loader::expected(ctx_, *v, "won, lost or ongoing");
      else if (want != got) fail(v->mark, v->path, "expected " + want + ", got " + got);
    }
  }
  int round = 0;
  if (auto v = f.get("round"); v && loader::read_int(ctx_, *v, round) && round != b.round)
    fail(v->mark, v->path, "expected round " + std::to_string(round) + ", got " + std::to_string(b.round));
  if (auto v = f.get("character")) {
    Fields cf(ctx_, *v, "a map { hp, at, conditions, alive }");
    FigureSel sel{true, -1, 0, "the character"};
    if (cf.ok()) expect_figure(b, sel, cf), cf.finish();
  }
  if (auto v = f.get("monsters"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        Fields mf(ctx_, item, "a map { type, number, hp, at, conditions, alive }");
        FigureSel sel;
        if (mf.ok() && read_selector(ctx_, mf, db, sel)) expect_figure(b, sel, mf);
        if (mf.ok()) mf.finish();
      }
  if (auto v = f.get("hexes"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        Fields hf(ctx_, item, "a map { at, terrain }");
        if (!hf.ok()) continue;
        Hex at;
        std::string terrain;
        auto where = hf.require("at");
        if (where && loader::read_hex(ctx_, *where, at) && hf.get_string("terrain", terrain, true)) {
          const Cell* c = b.map.at(at);
          const std::string got = c ? std::string(terrain_name(c->terrain)) : "off the map";
          if (got != terrain) fail(item.mark, item.path, "expected " + hex_text(at) + " " + terrain + ", got " + got);
        }
        hf.finish();
      }
  if (auto v = f.get("cards")) {
    Fields cf(ctx_, *v, "a map of card id to pile");
    if (cf.ok())
      for (const CardState& c : b.hero.cards) {
        const std::string& id = db.cards[size_t(c.def)].id;
        if (auto want = cf.get(id)) {
          std::string pile;
          if (loader::read_string(ctx_, *want, pile) && pile != pile_name(c.pile))
            fail(want->mark, want->path, "expected " + pile + ", got " + std::string(pile_name(c.pile)));
        }
      }
    if (cf.ok()) cf.finish();  // an id the character does not hold is an unknown key
  }
  if (auto v = f.get("messages"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        std::string text;
        if (!loader::read_string(ctx_, item, text)) continue;
        const bool seen = std::any_of(events_.begin(), events_.end(), [&](const Event& e) {
          const Message* m = e.get<Message>();
          return m && m->text.find(text) != std::string::npos;
        });
        if (!seen) fail(item.mark, item.path, "no message containing '" + text + "' was shown");
      }
  if (auto v = f.get("events"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        std::string kind;
        if (!loader::read_string(ctx_, item, kind)) continue;
        std::vector<std::string_view> names;
        for (int k = 0; k < kEventKindCount; ++k) names.push_back(event_kind_name(EventKind(k)));
        if (std::find(names.begin(), names.end(), kind) == names.end()) {
          loader::expected(ctx_, item, "an event kind" + loader::did_you_mean(kind, names));
          continue;
        }
        const bool seen =
            std::any_of(events_.begin(), events_.end(), [&](const Event& e) { return event_kind_name(e.kind()) == kind; });
        if (!seen) fail(item.mark, item.path, "no " + kind + " event happened");
      }
  // Script errors fail the test, unless it expects one (by a part of its text).
  std::string want_error;
  const auto want = f.get("script_error");
  if (want) loader::read_string(ctx_, *want, want_error);
  bool wanted_seen = false;
  for (const Event& e : events_)
    if (const ScriptFailed* sf = e.get<ScriptFailed>()) {
      const std::string text = script_failure_text(*sf->failure);
      if (want && text.find(want_error) != std::string::npos) wanted_seen = true;
      else fail(expect.mark, expect.path, "script error: " + text);
    }
  if (want && !wanted_seen) fail(want->mark, want->path, "no script error containing '" + want_error + "'");
  f.finish();
}

bool TestRun::run(const Val& test) {
  const size_t errors_before = ctx_.diags->all().size();
  Fields f(ctx_, test, "a test { name, scenario, class, answers, expect, ... }");
  if (!f.ok()) return false;
  f.allow("name");
  GameSetup setup;
  const ContentDb& db = s_.db();
  f.get_int("scenario", setup.scenario, 1, 9999, true);
  f.get_id("class", setup.class_id, true);
  f.get_int("level", setup.level, 0, 5);
  int seed = 1;
  f.get_int("seed", seed, 0);
  setup.seed = uint64_t(seed);
  f.get_string("difficulty", setup.difficulty);
  if (auto v = f.get("die")) read_faces(ctx_, *v, db, setup.rigged_modifier);
  if (auto v = f.get("monster_rolls")) read_faces(ctx_, *v, db, setup.rigged_action);
  if (auto v = f.get("items"))  // the item numbers the character may equip (default none)
    if (auto list = loader::read_list(ctx_, *v))
      for (const Val& item : *list) {
        int number = 0;
        if (loader::read_int(ctx_, item, number, 1, 9999)) setup.items_available.push_back(number);
      }
  const auto expect = f.require("expect");
  std::string then = "stop";
  const auto then_at = f.get("then");
  if (then_at && loader::read_string(ctx_, *then_at, then) && then != "stop" && then != "auto")
    loader::expected(ctx_, *then_at, "stop or auto");
  for (const char* later : {"character", "monsters", "answers"}) f.allow(later);  // read below
  if (const SetupProblem p = check_setup(db, setup); p != SetupProblem::None) {
    fail(test.mark, test.path, setup_problem_text(db, setup, p));
    f.finish();
    return false;
  }

  // The game up to its first decision; then the figures are set as the test says and the step
  // re-runs from there (a Game resumed from the changed state).
  Game first(db, s_.scripts.get(), setup);
  take(first);
  GameState state = first.state();
  if (auto v = f.get("character")) {
    Fields cf(ctx_, *v, "a map { hp, at, conditions }");
    FigureSel sel{true, -1, 0, "the character"};
    if (cf.ok()) apply_figure(state.checkpoint, sel, cf), cf.finish();
  }
  if (auto v = f.get("monsters"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        Fields mf(ctx_, item, "a map { type, number, hp, at, conditions }");
        FigureSel sel;
        if (mf.ok() && read_selector(ctx_, mf, db, sel)) apply_figure(state.checkpoint, sel, mf);
        if (mf.ok()) mf.finish();
      }
  Game g(db, s_.scripts.get(), state);
  take(g);

  if (auto v = f.get("answers"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        std::string key;
        if (!loader::read_string(ctx_, item, key)) continue;
        const Decision* d = g.decision();
        if (g.over() || !d) {
          fail(item.mark, item.path, "the scenario is over: no decision to answer '" + key + "'");
          break;
        }
        if (!g.answer(key).ok()) {
          std::string keys;
          for (const Option& o : d->options) keys += (keys.empty() ? "" : ", ") + o.key;
          fail(item.mark, item.path, "'" + key + "' is not an option of the " + std::string(decision_kind_name(d->kind)) +
                                         " decision (options: " + keys + ")");
          break;
        }
        take(g);
      }
  if (then == "auto") {
    AutoPlayer bot(setup.seed);
    for (int n = 0; !g.over() && g.decision() && n < 20000; ++n) {
      g.answer_index(bot.choose(g));
      take(g);
    }
  }
  if (expect) check(g, *expect);
  f.finish();
  // Problems in the test's own text count as failures too.
  failures_ += int(ctx_.diags->all().size() - errors_before);
  return failures_ == 0;
}

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
    Fields top(ctx, loader::root_val(root), "a map { tests: [...] }");
    if (top.ok())
      if (auto list = top.require("tests")) tests = loader::read_list(ctx, *list);
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
