#include "tests/support/tiny_content.h"

namespace bnb::test {

Ability ability(AbilityKind kind, int value, int range) {
  Ability a;
  a.kind = kind, a.value = value, a.range = range;
  return a;
}

namespace {
ModifierTable standard_table() {
  // The standard table: six +0, four +1, four -1, one +2, one -2, one 2x, one null.
  const int v[18] = {-1, 0, 1, -1, 0, 2, 99, 0, 1, -1, 0, 1, -1, 0, 100, -2, 0, 1};
  ModifierTable t;
  for (int i = 0; i < 18; ++i) {
    ModifierCell c;
    if (v[i] == 99) c.kind = ModifierCell::Null;
    else if (v[i] == 100) c.kind = ModifierCell::Double;
    else c.value = v[i];
    t.cells[size_t(i)] = c;
  }
  return t;
}

CardDef card(const std::string& id, int init_a, Action top_a, Action bottom_a, int init_b, Action top_b, Action bottom_b) {
  CardDef c;
  c.id = id, c.name = id;
  c.a = {init_a, std::move(top_a), std::move(bottom_a)};
  c.b = {init_b, std::move(top_b), std::move(bottom_b)};
  return c;
}
Action act(std::vector<Ability> abilities) {
  Action a;
  a.abilities = std::move(abilities);
  return a;
}
}  // namespace

ContentDb tiny_content() {
  ContentDb db;
  db.monster_tables.push_back({"normal", standard_table()});
  ClassDef cls;
  cls.id = "hero", cls.name = "Hero";
  cls.hp = {10, 11, 12, 13, 14};
  for (auto& t : cls.tables) t = standard_table();
  db.cards.push_back(card("strike", 20, act({ability(AbilityKind::Attack, 3)}), act({ability(AbilityKind::Move, 3)}),
                          25, act({ability(AbilityKind::Attack, 4)}), act({ability(AbilityKind::Move, 4)})));
  db.cards.push_back(card("shot", 40, act({ability(AbilityKind::Attack, 2, 3)}), act({ability(AbilityKind::Move, 2)}),
                          45, act({ability(AbilityKind::Attack, 3, 3)}), act({ability(AbilityKind::Heal, 2, 0)})));
  db.cards.push_back(card("guard", 60, act({ability(AbilityKind::Shield, 1)}), act({ability(AbilityKind::Move, 3)}),
                          65, act({ability(AbilityKind::Attack, 3)}), act({ability(AbilityKind::Move, 2)})));
  Action lost_top = act({ability(AbilityKind::Attack, 5)});
  lost_top.lost = true;
  db.cards.push_back(card("blast", 80, lost_top, act({ability(AbilityKind::Move, 2)}), 85,
                          act({ability(AbilityKind::Attack, 2)}), act({ability(AbilityKind::Move, 3)})));
  cls.cards = {"strike", "shot", "guard", "blast"};
  db.classes.push_back(cls);

  MonsterDef guard;
  guard.id = "guard-bot", guard.name = "Guard Bot", guard.hp = 5, guard.shield = 1;
  guard.columns[0].initiative = 15, guard.columns[0].abilities = {ability(AbilityKind::Move, 2), ability(AbilityKind::Attack, 2)};
  guard.columns[1].initiative = 45, guard.columns[1].abilities = {ability(AbilityKind::Move, 3), ability(AbilityKind::Attack, 1)};
  guard.columns[2].initiative = 70, guard.columns[2].abilities = {ability(AbilityKind::Shield, 1), ability(AbilityKind::Attack, 3)};
  db.monsters.push_back(guard);
  MonsterDef archer;
  archer.id = "archer-bot", archer.name = "Archer Bot", archer.hp = 4;
  archer.columns[0].initiative = 30, archer.columns[0].abilities = {ability(AbilityKind::Move, 1), ability(AbilityKind::Attack, 2, 3)};
  archer.columns[1].initiative = 50, archer.columns[1].abilities = {ability(AbilityKind::Attack, 3, 3)};
  archer.columns[2].initiative = 62, archer.columns[2].abilities = {ability(AbilityKind::Move, 2), ability(AbilityKind::Attack, 1, 4)};
  db.monsters.push_back(archer);

  ScenarioDef s;
  s.id = "tiny", s.name = "Tiny Arena", s.number = 1, s.level = 1, s.goal_text = "Kill all enemies.";
  for (int16_t r = 0; r < 4; ++r)
    for (int16_t q = 0; q < 5; ++q) s.map.set({Hex{int16_t(q - r / 2), r}});
  s.map.at(Hex{2, 1})->terrain = Terrain::Obstacle;
  s.start = Hex{0, 3};
  s.monsters = {{"guard-bot", Hex{3, 0}, 1}, {"archer-bot", Hex{4, 0}, 1}};
  db.scenarios.push_back(s);
  return db;
}

GameSetup tiny_setup(uint64_t seed) {
  GameSetup g;
  g.scenario = 1, g.class_id = "hero", g.level = 1, g.seed = seed;
  return g;
}

}  // namespace bnb::test
