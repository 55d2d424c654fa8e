// The test mod tests/data/lua_scenario ("Every Hook") played through the real loader, the real
// Lua host and the real round loop: every kind of hook fires, in the documented order, and has
// its effect.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "bindings/lua_host.h"
#include "engine/base/content/loader.h"
#include "engine/play/game/game.h"
#include "tests/lua/lua_fixture.h"
#include "tests/support/events.h"
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

// The card an option names (-1 for none) and its name.
const CardDef* card_of(const Game& g, int card) {
  if (card < 0) return nullptr;
  return &g.content().cards[size_t(g.board().hero.cards[size_t(card)].def)];
}
// Whether an action option plays a half with a scripted ability (the Spark).
bool scripted_half(const Game& g, const Option& o) {
  const CardDef* c = card_of(g, o.card);
  if (!c || o.basic) return false;
  const CardSide& side = g.board().hero.cards[size_t(o.card)].side == 'B' ? c->b : c->a;
  for (const Ability& a : (o.top ? side.top : side.bottom).abilities)
    if (a.kind == AbilityKind::Script) return true;
  return false;
}

// A plain player: the first cards, moves as close to a monster as it can, attacks, uses the item,
// never rests early or negates damage. With `no_spark` it leaves the Spark card (a script) alone.
int choose(const Game& g, bool no_spark = false) {
  const Decision& d = *g.decision();
  auto find = [&](std::string_view key) { return d.find(key); };
  switch (d.kind) {
    case DecisionKind::EquipItems: {
      for (size_t i = 0; i < d.options.size(); ++i)
        if (d.options[i].item_def != kNoItemDef) return int(i);
      return 0;
    }
    case DecisionKind::MoveDestination: {
      int best = 0, best_d = 1000;
      for (size_t i = 0; i < d.options.size(); ++i) {
        const Option& o = d.options[i];
        if (!o.hex) continue;
        const int dist = distance_to_nearest_monster(g.board(), *o.hex);
        if (dist < best_d) best = int(i), best_d = dist;
      }
      return best;
    }
    case DecisionKind::ChooseAction: {
      // Attack when a monster is next to the character, otherwise move first.
      const bool adjacent = distance_to_nearest_monster(g.board(), g.board().fig(g.board().character()).hex) == 1;
      if (!adjacent && !no_spark)  // the move with the scripted spark first
        for (size_t i = 0; i < d.options.size(); ++i)
          if (d.options[i].key.rfind("action", 0) == 0 && scripted_half(g, d.options[i]))
            return int(i);
      for (size_t i = 0; i < d.options.size(); ++i)
        if (d.options[i].key.rfind("action", 0) == 0 && d.options[i].key.find(adjacent ? "top" : "bottom") != std::string::npos)
          return int(i);
      return 0;
    }
    case DecisionKind::SelectCards:
      for (size_t i = 0; i < d.options.size(); ++i)
        if (!no_spark || ((!card_of(g, d.options[i].card) || card_of(g, d.options[i].card)->name != "Spark") &&
                          (!card_of(g, d.options[i].card2) || card_of(g, d.options[i].card2)->name != "Spark")))
          return int(i);
      return 0;
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

struct Played {
  std::vector<Event> events;
  int answers = 0;
};

// Answers decisions with choose() until `stop` says so or the game is over.
template <class Stop>
Played play(Game& g, Stop stop, bool no_spark = false) {
  Played p;
  for (const Event& e : g.take_events()) p.events.push_back(e);
  while (!g.over() && g.decision() && !stop(g) && p.answers++ < 500) {
    REQUIRE(g.answer_index(choose(g, no_spark)).ok());
    for (const Event& e : g.take_events()) p.events.push_back(e);
  }
  return p;
}

std::string var_text(const Board& b, const std::string& name) {
  for (const auto& [k, v] : b.vars)
    if (k == name) {
      if (const auto* s = std::get_if<std::string>(&v)) return *s;
      if (const auto* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
      if (const auto* t = std::get_if<bool>(&v)) return *t ? "true" : "false";
    }
  return "";
}

GameSetup every_hook(int scenario = 1) {
  GameSetup s;
  s.scenario = scenario, s.class_id = "tinker", s.seed = 1, s.items_available = {1};
  return s;
}

Loaded& loaded() {
  static Loaded l;
  return l;
}

}  // namespace

TEST_CASE("[lua] a full round of Every Hook runs the hooks in the documented order") {
  Loaded& l = loaded();
  INFO(l.content.diags.str());
  REQUIRE_FALSE(l.content.diags.has_errors());
  Game g(l.content.db, &l.lua, every_hook());
  // Round 1 is over once round 2 asks for cards; round 2's on_round_start has run by then.
  const Played p = play(g, [](const Game& g) { return g.board().round == 2; });
  REQUIRE(g.board().round == 2);
  REQUIRE(g.decision());
  CHECK(g.decision()->kind == DecisionKind::SelectCards);
  for (const Event& e : p.events) CHECK_FALSE(e.is<ScriptFailed>());
  // docs/lua-api.md, "When hooks run": the round starts; each figure's turn in initiative order
  // (the character at 10, then the grubs at 70), each hex entered followed by its hazard or plate,
  // an attack as before_attack, your_attack items, after_modifier_roll, before_damage, a kill,
  // after_attack; the round ends, then the goal is checked.
  CHECK(var_text(g.board(), "log") ==
        "on_scenario_setup\n"
        "on_round_start round=1\n"
        "on_turn_start figure=0\n"
        // Spark, bottom: move 2 over the bell and into the thorns, then the scripted spark.
        "on_enter_hex figure=0 name=bell hex=1,0\n"
        "pressure_plate figure=0 name=bell hex=1,0\n"
        "on_enter_hex figure=0 name=thorns hex=2,0\n"
        "hazard figure=0 name=thorns hex=2,0\n"
        "before_damage figure=0 amount=1\n"
        "ability figure=0 targets=1 value=1 range=3\n"
        "before_damage figure=1 amount=1\n"
        // Strike, top: attack 3 on grub 1 (3 hit points left), +1 from the lens: killed.
        "before_attack attacker=0 target=1 amount=3\n"
        "item figure=0 attacker=0 target=1 amount=3 item=lens\n"
        "after_modifier_roll attacker=0 target=1 amount=4\n"
        "before_damage figure=1 amount=4 source=0\n"
        "on_figure_killed figure=1 source=0\n"
        "after_attack attacker=0 target=1 amount=4\n"
        "on_turn_end figure=0\n"
        // Grub 2 moves toward the character (no hazard or plate on its way) and cannot reach it.
        "on_turn_start figure=2\n"
        "on_enter_hex figure=2 hex=4,1\n"
        "on_enter_hex figure=2 hex=3,1\n"
        "on_turn_end figure=2\n"
        "on_round_end round=1\n"
        "check_goal round=1\n"
        // Round 2 starts with its start-of-round rule, before the cards are chosen.
        "on_round_start round=2\n");
}

TEST_CASE("[lua] Start of round: the scenario's spawn happens before the card choice, the spawned monster is on the map") {
  Loaded& l = loaded();
  REQUIRE_FALSE(l.content.diags.has_errors());
  Game g(l.content.db, &l.lua, every_hook());
  play(g, [](const Game& g) { return g.board().round == 2; });
  // The card choice of round 2 is asked with the grub of round 2's special rule already there.
  REQUIRE(g.decision());
  REQUIRE(g.decision()->kind == DecisionKind::SelectCards);
  REQUIRE(var_text(g.board(), "spawned") == "3");
  const Figure& grub = g.board().fig(3);
  CHECK(grub.alive);
  CHECK(grub.kind == FigureKind::Monster);
  // Its type's action is not rolled yet: it rolls with the others after the card choice.
  CHECK(g.board().types[size_t(g.board().type_slot(grub.type))].column == -1);
}

TEST_CASE("[lua] Every Hook is played to its end, each hook fired and did what it says") {
  Loaded& l = loaded();
  REQUIRE_FALSE(l.content.diags.has_errors());
  const uint64_t entries_before = l.lua.lua_entries();
  Game g(l.content.db, &l.lua, every_hook());
  const Played p = play(g, [](const Game&) { return false; });
  REQUIRE(g.over());
  CHECK(g.outcome() == Outcome::Won);  // goal: script, so only check_goal can have won it
  CHECK(g.board().round == 3);
  CHECK(l.lua.lua_entries() > entries_before);
  const Board& b = g.board();
  for (const Event& e : p.events) CHECK_FALSE(e.is<ScriptFailed>());

  // Pressure plate: pressed once, it infused fire.
  CHECK(var_text(b, "bell") == "true");
  bool fire = false;
  for (const ElementInfused& e : test::all_events<ElementInfused>(p.events)) fire |= e.element == Element::Fire;
  CHECK(fire);
  // Hazard: entered once (round 1), 1 damage to the character with no source.
  CHECK(var_text(b, "thorns") == "1");
  // Card ability: round 1 hit grub 1 only (grub 2 was 4 hexes away), round 2 both grubs.
  CHECK(var_text(b, "sparked") == "3");
  // Item: used in each of the three attacks, each worth 3 + 1.
  CHECK(var_text(b, "lens") == "3");
  int lens_attacks = 0;
  for (const AttackResolved& e : test::all_events<AttackResolved>(p.events)) lens_attacks += e.attacker == 0 && e.attack_value == 4;
  CHECK(lens_attacks == 3);
  // Special rule: in round 2 a third grub came out at S (or next to it) and was killed too.
  CHECK(var_text(b, "spawned") == "3");
  bool spawned = false;
  for (const MonsterSpawned& e : test::all_events<MonsterSpawned>(p.events)) spawned |= e.figure == 3;
  CHECK(spawned);
  CHECK(var_text(b, "kills") == "3");
  // The log: each kind of hook at least once; the game ended at the goal check of round 3.
  const std::string log = var_text(b, "log");
  for (int h = 0; h < int(Hook::Count); ++h) {
    if (Hook(h) == Hook::on_door_open) continue;  // needs a door: tests/playthrough/walled_keep_test.cpp
    INFO(hook_name(Hook(h)));
    CHECK(log.find(std::string(hook_name(Hook(h))) + (Hook(h) == Hook::on_scenario_setup ? "" : " ")) !=
          std::string::npos);
  }
  CHECK(log.substr(log.size() - std::string("check_goal round=3\n").size()) == "check_goal round=3\n");

  // Seed + answers replay it exactly, scripts included.
  Game again(l.content.db, &l.lua, every_hook());
  for (uint16_t a : g.state().history) REQUIRE(again.answer_index(a).ok());
  CHECK(again.over());
  CHECK(again.hash() == g.hash());
}

TEST_CASE("[lua] no Lua is entered when no handler is bound") {
  Loaded& l = loaded();
  REQUIRE_FALSE(l.content.diags.has_errors());
  REQUIRE(l.lua.has_function("lua-hooks", "rules.lua#log"));  // the mod's Lua is loaded ...
  const uint64_t before = l.lua.lua_entries();
  GameSetup quiet = every_hook(2);  // ... but the Quiet Room binds none of it
  quiet.items_available.clear();     // (the lens would: its effect is a script; so would
  Game g(l.content.db, &l.lua, quiet);  // the Spark card, which the player leaves alone)
  const Played p = play(g, [](const Game&) { return false; }, true);
  REQUIRE(g.over());
  CHECK(g.board().round >= 2);
  // Every hook moment came and went (turns, moves, the hazard, attacks, damage, kills, round
  // ends) without entering Lua once.
  bool hazard_damage = false;
  for (const DamageSuffered& e : test::all_events<DamageSuffered>(p.events)) hazard_damage |= e.figure == 0 && e.source == kNoFigure;
  CHECK(hazard_damage);
  CHECK(l.lua.lua_entries() == before);
}

TEST_CASE("[lua] in a real game a failing hook is reported, rolled back, and play goes on") {
  Loaded& l = loaded();
  REQUIRE_FALSE(l.content.diags.has_errors());
  // Every Hook with two broken rules: the end of each round does things and then fails; the end
  // of each turn runs a pattern that would backtrack for hours.
  ContentDb db = l.content.db;
  for (ModInfo& m : db.mods)
    if (m.id == "lua-hooks")
      m.scripts.emplace_back("broken.lua", R"(function spoil(ctx, ev)
  ctx.vars.spoiled = true
  elements.infuse("ice")
  figures.spawn("grub", board.letter("S")[1])
  error("the lever is stuck")
end
function stuck(ctx, ev)
  ctx.vars.stuck = true
  return ("a"):rep(5000):find(".-.-.-.-b")
end
)");
  for (HookBinding& h : db.scenarios[0].hooks) {
    if (h.hook == Hook::on_round_end) h.script = "broken.lua#spoil";
    if (h.hook == Hook::on_turn_end) h.script = "broken.lua#stuck";
  }
  LuaHost lua{test::quiet_options()};
  Diagnostics diags;
  lua.load(db, diags);
  REQUIRE(diags.str().empty());
  Game g(db, &lua, every_hook());
  const Played p = play(g, [](const Game&) { return false; });
  REQUIRE(g.over());
  CHECK(g.outcome() == Outcome::Won);
  CHECK(g.board().round == 3);

  int spoiled = 0, stuck = 0, spawns = 0, ice = 0;
  for (const Event& e : p.events) {
    if (const ScriptFailed* failed = e.get<ScriptFailed>()) {
      const ScriptFailure* f = failed->failure.get();
      const std::string at = f->mod + "/" + f->file + ":" + std::to_string(f->line) + " " + f->hook;
      if (at == "lua-hooks/broken.lua:5 on_round_end" && f->message == "the lever is stuck") ++spoiled;
      else if (at == "lua-hooks/broken.lua:9 on_turn_end" &&
               f->message == "instruction budget exceeded (1000000 instructions per call)")
        ++stuck;
      else
        FAIL("unexpected script error: " << at << ": " << f->message);
    }
    spawns += e.is<MonsterSpawned>();
    if (const ElementInfused* i = e.get<ElementInfused>()) ice += i->element == Element::Ice;
  }
  CHECK(spoiled == 3);  // every round, the last one too: on_round_end comes before check_goal
  CHECK(stuck > 0);
  // Rolled back: only the special rule's grub came, no ice, no variables from the broken rules.
  CHECK(spawns == 1);
  CHECK(ice == 0);
  CHECK(var_text(g.board(), "spoiled").empty());
  CHECK(var_text(g.board(), "stuck").empty());
  CHECK(var_text(g.board(), "kills") == "3");
}

TEST_CASE("[lua] the item hook names the attack it is used in, yours or an enemy's") {
  Loaded& l = loaded();
  REQUIRE_FALSE(l.content.diags.has_errors());
  // The lens as an item used against a monster's attack: the script sees the monster as the
  // attacker and the character as the target.
  ContentDb db = l.content.db;
  db.items[0].window = ItemWindow::EnemyAttack;
  LuaHost lua{test::quiet_options()};
  Diagnostics diags;
  lua.load(db, diags);
  REQUIRE(diags.str().empty());
  Game g(db, &lua, every_hook());
  play(g, [](const Game&) { return false; });
  REQUIRE(g.over());
  const std::string log = var_text(g.board(), "log");
  INFO(log);
  CHECK(log.find("item figure=0 attacker=0") == std::string::npos);
  CHECK(log.find("before_attack attacker=3 target=0 amount=1\nitem figure=0 attacker=3 target=0 amount=1 item=lens\n"
                 "after_modifier_roll attacker=3 target=0 amount=1\n") != std::string::npos);
}
