// The look-up cards of the words layer (engine/play/words/cards.h), as `bnb show`, the terminal's
// look-ups and the page show them: every class card reads like the printed cards (hit points from
// the reference, each card's two sides with initiative, top and bottom in words), every
// scenario states its special rules in sentences, and no card names a script or a hook.
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <string>

#include "engine/base/core/hooks.h"
#include "engine/play/game/game.h"
#include "engine/play/words/cards.h"
#include "engine/play/words/words.h"
#include "tests/support/base_content.h"
#include "tests/support/script_words.h"

using namespace bnb;
using bnb::test::unprinted_words_in;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("Class cards: all 6 classes read like the printed cards, with the reference's hit points and no script",
          "[words][cards]") {
  const ContentDb& db = test::base().loaded.db;
  // Hit points by level 1-5 (shared/reference/CHARACTERS.md).
  const std::map<std::string, std::string> hp = {
      {"bruiser", "12 13 15 16 18"},   {"cragheart", "12 13 15 16 18"},   {"mindthief", "10 11 13 14 16"},
      {"silent-knife", "11 12 14 15 17"}, {"spellweaver", "10 11 13 14 16"}, {"tinkerer", "11 12 14 15 17"}};
  REQUIRE(db.classes.size() == 6);
  for (size_t c = 0; c < db.classes.size(); ++c) {
    const ClassDef& cls = db.classes[c];
    const std::string card = words::class_card(db, int(c));
    INFO(card);
    CHECK(unprinted_words_in(card).empty());
    CHECK(has(card, "hit points by level: " + hp.at(cls.id)));
    // Four level-1 cards and four upgrades, each with both sides, each side its top and bottom.
    CHECK(cls.cards.size() == 4);
    CHECK(cls.upgrades.size() == 4);
    for (const std::string& id : cls.cards) {
      const CardDef& cd = db.cards[size_t(db.card_index(id))];
      CHECK(has(card, cd.name + " (level 1)\n  side A (initiative " + std::to_string(cd.a.initiative) + ")\n    top:    " +
                          words::action_words(cd.a.top) + "\n    bottom: " + words::action_words(cd.a.bottom)));
      CHECK(has(card, "side B (initiative " + std::to_string(cd.b.initiative) + ")"));
    }
    CHECK(has(card, "Modifier table at level 1:"));
  }
}

TEST_CASE("Class cards: a card's half words its bonus, consumption, infusion and loss as the printed card",
          "[words][cards]") {
  const ContentDb& db = test::base().loaded.db;
  const auto side = [&](const char* id, char s, bool top) {
    const CardDef& cd = db.cards[size_t(db.card_index(id))];
    const CardSide& cs = s == 'A' ? cd.a : cd.b;
    return words::action_words(top ? cs.top : cs.bottom);
  };
  CHECK(side("cragheart-rock-toss", 'A', false) == "Move 2; Infuse earth");
  CHECK(side("cragheart-rock-toss", 'B', true) == "Attack 3, range 3 (consume earth: +1 Attack, immobilize)");
  CHECK(side("tinkerer-clockwork-turret", 'A', true) ==
        "Set a turret on an empty hex within range 2; it is an obstacle; at the end of each round the turret deals 2 "
        "damage to one enemy within range 3 of it (persistent bonus) (lost)");
  CHECK(side("mindthief-parasitic-whisper", 'A', false) ==
        "Move 2; your melee attacks gain +1 Attack and Muddle the target (persistent bonus)");
  CHECK(side("silent-knife-from-the-shadows", 'A', false) ==
        "Move 2; Give invisible self; your attacks while Invisible gain +2 Attack and Poison a target that survives (round bonus)");
}

