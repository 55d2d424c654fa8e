// Loading valid mods: every field lands in the definitions, later mods override, dependencies
// load first.
#include <catch2/catch.hpp>

#include "engine/base/content/loader.h"
#include "engine/play/words/abilities.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {
std::string good(const std::string& mod) { return test::data_path("content/good/" + mod); }

const LoadResult& core() {
  static const LoadResult r = load_mods({good("core")});
  return r;
}

// The one definition of a collection.
template <class Def>
const Def& only(const std::vector<Def>& collection) {
  REQUIRE(collection.size() == 1);
  return collection[0];
}
}  // namespace

TEST_CASE("[content] a valid mod loads without errors and keeps its manifest and scripts") {
  const LoadResult& r = core();
  // Only the `next: [2]` beyond this mod is reported, as a warning.
  REQUIRE(r.diags.all().size() == 1);
  CHECK(r.diags.all()[0].severity == Diagnostic::Warning);
  CHECK(r.ok());
  REQUIRE(r.db.mods.size() == 1);
  const ModInfo& m = r.db.mods[0];
  CHECK(m.id == "core");
  CHECK(m.name == "Core test mod");
  CHECK(m.version == "0.1.0");
  CHECK(m.engine_api == 1);
  CHECK(m.path == good("core"));
  REQUIRE(m.scripts.size() == 2);
  CHECK(m.scripts[0].first == "rules.lua");
  CHECK(m.scripts[1].first == "scenarios/cellar.lua");
  CHECK(m.scripts[1].second.find("function bell") != std::string::npos);
  CHECK(m.defined.at("monster") == 1);
  CHECK(m.defined.at("item") == 3);
}

TEST_CASE("[content] monster stats, bonuses, columns, consumptions and areas are read") {
  const MonsterDef& rat = only(core().db.monsters);
  CHECK(rat.id == "rat");
  CHECK(rat.name == "Rat");
  CHECK(rat.mod == "core");
  CHECK(rat.source.file == good("core") + "/monsters.yaml");
  CHECK(rat.source.line == 2);
  CHECK(rat.hp == 3);
  CHECK(rat.shield == 1);
  CHECK(rat.retaliate == 2);
  CHECK(rat.retaliate_range == 2);
  CHECK(rat.retaliate_conditions == bit(Condition::Poison));
  CHECK(rat.attack_effects.pierce == 1);
  CHECK(rat.attack_effects.conditions == bit(Condition::Wound));
  CHECK(rat.immunities == (bit(Condition::Disarm) | bit(Condition::Muddle)));
  CHECK(rat.flying);

  const MonsterColumn& c0 = rat.columns[0];
  CHECK(c0.initiative == 12);
  REQUIRE(c0.infuse.size() == 2);
  CHECK(c0.infuse[0] == std::vector<Element>{Element::Fire});
  CHECK(c0.infuse[1] == std::vector<Element>{Element::Fire, Element::Earth});
  REQUIRE(c0.abilities.size() == 2);
  CHECK(c0.abilities[0].kind == AbilityKind::Move);
  CHECK(c0.abilities[0].value == 2);
  const Ability& attack = c0.abilities[1];
  CHECK(attack.kind == AbilityKind::Attack);
  CHECK(attack.value == 1);
  CHECK(attack.range == 3);
  CHECK(attack.targets == 2);
  CHECK(attack.source.line == 17);
  CHECK(attack.source.column == 13);
  REQUIRE(attack.consumes.size() == 2);
  REQUIRE(attack.consumes[0].costs.size() == 1);
  CHECK(attack.consumes[0].costs[0].any_of == std::vector<Element>{Element::Fire});
  CHECK(attack.consumes[0].value == 1);
  CHECK(attack.consumes[0].effects.conditions == bit(Condition::Wound));
  REQUIRE(attack.consumes[1].costs.size() == 2);
  CHECK(attack.consumes[1].costs[0].any_of == std::vector<Element>{Element::Ice});
  CHECK(attack.consumes[1].costs[1].any_of.size() == 6);
  CHECK(attack.consumes[1].value == 2);
  CHECK(attack.consumes[1].range == 1);

  const MonsterColumn& c1 = rat.columns[1];
  CHECK(c1.initiative == 40);
  REQUIRE(c1.abilities.size() == 2);
  CHECK(c1.abilities[0].kind == AbilityKind::Shield);
  CHECK(c1.abilities[1].kind == AbilityKind::Heal);
  CHECK(c1.abilities[1].self);

  const MonsterColumn& c2 = rat.columns[2];
  REQUIRE(c2.abilities.size() == 2);
  CHECK(c2.abilities[0].aoe == std::vector<Hex>{{0, 0}, {1, 0}, {0, 1}});
  CHECK(c2.abilities[0].aoe_melee);
  CHECK(c2.abilities[0].effects.push == 1);
  CHECK(c2.abilities[1].kind == AbilityKind::Script);
  CHECK(c2.abilities[1].script == "rules.lua#squeak");
  CHECK(c2.abilities[1].value == 2);
  CHECK(c2.abilities[1].text == "Squeak 2");
}

