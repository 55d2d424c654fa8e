#include "tests/support/rules_fixture.h"

#include <catch2/catch.hpp>

#include "engine/play/game/script_api_impl.h"
#include "engine/play/game/step_run.h"
#include "engine/rules/scenario/scenario.h"
#include "engine/play/words/words.h"

namespace bnb::test {

Ability attack(int value, int range, int targets) {
  Ability a;
  a.kind = AbilityKind::Attack, a.value = value, a.range = range, a.targets = targets;
  return a;
}

Ability move(int value, bool jump) {
  Ability a;
  a.kind = AbilityKind::Move, a.value = value, a.jump = jump;
  return a;
}

AttackSpec strike(int value, int range, int targets) {
  AttackSpec s;
  s.value = value, s.range = range, s.targets = targets;
  return s;
}

Action action(std::vector<Ability> abilities) {
  Action a;
  a.abilities = std::move(abilities);
  return a;
}

CardDef card(const std::string& id, int init, Action top, Action bottom) {
  CardDef c;
  c.id = id, c.name = id;
  c.a = {init, std::move(top), std::move(bottom)};
  c.b = c.a;
  return c;
}

ModifierTable flat_table(int value) {
  ModifierTable t;
  for (ModifierCell& c : t.cells) c.kind = ModifierCell::Add, c.value = value;
  return t;
}

ModifierTable marked_table() {
  ModifierTable t;
  for (int i = 0; i < 18; ++i) t.cells[size_t(i)].value = (i / 3) * 10 + i % 3;
  return t;
}

ItemDef item(int number, ItemSlot slot, ItemUsage usage, ItemWindow window) {
  ItemDef d;
  d.number = number, d.id = "item-" + std::to_string(number), d.name = "Item " + std::to_string(number);
  d.slot = slot, d.usage = usage, d.window = window;
  return d;
}

ItemDef item(int number, ItemSlot slot, ItemUsage usage, ItemWindow window, std::vector<Ability> abilities) {
  ItemDef d = item(number, slot, usage, window);
  d.abilities = std::move(abilities);
  return d;
}

Ability ability_of(AbilityKind kind, int value) {
  Ability a;
  a.kind = kind, a.value = value;
  return a;
}

Ability script_ability(const std::string& ref) {
  Ability a;
  a.kind = AbilityKind::Script, a.script = ref;
  return a;
}

Ability condition_ability(ConditionSet conditions, bool self) {
  Ability a;
  a.kind = AbilityKind::Condition, a.self = self;
  (self ? a.effects.self_conditions : a.effects.conditions) = conditions;
  return a;
}

Rules::Rules() {
  db.monster_tables.push_back({"normal", flat_table(0)});
  ClassDef cls;
  cls.id = "hero", cls.name = "Hero";
  cls.hp = {10, 11, 12, 13, 14};
  for (auto& t : cls.tables) t = flat_table(0);
  db.classes.push_back(cls);
  set_cards({card("c0", 10, action({attack(2)}), action({move(2)})), card("c1", 20, action({attack(2)}), action({move(2)})),
             card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
  MonsterDef dummy;
  dummy.id = "dummy", dummy.name = "Dummy", dummy.hp = 10;
  for (MonsterColumn& c : dummy.columns) c.initiative = 90;
  db.monsters.push_back(dummy);
  MonsterDef brute = dummy;
  brute.id = "brute", brute.name = "Brute";
  for (MonsterColumn& c : brute.columns) c.abilities = {attack(2)};
  db.monsters.push_back(brute);
  ScenarioDef s;
  s.id = "rules", s.name = "Rules Room", s.number = 1, s.level = 1, s.goal_text = "Kill all enemies.";
  for (int16_t r = 0; r < 4; ++r)
    for (int16_t q = 0; q < 8; ++q) s.map.set({Hex{q, r}});
  s.start = Hex{0, 0};
  db.scenarios.push_back(s);
  setup.scenario = 1, setup.class_id = "hero", setup.level = 1, setup.seed = 1;
}

MonsterDef& Rules::monster(std::string_view id) { return db.monsters[size_t(db.monster_index(id))]; }

void Rules::set_cards(const std::vector<CardDef>& cards) {
  ClassDef& cls = hero_class();
  cls.cards.clear();
  for (const CardDef& c : cards) {
    const int at = db.card_index(c.id);
    if (at >= 0) db.cards[size_t(at)] = c;
    else db.cards.push_back(c);
    cls.cards.push_back(c.id);
  }
}

void Rules::add_upgrade(const CardDef& c) {
  CardDef up = c;
  up.level = 2;
  db.cards.push_back(up);
  hero_class().upgrades.push_back(up.id);
}

void Rules::place(const std::string& monster, Hex at, int number) { scenario().monsters.push_back({monster, at, number}); }

void Rules::terrain(Hex h, Terrain t, const std::string& name) {
  Map& m = scenario().map;
  Cell c = *m.at(h);
  c.terrain = t;
  c.name = name.empty() ? int16_t(-1) : m.intern(name);
  m.set(c);
}

void Rules::hero_table(const ModifierTable& t) {
  for (auto& x : hero_class().tables) x = t;
}
void Rules::monster_table(const ModifierTable& t) { db.monster_tables[0].table = t; }

int Rules::add_item(const ItemDef& def) {
  db.items.push_back(def);
  setup.items_available.push_back(def.number);
  return def.number;
}

std::string option_keys(const Decision& d) {
  std::string out = std::string(decision_kind_name(d.kind)) + ":";
  for (const Option& o : d.options) out += " [" + o.key + "]";
  return out;
}

// --- Bench ---

std::string Bench::prompt_words() const {
  REQUIRE(pending_);
  return words::prompt_words(*pending_, words::Labels(db_, board_));
}
std::string Bench::option_words(std::string_view key) const {
  REQUIRE(pending_);
  const int i = pending_->find(key);
  REQUIRE(i >= 0);
  return words::option_words(*pending_, pending_->options[size_t(i)], words::Labels(db_, board_));
}

Bench::Bench(const Rules& r) : db_(r.db) {
  start_ = initial_board(r.db, r.setup);
  start_.phase = Phase::Turns;
  start_.round = 1;
  start_.acting = 0;
}

void Bench::card(int i, Pile pile, char side) {
  CardState& c = start_.hero.cards[size_t(i)];
  c.pile = pile, c.side = side;
}

void Bench::select_cards(int initiative, int other) {
  card(initiative, Pile::Selected);
  card(other, Pile::Selected);
  start_.hero.initiative_card = initiative, start_.hero.other_card = other;
}

void Bench::all_cards(Pile pile, char side) {
  for (size_t i = 0; i < start_.hero.cards.size(); ++i) card(int(i), pile, side);
}

int Bench::equip(int number) {
  start_.hero.items.push_back({int16_t(db_.item_index(number))});
  return int(start_.hero.items.size()) - 1;
}

bool Bench::run(std::function<void(Ctx&)> fn) {
  fn_ = std::move(fn);
  answers_.clear();
  return rerun();
}

bool Bench::rerun() {
  board_ = start_;
  StepRun run = rerun_step(db_, scripts_, board_, answers_, 0, fn_);
  pending_ = std::move(run.decision);
  ended_ = run.scenario_over;
  events_ = std::move(run.events);
  return !pending_;
}

bool Bench::answer(std::string_view key) {
  REQUIRE(pending_);
  INFO(option_keys(*pending_));
  const int i = pending_->find(key);
  REQUIRE(i >= 0);
  answers_.push_back(uint16_t(i));
  return rerun();
}

void Bench::answer_all(DecisionKind k, std::string_view key) {
  while (pending(k)) answer(key);
}

int Bench::count(EventKind k) const { return count_kind(events_, k); }

int Bench::find(EventKind k, int from) const { return find_kind(events_, k, from); }

// --- Play ---

Play::Play(const Rules& r, ScriptHost* scripts) {
  game_.emplace(r.db, scripts, r.setup);
  take();
}

DecisionKind Play::kind() const {
  REQUIRE(decision());
  return decision()->kind;
}

void Play::take() {
  for (Event& e : game_->take_events()) events_.push_back(std::move(e));
}

void Play::answer(std::string_view key) {
  REQUIRE(decision());
  INFO(option_keys(*decision()));
  REQUIRE(game_->answer(key).ok());
  take();
}

void Play::answer_all(DecisionKind k, std::string_view key) {
  while (pending(k)) answer(key);
}

void Play::select(int first, int second) { answer("cards " + std::to_string(first) + " " + std::to_string(second)); }

int Play::count(EventKind k) const { return count_kind(events_, k); }

int Play::find(EventKind k, int from) const { return find_kind(events_, k, from); }

// --- FakeScripts ---

bool FakeScripts::has_function(const std::string&, const std::string& ref) const {
  for (const auto& [r, fn] : fns_)
    if (r == ref) return true;
  return false;
}

ScriptResult FakeScripts::call(const std::string&, const std::string& ref, Hook hook, const HookEvent& ev, ScriptApi& api) {
  last = ev;
  this->hook = hook;
  for (const auto& [r, fn] : fns_)
    if (r == ref) return fn(ev, api);
  return {};
}

}  // namespace bnb::test
