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
