// bnb play --watch (tools/bnb/watch.h): a mod being written is reloaded when its files change; a
// version with errors is refused with file:line messages and the last good one stays; a good one
// resumes the scenario from its seed with the answers so far, or starts it over when they no
// longer fit. Modification times are set by hand, so the test never waits for the clock.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "engine/play/game/game.h"
#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"
#include "tools/bnb/watch.h"

using namespace bnb;
using namespace bnb::cli;
namespace fs = std::filesystem;

namespace {

const char* kScenario = R"(scenarios:
  - number: 950
    id: watch-cellar
    name: Watched Cellar
    goal: kill_all
    intro: First version.
    map: |
      . . . .
       A . . .
      . . . .
    start: A
    monsters:
      - { type: bandit-guard, at: [3, 1] }
)";

// Writes `text` and moves its modification time `tick` seconds forward, as a later save would.
void write(const fs::path& p, const std::string& text, int tick) {
  std::ofstream(p, std::ios::trunc) << text;
  fs::last_write_time(p, fs::file_time_type::clock::now() + std::chrono::seconds(tick));
}

// One folder per test case: ctest runs them in parallel.
struct TempMod {
  fs::path dir;
  explicit TempMod(const std::string& name) : dir(fs::temp_directory_path() / ("bnb_watch_test_" + name)) {
    fs::remove_all(dir);
    fs::create_directories(dir / "scenarios");
    write(dir / "mod.yaml", "id: watched\nname: Watched\nengine_api: 1\ndepends: [base]\n", 0);
    write(dir / "scenarios" / "cellar.yaml", kScenario, 0);
  }
  ~TempMod() { fs::remove_all(dir); }
};

GameSetup cellar_setup() {
  GameSetup s;
  s.scenario = 950, s.class_id = "bruiser", s.level = 1, s.seed = 7;
  return s;
}

}  // namespace

TEST_CASE("[cli] watch: a changed, added or removed mod file is noticed once, an untouched folder never") {
  TempMod mod("files");
  FileWatch files({mod.dir.string()});
  CHECK_FALSE(files.changed());
  write(mod.dir / "scenarios" / "cellar.yaml", kScenario, 5);
  CHECK(files.changed());
  CHECK_FALSE(files.changed());
  write(mod.dir / "extra.lua", "-- nothing\n", 6);
  CHECK(files.changed());
  write(mod.dir / "notes.txt~", "an editor's backup\n", 7);  // neither YAML nor Lua
  CHECK_FALSE(files.changed());
  fs::remove(mod.dir / "extra.lua");
  CHECK(files.changed());
}

TEST_CASE("[cli] watch: a good change resumes the scenario from its seed with the answers given so far") {
  TempMod mod("resume");
  const std::vector<std::string> dirs{test::source_path("base_content"), mod.dir.string()};
  const GameSetup setup = cellar_setup();
  std::vector<std::string> answers;
  {
    LoadedContent first = load_content(dirs, dirs[0]);
    REQUIRE(first.ok());
    Game g(first.db(), first.scripts.get(), setup);
    for (int i = 0; i < 3 && g.decision(); ++i) {
      answers.push_back(g.decision()->options[0].key);
      REQUIRE(g.answer_index(0).ok());
    }
  }
  REQUIRE(answers.size() == 3);
  std::string changed = kScenario;
  changed.replace(changed.find("First version."), 14, "Second version.");
  write(mod.dir / "scenarios" / "cellar.yaml", changed, 5);

  const std::vector<std::string> before = answers;
  Reload r = reload_content(dirs, dirs[0], setup, answers);
  INFO(r.message);
  REQUIRE(r.status == Reload::Resumed);
  CHECK(answers == before);
  REQUIRE(r.session);
  const ContentDb& db = r.session->db();
  CHECK(db.scenarios[size_t(db.scenario_index(950))].intro == "Second version.");
  CHECK_THAT(r.message, Catch::Contains("restarts from its seed with the 3 answers given so far"));
}

TEST_CASE("[cli] watch: a change with errors is refused with file:line messages and the last good version stays") {
  TempMod mod("refused");
  const std::vector<std::string> dirs{test::source_path("base_content"), mod.dir.string()};
  std::string broken = kScenario;
  broken.replace(broken.find("goal: kill_all"), 14, "goal: kill_everyone");
  write(mod.dir / "scenarios" / "cellar.yaml", broken, 5);
  std::vector<std::string> answers{"a", "b"};
  Reload r = reload_content(dirs, dirs[0], cellar_setup(), answers);
  CHECK(r.status == Reload::Refused);
  CHECK_FALSE(r.session);
  CHECK(answers == std::vector<std::string>{"a", "b"});  // untouched: the game goes on as it was
  CHECK_THAT(r.message, Catch::Contains("still playing the last good version"));
  CHECK_THAT(r.message, Catch::Contains("cellar.yaml:5:11: error: scenarios[0].goal: expected a goal"));

  // A good file but no scenario 950 any more: refused too, naming the reason.
  write(mod.dir / "scenarios" / "cellar.yaml", "scenarios: []\n", 6);
  Reload gone = reload_content(dirs, dirs[0], cellar_setup(), answers);
  CHECK(gone.status == Reload::Refused);
  CHECK_THAT(gone.message, Catch::Contains("cannot start this game"));
}

TEST_CASE("[cli] watch: when an answer no longer fits the changed content, the scenario starts from the beginning, saying so") {
  TempMod mod("restart");
  const std::vector<std::string> dirs{test::source_path("base_content"), mod.dir.string()};
  std::vector<std::string> answers;
  {
    LoadedContent first = load_content(dirs, dirs[0]);
    REQUIRE(first.ok());
    Game g(first.db(), first.scripts.get(), cellar_setup());
    REQUIRE(g.decision());
    answers.push_back(g.decision()->options[0].key);
  }
  answers.push_back("an-answer-this-content-does-not-offer");
  Reload r = reload_content(dirs, dirs[0], cellar_setup(), answers);
  CHECK(r.status == Reload::FromTheStart);
  CHECK(answers.empty());
  CHECK(r.session);
  CHECK_THAT(r.message, Catch::Contains("answer 2 ('an-answer-this-content-does-not-offer') no longer fits"));
  CHECK_THAT(r.message, Catch::Contains("starts from the beginning"));
}

TEST_CASE("[cli] watch: bnb play --watch needs one scenario and the mods to watch") {
  const auto r = test::run_bnb("play --watch --class bruiser < /dev/null");
  CHECK(r.status == 2);
  CHECK_THAT(r.out, Catch::Contains("--watch reloads the mods you are writing while you play one scenario"));
}
