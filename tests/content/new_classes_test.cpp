// The Mindthief, Silent Knife and Tinkerer of base_content: hit points and modifier tables pinned
// with the values of the reference data (GHS character/*.json, see base_content/PROVENANCE.md),
// written here so the project does not depend on the reference files.
#include <catch2/catch.hpp>

#include <array>
#include <string>

#include "engine/base/content/loader.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {

const ContentDb& db() {
  static const LoadResult loaded = load_mods({test::source_path("base_content")});
  return loaded.db;
}

const ClassDef* find_class(const std::string& id) {
  for (const ClassDef& c : db().classes)
    if (c.id == id) return &c;
  return nullptr;
}

// A cell as "+1", "-1 disarm", "-1 invisible self", "+0 heal 2 self", "null", "2x".
std::string cell_text(const ModifierCell& c) {
  if (c.kind == ModifierCell::Null) return "null";
  if (c.kind == ModifierCell::Double) return "2x";
  std::string s = (c.value >= 0 ? "+" : "") + std::to_string(c.value);
  for (int i = 0; i < kConditionCount; ++i) {
    if (c.effects.conditions & (1u << i)) s += " " + std::string(condition_name(Condition(i)));
    if (c.effects.self_conditions & (1u << i)) s += " " + std::string(condition_name(Condition(i))) + " self";
  }
  if (c.effects.heal_self) s += " heal " + std::to_string(c.effects.heal_self) + " self";
  if (c.effects.pierce) s += " pierce " + std::to_string(c.effects.pierce);
  if (c.targets) s += " +" + std::to_string(c.targets) + " target";
  return s;
}

// Rows separated by " | ", the cells of a row (die faces -, o, +) by ",".
std::string table_text(const ModifierTable& t) {
  std::string out;
  for (int row = 0; row < 6; ++row) {
    if (row) out += " | ";
    for (int col = 0; col < 3; ++col) out += (col ? "," : "") + cell_text(t.at(row, col));
  }
  return out;
}

void check_class(const std::string& id, const std::array<int, 5>& hp, const std::array<std::string, 5>& tables) {
  const ClassDef* c = find_class(id);
  REQUIRE(c != nullptr);
  CHECK(c->hp == hp);
  for (size_t level = 0; level < 5; ++level) {
    INFO("level " << level + 1);
    CHECK(table_text(c->tables[level]) == tables[level]);
  }
  CHECK(c->cards.size() == 4);
  CHECK(c->upgrades.size() == 4);
}

}  // namespace

TEST_CASE("[content] Mindthief hit points and modifier tables as the reference data gives them", "[content][classes]") {
  check_class("mindthief", {10, 11, 13, 14, 16},
              {"-1,+0,+1 | -1,+0,+2 | null,+0,+1 | -1,+0,+1 | -1,+0,2x | -2,+0,+1",
               "+0,+0,+1 | -1,+0,+2 | -1,+0,2x | null,+0,+1 | -1,+1,+2 | -2,+0,+1 muddle",
               "+0,+0 immobilize,+1 | -1,+0,+2 | -1,+0 muddle,2x | null,+0,+2 | -1,+1,+2 | -1,+0,+1 muddle",
               "+0,+0 immobilize,+1 | -1 disarm,+0,+2 | +0,+0 muddle,2x | null,+0,+2 | -1,+1,+2 | -1,+0,+1 muddle",
               "+0,+0 immobilize,+2 | -1 disarm,+1,+2 | +0,+0 muddle,2x | null,+0,+2 | +0,+1,+2 | -1,+0,+1 muddle"});
}

TEST_CASE("[content] Silent Knife hit points and modifier tables as the reference data gives them", "[content][classes]") {
  check_class("silent-knife", {11, 12, 14, 15, 17},
              {"-1,+0,+1 | -1,+0,+2 | null,+0,+1 | -1,+0,+1 | -1,+0,2x | -2,+0,+1",
               "+0,+0,+1 | null,+0,+1 | -1,+0,+1 | -1,+0,+2 | -1,+0 poison,+1 | -1,+0,2x",
               "+0,+0,+1 | null,+1,+1 | -1 invisible self,+0,+1 | +0,+0,+2 | -1,+0 poison,+1 | -1,+0,2x",
               "+0,+0,+1 poison | null,+1,+2 | -1 invisible self,+0,+1 | +0,+1,+2 | +0,+0 poison,+1 | -1,+0,2x",
               "+0,+1,+1 poison | null,+1,+2 | -1 invisible self,+0,+1 | +0,+1,+2 | +0,+0 poison,+1 | +0,+1,2x"});
}

// Levels 4 and 5, row 3: the printed cells "-1, +1 Target" and "+0, +1 Target" (a cell's `targets`).
TEST_CASE("[content] Tinkerer hit points and modifier tables as the reference data gives them (+1 Target cells)", "[content][classes]") {
  check_class("tinkerer", {11, 12, 14, 15, 17},
              {"-1,+0,+1 | -1,+0,+2 | null,+0,+1 | -1,+0,+1 | -1,+0,2x | -2,+0,+1",
               "-1,+0,+1 | +0,+0,+2 | -1,+0,+1 | null,+0 muddle,+1 | -1,+0,2x | -1,+0 heal 2 self,+1",
               "-1,+1,+1 | +0,+0,+2 | -1,+0,+2 | null,+0 muddle,+1 | +0,+0,2x | -1,+0 heal 2 self,+1 wound",
               "-1,+1,+1 muddle | +0,+0,+3 | -1 +1 target,+0 +1 target,+2 | null,+0 muddle,+1 | +0,+0,2x | -1,+0 heal 2 self,+1 wound",
               "-1,+1,+1 muddle | +0,+0 immobilize,+3 | -1 +1 target,+0 +1 target,+2 | null,+0 muddle,+1 | +0,+1,2x | +0,+0 heal 2 self,+1 wound"});
}
