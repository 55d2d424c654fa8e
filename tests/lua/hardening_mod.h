#pragma once
// The "Every Hook" test mod (tests/data/lua_scenario) with hostile Lua appended, played through the
// real loader, Lua host and round loop, with the invariants of engine/play/sim/invariants.h checked after
// every answer.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "engine/play/game/game.h"
#include "engine/play/game/play_to_end.h"
#include "engine/play/sim/invariants.h"
#include "tests/lua/lua_fixture.h"
#include "tests/support/fixtures.h"

namespace bnb::test {

// The mod copied to a temporary folder, with `extra` appended to its rules.lua (later definitions
// replace earlier ones).
struct HostileMod {
  std::filesystem::path dir;
  LoadResult content;
  LuaHost lua;
  HostileMod(const std::string& name, const std::string& extra, LuaHostOptions options = quiet_options())
      : lua(std::move(options)) {
    namespace fs = std::filesystem;
    dir = fs::temp_directory_path() / ("bnb-hardening-" + name);
    fs::remove_all(dir);
    fs::copy(data_path("lua_scenario"), dir, fs::copy_options::recursive);
    std::ofstream(dir / "rules.lua", std::ios::app) << "\n" << extra << "\n";
    content = load_mods({dir.string()});
    lua.load(content.db, content.diags);
  }
  ~HostileMod() { std::filesystem::remove_all(dir); }
  // The line of rules.lua holding `marker` (0 if none).
  int line_of(const std::string& marker) const {
    std::ifstream in(dir / "rules.lua");
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      if (line.find(marker) != std::string::npos) return n;
    return 0;
  }
};

inline GameSetup every_hook() {
  GameSetup s;
  s.scenario = 1, s.class_id = "tinker", s.seed = 1, s.items_available = {1};
  return s;
}

inline std::string failure_text(const ScriptFailure& f) {
  return f.mod + "/" + f.file + ":" + std::to_string(f.line) + ": in hook '" + f.hook + "': " + f.message;
}

// One game played with the first option of every decision, the invariants checked after every
// answer (a broken one fails the test).
struct PlayedGame {
  std::vector<Event> events;
  std::vector<std::string> failures;  // each ScriptFailed, as failure_text
  uint64_t hash = 0;
  bool over = false;
};

inline PlayedGame play_first_options(Game& g, int max_answers = 400) {
  PlayedGame out;
  out.events = g.take_events();
  sim::InvariantBaseline base = sim::invariant_baseline(g.board());
  bool dealt = false;
  int answers = 0;
  play_to_end(g, [&](Game&) {
    REQUIRE(g.answer_index(0).ok());
    ++answers;
    for (Event& e : g.take_events()) out.events.push_back(std::move(e));
    if (!dealt && g.board().phase != Phase::Setup) base = sim::invariant_baseline(g.board()), dealt = true;
    if (dealt) {
      INFO("after answer " << answers);
      REQUIRE(sim::check_invariants(g.content(), g.board(), base) == "");
    }
  }, max_answers);
  for (const Event& e : out.events)
    if (const auto* f = e.get<ScriptFailed>()) out.failures.push_back(failure_text(*f->failure));
  out.hash = g.hash();
  out.over = g.over();
  return out;
}

}  // namespace bnb::test
