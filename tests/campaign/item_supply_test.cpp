// Item Supply: items of a skipped branch scenario, and the items of one scenario played outside
// the campaign (base content: scenario 3 excludes the bruiser, scenario 4 is the bruiser's only).
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/play/campaign/campaign.h"
#include "engine/base/content/loader.h"
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

namespace {
// Walks the campaign of `class_id` through its branch (at each fork the one scenario it may play),
// checking before each scenario that the campaign offers exactly what `bnb play --scenario`
// offers there. Returns the scenarios played.
std::vector<int> walk_campaign_items(const std::string& class_id) {
  const ContentDb& db = base_db();
  Campaign c = new_campaign(db, class_id, 1);
  std::vector<int> played;
  for (int guard = 0; guard < 40; ++guard) {
    const std::vector<int> open = playable_scenarios(db, c);
    if (open.empty()) break;
    const int n = *std::min_element(open.begin(), open.end());
    std::vector<int> have = c.items;
    std::sort(have.begin(), have.end());
    INFO(class_id << " before scenario " << n);
    CHECK(have == items_reaching(db, class_id, n));
    played.push_back(n);
    record_result(db, c, n, true);
  }
  return played;
}
bool played(const std::vector<int>& path, int n) { return std::find(path.begin(), path.end(), n) != path.end(); }
}  // namespace

TEST_CASE("[campaign] Item Supply: the bruiser's campaign offers the items of every card resolved or skipped", "[campaign][items]") {
  const std::vector<int> path = walk_campaign_items("bruiser");
  CHECK(played(path, 20));
}

TEST_CASE("[campaign] Item Supply: the spellweaver's campaign offers the items of every card resolved or skipped (18's 37-38)",
          "[campaign][items]") {
  const std::vector<int> path = walk_campaign_items("spellweaver");
  CHECK_FALSE(played(path, 18));  // the branch it skips
  CHECK(played(path, 20));
  CHECK(has_item(items_reaching(base_db(), "spellweaver", 20), 37));
}

TEST_CASE("[campaign] Item Supply: the mindthief's campaign offers the items of every card resolved or skipped (9's 19-20)",
          "[campaign][items]") {
  const std::vector<int> path = walk_campaign_items("mindthief");
  CHECK_FALSE(played(path, 9));
  CHECK(played(path, 20));
  CHECK(has_item(items_reaching(base_db(), "mindthief", 10), 19));
}

TEST_CASE("[campaign] Item Supply: the silent knife's campaign offers the items of every card resolved or skipped", "[campaign][items]") {
  CHECK(played(walk_campaign_items("silent-knife"), 20));
}

TEST_CASE("[campaign] Item Supply: the tinkerer's campaign offers the items of every card resolved or skipped", "[campaign][items]") {
  CHECK(played(walk_campaign_items("tinkerer"), 20));
}

TEST_CASE("[campaign] Item Supply: the cragheart's campaign offers the items of every card resolved or skipped", "[campaign][items]") {
  CHECK(played(walk_campaign_items("cragheart"), 20));
}
