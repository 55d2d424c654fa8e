// Words a player reads: the base game gives words to everything its scripts do, and neither the
// look-ups (`bnb show`) nor the JSON API name a script or a hook.
#include <catch2/catch.hpp>
#include <regex>
#include <string>

#include "engine/base/content/checks/checks.h"
#include "engine/base/core/hooks.h"
#include "tests/support/base_content.h"
#include "tests/support/script_words.h"
#include "tests/support/run_bnb.h"
#include "tools/bnb/cmd_serve_json.h"

using namespace bnb;
using bnb::test::script_words_in;

TEST_CASE("Player text: the base game words everything its scripts do (no validate warning)", "[words][content]") {
  Diagnostics diags;
  checks::player_text(test::base().loaded.db, diags);
  INFO(diags.str());
  CHECK(diags.all().empty());
}

TEST_CASE("Player text: a script ability, a scripted bonus, a hazard and hooks without words are warned of",
          "[words][content]") {
  ContentDb db = test::base().loaded.db;
  for (CardDef& c : db.cards) {
    for (Action* a : {&c.a.top, &c.a.bottom, &c.b.top, &c.b.bottom}) {
      a->text.clear();
      for (Ability& ab : a->abilities) ab.text.clear();
    }
  }
  for (ScenarioDef& s : db.scenarios) s.rules.clear(), s.hazard_text.clear(), s.plate_text.clear();
  Diagnostics diags;
  checks::player_text(db, diags);
  const std::string all = diags.str();
  CHECK(all.find("a script ability needs 'text'") != std::string::npos);
  CHECK(all.find("an active bonus with a script needs 'text'") != std::string::npos);
  CHECK(all.find("hazard 'ink' has its own effect") != std::string::npos);
  CHECK(all.find("pressure plate 'scrap' has its own effect") != std::string::npos);
  CHECK(all.find("list them under 'rules'") != std::string::npos);
  for (const Diagnostic& d : diags.all()) CHECK(d.severity == Diagnostic::Warning);
}

TEST_CASE("Player text: bnb validate --strict fails on a warning", "[words][content][cli]") {
  const test::BnbRun ok = test::run_bnb("validate --strict " + std::string(BNB_SOURCE_DIR) + "/base_content");
  INFO(ok.out);
  CHECK(ok.status == 0);
}

TEST_CASE("Player text: bnb show names no script or hook for any class or scenario", "[words][content][cli]") {
  const ContentDb& db = test::base().loaded.db;
  for (const ClassDef& c : db.classes) {
    const test::BnbRun r = test::run_bnb("show class " + c.id);
    INFO("bnb show class " << c.id << "\n" << r.out);
    REQUIRE(r.status == 0);
    CHECK(script_words_in(r.out).empty());
  }
  for (const ScenarioDef& s : db.scenarios) {
    const test::BnbRun r = test::run_bnb("show scenario " + std::to_string(s.number));
    INFO("bnb show scenario " << s.number << "\n" << r.out);
    REQUIRE(r.status == 0);
    CHECK(script_words_in(r.out).empty());
    // Every special rule is stated in its own words.
    for (const std::string& rule : s.rules) CHECK(r.out.find(rule) != std::string::npos);
    for (const auto& [name, text] : s.hazard_text) CHECK(r.out.find(text) != std::string::npos);
  }
}

TEST_CASE("Player text: the JSON API's cards and scenarios name no script or hook", "[words][content][web]") {
  const ContentDb& db = test::base().loaded.db;
  for (size_t i = 0; i < db.cards.size(); ++i) {
    const std::string j = web::card_def_json(db.cards[i], int(i)).dump();
    INFO(j);
    CHECK(script_words_in(j).empty());
  }
  for (const ScenarioDef& s : db.scenarios) {
    const std::string j = web::scenario_json(db, s.number).dump();
    INFO(j);
    CHECK(script_words_in(j).empty());
  }
}
