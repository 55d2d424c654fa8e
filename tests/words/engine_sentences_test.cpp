// The engine's own sentences that once stayed English in another language: each is a whole
// catalogue sentence (or an ICU list), checked in German and in the pseudo-language, where a word
// left in English shows outside the brackets.
#include <catch2/catch.hpp>

#include "engine/play/words/abilities.h"
#include "engine/play/words/cards.h"
#include "engine/play/words/catalogue.h"
#include "engine/play/words/words.h"
#include "tests/support/base_content.h"

using namespace bnb;
using namespace bnb::words;

namespace {

Lang with_texts(std::string_view code) {
  Lang l = language(code);
  l.texts = &test::base().loaded.texts;
  return l;
}

bool has(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

// An attack that pays "fire or ice, and air" for +1 Attack.
Ability paying_attack() {
  Ability a;
  a.kind = AbilityKind::Attack, a.value = 2;
  Consumption c;
  c.costs = {ElementCost{{Element::Fire, Element::Ice}}, ElementCost{{Element::Air}}};
  c.value = 1;
  a.consumes.push_back(c);
  return a;
}

}  // namespace

TEST_CASE("[words] element costs are joined as the language lists them: either of two elements and each cost") {
  const Ability a = paying_attack();
  const std::string en = ability_words(a, language("en"));
  INFO(en);
  CHECK(has(en, "fire or ice and air"));
  const std::string de = ability_words(a, language("de"));
  INFO(de);
  CHECK(has(de, "Feuer oder Eis und Luft"));
  const std::string qps = ability_words(a, language("qps"));
  INFO(qps);
  for (std::string_view english : {"/", " + ", " or ", " and "}) CHECK_FALSE(has(qps, english));
  CHECK(has(qps, "öŕ"));  // the list's own word, accented
}

TEST_CASE("[words] a card recovered names its pile in the player's language") {
  const ContentDb& db = test::base().loaded.db;
  Board b;
  CardState c;
  c.def = 0, c.pile = Pile::Discard;
  b.hero.cards.push_back(c);
  Decision d(DecisionKind::RecoverCards, "");
  Option& o = d.options.add("recover 0");
  o.card = 0;
  const std::string en = option_words(d, o, Labels(db, b, with_texts("en")));
  CHECK(has(en, "from the discard pile"));
  const std::string de = option_words(d, o, Labels(db, b, with_texts("de")));
  INFO(de);
  CHECK(has(de, "aus dem Ablagestapel"));
  CHECK_FALSE(has(de, "discard"));
  const std::string qps = option_words(d, o, Labels(db, b, with_texts("qps")));
  INFO(qps);
  CHECK_FALSE(has(qps, "discard"));
}

TEST_CASE("[words] a scenario card counts its monsters with their names in the player's language") {
  const ContentDb& db = test::base().loaded.db;
  const int s1 = db.scenario_index(1);  // two Bandit Guards
  REQUIRE(s1 >= 0);
  const std::string en = scenario_card(db, s1, with_texts("en"));
  INFO(en);
  CHECK(has(en, "Monsters: 2 Bandit Guard"));
  const std::string de = scenario_card(db, s1, with_texts("de"));
  INFO(de);
  CHECK(has(de, "Monster: 2 × Banditenwache"));
  CHECK_FALSE(has(de, "Bandit Guard"));
  const std::string qps = scenario_card(db, s1, with_texts("qps"));
  INFO(qps);
  CHECK_FALSE(has(qps, "Bandit Guard"));
  CHECK_FALSE(has(qps, "Monsters:"));
}

TEST_CASE("[words] a scripted ability's question names its card's ability in the player's language") {
  const ContentDb& db = test::base().loaded.db;
  const int card = db.card_index("mindthief-puppet-strings");
  REQUIRE(card >= 0);
  Decision d(DecisionKind::PerformAbility, "");
  d.ability = db.cards[size_t(card)].a.top.abilities[0];  // a script, worded by its text
  d.ability_source.card_def = card, d.ability_source.side = 'A', d.ability_source.top = true, d.ability_source.index = 0;
  d.options.add("perform").accepts = true;
  d.options.add("skip");
  const Board b;
  const Labels en(db, b, with_texts("en"));
  CHECK(has(question_words(d, en), "Control one enemy within range 3"));
  CHECK(has(option_words(d, d.options[0], en), "Control one enemy within range 3"));
  const Labels de(db, b, with_texts("de"));
  const std::string de_question = question_words(d, de), de_option = option_words(d, d.options[0], de);
  INFO(de_question << "\n" << de_option);
  CHECK(has(de_question, "Beherrsche einen Gegner in Reichweite 3"));
  CHECK(has(de_option, "Beherrsche einen Gegner in Reichweite 3"));
  const Labels qps(db, b, with_texts("qps"));
  const std::string qps_question = question_words(d, qps), qps_option = option_words(d, d.options[0], qps);
  INFO(qps_question << "\n" << qps_option);
  CHECK_FALSE(has(qps_question, "Control one enemy"));
  CHECK_FALSE(has(qps_option, "Control one enemy"));
}

TEST_CASE("[words] an item's scripted ability is worded in the player's language") {
  ItemDef it;
  it.id = "made-up-lure";
  Ability step, lure;
  step.kind = AbilityKind::Move, step.value = 1;
  lure.kind = AbilityKind::Script, lure.script = "items.lua#lure", lure.text = "Lure an enemy one hex closer.";
  it.abilities = {step, lure};
  ContentTexts texts;  // a German overlay of the item's second ability (`effect.1.text`)
  texts.set("de", "items", it.id, "effect.1.text", {"Locke einen Gegner ein Feld näher.", {}});
  Lang de = language("de");
  de.texts = &texts;
  CHECK(de.effect(it)[1].text == "Locke einen Gegner ein Feld näher.");
  CHECK(de.ability_text(it, 1, lure.text) == "Locke einen Gegner ein Feld näher.");
  CHECK(de.effect(it)[0].text.empty());
  Lang qps = language("qps");
  qps.texts = &texts;
  INFO(qps.effect(it)[1].text);
  CHECK_FALSE(has(qps.effect(it)[1].text, "enemy"));
  CHECK(qps.ability_text(it, 1, lure.text) == qps.effect(it)[1].text);
}

TEST_CASE("[words] a refused script action's reason is said in the player's language") {
  const ContentDb& db = test::base().loaded.db;
  Board b;
  Figure hero, guard;
  hero.id = 0, hero.kind = FigureKind::Character, hero.type = 0;
  guard.id = 1, guard.kind = FigureKind::Monster, guard.type = int16_t(db.monster_index("bandit-guard")), guard.number = 1;
  b.figures = {hero, guard};
  ScriptWords why("Bandit Guard 1 is disarmed");  // the English a script reads in `why.text`
  why.refusal = {Refusal::Disarmed, 1};
  const Message shown(why);
  CHECK(event_words(Event(shown), Labels(db, b, with_texts("en"))) == "> Bandit Guard 1 is disarmed and cannot attack.");
  const std::string de = event_words(Event(shown), Labels(db, b, with_texts("de")));
  CHECK(de == "> Banditenwache 1 ist entwaffnet und kann nicht angreifen.");
  const std::string qps = event_words(Event(shown), Labels(db, b, with_texts("qps")));
  INFO(qps);
  for (std::string_view english : {"Bandit", "disarmed", "attack"}) CHECK_FALSE(has(qps, english));
  // Every kind has its sentence, none the English of another.
  for (size_t k = 1; k < kRefusalNames.size(); ++k) {
    ScriptWords w("english");
    w.refusal = {Refusal(k), 1};
    const std::string said = script_words(w, Labels(db, b, with_texts("de")));
    INFO(kRefusalNames[Refusal(k)] << ": " << said);
    CHECK(said != "english");
    CHECK_FALSE(has(said, "Bandit Guard"));
  }
}
