// The test mod tests/data/lua_scenario ("Every Hook") played through the real loader, the real
// Lua host and the real round loop: every kind of hook fires, in the documented order, and has
// its effect.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "bindings/lua_host.h"
#include "engine/content/loader.h"
#include "engine/game/game.h"
#include "tests/lua/lua_fixture.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {

struct Loaded {
  LoadResult content;
  LuaHost lua{test::quiet_options()};
  Loaded() {
    content = load_mods({test::data_path("lua_scenario")});
    lua.load(content.db, content.diags);
  }
};

int distance_to_nearest_monster(const Board& b, Hex h) {
  int best = 1000;
  for (const Figure& f : b.figures)
    if (f.alive && f.kind == FigureKind::Monster) best = std::min(best, distance(f.hex, h));
  return best;
}

// A plain player: the first cards, moves as close to a monster as it can, attacks, uses the item,
// never rests early or negates damage.
int choose(const Game& g) {
  const Decision& d = *g.decision();
  auto find = [&](std::string_view key) { return d.find(key); };
  switch (d.kind) {
    case DecisionKind::EquipItems: {
      for (size_t i = 0; i < d.options.size(); ++i)
        if (d.options[i].item >= 0) return int(i);
      return 0;
    }
    case DecisionKind::MoveDestination: {
      int best = 0, best_d = 1000;
      for (size_t i = 0; i < d.options.size(); ++i) {
        const Option& o = d.options[i];
        if (!o.has_hex) continue;
        const int dist = distance_to_nearest_monster(g.board(), o.hex);
        if (dist < best_d) best = int(i), best_d = dist;
      }
      return best;
    }
    case DecisionKind::ChooseAction: {
      // Attack when a monster is next to the character, otherwise move first.
      const bool adjacent = distance_to_nearest_monster(g.board(), g.board().fig(g.board().character()).hex) == 1;
      if (!adjacent)  // the move with the scripted spark first
        for (size_t i = 0; i < d.options.size(); ++i)
          if (d.options[i].key.rfind("action", 0) == 0 && d.options[i].text.find("Special") != std::string::npos)
            return int(i);
      for (size_t i = 0; i < d.options.size(); ++i)
        if (d.options[i].key.rfind("action", 0) == 0 && d.options[i].key.find(adjacent ? "top" : "bottom") != std::string::npos)
          return int(i);
      return 0;
    }
    case DecisionKind::ChooseTarget:
    case DecisionKind::UseItem:
      for (size_t i = 0; i < d.options.size(); ++i)
        if (d.options[i].key != "skip" && d.options[i].key != "done") return int(i);
      return 0;
    case DecisionKind::NegateDamage:
      if (int i = find("suffer"); i >= 0) return i;
      return 0;
    case DecisionKind::ShortRest:
    case DecisionKind::LongRestHeal:
      if (int i = find("no"); i >= 0) return i;
      return 0;
    default: return 0;
  }
}

}  // namespace

TEST_CASE("[lua] explore", "[lua-explore]") {
  Loaded l;
  INFO(l.content.diags.str());
  REQUIRE_FALSE(l.content.diags.has_errors());
  GameSetup s;
  s.scenario = 1, s.class_id = "tinker", s.seed = 1, s.items_available = {1};
  Game g(l.content.db, &l.lua, s);
  int n = 0;
  while (!g.over() && g.decision() && n++ < 300) {
    const Decision& d = *g.decision();
    std::printf("round %d %s: %s\n", g.board().round, std::string(decision_kind_name(d.kind)).c_str(), d.prompt.c_str());
    for (const Option& o : d.options) std::printf("   %s | %s\n", o.key.c_str(), o.text.c_str());
    const int c = choose(g);
    std::printf(" -> %d\n", c);
    REQUIRE(g.answer_index(c).ok());
    for (const Event& e : g.take_events())
      if (e.kind == EventKind::ScriptFailed || e.kind == EventKind::Message) std::printf("  event: %s\n", e.text.c_str());
  }
  std::printf("over=%d outcome=%d round=%d\n", g.over(), int(g.outcome()), g.board().round);
  for (const auto& [k, v] : g.board().vars) if (k == "log") std::printf("%s\n", std::get<std::string>(v).c_str());
}
