// Class card scripts of base_content/ (cards/*.lua), each loaded from the base game and run in a
// small situation: the Mindthief's augment counts only melee attacks (rules: "Range": an attack
// with a range is ranged whatever the distance), and the Cragheart's Shatter leaves an obstacle
// the map names as part of its story (docs/maps.md, "Story obstacles").
#include <catch2/catch.hpp>

#include <memory>

#include "bindings/lua_host.h"
#include "engine/rules/abilities/perform.h"
#include "engine/rules/attack/attack.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/base_scripts.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {

// Rules whose hero holds base-content cards, with the base game's card scripts loaded.
struct ClassCards {
  Rules r;
  std::unique_ptr<LuaHost> lua;
  explicit ClassCards(std::initializer_list<const char*> card_ids) {
    add_base_scripts(r, {"cards/common.lua", "cards/mindthief.lua", "cards/cragheart.lua"});
    std::vector<CardDef> cards;
    for (const char* id : card_ids) cards.push_back(base_card(id));
    r.set_cards(cards);
  }
  std::unique_ptr<Bench> bench() { return scripted_bench(r, lua); }
};

// The Mindthief with Parasitic Whisper's augment (its bottom half) in the active area and a
// monster next to it; the attack `s` on the monster. Returns the monster after it.
Figure parasite_attack(ClassCards& cc, const AttackSpec& s) {
  cc.r.place("dummy", Hex{1, 0});
  auto b = cc.bench();
  b->card(0, Pile::Active);
  b->hero().cards[0].active_half = Half::Bottom;
  b->run([&](Ctx& c) { attack_target(c, 0, 1, s); });
  return b->fig(1);
}

}  // namespace

TEST_CASE("[content] Mindthief augment: a melee attack gains +1 Attack and muddles the target", "[content][classes][mindthief]") {
  ClassCards cc{"mindthief-parasitic-whisper"};
  const Figure m = parasite_attack(cc, strike(2));
  CHECK(m.hp == 7);  // 2 + 1, every modifier +0
  CHECK(has(m.conditions, Condition::Muddle));
}

TEST_CASE("[content] Mindthief augment: a ranged attack on an adjacent enemy is not melee (Range)", "[content][classes][mindthief]") {
  ClassCards cc{"mindthief-parasitic-whisper"};
  const Figure m = parasite_attack(cc, strike(2, 3));
  CHECK(m.hp == 8);  // no +1
  CHECK_FALSE(has(m.conditions, Condition::Muddle));
}

TEST_CASE("[content] Cragheart Shatter: an obstacle the map names as part of the story does not break", "[content][classes][cragheart]") {
  ClassCards cc{"cragheart-raise-boulder"};
  cc.r.terrain(Hex{1, 0}, Terrain::Obstacle, "gap");  // the story's
  cc.r.terrain(Hex{0, 1}, Terrain::Obstacle);         // a plain one
  auto b = cc.bench();
  Ability a = script_ability("cards/cragheart.lua#shatter");
  a.value = 2, a.range = 1;
  b->run([&](Ctx& c) { perform_ability(c, 0, a, "base"); });
  b->answer("perform");
  // The only obstacle offered is the plain one (no question); the gap stays.
  CHECK(b->decision() == nullptr);
  CHECK(b->after().map.at(Hex{1, 0})->terrain == Terrain::Obstacle);
  CHECK(b->after().map.at(Hex{0, 1})->terrain == Terrain::Difficult);
}

TEST_CASE("[content] Mindthief Puppet Strings tells why a disarmed puppet does not attack with the rules' reason, not the script's words",
          "[content][classes][mindthief]") {
  ClassCards cc{"mindthief-puppet-strings"};
  cc.r.place("dummy", Hex{1, 0});
  auto b = cc.bench();
  b->board().fig(1).conditions = ConditionSet(bit(Condition::Immobilize) | bit(Condition::Disarm));
  Ability a = script_ability("cards/mindthief.lua#puppet_strings");
  a.value = 2, a.range = 3;
  b->run([&](Ctx& c) { perform_ability(c, 0, a, "base"); });
  b->answer("perform");
  const Message& shown = b->first<Message>();
  REQUIRE(shown.words);
  CHECK(shown.words->refusal == ScriptRefusal{Refusal::Disarmed, 1});  // worded by the catalogue (RefusedDisarmed)
  CHECK(shown.text() == "Dummy 1 is disarmed");
}
