// Item Supply: items of a skipped branch scenario, and the items of one scenario played outside
// the campaign (base content: scenario 3 excludes the bruiser, scenario 4 is the bruiser's only).
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/campaign/campaign.h"
#include "engine/content/loader.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {
const ContentDb& base_db() {
  static const LoadResult loaded = load_mods({test::source_path("base_content")});
  return loaded.db;
}
bool has_item(const std::vector<int>& items, int n) { return std::find(items.begin(), items.end(), n) != items.end(); }
}  // namespace

TEST_CASE("[campaign] Item Supply: a skipped branch gives its items once the campaign has passed it", "[campaign][items]") {
  const ContentDb& db = base_db();
  Campaign c = new_campaign(db, "spellweaver", 1);
  record_result(db, c, 1, true);
  record_result(db, c, 2, true);
  // Playing scenario 3: scenario 4 (the bruiser's) is skipped but not yet passed.
  CHECK_FALSE(has_item(c.items, 9));
  CHECK_FALSE(has_item(c.items, 10));
  record_result(db, c, 3, true);  // scenario 5 opens: the branch is passed
  CHECK(has_item(c.items, 7));    // scenario 3's own items
  CHECK(has_item(c.items, 9));
  CHECK(has_item(c.items, 10));
}

TEST_CASE("[campaign] Item Supply: one scenario outside the campaign offers what a campaign reaching it has", "[campaign][items]") {
  const ContentDb& db = base_db();
  const std::vector<int> at3 = items_reaching(db, "spellweaver", 3);
  CHECK(has_item(at3, 1));   // from scenario 1
  CHECK(has_item(at3, 5));   // from scenario 2
  CHECK_FALSE(has_item(at3, 7));  // scenario 3's own items come with its completion
  CHECK_FALSE(has_item(at3, 9));  // scenario 4, the other branch, is not passed yet
  const std::vector<int> at5 = items_reaching(db, "spellweaver", 5);
  CHECK(has_item(at5, 7));
  CHECK(has_item(at5, 9));
  CHECK_FALSE(has_item(at5, 11));  // scenario 5's
}
