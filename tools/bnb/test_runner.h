#pragma once
// One test of `bnb test` (cmd_test.cpp): its setup (test_setup.cpp) and its expectations
// (test_expect.cpp). Every key is read through the test tables (engine/base/content/test_tables.cpp),
// so the runner and `bnb schema` agree. The format is in docs/modding.md ("Testing a mod").
#include <optional>
#include <string>
#include <vector>

#include "engine/play/bots/auto_player.h"
#include "engine/base/content/load_parts.h"
#include "engine/play/game/game.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

using loader::Fields;
using loader::FileCtx;
using loader::Val;

// A monster named by a test: `number` of a type (0: not given).
struct MonsterSel {
  int type = -1, number = 0;
  std::string label;  // "bandit-guard 1"
};

class TestRun {
 public:
  TestRun(FileCtx& ctx, Session& s, std::string name) : ctx_(ctx), s_(s), name_(std::move(name)) {}

  // Reports a failed expectation at `at`; the run goes on to check the others.
  void fail(const YAML::Mark& at, const std::string& path, const std::string& message);
  int failures() const { return failures_; }
  bool run(const Val& test);

 private:
  // test_setup.cpp: the situation, on the board of the first decision's step.
  void apply_setup(Board& b, const Val& setup);
  void apply_character(Board& b, const Val& v);
  void apply_monster(Board& b, const Val& v);
  void apply_hp_and_conditions(Fields& f, Figure& fig);  // and finishes `f`
  // test_expect.cpp
  void check(const Game& g, const Val& expect);
  void check_monster(const Board& b, const Val& v);
  void check_figure(const Figure* fig, const std::string& label, Fields& f);
  void check_decision(const Game& g, Fields& f);
  void check_counts(const Game& g, Fields& f);
  void check_character_state(const Game& g, Fields& f);
  void check_order(const Game& g, Fields& f);
  // Script errors since the previous expectation fail the test unless `want` (a part of the text) matches.
  void check_script_errors(const YAML::Mark& at, const std::string& path, const std::optional<Val>& want);
  // cmd_test.cpp
  bool answer(Game& g, const Val& item);
  bool play_until(Game& g, const Val& kind);
  void take(Game& g) {
    for (Event& e : g.take_events()) events_.push_back(std::move(e));
  }
  bool read_monster(Fields& f, MonsterSel& out);

  FileCtx& ctx_;
  Session& s_;
  std::string name_;
  int failures_ = 0;
  std::vector<Event> events_;
  size_t window_ = 0;  // events_[window_...]: since the previous expectation
  std::optional<AutoPlayer> bot_;
  uint64_t seed_ = 1;
};

// One of a row's names (its Enum), as text.
inline bool read_name(FileCtx& ctx, const Val& v, const loader::Table& t, std::string_view key, std::string& out) {
  size_t i = 0;
  if (!loader::read_name_index(ctx, v, t.find(key)->names, i)) return false;
  out = std::string(t.find(key)->names[i]);
  return true;
}

// Each `hexes:` entry of a test (`at` and `terrain`), read with their errors: fn(item, where, at,
// terrain) for each that reads. `where` is the `at` value, for errors about the hex itself.
template <class F>
void for_each_hex_entry(FileCtx& ctx, const Val& list, F fn) {
  auto items = loader::read_list(ctx, list);
  if (!items) return;
  for (const Val& item : *items) {
    Fields hf(ctx, item, loader::kTestHexTable);
    if (!hf.ok()) continue;
    Hex at;
    std::string terrain;
    const std::optional<Val> where = hf.field("at");
    const auto what = hf.field("terrain");
    if (where && loader::read_hex(ctx, *where, at) && what &&
        read_name(ctx, *what, loader::kTestHexTable, "terrain", terrain))
      fn(item, *where, at, terrain);
    hf.finish();
  }
}

// The monster `sel` names (alive or dead), or null.
const Figure* find_monster(const Board& b, const MonsterSel& sel);
std::string conditions_text(ConditionSet set);
// A decision kind by name; nullopt for an unknown one (reported with a suggestion).
std::optional<DecisionKind> read_decision_kind(FileCtx& ctx, const Val& v, bool allow_none);

}  // namespace bnb::cli
