// Scenario numbers with a decimal (the promotional 2.5, 5.5, 12.5 and 20.5; engine/base/core/
// scenario_number.h): read and written as text, ordered between the whole numbers, kept in saves and
// replays, while every whole number (and so every save written before) reads as it always did.
#include <catch2/catch.hpp>

#include "engine/play/campaign/campaign.h"
#include "engine/base/content/loader.h"
#include "engine/base/core/scenario_number.h"
#include "engine/play/game/replay.h"
#include "tests/support/fixtures.h"

using namespace bnb;

TEST_CASE("[scenario number] a number is written 12 or 12.5 and read back the same", "[scenario number]") {
  for (const char* text : {"1", "12", "9999", "2.5", "12.5", "20.5", "9999.9"}) {
    INFO(text);
    const std::optional<int> n = parse_scenario_number(text);
    REQUIRE(n);
    CHECK(valid_scenario_number(*n));
    CHECK(scenario_number_text(*n) == text);
  }
  CHECK(parse_scenario_number("12") == 12);     // a whole number is kept as itself: old saves read the same
  CHECK(parse_scenario_number("12.0") == 12);
  for (const char* bad : {"", "0", "0.5", "-1", "12.", ".5", "12.55", "12,5", "1e3", "10000", "x", "12.x"}) {
    INFO(bad);
    CHECK_FALSE(parse_scenario_number(bad));
  }
}

TEST_CASE("[scenario number] 12.5 comes between 12 and 13", "[scenario number]") {
  const int p = *parse_scenario_number("12.5");
  CHECK(scenario_order(12) < scenario_order(p));
  CHECK(scenario_order(p) < scenario_order(13));
  CHECK(scenario_order(*parse_scenario_number("2.5")) < scenario_order(3));
}

TEST_CASE("[scenario number] the promotional mod's scenarios load in number order among the base game's",
          "[scenario number][promo]") {
  const LoadResult r = load_mods({bnb::test::source_path("base_content"), bnb::test::source_path("mods/promo")});
  REQUIRE(r.ok());
  std::vector<std::string> numbers;
  for (const ScenarioDef& s : r.db.scenarios) numbers.push_back(scenario_number_text(s.number));
  const std::vector<std::string> expected{"1",  "2",  "2.5", "3",  "4",  "5",  "5.5", "6",  "7",  "8",  "9",  "10",
                                          "11", "12", "12.5", "13", "14", "15", "16", "17", "18", "19", "20", "20.5"};
  CHECK(numbers == expected);
  const int i = r.db.scenario_index(*parse_scenario_number("12.5"));
  REQUIRE(i >= 0);
  CHECK(r.db.scenarios[size_t(i)].name == "The Beast Tamer");
  CHECK(r.db.scenarios[size_t(i)].next == std::vector<int>{13});
}

TEST_CASE("[scenario number] a replay of scenario 12.5 writes 12.5 and reads it back", "[scenario number][save]") {
  Replay r;
  r.setup.scenario = *parse_scenario_number("12.5");
  r.setup.class_id = "bruiser", r.setup.level = 4, r.setup.seed = 3;
  const SaveRecord s = replay_to_save(r);
  CHECK(s.get("scenario") == "12.5");
  Replay back;
  REQUIRE(replay_from_save(s, back).empty());
  CHECK(back.setup.scenario == r.setup.scenario);
  SaveRecord bad = s;
  for (auto& [key, value] : bad.lines)
    if (key == "scenario") value = "12.55";
  CHECK_FALSE(replay_from_save(bad, back).empty());
}

TEST_CASE("[scenario number] a campaign save keeps decimal numbers, and a save of whole numbers loads as before",
          "[scenario number][save][campaign]") {
  SaveRecord old;
  old.kind = "campaign";
  old.lines = {{"class", "bruiser"}, {"completed", "1 2"}, {"items", "1 2"}, {"open", "3"}, {"next_seed", "3"},
               {"played", "1 won 4 1"}, {"played", "2 won 5 2"}, {"scenario", "3"}, {"level", "2"}, {"seed", "3"}};
  Campaign c;
  REQUIRE(from_save(old, c).empty());
  CHECK(c.completed == std::vector<int>{1, 2});
  CHECK(c.current->setup.scenario == 3);
  c.completed.push_back(*parse_scenario_number("2.5"));
  c.played.push_back({*parse_scenario_number("2.5"), ScenarioResult::Won, 6, 4, {}});
  const SaveRecord s = to_save(c);
  CHECK(s.get("completed") == "1 2 2.5");
  Campaign back;
  REQUIRE(from_save(s, back).empty());
  CHECK(back.completed == c.completed);
  CHECK(back.played.back().scenario == *parse_scenario_number("2.5"));
}