TEST_CASE("[content] a script ability reads as its text, and never as its script name") {
  Ability a = core().db.monsters[0].columns[2].abilities[1];
  CHECK(words::ability_words(a) == "Squeak 2");
  a.text.clear();
  CHECK(words::ability_words(a) == "Special ability");
}

TEST_CASE("[content] every ability verb has its row at its kind's place and a description") {
  for (const VerbInfo& v : kVerbs) {
    INFO(v.key);
    CHECK(verb(v.kind).key == v.key);
    Ability a;
    a.kind = v.kind, a.value = 1, a.script = "x.lua#f";
    a.effects.conditions = bit(Condition::Strengthen);
    CHECK_FALSE(words::ability_words(a).empty());
  }
}

TEST_CASE("[content] cards keep both sides, actions, active bonuses and upgrades") {
  const ContentDb& db = core().db;
  REQUIRE(db.cards.size() == 2);
  const CardDef& hit = db.cards[size_t(db.card_index("hit"))];
  CHECK(hit.name == "Hit");
  CHECK(hit.level == 1);
  CHECK(hit.mod == "core");
  CHECK(hit.a.initiative == 10);
  CHECK(hit.a.top.lost);
  CHECK(hit.a.top.infuse == std::vector<Element>{Element::Light});
  CHECK(hit.a.top.abilities[0].kind == AbilityKind::Attack);
  CHECK(hit.a.bottom.abilities[0].jump);
  CHECK(hit.b.initiative == 60);
  CHECK(hit.b.top.abilities[0].kind == AbilityKind::Condition);
  CHECK(hit.b.top.abilities[0].self);
  CHECK(hit.b.top.abilities[0].effects.self_conditions == bit(Condition::Strengthen));
  CHECK(hit.b.bottom.abilities.empty());
  CHECK(hit.b.bottom.active == ActiveKind::Persistent);
  CHECK(hit.b.bottom.uses == 3);
  CHECK(hit.b.bottom.shield == 1);
  CHECK(hit.b.bottom.active_script == "rules.lua#guard");
  CHECK(hit.b.bottom.text == "the rats squeak when you are hit");
  CHECK(words::action_words(hit.b.bottom) == "Shield 1, the rats squeak when you are hit (persistent bonus, 3 uses)");

  const CardDef& hit2 = db.cards[size_t(db.card_index("hit2"))];
  CHECK(hit2.level == 2);
  CHECK(hit2.upgrade_of == "hit");
  CHECK(hit2.a.bottom.abilities[0].kind == AbilityKind::Recover);
  CHECK(hit2.a.bottom.unrecoverable);
  CHECK(hit2.b.top.abilities[0].infuse == std::vector<Element>{Element::Air, Element::Dark});
  CHECK(hit2.b.bottom.abilities[0].kind == AbilityKind::Push);
  CHECK(hit2.b.bottom.abilities[0].value == 2);
  CHECK(hit2.b.bottom.abilities[0].range == 1);
}

TEST_CASE("[content] classes keep hit points, cards and five modifier tables") {
  const ClassDef& c = only(core().db.classes);
  CHECK(c.id == "hitter");
  CHECK(c.style == "hits things");
  CHECK(c.hp == std::array<int, 5>{8, 9, 10, 11, 12});
  CHECK(c.cards == std::vector<std::string>{"hit"});
  CHECK(c.upgrades == std::vector<std::string>{"hit2"});
  CHECK(c.tables[0].at(2, 0).kind == ModifierCell::Null);
  CHECK(c.tables[0].at(4, 2).kind == ModifierCell::Double);
  CHECK(c.tables[0].at(1, 2).value == 2);
  CHECK(c.tables[0].at(5, 0).value == -2);
  const ModifierCell& pierce = c.tables[1].at(0, 0);
  CHECK(pierce.kind == ModifierCell::Add);
  CHECK(pierce.value == -1);
  CHECK(pierce.effects.pierce == 1);
  CHECK(c.tables[1].at(5, 2).effects.self_conditions == bit(Condition::Strengthen));
  CHECK(c.tables[4].cells == c.tables[0].cells);
}

