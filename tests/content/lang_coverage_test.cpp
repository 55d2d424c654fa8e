// What a language still lacks: missing_texts() and `bnb validate --lang CODE`, and the base
// game's German overlay (base_content/lang/de/) checked from base_content itself.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "engine/base/content/loader.h"
#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

using namespace bnb;

namespace {

const LoadResult& base_with_overlays() {
  static const LoadResult res = load_mods({test::source_path("base_content")});
  return res;
}

size_t english_count(const ContentTexts& t) {
  size_t n = 0;
  for (const auto& [kind, ids] : *t.language(ContentTexts::kEnglish))
    for (const auto& [id, fields] : ids) n += fields.size();
  return n;
}

bool lists(const std::vector<MissingText>& missing, const std::string& kind, const std::string& id,
           const std::string& field) {
  return std::any_of(missing.begin(), missing.end(),
                     [&](const MissingText& m) { return m.kind == kind && m.id == id && m.field == field; });
}

}  // namespace

TEST_CASE("[lang] coverage: a language no overlay brings misses every English text, each with its place") {
  const LoadResult& res = base_with_overlays();
  REQUIRE(res.ok());
  const std::vector<MissingText> missing = missing_texts(res.texts, "fr");
  CHECK(missing.size() == english_count(res.texts));
  REQUIRE(lists(missing, "monsters", "mouse", "name"));
  REQUIRE(lists(missing, "scenarios", "s15-ring-the-bell", "objectives.0"));
  REQUIRE(lists(missing, "cards", "tinkerer-clockwork-turret", "a.top.text"));
  REQUIRE(lists(missing, "campaign", "campaign", "epilogue"));
  for (const MissingText& m : missing) {
    INFO(m.kind << " " << m.id << " " << m.field);
    CHECK(m.english.file.find("base_content") != std::string::npos);
    CHECK(m.english.line > 0);
  }
}

TEST_CASE("[lang] coverage: the base game has every text in German") {
  const LoadResult& res = base_with_overlays();
  INFO(res.diags.str());
  REQUIRE(res.ok());
  const std::vector<MissingText> missing = missing_texts(res.texts, "de");
  for (const MissingText& m : missing) UNSCOPED_INFO(m.kind << " " << m.id << " " << m.field);
  CHECK(missing.empty());
  CHECK(english_count(res.texts) > 300);  // names, texts, stories, rules: the table is not empty
}

TEST_CASE("[lang] every class, card, item, monster and scenario of the base game has a German name") {
  const LoadResult& res = base_with_overlays();
  REQUIRE(res.ok());
  const ContentDb& db = res.db;
  const auto german = [&](std::string_view kind, const std::string& id) {
    const TextEntry* e = res.texts.find("de", kind, id, "name");
    INFO(kind << " " << id);
    REQUIRE(e != nullptr);
    CHECK(!e->text.empty());
    CHECK(e->at.file.find("lang/de/") != std::string::npos);
  };
  CHECK(db.classes.size() == 6);
  for (const ClassDef& c : db.classes) german("classes", c.id);
  CHECK(db.cards.size() == 48);
  for (const CardDef& c : db.cards) german("cards", c.id);
  CHECK(db.items.size() == 42);
  for (const ItemDef& i : db.items) german("items", i.id);
  CHECK(db.monsters.size() == 20);
  for (const MonsterDef& m : db.monsters) german("monsters", m.id);
  CHECK(db.scenarios.size() == 20);
  for (const ScenarioDef& s : db.scenarios) german("scenarios", s.id);
  // Spot checks of the game's established terms.
  CHECK(res.texts.get("de", "monsters", "bandit-guard", "name") == "Banditenwache");
  CHECK(res.texts.get("de", "items", "rosethorn-knife", "text").find("Durchbohren 1") != std::string::npos);
}

TEST_CASE("[lang] bnb validate --lang de: the base game misses no German text, exit 0", "[cli]") {
  const test::BnbRun r = test::run_bnb("validate --no-lint --lang de " + test::source_path("base_content"));
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find("de: 0 texts missing\n") != std::string::npos);
  CHECK(r.out.find("missing de:") == std::string::npos);
}

TEST_CASE("[lang] bnb validate --lang fr: each missing text is listed with its place, exit 1", "[cli]") {
  const std::string base = test::source_path("base_content");
  const test::BnbRun r = test::run_bnb("validate --no-lint --lang fr " + base);
  INFO(r.out.substr(0, 2000));
  CHECK(r.status == 1);
  CHECK(r.out.find(base + "/monsters/mouse.yaml:2: missing fr: monsters mouse name\n") != std::string::npos);
  CHECK(r.out.find("missing fr: scenarios s15-ring-the-bell objectives.0\n") != std::string::npos);
  const std::string count = "fr: " + std::to_string(english_count(base_with_overlays().texts)) + " texts missing\n";
  CHECK(r.out.find(count) != std::string::npos);
}

TEST_CASE("[lang] bnb validate --lang without a code is a usage error", "[cli]") {
  const test::BnbRun r = test::run_bnb("validate --lang");
  CHECK(r.status == 2);
  CHECK(r.out.find("--lang needs a language code") != std::string::npos);
}
