// Monster turns inside the round, with the character rules and a full board (rules: "Ordering of
// Initiative", "Monster Turns", "Other Monster Abilities", "Monster Damage and Death", "Spawning
// Monsters", "Attack Modifier Tables", "Character Progression"). The planner alone is tested in the
// other files of this directory.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "engine/play/bots/auto_player.h"
#include "engine/rules/monsters/monster_turn.h"
#include "engine/rules/monsters/spawn.h"
#include "engine/rules/round/initiative.h"
#include "tests/support/random_pick.h"
#include "tests/support/rules_fixture.h"
#include "tests/support/tiny_content.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// A monster type like the fixture's "dummy" (hp 10) with one action in all three columns.
MonsterDef& add_monster(Rules& r, const std::string& id, int initiative, std::vector<Ability> abilities) {
  MonsterDef m = r.monster("dummy");
  m.id = id, m.name = id;
  for (MonsterColumn& c : m.columns) c.initiative = initiative, c.abilities = abilities;
  r.db.monsters.push_back(m);
  return r.db.monsters.back();
}

Ability script(const std::string& ref) {
  Ability a;
  a.kind = AbilityKind::Script, a.script = ref;
  return a;
}

// Plays the character's turn and the end of the round with plain answers (skip, stay, basic
// actions, no short rest) until a monster decision or the next card selection is pending.
void play_on(Play& p) {
  while (p.decision()) {
    const Decision& d = *p.decision();
    if (d.kind == DecisionKind::SelectCards || d.kind == DecisionKind::MonsterOrder ||
        d.kind == DecisionKind::MonsterChoice)
      return;
    std::string key = d.options[0].key;
    bool plain = false;
    for (const char* k : {"skip", "stay", "no", "done", "suffer"})
      if (!plain && d.find(k) >= 0) key = k, plain = true;
    for (const Option& o : d.options)
      if (!plain && o.key.rfind("basic", 0) == 0) key = o.key, plain = true;
    p.answer(key);
  }
}

// The figures whose turn started, in order, in the first round.
std::vector<FigureId> first_round_turns(const Play& p) {
  std::vector<FigureId> out;
  for (const Event& e : p.events()) {
    if (e.is<RoundEnded>()) break;
    if (const TurnStarted* t = e.get<TurnStarted>()) out.push_back(t->figure);
  }
  return out;
}

using Turns = std::vector<FigureId>;

}  // namespace

// --- Ordering of initiative ---

TEST_CASE("[monster-round] Ordering of Initiative: one roll per monster type on the map, content maps the face to the column",
          "[monster-ai][round]") {
  Rules r;
  r.db.die.column = {2, 2, 2, 2, 2, 2};  // every face picks the third column
  r.monster("brute").columns[2].initiative = 5;
  add_monster(r, "idle", 1, {});           // a type that is not on the map
  r.place("brute", Hex{7, 3});
  r.place("brute", Hex{6, 3});
  r.place("dummy", Hex{5, 3});
  Play p(r);
  p.select(0, 1);
  const std::vector<MonsterActionRolled> rolls = test::all_events<MonsterActionRolled>(p.events());
  REQUIRE(rolls.size() == 2);  // two types on the map, three monsters
  std::set<int> types;
  for (const MonsterActionRolled& e : rolls) {
    types.insert(e.monster);
    CHECK(e.column == DieColumn::Plus);
    CHECK(e.initiative == (e.monster == r.db.monster_index("brute") ? 5 : 90));
  }
  CHECK(types.size() == 2);
  REQUIRE(p.board().order.size() == 3);
  CHECK(p.board().order[0].initiative == 5);   // the brutes, before the character (10)
  CHECK(p.board().order[1].monster_type == -1);
  CHECK(p.board().order[2].initiative == 90);
  play_on(p);
  p.select(0, 1);
  int rolled = 0;
  for (const Event& e : p.events()) rolled += e.is<MonsterActionRolled>();
  CHECK(rolled == 4);  // again once per type in the second round
}

