// The Cragheart's hit points and five modifier tables, pinned cell for cell (values from the
// reference data, GHS character/cragheart.json, written out here).
#include <catch2/catch.hpp>

#include <sstream>

#include "engine/base/content/loader.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {

const ContentDb& base_db() {
  static const LoadResult loaded = load_mods({test::source_path("base_content")});
  return loaded.db;
}

// One cell written as text: "+1", "-2", "N" (null), "2x", and an added effect after a letter:
// "m" muddle, "i" immobilize, "p2" push 2, "h" heal 1 self. E.g. "+1m" = +1, muddle.
ModifierCell cell(const std::string& text) {
  ModifierCell c;
  if (text == "N") return c.kind = ModifierCell::Null, c;
  if (text == "2x") return c.kind = ModifierCell::Double, c;
  size_t used = 0;
  c.value = std::stoi(text, &used);
  const std::string rest = text.substr(used);
  if (rest == "m") c.effects.conditions = bit(Condition::Muddle);
  else if (rest == "i") c.effects.conditions = bit(Condition::Immobilize);
  else if (rest == "p2") c.effects.push = 2;
  else if (rest == "h") c.effects.heal_self = 1;
  else REQUIRE(rest.empty());
  return c;
}

void check_table(const ModifierTable& t, const std::vector<std::string>& rows) {
  REQUIRE(rows.size() == 6);
  for (int r = 0; r < 6; ++r) {
    std::istringstream in(rows[size_t(r)]);
    for (int col = 0; col < 3; ++col) {
      std::string text;
      in >> text;
      INFO("row " << r + 1 << " column " << col + 1 << ": " << text);
      CHECK(t.at(r, col) == cell(text));
    }
  }
}

}  // namespace

TEST_CASE("[content] the Cragheart has its reference hit points and five modifier tables", "[content][cragheart]") {
  const int i = base_db().class_index("cragheart");
  REQUIRE(i >= 0);
  const ClassDef& c = base_db().classes[size_t(i)];
  CHECK(c.hp == std::array<int, 5>{12, 13, 15, 16, 18});
  check_table(c.tables[0], {"-1 +0 +1", "-1 +0 +2", "N +0 +1", "-1 +0 +1", "-1 +0 2x", "-2 +0 +1"});
  check_table(c.tables[1], {"-1 +0 +2", "-2 +0 +2", "-1 +1 +2", "N +0 +1m", "-1 +0 2x", "-2 +1 +1"});
  check_table(c.tables[2], {"-1 +0 +2", "-2 +1 +2", "-1 +1 +2", "N +1 +1m", "-1p2 +0p2 2x", "-2i +1 +1"});
  check_table(c.tables[3], {"-1 +0 +2", "-2 +1 +2m", "-1 +1h +2h", "N +1 +2m", "-1p2 +1p2 2x", "-2i +1 +1"});
  check_table(c.tables[4], {"-1 +0i +2", "-2 +1 +2m", "+0 +1h +2h", "N +1 +2m", "-1p2 +1p2 2x", "-2i +1 +2"});
  CHECK(c.cards.size() == 4);
  CHECK(c.upgrades.size() == 4);
}
