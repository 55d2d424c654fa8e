// The campaign of the base game: the branch after scenario 2 and the items of the skipped branch.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/campaign/campaign.h"
#include "engine/content/loader.h"
#include "tests/support/fixtures.h"

using namespace bnb;

namespace {

const ContentDb& db() {
  static const LoadResult loaded = load_mods({test::source_path("base_content")});
  return loaded.db;
}

bool has_item(const Campaign& c, int n) { return std::find(c.items.begin(), c.items.end(), n) != c.items.end(); }

}  // namespace

TEST_CASE("[campaign] after scenario 2 the Spellweaver goes to 3, the items of 4 (skipped) come once it is passed",
          "[campaign]") {
  Campaign c = new_campaign(db(), "spellweaver", 1);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{1});
  CHECK(c.items.empty());
  record_result(db(), c, 1, false);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{1});  // a loss changes nothing
  record_result(db(), c, 1, true);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{2});
  for (int i : {1, 2, 3, 4, 41, 42}) CHECK(has_item(c, i));
  record_result(db(), c, 2, true);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{3});
  CHECK(has_item(c, 5));
  CHECK(has_item(c, 6));
  CHECK_FALSE(has_item(c, 9));  // scenario 4's card, skipped by the Spellweaver: not while playing 3
  CHECK_FALSE(has_item(c, 10));
  CHECK_FALSE(has_item(c, 7));  // scenario 3's card: not yet
  record_result(db(), c, 3, true);
  CHECK(has_item(c, 7));
  CHECK(has_item(c, 8));
  CHECK(has_item(c, 9));  // scenario 5 is open: the skipped branch is passed
  CHECK(has_item(c, 10));
  CHECK(c.completed == std::vector<int>{1, 2, 3});

  // The save keeps all of it.
  Campaign back;
  REQUIRE(from_save(to_save(c), back).empty());
  CHECK(back.items == c.items);
  CHECK(back.open == c.open);
  CHECK(back.completed == c.completed);
}

TEST_CASE("[campaign] after scenario 2 the Bruiser goes to 4, the items of 3 (skipped) come once it is passed", "[campaign]") {
  Campaign c = new_campaign(db(), "bruiser", 1);
  record_result(db(), c, 1, true);
  record_result(db(), c, 2, true);
  CHECK(playable_scenarios(db(), c) == std::vector<int>{4});
  CHECK_FALSE(has_item(c, 7));  // not while playing 4
  CHECK_FALSE(has_item(c, 9));
  record_result(db(), c, 4, true);
  CHECK(has_item(c, 7));
  CHECK(has_item(c, 8));
  CHECK(has_item(c, 9));
  CHECK(has_item(c, 10));
}