TEST_CASE("[monster-round] Monster Order: the monsters of a type act in ascending number, whatever their placement",
          "[monster-ai][round]") {
  Rules r;
  r.place("brute", Hex{7, 3}, 3);  // figure 1
  r.place("brute", Hex{6, 3}, 1);  // figure 2
  r.place("brute", Hex{5, 3}, 2);  // figure 3
  Play p(r);
  p.select(0, 1);
  play_on(p);
  CHECK(first_round_turns(p) == Turns{0, 2, 3, 1});
}

TEST_CASE("[monster-round] Resolving Ties: two monster types on one initiative: the player orders them, the character goes first",
          "[monster-ai][round]") {
  Rules r;
  r.set_cards({card("c0", 90, action({attack(2)}), action({move(2)})), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  r.place("dummy", Hex{7, 3});  // figure 1, type slot 0, initiative 90
  r.place("brute", Hex{6, 3});  // figure 2, type slot 1, initiative 90
  Play p(r);
  p.select(0, 1);  // the character is on 90 too
  REQUIRE(p.pending(DecisionKind::MonsterOrder));
  CHECK(p.decision()->options.size() == 2);  // only the monster types: the character acts first
  SECTION("the brute first") {
    p.answer("first 1");
    play_on(p);
    CHECK(first_round_turns(p) == Turns{0, 2, 1});
  }
  SECTION("the dummy first") {
    p.answer("first 0");
    play_on(p);
    CHECK(first_round_turns(p) == Turns{0, 1, 2});
  }
}

TEST_CASE("[monster-round] Monsters and Elements: the infusion of a rolled action is available at once, before the type acts",
          "[monster-ai][round]") {
  Rules r;
  Ability hit = attack(2);
  Consumption fire;
  fire.costs.push_back({{Element::Fire}});
  fire.value = 1;
  hit.consumes.push_back(fire);
  r.set_cards({card("c0", 10, action({hit}), action({move(2)})), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  for (MonsterColumn& c : r.monster("dummy").columns) c.infuse = {{Element::Fire}};
  r.place("dummy", Hex{1, 0});  // acts on 90, after the character
  Play p(r);
  p.select(0, 1);
  p.answer("action 0 top");
  REQUIRE(p.pending(DecisionKind::ConsumeElement));
  p.answer("consume");
  p.answer("target 1");
  CHECK(p.board().fig(1).hp == 10 - 3);
}

// --- Spawning ---

TEST_CASE("[monster-round] Spawning Monsters: a new type rolls at once: passed initiatives act next by initiative, later ones in order",
          "[monster-ai][round]") {
  Rules r;
  add_monster(r, "caller", 10, {script("m.lua#call")});
  add_monster(r, "late", 5, {});
  add_monster(r, "mid", 50, {});
  add_monster(r, "early", 3, {});
  r.place("caller", Hex{7, 3});  // figure 1
  FakeScripts scripts;
  scripts.bind("m.lua#call", [](const HookEvent&, ScriptApi& api) {
    api.spawn("late", Hex{7, 0});   // figure 2
    api.spawn("mid", Hex{6, 0});    // figure 3
    api.spawn("early", Hex{5, 0});  // figure 4
    return ScriptResult{};
  });
  Play p(r, &scripts);
  p.select(1, 0);  // the character on 20
  play_on(p);
  // caller 10, then early 3 and late 5 (passed: next, by initiative), the character 20, mid 50
  CHECK(first_round_turns(p) == Turns{1, 4, 2, 0, 3});
  int rolled = 0;
  for (const Event& e : p.events()) {
    if (e.is<RoundEnded>()) break;
    rolled += e.is<MonsterActionRolled>();
  }
  CHECK(rolled == 4);  // the caller at the start of the round, each new type when it appears
}

TEST_CASE("[monster-round] Spawning Monsters: a monster added after its type acted acts next, before, with its type",
          "[monster-ai][round]") {
  Rules r;
  add_monster(r, "caller", 10, {script("m.lua#call")});
  FakeScripts scripts;
  scripts.bind("m.lua#call", [](const HookEvent&, ScriptApi& api) {
    api.spawn("dummy", Hex{6, 3});  // figure 3
    return ScriptResult{};
  });
  r.place("dummy", Hex{7, 3});   // figure 1
  r.place("caller", Hex{7, 0});  // figure 2
  SECTION("its type's initiative has passed") {
    for (MonsterColumn& c : r.monster("dummy").columns) c.initiative = 5;
    Play p(r, &scripts);
    p.select(1, 0);  // 20
    play_on(p);
    CHECK(first_round_turns(p) == Turns{1, 2, 3, 0});  // dummy 1 does not act twice
  }
  SECTION("its type has yet to act") {
    Play p(r, &scripts);  // dummies on 90
    p.select(1, 0);
    play_on(p);
    CHECK(first_round_turns(p) == Turns{2, 0, 1, 3});
  }
}

TEST_CASE("[monster-round] Spawning Monsters: a monster added during its own type's turn acts in that turn",
          "[monster-ai][round]") {
  Rules r;
  add_monster(r, "caller", 10, {script("m.lua#call")});
  FakeScripts scripts;
  scripts.bind("m.lua#call", [](const HookEvent& ev, ScriptApi& api) {
    if (ev.figure == 1) api.spawn("caller", Hex{6, 3});  // figure 2
    return ScriptResult{};
  });
  r.place("caller", Hex{7, 3});  // figure 1
  Play p(r, &scripts);
  p.select(1, 0);  // 20
  play_on(p);
  CHECK(first_round_turns(p) == Turns{1, 2, 0});
}

TEST_CASE("[monster-round] Spawning Monsters: a joining type tied with another monster type: the player decides",
          "[monster-ai][round]") {
  Rules r;
  add_monster(r, "caller", 10, {script("m.lua#call")});
  add_monster(r, "late", 90, {});
  FakeScripts scripts;
  scripts.bind("m.lua#call", [](const HookEvent&, ScriptApi& api) {
    api.spawn("late", Hex{6, 3});  // figure 3, type slot 2
    return ScriptResult{};
  });
  r.place("caller", Hex{7, 0});  // figure 1, slot 0
  r.place("dummy", Hex{7, 3});   // figure 2, slot 1, on 90
  Play p(r, &scripts);
  p.select(1, 0);
  play_on(p);
  REQUIRE(p.pending(DecisionKind::MonsterOrder));
  SECTION("before the dummy") {
    p.answer("before 1");
    play_on(p);
    CHECK(first_round_turns(p) == Turns{1, 0, 3, 2});
  }
  SECTION("after it") {
    p.answer("last");
    play_on(p);
    CHECK(first_round_turns(p) == Turns{1, 0, 2, 3});
  }
}

TEST_CASE("[monster-round] Spawning Monsters: on the named hex, else the closest empty hex, ties are the player's",
          "[monster-ai][round]") {
  Rules r;
  r.place("dummy", Hex{3, 1});  // figure 1
  r.terrain(Hex{1, 0}, Terrain::Obstacle);
  Bench b(r);
  const auto spawn_at = [&](Hex h) {
    return b.run([h](Ctx& c) { spawn_into_round(c, c.db.monster_index("brute"), h); });
  };
  SECTION("the named hex is empty") {
    REQUIRE(spawn_at(Hex{5, 2}));
    CHECK(b.fig(2).hex == Hex{5, 2});
    CHECK(b.count(EventKind::MonsterActionRolled) == 1);  // a type new to the map rolls at once
  }
  SECTION("taken: one closest empty hex") {
    REQUIRE(spawn_at(Hex{0, 0}));  // the character's hex; (1,0) is an obstacle
    CHECK(b.fig(2).hex == Hex{0, 1});
  }
  SECTION("taken: six closest empty hexes") {
    REQUIRE_FALSE(spawn_at(Hex{3, 1}));
    REQUIRE(b.pending(DecisionKind::MonsterChoice));
    CHECK(b.decision()->options.size() == 6);
    REQUIRE(b.answer("hex 4,1"));
    CHECK(b.fig(2).hex == Hex{4, 1});
  }
}

TEST_CASE("[monster-round] Spawning Monsters: an empty hex has no figure and no terrain: not difficult, hazard or obstacle",
          "[monster-ai][round]") {
  Rules r;
  r.terrain(Hex{4, 1}, Terrain::Difficult);  // the named hex
  // Its six neighbours: (5,1) hazard, (3,1) obstacle, (4,0) difficult, (5,0) plate, (3,2) a
  // figure, (4,2) featureless and unoccupied.
  r.terrain(Hex{5, 1}, Terrain::Hazard);
  r.terrain(Hex{3, 1}, Terrain::Obstacle);
  r.terrain(Hex{4, 0}, Terrain::Difficult);
  r.terrain(Hex{5, 0}, Terrain::PressurePlate);
  r.place("dummy", Hex{3, 2});  // figure 1
  Bench b(r);
  REQUIRE_FALSE(b.run([](Ctx& c) { spawn_into_round(c, c.db.monster_index("brute"), Hex{4, 1}); }));
  REQUIRE(b.pending(DecisionKind::MonsterChoice));
  // Left: the pressure plate (a plate counts as empty) and the featureless (4,2); not the named
  // difficult hex, the hazard, the obstacle, the difficult (4,0) or the dummy's hex.
  CHECK(b.decision()->options.size() == 2);
  CHECK(b.has_option("hex 5,0"));
  CHECK(b.has_option("hex 4,2"));
  REQUIRE(b.answer("hex 4,2"));
  CHECK(b.fig(2).hex == Hex{4, 2});
}

// --- Other monster abilities ---

TEST_CASE("[monster-round] Positive Conditions: the closest monster without it, a tie goes to the earliest in initiative order",
          "[monster-ai][round]") {
  Rules r;
  Ability strengthen = ability(AbilityKind::Condition, 0, 2);
  strengthen.effects.conditions = bit(Condition::Strengthen);
  add_monster(r, "buffer", 50, {strengthen});
  add_monster(r, "early", 30, {});
  r.place("dummy", Hex{3, 1});   // figure 1, slot 0 (90)
  r.place("early", Hex{5, 1});   // figure 2, slot 1 (30)
  r.place("buffer", Hex{4, 1});  // figure 3, slot 2 (50)
  Bench b(r);
  b.board().order = {{10, -1, false}, {30, 1, false}, {50, 2, false}, {90, 0, false}};
  SECTION("itself first: it is the closest") {
    b.run([](Ctx& c) { monster_type_turn(c, 2); });
    CHECK(has(b.fig(3).conditions, Condition::Strengthen));
    CHECK_FALSE(has(b.fig(1).conditions, Condition::Strengthen));
    CHECK_FALSE(has(b.fig(2).conditions, Condition::Strengthen));
  }
  b.board().fig(3).conditions |= bit(Condition::Strengthen);
  SECTION("equally close: the one acting earlier (figure 2, though placed later)") {
    b.run([](Ctx& c) { monster_type_turn(c, 2); });
    CHECK(has(b.fig(2).conditions, Condition::Strengthen));
    CHECK_FALSE(has(b.fig(1).conditions, Condition::Strengthen));
  }
  SECTION("equally close, the other order") {
    b.board().order = {{10, -1, false}, {30, 0, false}, {50, 2, false}, {90, 1, false}};
    b.run([](Ctx& c) { monster_type_turn(c, 2); });
    CHECK(has(b.fig(1).conditions, Condition::Strengthen));
    CHECK_FALSE(has(b.fig(2).conditions, Condition::Strengthen));
  }
  SECTION("the closer one, whatever the order") {
    b.board().fig(2).hex = Hex{6, 1};  // distance 2, the dummy 1
    b.run([](Ctx& c) { monster_type_turn(c, 2); });
    CHECK(has(b.fig(1).conditions, Condition::Strengthen));
    CHECK_FALSE(has(b.fig(2).conditions, Condition::Strengthen));
  }
  SECTION("the closest that lacks it") {
    b.board().fig(2).conditions |= bit(Condition::Strengthen);
    b.run([](Ctx& c) { monster_type_turn(c, 2); });
    CHECK(has(b.fig(1).conditions, Condition::Strengthen));
  }
}

TEST_CASE("[monster-round] Shield and Retaliate: a monster's round bonus holds from its turn to the end of the round",
          "[monster-ai][round]") {
  Rules r;
  const int initiative = GENERATE(5, 90);  // before or after the character (20)
  SECTION("shield, stacked with the type's persistent shield") {
    add_monster(r, "guard", initiative, {ability(AbilityKind::Shield, 1)}).shield = 1;
    r.place("guard", Hex{1, 0});
    Play p(r);
    p.select(1, 0);
    p.answer("action 1 top");  // attack 2
    p.answer("target 1");
    CHECK(p.board().fig(1).hp == (initiative == 5 ? 10 : 9));
    play_on(p);
    CHECK(p.board().fig(1).round_shield == 0);  // ended with the round
  }
  SECTION("retaliate") {
    add_monster(r, "thorn", initiative, {ability(AbilityKind::Retaliate, 2)});
    r.place("thorn", Hex{1, 0});
    Play p(r);
    p.select(1, 0);
    p.answer("action 1 top");
    p.answer("target 1");
    p.answer_all(DecisionKind::NegateDamage, "suffer");
    CHECK(p.board().fig(0).hp == (initiative == 5 ? 8 : 10));
    play_on(p);
    CHECK(p.board().fig(1).round_retaliate == 0);
  }
}

TEST_CASE("[monster-round] Monster Damage and Death: a monster that dies during its own ability performs nothing more",
          "[monster-ai][round]") {
  Rules r;
  add_monster(r, "doomed", 50, {attack(1), attack(1), ability(AbilityKind::Shield, 1)});
  r.monster("doomed").hp = 2;
  r.place("doomed", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).round_retaliate = 2, b.board().fig(0).round_retaliate_range = 1;
  b.run([](Ctx& c) { monster_type_turn(c, 0); });
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  REQUIRE_FALSE(b.decision());
  CHECK_FALSE(b.fig(1).alive);
  CHECK(b.count(EventKind::AttackResolved) == 1);  // the second attack is not performed
  CHECK(b.fig(0).hp == 9);
  CHECK(b.fig(1).round_shield == 0);
}

TEST_CASE("[monster-round] Character Progression: monsters do not change with the scenario level", "[monster-ai][round]") {
  Rules r;
  r.setup.level = 5;
  r.place("brute", Hex{1, 0});
  Play p(r);
  CHECK(p.board().fig(0).max_hp == 14);  // the character's hit points follow the level
  CHECK(p.board().fig(1).hp == 10);
  CHECK(p.board().fig(1).max_hp == 10);
  p.select(0, 1);
  play_on(p);
  CHECK(p.board().fig(0).hp == 12);  // the brute's attack 2 with a +0 modifier
}

TEST_CASE("[monster-round] Attack Modifier Tables: all monster types share one table chosen by the difficulty, and one cube",
          "[monster-ai][round]") {
  Rules r;
  r.db.monster_tables.push_back({"hard", flat_table(1)});
  r.setup.difficulty = "hard";
  add_monster(r, "stabber", 80, {attack(2)});
  r.place("brute", Hex{1, 0});    // 90
  r.place("stabber", Hex{0, 1});  // 80
  Play p(r);
  const int row = p.board().monster_row;
  p.select(0, 1);
  play_on(p);
  CHECK(p.board().fig(0).hp == 10 - 3 - 3);
  CHECK(p.board().monster_row == (row + 2) % 6);
}

TEST_CASE("[monster-round] Monster Movement: equally good destinations on the board are the player's decision",
          "[monster-ai][round]") {
  Rules r;
  add_monster(r, "walker", 50, {move(2), attack(2)});
  r.place("walker", Hex{2, 1});  // attack hexes (1,0) and (0,1) are both 2 points away
  Bench b(r);
  REQUIRE_FALSE(b.run([](Ctx& c) { monster_type_turn(c, 0); }));
  REQUIRE(b.pending(DecisionKind::MonsterChoice));
  std::set<Hex> destinations;
  std::string pick;
  for (const Option& o : b.decision()->options) {
    REQUIRE(o.hex);
    destinations.insert(*o.hex);
    if (o.hex == Hex{0, 1}) pick = o.key;
  }
  CHECK(destinations == std::set<Hex>{Hex{1, 0}, Hex{0, 1}});
  b.answer(pick);
  b.answer_all(DecisionKind::NegateDamage, "suffer");
  REQUIRE_FALSE(b.decision());
  CHECK(b.fig(1).hex == Hex{0, 1});
  CHECK(b.fig(0).hp == 8);
}

TEST_CASE("[monster-round] No Focus: no move and no attack, but the other abilities are performed", "[monster-ai][round]") {
  Rules r;
  add_monster(r, "walker", 50, {move(3), attack(2), ability(AbilityKind::Shield, 1)});
  r.place("walker", Hex{3, 0});
  Bench b(r);
  SECTION("the character is invisible") {
    b.board().fig(0).conditions |= bit(Condition::Invisible);
  }
  SECTION("no attack hex can be reached") {
    for (Hex h : {Hex{1, 0}, Hex{0, 1}}) b.board().map.at(h)->terrain = Terrain::Obstacle;
  }
  REQUIRE(b.run([](Ctx& c) { monster_type_turn(c, 0); }));
  CHECK(b.fig(1).hex == Hex{3, 0});
  CHECK(b.count(EventKind::FigureMoved) == 0);
  CHECK(b.count(EventKind::AttackResolved) == 0);
  CHECK(b.fig(1).round_shield == 1);
}

// --- Random playouts ---

namespace {

// The tiny content with more monster kinds on a larger map with obstacles, hazards and difficult
// terrain, and a scenario rule that spawns a monster at the start of some rounds.
ContentDb monster_content() {
  ContentDb db = tiny_content();
  auto add = [&](const std::string& id, int hp, std::vector<int> init, std::vector<std::vector<Ability>> cols) {
    MonsterDef m;
    m.id = id, m.name = id, m.hp = hp;
    for (size_t i = 0; i < 3; ++i) m.columns[i].initiative = init[i], m.columns[i].abilities = cols[i];
    db.monsters.push_back(m);
    return db.monsters.size() - 1;
  };
  Ability jump = ability(AbilityKind::Move, 3);
  jump.jump = true;
  Ability line = ability(AbilityKind::Attack, 1);
  line.aoe = {{0, 0}, {1, 0}}, line.aoe_melee = true;
  Ability ranged_area = ability(AbilityKind::Attack, 1, 3);
  ranged_area.aoe = {{0, 0}, {1, 0}, {0, 1}};
  Ability heal = ability(AbilityKind::Heal, 2, 3);
  Ability strengthen = ability(AbilityKind::Condition, 0, 2);
  strengthen.effects.conditions = bit(Condition::Strengthen);
  Ability push = ability(AbilityKind::Attack, 1);
  push.effects.push = 2;
  Ability infuse_fire = ability(AbilityKind::Infuse, 0);
  infuse_fire.infuse = {Element::Fire};
  // A stronger character and weaker monsters than the tiny content, so that some games are won.
  for (MonsterDef& m : db.monsters) m.hp = 2;
  db.classes[0].hp = {20, 20, 20, 20, 20};
  for (CardDef& c : db.cards)
    for (CardSide* side : {&c.a, &c.b})
      for (Action* half : {&side->top, &side->bottom})
        for (Ability& a : half->abilities)
          if (a.kind == AbilityKind::Attack) a.value += 1, a.range = 3, a.targets = 3;
  add("jumper", 2, {20, 45, 60}, {{jump, ability(AbilityKind::Attack, 2)}, {ability(AbilityKind::Move, 2), line}, {jump, push}});
  const size_t flyer = add("flyer", 2, {35, 45, 75},
                           {{ability(AbilityKind::Move, 3), ability(AbilityKind::Attack, 1, 2)},
                            {ability(AbilityKind::Move, 2), ranged_area},
                            {ability(AbilityKind::Attack, 2, 3), infuse_fire}});
  db.monsters[flyer].flying = true;
  add("shaman", 2, {25, 55, 80},
      {{heal, ability(AbilityKind::Move, 1)},
       {strengthen, ability(AbilityKind::Move, 2), ability(AbilityKind::Attack, 1, 2)},
       {ability(AbilityKind::Shield, 1), ability(AbilityKind::Retaliate, 1), ability(AbilityKind::Move, 2)}});
  ScenarioDef& s = db.scenarios[0];
  s.map = Map{};
  for (int16_t r = 0; r < 6; ++r)
    for (int16_t q = 0; q < 8; ++q) s.map.set({Hex{int16_t(q - r / 2), r}});
  s.map.at(Hex{3, 1})->terrain = Terrain::Obstacle;
  s.map.at(Hex{2, 3})->terrain = Terrain::Obstacle;
  s.map.at(Hex{4, 2})->terrain = Terrain::Hazard;
  s.map.at(Hex{1, 4})->terrain = Terrain::Hazard;
  s.map.at(Hex{2, 2})->terrain = Terrain::Difficult;
  s.map.at(Hex{5, 3})->terrain = Terrain::Difficult;
  s.start = Hex{0, 5};
  s.monsters = {{"guard-bot", Hex{5, 0}, 1}, {"archer-bot", Hex{7, 0}, 1}, {"jumper", Hex{6, 1}, 1},
                {"flyer", Hex{4, 0}, 1}, {"shaman", Hex{6, 0}, 1}};
  s.hooks.push_back({Hook::on_round_start, "s.lua#reinforce"});
  return db;
}

}  // namespace

TEST_CASE("[monster-round] random playouts: 200 games of monster turns in full rounds keep the board legal", "[monster-ai][round][playout]") {
  const ContentDb db = monster_content();
  FakeScripts scripts;
  scripts.bind("s.lua#reinforce", [](const HookEvent& ev, ScriptApi& api) {
    if (ev.round == 2) api.spawn("jumper", Hex{5, 2});
    if (ev.round == 4) api.spawn("flyer", Hex{4, 0});
    return ScriptResult{};
  });
  int won = 0, lost = 0, monster_turns = 0, rounds = 0, moves = 0, spawned = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    // Odd seeds answer at random, even ones with the built-in player (which wins some games).
    Game g(db, &scripts, tiny_setup(seed));
    RandomPick random{seed};
    AutoPlayer player(seed);
    std::map<FigureId, int> turns;  // this round
    std::set<FigureId> on_map;      // monsters, followed through the events
    for (const Figure& f : g.board().figures)
      if (f.alive && f.kind == FigureKind::Monster) on_map.insert(f.id);
    int answers = 0;
    while (!g.over() && g.decision() && answers < 5000) {
      REQUIRE(g.answer_index(seed % 2 ? random(*g.decision()) : player.choose(g)).ok());
      ++answers;
      const Board& b = g.board();
      for (const Event& e : g.take_events()) {
        if (e.is<RoundStarted>()) turns.clear();
        if (const MonsterSpawned* s = e.get<MonsterSpawned>()) ++spawned, on_map.insert(s->figure);
        if (const FigureKilled* k = e.get<FigureKilled>()) on_map.erase(k->figure);
        if (const FigureMoved* m = e.get<FigureMoved>(); m && m->figure != 0) ++moves;
        if (const TurnStarted* t = e.get<TurnStarted>()) {
          INFO("seed " << seed << " round " << b.round << " figure " << t->figure);
          CHECK(++turns[t->figure] == 1);  // one turn per figure per round
          monster_turns += t->figure != 0;
        }
        if (const RoundEnded* end = e.get<RoundEnded>()) {
          ++rounds;
          // Every monster on the map at the end of the round had its turn, spawned ones too.
          for (FigureId f : on_map) {
            INFO("seed " << seed << " round " << end->round << " monster " << f);
            CHECK(turns[f] == 1);
          }
        }
      }
      // Figures stand on the map, one per hex; walking monsters never on an obstacle.
      if (g.over()) continue;
      std::set<Hex> taken;
      for (const Figure& f : b.figures) {
        if (!f.alive) continue;
        INFO("seed " << seed << " figure " << f.id);
        CHECK(b.map.contains(f.hex));
        CHECK(taken.insert(f.hex).second);
        CHECK(f.hp > 0);
        CHECK(f.hp <= f.max_hp);
        if (f.kind == FigureKind::Monster && !db.monsters[size_t(f.type)].flying) CHECK_FALSE(b.map.is_obstacle(f.hex));
      }
    }
    REQUIRE(g.over());
    won += g.outcome() == Outcome::Won;
    lost += g.outcome() == Outcome::Lost;
  }
  CHECK(won + lost == 200);
  CHECK(won > 0);
  CHECK(lost > 0);
  CHECK(monster_turns > 1000);
  CHECK(moves > 500);
  CHECK(spawned > 50);
  CHECK(rounds > 500);
}
