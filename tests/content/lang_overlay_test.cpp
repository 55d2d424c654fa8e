// Translations of content (`<mod>/lang/<code>.yaml`, docs/modding.md "Translating a mod"): a
// translation mod over the base game, its texts by language with the English fallback, and each
// kind of mistake reported at its file and line.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "engine/base/content/loader.h"
#include "tests/support/fixtures.h"

using namespace bnb;
namespace fs = std::filesystem;

namespace {

// A translation mod over the base game, in a folder of its own, removed afterwards.
struct TranslationMod {
  fs::path dir;
  explicit TranslationMod(const std::string& name)
      : dir(fs::temp_directory_path() / ("bnb-lang-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(dir);
    fs::create_directories(dir / "lang");
    write("mod.yaml", "id: base-xx\nname: A translation\nversion: 0.1.0\nengine_api: 1\ndepends: [base]\n");
  }
  ~TranslationMod() { fs::remove_all(dir); }
  void write(const std::string& rel, const std::string& text) const {
    fs::create_directories((dir / rel).parent_path());
    std::ofstream(dir / rel) << text;
  }
  LoadResult load() const { return load_mods({test::source_path("base_content"), dir.string()}); }
  std::string file(const std::string& rel) const { return (dir / rel).string(); }
};

// The message of `diags` that mentions `part`, or "".
std::string message_with(const Diagnostics& diags, const std::string& part) {
  for (const Diagnostic& d : diags.all())
    if (d.str().find(part) != std::string::npos) return d.str();
  return "";
}

constexpr const char* kGood = R"(language: xx
classes:
  bruiser: { name: Raufbold-xx }
cards:
  bruiser-shoulder-charge: { name: Schulterstoß-xx }
  cragheart-raise-boulder:
    a.bottom.abilities.1.text: Ein Fels steigt auf.
items:
  rosethorn-knife: { name: Rosendorn-xx, text: Dornig. }
monsters:
  bandit-guard: { name: Wache-xx }
scenarios:
  s08-going-up:
    name: Aufwärts-xx
    rules: [Regel eins, ~]
    map_names: { switch: Schalter }
    hazards: { live-wire: Es zischt. }
campaign:
  epilogue: Ende.
)";

}  // namespace

TEST_CASE("[lang] an overlay's texts are read by language, kind, id and field") {
  TranslationMod mod("good");
  mod.write("lang/xx.yaml", kGood);
  const LoadResult res = mod.load();
  INFO(res.diags.str());
  REQUIRE(res.ok());
  const ContentTexts& t = res.texts;
  CHECK(t.get("xx", "classes", "bruiser", "name") == "Raufbold-xx");
  CHECK(t.get("xx", "cards", "bruiser-shoulder-charge", "name") == "Schulterstoß-xx");
  CHECK(t.get("xx", "cards", "cragheart-raise-boulder", "a.bottom.abilities.1.text") == "Ein Fels steigt auf.");
  CHECK(t.get("xx", "items", "rosethorn-knife", "text") == "Dornig.");
  CHECK(t.get("xx", "monsters", "bandit-guard", "name") == "Wache-xx");
  CHECK(t.get("xx", "scenarios", "s08-going-up", "name") == "Aufwärts-xx");
  CHECK(t.get("xx", "scenarios", "s08-going-up", "rules.0") == "Regel eins");
  CHECK(t.get("xx", "scenarios", "s08-going-up", "map_names.switch") == "Schalter");
  CHECK(t.get("xx", "scenarios", "s08-going-up", "hazards.live-wire") == "Es zischt.");
  CHECK(t.get("xx", "campaign", "campaign", "epilogue") == "Ende.");
  // Where the translation is written, for messages.
  const TextEntry* e = t.find("xx", "monsters", "bandit-guard", "name");
  REQUIRE(e);
  CHECK(e->at.file == mod.file("lang/xx.yaml"));
  CHECK(e->at.line == 11);
}

TEST_CASE("[lang] a text an overlay leaves out falls back to the English of the content") {
  TranslationMod mod("fallback");
  mod.write("lang/xx.yaml", kGood);
  const LoadResult res = mod.load();
  REQUIRE(res.ok());
  const ContentTexts& t = res.texts;
  const ScenarioDef& s08 = res.db.scenarios[size_t(res.db.scenario_index(8))];
  // A null list entry and a field left out are English.
  CHECK(t.get("xx", "scenarios", "s08-going-up", "rules.1") == s08.rules[1]);
  CHECK(t.get("xx", "scenarios", "s08-going-up", "intro") == s08.intro);
  CHECK(t.get("xx", "monsters", "mouse", "name") == "Mouse");
  // A language no mod brings is English; a regional variant uses its language.
  CHECK(t.get("fr", "monsters", "bandit-guard", "name") == "Bandit Guard");
  CHECK(t.get("xx-AT", "monsters", "bandit-guard", "name") == "Wache-xx");
  // No such text: empty.
  CHECK(t.get("xx", "monsters", "no-such-monster", "name").empty());
  CHECK(t.find("xx", "monsters", "mouse", "name") == nullptr);
}

