#pragma once
// Fixtures for the rules tests (tests/rules/): content built in code where every test places
// exactly what it needs, a Bench that runs one rule function on a board the test prepared
// (answering its decisions by key), and a Play that drives a whole Game.
//
// The content: class "hero" (hp 10..14) whose cards the test sets, every modifier cell +0 (so the
// die does not matter unless a test sets a table), monsters "dummy" (hp 10, does nothing) and
// "brute" (hp 10, attack 2 melee) whose three action columns are alike (initiative 90), and an
// open 8x4 map of hexes (q 0..7, r 0..3) with no monsters; the hero starts at (0,0).
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/attack/attack.h"
#include "engine/base/content/content_db.h"
#include "engine/kernel/step/context.h"
#include "engine/play/game/game.h"
#include "tests/support/events.h"

namespace bnb::test {

// --- content building ---
Ability attack(int value, int range = 0, int targets = 1);
Ability move(int value, bool jump = false);
AttackSpec strike(int value, int range = 0, int targets = 1);  // an attack as attack_target takes it
Action action(std::vector<Ability> abilities);
// A card whose B side is the same as its A side (initiative `init` on both).
CardDef card(const std::string& id, int init, Action top, Action bottom);
ModifierTable flat_table(int value);
// A table whose cell at (row, column) adds row * 10 + column (tells which cell was used).
ModifierTable marked_table();
ItemDef item(int number, ItemSlot slot, ItemUsage usage, ItemWindow window);
// One ability of a kind with a value (heal, shield, retaliate, ...); a script ability by reference.
Ability ability_of(AbilityKind kind, int value = 0);
Ability script_ability(const std::string& ref);
Ability condition_ability(ConditionSet conditions, bool self = false);

struct Rules {
  ContentDb db;
  GameSetup setup;
  Rules();
  ScenarioDef& scenario() { return db.scenarios[0]; }
  ClassDef& hero_class() { return db.classes[0]; }
  MonsterDef& monster(std::string_view id);
  // Replaces the class's level-1 cards (kept in this order: card index i is the i-th given).
  void set_cards(const std::vector<CardDef>& cards);
  void add_upgrade(const CardDef& card);  // a level-2 card with upgrade_of set
  void place(const std::string& monster, Hex at, int number = 0);
  void terrain(Hex h, Terrain t, const std::string& name = "");
  void hero_at(Hex h) { scenario().start = h; }
  void hero_table(const ModifierTable& t);  // every level
  void monster_table(const ModifierTable& t);
  int add_item(const ItemDef& def);         // returns the item number; made available
};

// Figure ids in placement order: the hero is 0, the first placed monster 1, ...

std::string option_keys(const Decision& d);

// Runs one rule function on a prepared board, re-running it from that board with the known
// answers each time a decision is answered (as the engine's steps do).
class Bench {
 public:
  explicit Bench(const Rules& r);
  Board& board() { return start_; }                // edit before run()
  CharacterState& hero() { return start_.hero; }
  // Puts hero card `i` in `pile` on `side`.
  void card(int i, Pile pile, char side = 'A');
  void all_cards(Pile pile, char side = 'A');
  // The turn's two cards chosen: both Selected, `initiative` leading (then run character_turn).
  void select_cards(int initiative, int other);
  int equip(int item_number);                       // returns the index in hero.items
  void scripts(ScriptHost* host) { scripts_ = host; }

  // Runs fn; true when it finished without a pending decision.
  bool run(std::function<void(Ctx&)> fn);
  const Decision* decision() const { return pending_ ? &*pending_ : nullptr; }
  bool pending(DecisionKind k) const { return pending_ && pending_->kind == k; }
  bool has_option(std::string_view key) const { return pending_ && pending_->find(key) >= 0; }
  // The pending question and the option `key`, in the words a player reads (engine/play/words).
  std::string prompt_words() const;
  std::string option_words(std::string_view key) const;
  // Answers the pending decision by key (the test fails when it is not an option) and re-runs.
  bool answer(std::string_view key);
  // Answers every pending decision of kind `k` with `key` while one is pending.
  void answer_all(DecisionKind k, std::string_view key);

  const Board& after() const { return board_; }
  const Figure& fig(FigureId id) const { return board_.fig(id); }
  const std::vector<Event>& events() const { return events_; }
  int count(EventKind k) const;
  // Index of the first event of kind k (after `from`), or -1.
  int find(EventKind k, int from = 0) const;
  // The i-th event, which must be a T; the first T (after `from`), which must exist.
  template <class T> const T& event(int i) const { return event_as<T>(events_, i); }
  template <class T> const T& first(int from = 0) const { return first_event<T>(events_, from); }
  bool ended() const { return ended_; }

 private:
  const ContentDb& db_;
  ScriptHost* scripts_ = nullptr;
  Board start_, board_;
  std::vector<uint16_t> answers_;
  std::function<void(Ctx&)> fn_;
  std::optional<Decision> pending_;
  std::vector<Event> events_;
  bool ended_ = false;
  bool rerun();
};

// Drives a whole Game by keys, keeping every event.
class Play {
 public:
  explicit Play(const Rules& r, ScriptHost* scripts = nullptr);
  Game& game() { return *game_; }
  const Game& game() const { return *game_; }
  const Board& board() const { return game_->board(); }
  const Decision* decision() const { return game_->decision(); }
  DecisionKind kind() const;
  bool pending(DecisionKind k) const { return decision() && decision()->kind == k; }
  bool has_option(std::string_view key) const { return decision() && decision()->find(key) >= 0; }
  void answer(std::string_view key);
  // Answers decisions of kind k with key while they come.
  void answer_all(DecisionKind k, std::string_view key);
  // "cards 0 1": select cards (the first sets initiative).
  void select(int first, int second);
  const std::vector<Event>& events() const { return events_; }
  int count(EventKind k) const;
  int find(EventKind k, int from = 0) const;
  template <class T> const T& event(int i) const { return event_as<T>(events_, i); }
  template <class T> const T& first(int from = 0) const { return first_event<T>(events_, from); }
  bool over() const { return game_->over(); }

 private:
  std::optional<Game> game_;
  std::vector<Event> events_;
  void take();
};

// A script host for tests: each "file#function" reference runs a C++ function.
class FakeScripts final : public ScriptHost {
 public:
  using Fn = std::function<ScriptResult(const HookEvent&, ScriptApi&)>;
  void bind(const std::string& ref, Fn fn) { fns_.emplace_back(ref, std::move(fn)); }
  HookEvent last;  // the event of the last call (steps re-run, so calls repeat: count effects)
  Hook hook = Hook::Count;  // the hook of the call in progress / the last call
  void load(const ContentDb&, Diagnostics&) override {}
  bool has_function(const std::string&, const std::string& ref) const override;
  ScriptResult call(const std::string& mod, const std::string& ref, Hook hook, const HookEvent& ev,
                    ScriptApi& api) override;

 private:
  std::vector<std::pair<std::string, Fn>> fns_;
};

}  // namespace bnb::test
