// The message catalogues: English is say.h, exported for translators as en.yaml; a language's file
// gives the same sentences by id in ICU MessageFormat, in its own word order and plural rules, and
// is checked against the English (an id the engine lacks, a placeholder the English sentence
// lacks); the pseudo-language accents every letter and brackets every sentence.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/play/words/catalogue.h"
#include "engine/play/words/lang.h"
#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

using namespace bnb;
using namespace bnb::words;
using S = Sentence;

TEST_CASE("[catalogue] engine/play/words/lang/en.yaml is the English of say.h (run `bnb catalogue` after changing a sentence)") {
  CHECK(test::read_file(test::source_path("engine/play/words/lang/en.yaml")) == english_catalogue_yaml());
  CHECK(test::run_bnb("catalogue --check").status == 0);
}

TEST_CASE("[catalogue] every English sentence is a pattern ICU parses, and English says what say.h says") {
  for (size_t s = 0; s < kSentenceCount; ++s) {
    INFO(sentence_id(Sentence(s)));
    CHECK(!Catalogue::english().pattern(Sentence(s)).empty());
  }
  CHECK(Catalogue::english().missing().empty());
  CHECK(say(S::HazardNamed, {{"name", "spikes"}}) == "hazard 'spikes'");
  CHECK(say(S::TheyDie, {{"who", "bandit guard 1"}}) == "Bandit guard 1 dies");
  CHECK(say(S::YouSuffer, {{"n", 3}, {"hp", "5"}}) == "You suffer 3 damage (HP 5)");
  CHECK(say(S::TheyMoveTo, {{"who", "G1"}}) == "G1 moves to {hex}");  // a missing argument stays visible
}

TEST_CASE("[catalogue] every built-in catalogue reads without a problem") {
  for (const std::string& code : Catalogue::codes()) {
    INFO(code);
    const Catalogue* c = Catalogue::find(code);
    REQUIRE(c);
    for (const std::string& p : c->problems()) FAIL_CHECK(p);
  }
  CHECK(Catalogue::find("xx") == nullptr);
}

TEST_CASE("[catalogue] a catalogue says a sentence in its own word order and plural forms, English where it lacks one") {
  const Catalogue de("de",
                     "TheyDie: \"{who} stirbt\"\n"
                     "TheyAttack: \"{Who} greift {target} an: Angriff {value}, {n, plural, one {# Schaden} other {# Schaden}}\"\n"
                     "YouMove: \"Du gehst {n, plural, one {ein Feld} other {# Felder}} nach {hex}\"\n",
                     "de.yaml");
  CHECK(de.problems().empty());
  CHECK(de.format(S::TheyDie, {{"who", "Wächter 1"}}) == "Wächter 1 stirbt");
  CHECK(de.format(S::TheyAttack, {{"who", "übeltäter"}, {"target", "dich"}, {"value", "3"}, {"n", 2}}) ==
        "Übeltäter greift dich an: Angriff 3, 2 Schaden");
  CHECK(de.format(S::YouMove, {{"n", 1}, {"hex", "[4]"}}) == "Du gehst ein Feld nach [4]");
  CHECK(de.format(S::YouMove, {{"n", 3}, {"hex", "[4]"}}) == "Du gehst 3 Felder nach [4]");
  CHECK(de.format(S::YouHeal, {{"n", "2"}, {"hp", "7"}}) == "You heal 2 (HP 7)");  // not translated: English
  CHECK(de.pattern(S::YouHeal).empty());
  const std::vector<std::string> missing = de.missing();
  CHECK(std::count(missing.begin(), missing.end(), "YouHeal") == 1);
}

TEST_CASE("[catalogue] a catalogue with an id the engine lacks, a placeholder the English lacks or a broken pattern names each") {
  const Catalogue bad("de",
                      "NoSuchSentence: \"x\"\n"
                      "TheyDie: \"{whom} stirbt\"\n"
                      "YouHeal: \"{n, plural, one {x}\"\n"
                      "YouGain: [a, b]\n",
                      "de.yaml");
  REQUIRE(bad.problems().size() == 4);
  CHECK_THAT(bad.problems()[0], Catch::Contains("de.yaml:1: 'NoSuchSentence' is not a sentence of bnb"));
  CHECK_THAT(bad.problems()[1], Catch::Contains("de.yaml:2: 'TheyDie': placeholder {whom} is not in the English sentence"));
  CHECK_THAT(bad.problems()[2], Catch::Contains("'YouHeal': the pattern does not parse"));
  CHECK_THAT(bad.problems()[3], Catch::Contains("'YouGain': expected the sentence as text"));
  CHECK(bad.format(S::TheyDie, {{"who", "G1"}}) == "G1 dies");  // the rejected sentence is said in English
  const Catalogue not_yaml("de", "a: [", "de.yaml");
  CHECK(not_yaml.problems().size() == 1);
}

