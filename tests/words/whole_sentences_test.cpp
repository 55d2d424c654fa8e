// Words made as whole sentences of the catalogue, never from translated pieces: every ability of
// the base game (one sentence per verb), the look-up cards, lists joined as the language joins them,
// and a script's keyed texts said in the player's language.
#include <catch2/catch.hpp>

#include <cctype>
#include <set>

#include "engine/play/words/abilities.h"
#include "engine/play/words/cards.h"
#include "engine/play/words/catalogue.h"
#include "engine/play/words/words.h"
#include "tests/support/base_content.h"

using namespace bnb;
using namespace bnb::words;

namespace {

Lang lang_of(std::string_view code) { return language(code); }
// The language with the base game's own texts (names, card texts, the scripts' texts).
Lang with_texts(std::string_view code) {
  Lang l = language(code);
  l.texts = &test::base().loaded.texts;
  return l;
}

// Every ability the base game prints: on the classes' cards, the monsters' columns and the items.
std::vector<const Ability*> base_abilities() {
  const ContentDb& db = test::base().loaded.db;
  std::vector<const Ability*> out;
  const auto add = [&](const std::vector<Ability>& list) {
    for (const Ability& a : list) out.push_back(&a);
  };
  for (const CardDef& c : db.cards)
    for (const Action* a : {&c.a.top, &c.a.bottom, &c.b.top, &c.b.bottom}) add(a->abilities);
  for (const MonsterDef& m : db.monsters)
    for (const MonsterColumn& col : m.columns) add(col.abilities);
  for (const ItemDef& i : db.items) add(i.abilities);
  return out;
}

// The English words of the verbs' sentences and their added effects: none may be left in German.
const std::set<std::string> kEnglishWords = {"Move", "Attack", "Heal", "Shield", "Retaliate", "Give", "Infuse", "Recover",
                                             "Suffer", "Push", "Pull", "range", "target", "self", "jump", "pierce",
                                             "advantage", "area", "consume", "damage", "earlier", "later", "push",
                                             "pull", "heal", "poison", "wound", "muddle", "immobilize", "disarm",
                                             "strengthen", "invisible", "fire", "ice", "air", "earth", "light", "dark"};

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  for (const char c : text + " ") {
    if (std::isalpha(static_cast<unsigned char>(c))) w += c;
    else if (!w.empty()) out.push_back(w), w.clear();
  }
  return out;
}

}  // namespace

TEST_CASE("[words] every ability of the base game is worded by its verb's whole sentence in German, none left in English") {
  const Lang de = lang_of("de");
  const std::vector<const Ability*> abilities = base_abilities();
  REQUIRE(abilities.size() > 200);
  int worded = 0;
  for (const Ability* a : abilities) {
    if (a->kind == AbilityKind::Script) continue;  // its words are the content's own text
    const std::string text = ability_words(*a, de);
    INFO(ability_words(*a) << " -> " << text);
    for (const std::string& w : words_of(text)) CHECK(!kEnglishWords.contains(w));
    CHECK(text != ability_words(*a));
    ++worded;
  }
  CHECK(worded > 150);
}

TEST_CASE("[words] in the pseudo-language every ability of the base game is one bracketed catalogue sentence") {
  const Lang qps = lang_of("qps");
  for (const Ability* a : base_abilities()) {
    if (a->kind == AbilityKind::Script) continue;
    Ability plain = *a;
    plain.consumes.clear();
    const std::string text = ability_words(plain, qps);
    INFO(text);
    CHECK(text.starts_with(kPseudoOpen));
    CHECK(text.ends_with(kPseudoClose));
  }
}

TEST_CASE("[words] English abilities read as the printed cards do") {
  Ability attack;
  attack.kind = AbilityKind::Attack, attack.value = 3, attack.range = 3, attack.targets = 2;
  attack.effects.pierce = 1, attack.effects.conditions = ConditionSet(1u << int(Condition::Poison));
  CHECK(ability_words(attack) == "Attack 3, range 3, target 2, pierce 1, poison");
  CHECK(ability_words(attack, lang_of("de")) == "Angriff 3, Reichweite 3, 2 Ziele, Durchbohren 1, vergiftet");
  Ability heal;
  heal.kind = AbilityKind::Heal, heal.value = 2, heal.self = true;
  CHECK(ability_words(heal) == "Heal 2 self");
  CHECK(ability_words(heal, lang_of("de")) == "Heilung 2, selbst");
  Ability push;
  push.kind = AbilityKind::Push, push.value = 2, push.range = 2;
  CHECK(ability_words(push) == "Push 2, range 2");
  ModifierCell cell;
  cell.value = 1, cell.effects.conditions = ConditionSet(1u << int(Condition::Wound));
  CHECK(cell_words(cell) == "+1, wound");
  CHECK(cell_words(cell, lang_of("de")) == "+1, verwundet");
}

TEST_CASE("[words] lists are joined as the language joins them (ICU list format)") {
  const std::vector<std::string> three = {"a", "b", "c"};
  CHECK(english().list(three) == "a, b, c");
  CHECK(lang_of("de").list(three) == "a, b und c");
  CHECK(lang_of("de").list({"a"}) == "a");
  CHECK(lang_of("de").list({}).empty());
}

TEST_CASE("[words] the look-up cards' own words come from the catalogue: an item's slot, usage and window in German") {
  const ContentDb& db = test::base().loaded.db;
  const Lang de = lang_of("de");
  for (size_t i = 0; i < db.items.size(); ++i) {
    const ItemDef& it = db.items[i];
    INFO(it.id);
    CHECK(usage_text(it, de) != usage_text(it));
    CHECK(slot_text(it.slot, de) != slot_text(it.slot));
    CHECK(window_text(it.window, de) != window_text(it.window));
    CHECK(item_text(db, int(i), de).find(usage_text(it, de)) != std::string::npos);
  }
  CHECK(window_text(ItemWindow::YourTurn, de) == "während deines Zuges");
  const std::string card = monster_card(db, 0, nullptr, de);
  CHECK(card.find("Trefferpunkt") != std::string::npos);
  CHECK(card.find("hit points") == std::string::npos);
}

TEST_CASE("[words] a script's keyed text is said in the player's language, its placeholders filled") {
  ScriptWords w;
  w.key = "s12.scrap", w.args = {{"count", "2"}, {"needed", "3"}}, w.text = "Scrap gathered (2 of 3).";
  CHECK(with_texts("de").script_words(w) == "Material gesammelt (2 von 3).");
  CHECK(with_texts("en").script_words(w) == "Scrap gathered (2 of 3).");
  CHECK(with_texts("qps").script_words(w).starts_with(kPseudoOpen));
  CHECK(english().script_words(w) == w.text);  // without the mods' texts: the English the game recorded
  CHECK(with_texts("de").script_words(ScriptWords("literal words")) == "literal words");
}

TEST_CASE("[words] every script text of the base game has its German version") {
  const ContentTexts& texts = test::base().loaded.texts;
  const ContentTexts::Kinds* en = texts.language(ContentTexts::kEnglish);
  REQUIRE(en);
  REQUIRE(en->contains("texts"));
  CHECK(en->at("texts").size() >= 30);
  for (const MissingText& m : missing_texts(texts, "de")) CHECK(m.kind != "texts");
  bool counted = false;
  for (const MissingText& m : missing_texts(texts, "fr")) counted = counted || m.kind == "texts";
  CHECK(counted);  // a language without them lists them missing
}