TEST_CASE("[lang] the definitions stay the same whatever the overlays say") {
  TranslationMod mod("neutral");
  mod.write("lang/xx.yaml", kGood);
  const LoadResult with = mod.load();
  const LoadResult without = load_mods({test::source_path("base_content")});
  REQUIRE(with.ok());
  CHECK(with.db.monsters[size_t(with.db.monster_index("bandit-guard"))].name == "Bandit Guard");
  CHECK(with.db.campaign_epilogue == without.db.campaign_epilogue);
  CHECK(with.db.cards.size() == without.db.cards.size());
}

TEST_CASE("[lang] a folder of files per language is read like one file") {
  TranslationMod mod("folder");
  mod.write("lang/xx/cards.yaml", "language: xx\ncards:\n  bruiser-iron-hide: { name: Eisenhaut }\n");
  mod.write("lang/xx/monsters.yaml", "language: xx\nmonsters:\n  mouse: { name: Maus }\n");
  mod.write("lang/README.md", "not read\n");
  const LoadResult res = mod.load();
  INFO(res.diags.str());
  REQUIRE(res.ok());
  CHECK(res.texts.get("xx", "cards", "bruiser-iron-hide", "name") == "Eisenhaut");
  CHECK(res.texts.get("xx", "monsters", "mouse", "name") == "Maus");
}

TEST_CASE("[lang] overlay errors name the file, the line and what was expected, all at once") {
  TranslationMod mod("errors");
  mod.write("lang/xx.yaml", R"(language: yy
monsters:
  bandit-gaurd: { name: Wache }
  mouse: { nam: Maus }
  sewer-rat: { name: [Ratte] }
scenarios:
  s08-going-up:
    rules: [a, b, c, d, e, f, g, h, i]
    hazards: { no-such-hazard: x }
colours: {}
)");
  mod.write("lang/german.yaml", "language: german\n");
  const LoadResult res = mod.load();
  const std::string f = mod.file("lang/xx.yaml");
  CHECK(message_with(res.diags, f + ":1:11: error: language: expected 'xx'") != "");
  CHECK(message_with(res.diags, f + ":3:3: error: monsters.bandit-gaurd: unknown monster id 'bandit-gaurd' (did you mean 'bandit-guard'?)") != "");
  CHECK(message_with(res.diags, f + ":4:12: error: monsters.mouse.nam: unknown field 'nam' of monster 'mouse' (did you mean 'name'?)") != "");
  CHECK(message_with(res.diags, f + ":5:22: error: monsters.sewer-rat.name: expected a string, got a list") != "");
  CHECK(message_with(res.diags, f + ":8:12: error: scenarios.s08-going-up.rules: expected at most 2 entries") != "");
  CHECK(message_with(res.diags, f + ":9:16: error: scenarios.s08-going-up.hazards.no-such-hazard: scenario 's08-going-up' has no hazards entry") != "");
  CHECK(message_with(res.diags, f + ":10:1: error: colours: unknown key 'colours'") != "");
  CHECK(message_with(res.diags, mod.file("lang/german.yaml") + ": error: 'german' is not a language code") != "");
  CHECK_FALSE(res.ok());
  // None of the bad texts is taken.
  CHECK(res.texts.language("xx") == nullptr);
}

TEST_CASE("[lang] an overlay file is YAML: a syntax error is reported at its line") {
  TranslationMod mod("syntax");
  mod.write("lang/xx.yaml", "language: xx\nmonsters:\n  mouse: { name: Maus\n");
  const LoadResult res = mod.load();
  CHECK(message_with(res.diags, mod.file("lang/xx.yaml") + ":") .find("YAML syntax") != std::string::npos);
}

TEST_CASE("[lang] the translation of a definition a later mod replaced is skipped, not an error") {
  // tests/cli/data/finale replaces scenario 20 (s20-showdown) with one of another id.
  const LoadResult res = load_mods({test::source_path("base_content"), test::source_path("tests/cli/data/finale")});
  INFO(res.diags.str());
  CHECK(res.ok());
  CHECK(res.texts.find("de", "scenarios", "s20-showdown", "name") == nullptr);
  CHECK(res.texts.get("de", "scenarios", "test-sure-finale", "name") == "Straw Showdown");
  CHECK(res.texts.get("de", "scenarios", "s19-hide-and-seek", "name") == "Verstecken");
}