TEST_CASE("[content] items keep slot, usage, window and effects") {
  const ContentDb& db = core().db;
  REQUIRE(db.items.size() == 3);
  const ItemDef& boots = db.items[size_t(db.item_index(1))];
  CHECK(boots.id == "boots");
  CHECK(boots.slot == ItemSlot::Small);
  CHECK(boots.usage == ItemUsage::Spent);
  CHECK(boots.window == ItemWindow::YourMovement);
  REQUIRE(boots.abilities.size() == 1);
  CHECK(boots.abilities[0].kind == AbilityKind::Move);
  CHECK(boots.abilities[0].value == 2);
  CHECK(boots.text == "Move two more.");
  const ItemDef& flask = db.items[size_t(db.item_index(2))];
  CHECK(flask.usage == ItemUsage::MultiUse);
  CHECK(flask.uses == 3);
  CHECK(flask.melee_only);
  REQUIRE(flask.abilities.size() == 3);
  CHECK(flask.abilities[0].kind == AbilityKind::Heal);
  CHECK(flask.abilities[0].value == 2);
  CHECK(flask.abilities[1].infuse == std::vector<Element>{Element::Ice});
  CHECK(flask.abilities[2].script == "rules.lua#flask");
  CHECK(flask.mod == "core");
  CHECK(flask.unlocked_by == 1);
  CHECK(flask.pair == 1);
  const ItemDef& charm = db.items[size_t(db.item_index(3))];
  CHECK(charm.slot == ItemSlot::OneHand);
  CHECK(charm.window == ItemWindow::Passive);  // passive items need no window
}

TEST_CASE("[content] die, monster tables and campaign start are read") {
  const ContentDb& db = core().db;
  CHECK(db.die.symbol == std::array<std::string, 6>{"a", "b", "c", "d", "e", "f"});
  CHECK(db.die.column == std::array<int, 6>{0, 0, 1, 1, 2, 2});
  REQUIRE(db.monster_tables.size() == 2);
  CHECK(db.monster_tables[0].id == "easy");
  CHECK(db.monster_tables[1].table.at(4, 2).kind == ModifierCell::Double);
  CHECK(db.campaign_start == 1);
}

TEST_CASE("[content] a scenario's grid, legend, start, placements, scripts and links are read") {
  const ScenarioDef& s = only(core().db.scenarios);
  CHECK(s.number == 1);
  CHECK(s.id == "s01-cellar");
  CHECK(s.level == 2);
  CHECK(s.mod == "core");
  CHECK(s.classes_allowed == std::vector<std::string>{"hitter"});
  CHECK(s.goal == "script");
  CHECK(s.intro == "Down we go.\n");
  const Map& m = s.map;
  CHECK(m.cells().size() == 16);
  CHECK(m.at({2, 0})->terrain == Terrain::Obstacle);
  CHECK(m.name(m.at({4, 0})->name) == "spikes");
  CHECK(m.at({4, 0})->terrain == Terrain::Hazard);
  CHECK(m.at({1, 1})->terrain == Terrain::Difficult);
  CHECK(m.name(m.at({3, 1})->name) == "hazard");
  CHECK(m.at({-1, 2}) != nullptr);
  CHECK(m.name(m.at({0, 2})->name) == "plate");
  CHECK(m.at({1, 2})->terrain == Terrain::Objective);
  const Cell* bell = m.at({2, 2});
  CHECK(bell->terrain == Terrain::PressurePlate);
  CHECK(bell->letter == 'C');
  CHECK(m.name(bell->name) == "bell");
  CHECK(s.start == Hex{0, 1});
  REQUIRE(s.monsters.size() == 2);
  CHECK(s.monsters[0].monster == "rat");
  CHECK(s.monsters[0].hex == Hex{2, 1});
  CHECK(s.monsters[1].hex == Hex{4, 1});
  CHECK(s.monsters[1].number == 2);
  REQUIRE(s.objectives.size() == 1);
  CHECK(s.map.at(s.objectives[0].hex)->terrain == Terrain::Objective);
  CHECK(s.map.at(s.objectives[0].hex)->letter == 'D');
  CHECK(s.objectives[0].hp == 4);
  CHECK(s.objectives[0].name == "Crate");
  CHECK(s.hazards.at("spikes") == "scenarios/cellar.lua#spikes");
  CHECK(s.pressure_plates.at("bell") == "scenarios/cellar.lua#bell");
  // The words a player reads of them: hazards and plates given as { script, text }, and the rules.
  CHECK(s.hazard_text.at("spikes") == "A figure entering it suffers 2 damage.");
  CHECK(s.plate_text.at("bell") == "Stepping on it rings the bell.");
  CHECK(s.rules == std::vector<std::string>{"At the start of each round the cellar creaks."});
  REQUIRE(s.hooks.size() == 2);
  CHECK(s.hooks[0].hook == Hook::on_round_start);
  CHECK(s.hooks[1].script == "scenarios/cellar.lua#goal");
  CHECK(s.rewards == std::vector<int>{1, 2});
  CHECK(s.next == std::vector<int>{2});
}