TEST_CASE("Scenario cards: every special rule of all 20 base scenarios is a sentence, never a script or hook",
          "[words][cards]") {
  const ContentDb& db = test::base().loaded.db;
  int scenarios = 0, with_rules = 0;
  for (size_t i = 0; i < db.scenarios.size(); ++i) {
    const ScenarioDef& s = db.scenarios[i];
    if (s.number < 1 || s.number > 20) continue;
    ++scenarios;
    const std::string card = words::scenario_card(db, int(i));
    INFO(card);
    CHECK(unprinted_words_in(card).empty());
    const std::vector<std::string> rules = words::special_rules(db, int(i));
    with_rules += !rules.empty();
    // Every hook the scenario binds (but its goal check) is told by its rules, every hazard and
    // plate by its own text.
    bool hooks = false;
    for (const auto& h : s.hooks) hooks = hooks || h.hook != Hook::check_goal;
    if (hooks) CHECK(!s.rules.empty());
    for (const std::string& r : rules) {
      CHECK(!has(r, "effect of its own"));
      CHECK(r.back() == '.');
      CHECK(has(card, "  " + r + "\n"));
    }
  }
  CHECK(scenarios == 20);
  CHECK(with_rules >= 10);
}

TEST_CASE("Equip words: an item offered on the equip screen says its slot, usage, when it is used and its text, in every front end",
          "[words][cards][items]") {
  const ContentDb& db = test::base().loaded.db;
  const Board board;
  const words::Labels labels(db, board);
  const int spring_hammer = db.item_index(7);
  REQUIRE(spring_hammer >= 0);
  Decision d{DecisionKind::EquipItems, "Equip items"};
  Option o{"equip 7", "equip Spring Hammer"};
  o.item_def = ItemDefId(spring_hammer);
  d.options.push_back(o);
  const std::string w = words::option_words(d, d.options[0], labels);
  CHECK(w == "equip Spring Hammer (#7) - two hands, spent (a long rest recovers it)\n        during your attack: " +
                 db.items[size_t(spring_hammer)].text);
  CHECK(w == words::equip_words(db, spring_hammer));
  // The look-up card (`i 7`, `bnb show item 7`, the JSON API's `card`) starts with the same line.
  CHECK(words::item_text(db, spring_hammer).starts_with(words::item_line(db, spring_hammer) + "\n"));
}

TEST_CASE("Elements line: each element is named once with how many infusions of it can be consumed", "[words][cards]") {
  const ContentDb& db = test::base().loaded.db;
  GameSetup s;
  s.scenario = 1, s.class_id = "cragheart", s.seed = 1;
  Game g(db, test::base().lua.get(), s);
  Board b = g.board();
  for (CardState& c : b.hero.cards) c.pile = Pile::Lost;  // no card's infusion is visible
  CHECK(words::elements_line(db, b).empty());
  b.extra_infusions = {{Element::Earth}, {Element::Fire}, {Element::Earth}, {Element::Earth}, {Element::Fire, true}};
  CHECK(words::elements_line(db, b) == "earth x3, fire, any element");
  const std::vector<words::ElementGroup> groups = words::element_groups(db, b);
  REQUIRE(groups.size() == 3);
  CHECK(groups[0].count == 3);
  CHECK(groups[1].count == 1);
  CHECK(groups[2].elements.size() == size_t(kElementCount));
  b.extra_infusions[0].consumed = true;  // a consumed infusion is no longer counted
  CHECK(words::elements_line(db, b) == "fire, earth x2, any element");  // in the order first seen
}

TEST_CASE("Scenario cards: an objective is named by its letter on the map, never by coordinates", "[words][cards]") {
  const ContentDb& db = test::base().loaded.db;
  const auto rules_of = [&](int number) {
    std::string all;
    for (const std::string& r : words::special_rules(db, db.scenario_index(number))) all += r + "\n";
    return all;
  };
  CHECK(has(rules_of(15), "Objective Bell, letter B on the map: immune to damage."));
  CHECK(has(rules_of(16), "Objective Signal flare, letter F on the map:"));
  static const std::regex coordinates(R"(-?\d+,-?\d+)");
  for (const ScenarioDef& s : db.scenarios) {
    const std::string all = rules_of(s.number);
    INFO("scenario " << s.number << ":\n" << all);
    CHECK_FALSE(std::regex_search(all, coordinates));
  }
}
