// Opening a saved campaign (engine/play/campaign/open_save.h), as `bnb play` and `bnb serve` both
// do: the save's campaign, a new one when there is no save, a clear error for a damaged save or a
// class the content lacks, and the options that only shape a new campaign refused.
#include <catch2/catch.hpp>

#include <fstream>

#include "engine/play/campaign/open_save.h"
#include "tests/support/base_content.h"
#include "tests/support/temp_dir.h"

using namespace bnb;

namespace {

const ContentDb& db() { return test::base().loaded.db; }

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A bruiser campaign saved at `path`, with a scenario in progress at `difficulty` when given.
Campaign saved_campaign(const std::string& path, const std::string& difficulty = "") {
  Campaign c = new_campaign(db(), "bruiser", 5);
  if (!difficulty.empty()) {
    c.current.emplace();
    c.current->setup.scenario = c.open.front();
    c.current->setup.difficulty = difficulty;
    c.current->setup.seed = 3;
  }
  REQUIRE(write_save_atomically(path, to_save(c)).empty());
  return c;
}

}  // namespace

TEST_CASE("[open save] a saved campaign is read back with the identity of the file read", "[open save]") {
  test::TempDir dir("bnb-open");
  const std::string path = dir.file("c.sav");
  const Campaign c = saved_campaign(path);
  const OpenedSave o = open_campaign_save(db(), path);
  REQUIRE(o.status == OpenStatus::Saved);
  CHECK(o.campaign.class_id == "bruiser");
  CHECK(o.campaign.open == c.open);
  CHECK(o.read_as.exists);
  CHECK(o.read_as == save_identity(path));
}

TEST_CASE("[open save] no save file: a new campaign starts", "[open save]") {
  test::TempDir dir("bnb-open");
  const OpenedSave o = open_campaign_save(db(), dir.file("none.sav"), {"bruiser", true, "hard", true});
  CHECK(o.status == OpenStatus::Missing);
  CHECK_FALSE(o.read_as.exists);
}

TEST_CASE("[open save] a damaged save is an error naming the file, and is never to be written over", "[open save]") {
  test::TempDir dir("bnb-open");
  const std::string path = dir.file("bad.sav");
  std::ofstream(path) << "not a save\n";
  const OpenedSave o = open_campaign_save(db(), path);
  CHECK(o.status == OpenStatus::Unreadable);
  CHECK(has(o.error, path));
  CHECK(o.read_as == save_identity(path));  // the file as it is: a writer that remembers it refuses to replace it
}

TEST_CASE("[open save] a campaign of a class the content does not hold is refused with the class named", "[open save]") {
  test::TempDir dir("bnb-open");
  const std::string path = dir.file("mod.sav");
  Campaign c = new_campaign(db(), "bruiser", 5);
  c.class_id = "not_loaded";
  REQUIRE(write_save_atomically(path, to_save(c)).empty());
  const OpenedSave o = open_campaign_save(db(), path);
  CHECK(o.status == OpenStatus::Invalid);
  CHECK(has(o.error, "'not_loaded'"));
  CHECK(has(o.error, "--mods"));
}

TEST_CASE("[open save] options that only shape a new campaign are refused for a saved one, each named", "[open save]") {
  test::TempDir dir("bnb-open");
  const std::string path = dir.file("c.sav");
  saved_campaign(path, "normal");
  SECTION("the same class, no seed, the same difficulty: nothing refused") {
    CHECK(open_campaign_save(db(), path, {"bruiser", false, "normal", true}).status == OpenStatus::Saved);
  }
  SECTION("another class, a seed and another difficulty for the scenario in progress") {
    const OpenedSave o = open_campaign_save(db(), path, {"tinkerer", true, "hard", true});
    CHECK(o.status == OpenStatus::Refused);
    CHECK(o.campaign.class_id == "bruiser");
    CHECK(has(o.refused, "--class tinkerer: the campaign's class is bruiser"));
    CHECK(has(o.refused, "--seed"));
    CHECK(has(o.refused, "--difficulty hard"));
  }
}

TEST_CASE("[open save] another difficulty applies to a saved campaign with no scenario in progress", "[open save]") {
  test::TempDir dir("bnb-open");
  const std::string path = dir.file("c.sav");
  saved_campaign(path);
  CHECK(open_campaign_save(db(), path, {"", false, "hard", true}).status == OpenStatus::Saved);
}