TEST_CASE("[content] script references carry their mod and place for the Lua check") {
  const ContentDb& db = core().db;
  std::vector<std::string> asked;
  Diagnostics diags;
  check_script_refs(db, diags, [&](const std::string& mod, const std::string& ref) {
    asked.push_back(mod + ":" + ref);
    return ref != "rules.lua#guard";
  });
  CHECK(asked.size() == 7);
  CHECK(std::count(asked.begin(), asked.end(), "core:scenarios/cellar.lua#bell") == 1);
  REQUIRE(diags.all().size() == 1);
  CHECK(diags.all()[0].str() == good("core") +
                                    "/cards.yaml:16:17: error: cards[0].b.bottom.script: no function 'guard' in "
                                    "rules.lua of mod 'core'");
}

TEST_CASE("[content] a later mod overrides by id and number, and dependencies load first") {
  // Given in the "wrong" order: extra depends on core, so core loads first.
  const LoadResult r = load_mods({good("extra"), good("core")});
  INFO(r.diags.str());
  CHECK(r.diags.all().empty());  // scenario 2 now exists, so `next: [2]` is fine
  REQUIRE(r.db.mods.size() == 2);
  CHECK(r.db.mods[0].id == "core");
  CHECK(r.db.mods[1].id == "extra");

  const MonsterDef& rat = only(r.db.monsters);
  CHECK(rat.name == "Big Rat");
  CHECK(rat.hp == 9);
  CHECK(rat.mod == "extra");
  CHECK(rat.flying == false);  // replaced whole, not merged
  CHECK(rat.columns[2].abilities[0].value == 4);

  REQUIRE(r.db.items.size() == 3);
  const ItemDef& flask = r.db.items[size_t(r.db.item_index(2))];
  CHECK(flask.id == "big-flask");
  CHECK(flask.slot == ItemSlot::TwoHand);
  CHECK(flask.negate_damage == 3);
  REQUIRE(flask.abilities.size() == 1);
  CHECK(flask.abilities[0].advantage);
  // The replaced item's script reference went with it.
  for (const ContentRef& ref : r.db.refs) CHECK(ref.target != "rules.lua#flask");

  REQUIRE(r.db.scenarios.size() == 2);
  const ScenarioDef& attic = r.db.scenarios[size_t(r.db.scenario_index(2))];
  CHECK(attic.mod == "extra");
  CHECK(attic.map.at({1, 0})->terrain == Terrain::Obstacle);
  CHECK(attic.map.name(attic.map.at({2, 0})->name) == "hazard");
  CHECK(attic.map.at({2, 0})->letter == 'B');
  CHECK(attic.start == Hex{0, 1});
}

TEST_CASE("[content] the base game and the example mods load without errors") {
  const LoadResult base = load_mods({test::source_path("base_content")});
  INFO(base.diags.str());
  CHECK(base.ok());
  CHECK(base.db.monsters.size() == 20);
  CHECK(base.db.items.size() == 42);
  CHECK(base.db.monster_tables.size() == 5);
  // Round retaliate abilities with added effects (rules: "Retaliate").
  const auto retaliate_of = [&](const std::string& id, int column) {
    for (const Ability& a : base.db.monsters[size_t(base.db.monster_index(id))].columns[size_t(column)].abilities)
      if (a.kind == AbilityKind::Retaliate) return a;
    FAIL("no retaliate on " << id);
    return Ability{};
  };
  CHECK(retaliate_of("mouse", 0).effects.conditions == bit(Condition::Wound));
  CHECK(retaliate_of("sewer-rat", 0).effects.conditions == bit(Condition::Poison));
  CHECK(retaliate_of("goring-beetle", 0).effects.push == 2);
  CHECK(retaliate_of("mounted-prince", 0).effects.push == 2);
  CHECK(retaliate_of("mounted-prince", 0).range == 3);
  const LoadResult mods = load_mods({test::source_path("base_content"), test::source_path("mods/example-class"),
                                     test::source_path("mods/example-scenario")});
  INFO(mods.diags.str());
  CHECK(mods.ok());
}