TEST_CASE("[catalogue] the pseudo-language accents every letter, is 40% longer and brackets each sentence, keeping placeholders and plurals") {
  CHECK(pseudo_pattern("{Who} dies") == "⟦{Who} ďíéš~~⟧");
  CHECK(pseudo_pattern("hazard ''{name}''") == "⟦ĥážáŕď ''{name}''~~~⟧");
  CHECK(pseudo_pattern("{Who}'s turn") == "⟦{Who}'š ťüŕñ~~⟧");
  CHECK(pseudo_pattern("{n, plural, one {1 hex} other {# hexes}}") ==
        "⟦{n, plural, one {1 ĥéẋ~~} other {# ĥéẋéš~~}}⟧");
  const Catalogue* qps = Catalogue::find("qps");
  REQUIRE(qps);
  CHECK(qps->missing().empty());
  CHECK(qps->format(S::TheyDie, {{"who", "G1"}}) == "⟦G1 ďíéš~~⟧");
}

TEST_CASE("[catalogue] the pseudo-language pads each form of a select or plural by its own letters, so a select is as long as its chosen option") {
  // Each form carries its own 40%; the sentence's own words theirs at the end.
  CHECK(pseudo_pattern("{t, select, floor {floor} wall {thin wall between two hexes} other {{t}}}") ==
        "⟦{t, select, floor {ƒĺööŕ~~} wall {ťĥíñ ŵáĺĺ ƀéťŵééñ ťŵö ĥéẋéš~~~~~~~~~~} other {{t}}}⟧");
  CHECK(pseudo_pattern("a {t, select, x {bb} other {}} c") == "⟦á {t, select, x {ƀƀ~} other {}} ç~⟧");
  const Catalogue* qps = Catalogue::find("qps");
  REQUIRE(qps);
  // The map's terrain key: "floor" padded as "floor", not as the eleven terrains together.
  CHECK(qps->format(S::MapTerrain, {{"terrain", "floor"}}) == "⟦ƒĺööŕ~~⟧");
  CHECK(qps->format(S::MapTerrain, {{"terrain", "obstacle"}}) == "⟦öƀšťáçĺé~~~~⟧");
  CHECK(qps->format(S::ElementName, {{"element", "earth"}}) == "⟦éáŕťĥ~~⟧");
}

TEST_CASE("[catalogue] the pseudo-language's text ends before its trailing line breaks, a long text's padding in words that wrap") {
  CHECK(pseudo_text("Iron Hide") == "⟦Íŕöñ Ĥíďé~~~~⟧");
  CHECK(pseudo_text("Prove them wrong.\n") == "⟦Ṕŕöṽé ťĥéḿ ŵŕöñğ.~~~~~~⟧\n");
  std::string thirty;
  for (int i = 0; i < 30; ++i) thirty += "á";
  CHECK(pseudo_text(std::string(30, 'a')) == "⟦" + thirty + " ~~~~~~~~~~ ~~⟧");  // 12 marks: a word of ten and one of two
}

TEST_CASE("[catalogue] the language of a locale name: LANG and LC_MESSAGES as the environment gives them") {
  CHECK(language_code("de_DE.UTF-8") == "de");
  CHECK(language_code("de") == "de");
  CHECK(language_code("pt_BR") == "pt");
  CHECK(language_code("C") == "en");
  CHECK(language_code("C.UTF-8") == "en");
  CHECK(language_code("POSIX") == "en");
  CHECK(language_code("") == "en");
  bool found = true;
  CHECK(language("xx", &found).code() == "en");
  CHECK_FALSE(found);
  CHECK(language("qps", &found).code() == "qps");
  CHECK(found);
}

TEST_CASE("[catalogue] a campaign saved in English continues in another language: the save holds no words") {
  const std::filesystem::path save = std::filesystem::temp_directory_path() / "bnb_lang_campaign.sav";
  std::filesystem::remove(save);
  const auto en = test::run_bnb("play --auto --new --scenarios 1 --quiet --lang en --save " + save.string());
  INFO(en.out);
  REQUIRE((en.status == 0 || en.status == 3));
  CHECK_THAT(en.out, Catch::Contains("*** Scenario"));
  const std::string saved = test::read_file(save);
  CHECK(saved.find("\u27e6") == std::string::npos);
  const auto qps = test::run_bnb("play --auto --scenarios 1 --quiet --lang qps --save " + save.string());
  INFO(qps.out);
  CHECK((qps.status == 0 || qps.status == 3));
  CHECK_THAT(qps.out, Catch::Contains("\u27e6*** Š"));  // the next scenario's result, in the other language
  CHECK(test::read_file(save) != saved);                       // the campaign went on from the save
  std::filesystem::remove(save);
}
