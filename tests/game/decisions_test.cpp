// Structured decisions: every fact a player needs is a named field of the Decision or its Options
// (engine/kernel/decision/decision.h), and no code reads the prompt or option texts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>

#include "engine/rules/movement/forced_move.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/round/rest.h"
#include "tests/support/fixtures.h"
#include "tests/support/dice.h"
#include "tests/support/rules_fixture.h"

using namespace bnb;
using namespace bnb::test;

namespace {
const Option& option(const Bench& b, std::string_view key) {
  const int i = b.decision()->find(key);
  REQUIRE(i >= 0);
  return b.decision()->options[size_t(i)];
}
}  // namespace

TEST_CASE("[decisions] no source under engine/, tools/ or bindings/ parses prompt or option text", "[decisions]") {
  // Reading a decision's prompt, an option's text or searching inside its key is what the
  // structured fields replace; the texts are for people only.
  const std::regex parsing(
      R"(\bprompt\.(find|rfind|substr|find_first_of|find_last_of|starts_with|ends_with|compare|c_str)\b)"
      R"(|\.text\.(find|rfind|substr|find_first_of|find_last_of|starts_with|ends_with|compare|c_str)\b)"
      R"(|\.key\.(find|rfind|substr|find_first_of|starts_with|ends_with|begin|c_str)\b)"
      R"(|\b(atoi|atol|stoi|stol|strtol|sscanf)\s*\(.*(prompt|\.text\b|\.key\b))");
  std::vector<std::string> found;
  int files = 0;
  for (const char* dir : {"engine", "tools", "bindings"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(source_path(dir))) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
      ++files;
      std::ifstream in(entry.path());
      std::string line;
      for (int n = 1; std::getline(in, line); ++n)
        if (std::regex_search(line, parsing)) found.push_back(entry.path().string() + ":" + std::to_string(n) + ": " + line);
    }
  CHECK(files > 50);  // the walk found the sources
  for (const std::string& f : found) FAIL_CHECK("parses decision text: " << f);
  // The check itself catches what it is meant to catch.
  CHECK(std::regex_search("const int v = std::atoi(d.prompt.c_str() + at);", parsing));
  CHECK(std::regex_search("if (o.text.find(\"hazard\") != std::string::npos)", parsing));
  CHECK(std::regex_search("std::count(k.key.begin(), k.key.end(), ' ')", parsing));
  CHECK_FALSE(std::regex_search("if (o.key == \"suffer\") return amount;", parsing));
}

TEST_CASE("[decisions] NegateDamage names the damage, who suffers it and what each option costs", "[decisions]") {
  Rules r;
  ItemDef cloak = item(5, ItemSlot::Small, ItemUsage::Spent, ItemWindow::EnemyAttack);
  cloak.negate_damage = 2;
  r.add_item(cloak);
  Bench b(r);
  b.card(0, Pile::Hand, 'A');
  b.card(1, Pile::Hand, 'B');
  b.card(2, Pile::Hand, 'B');
  b.card(3, Pile::Discard, 'B');
  const int cloak_at = b.equip(5);
  b.run([](Ctx& c) { suffer_damage(c, 0, 3, kNoFigure, DamageKind::Ability); });
  REQUIRE(b.pending(DecisionKind::NegateDamage));
  const Decision& d = *b.decision();
  CHECK(d.damage == 3);
  CHECK(d.figure == 0);
  const Option& suffer = option(b, "suffer");
  CHECK(suffer.negate == NegateCost::None);
  CHECK(suffer.prevents == 0);
  const Option& discard = option(b, "discard 0");
  CHECK(discard.negate == NegateCost::DiscardA);
  CHECK(discard.card == 0);
  CHECK(discard.prevents == 3);
  const Option& two = option(b, "discard2 1 2");
  CHECK(two.negate == NegateCost::DiscardTwoB);
  CHECK(two.card == 1);
  CHECK(two.card2 == 2);
  CHECK(two.prevents == 3);
  const Option& lose = option(b, "lose 3");
  CHECK(lose.negate == NegateCost::Lose);
  CHECK(lose.card == 3);
  const Option& use = option(b, "item 5");
  CHECK(use.negate == NegateCost::Item);
  CHECK(use.item == cloak_at);
  CHECK(use.prevents == 2);  // the cloak negates 2 of the 3
}

TEST_CASE("[decisions] ChooseModifier carries both cells the advantage offers", "[decisions]") {
  Rules r;
  r.hero_table(marked_table());  // the cell at (row, column) adds row * 10 + column
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.board().fig(0).conditions = bit(Condition::Strengthen);
  b.board().rng.state = dice(2, 0);
  b.run([](Ctx& c) { attack_target(c, 0, 1, strike(2)); });
  REQUIRE(b.pending(DecisionKind::ChooseModifier));
  const Option& first = option(b, "first");
  const Option& second = option(b, "second");
  REQUIRE(first.modifier);
  REQUIRE(second.modifier);
  CHECK(first.modifier->kind == ModifierCell::Add);
  CHECK(first.modifier->value == 2);   // row 0, column +
  CHECK(second.modifier->value == 0);  // row 0, column -
  CHECK(b.decision()->figure == 0);
}

TEST_CASE("[decisions] MoveDestination carries the points, and each option its hex, path and cost", "[decisions]") {
  Rules r;
  r.terrain(Hex{1, 0}, Terrain::PressurePlate, "switch");
  r.terrain(Hex{0, 2}, Terrain::Hazard, "thorns");
  Bench b(r);
  b.run([](Ctx& c) { character_move(c, 0, {3, false, false}); });
  REQUIRE(b.pending(DecisionKind::MoveDestination));
  const Decision& d = *b.decision();
  CHECK(d.move_points == 3);
  CHECK(d.figure == 0);
  CHECK_FALSE(d.jump);
  CHECK_FALSE(option(b, "stay").hex);
  INFO(option_keys(d));
  const Option& plain = option(b, "hex 2,0");  // the cheapest path: over the plate
  REQUIRE(plain.hex);
  CHECK(*plain.hex == Hex{2, 0});
  CHECK(plain.path == std::vector<Hex>{Hex{1, 0}, Hex{2, 0}});
  CHECK(plain.move_cost == 2);
  CHECK(plain.hazards == 0);
  CHECK(plain.path_kind == PathKind::Best);
  const Option& around = option(b, "hex 2,0 via none");
  CHECK(around.path_kind == PathKind::Avoiding);
  CHECK(around.via.empty());
  CHECK(around.move_cost == 3);
  CHECK(around.path.back() == Hex{2, 0});
  CHECK(std::find(around.path.begin(), around.path.end(), Hex{1, 0}) == around.path.end());
  const Option& thorns = option(b, "hex 0,2");
  CHECK(thorns.hazards == 1);
  CHECK(thorns.path == std::vector<Hex>{Hex{0, 1}, Hex{0, 2}});
}

TEST_CASE("[decisions] ChooseTarget and PlaceArea carry the attack and what each option hits", "[decisions]") {
  Rules r;
  r.hero_at(Hex{2, 1});
  r.place("dummy", Hex{1, 1});
  r.place("dummy", Hex{1, 2});
  Bench b(r);
  b.run([](Ctx& c) { character_attack(c, 0, strike(3)); });
  REQUIRE(b.pending(DecisionKind::ChooseTarget));
  CHECK(b.decision()->attack_value == 3);
  CHECK(b.decision()->figure == 0);
  CHECK(option(b, "target 1").figure == 1);
  CHECK(option(b, "skip").figure == kNoFigure);

  AttackSpec area = strike(2);
  area.aoe = {Hex{0, 0}, Hex{0, -1}};
  area.aoe_melee = true;
  b.run([&](Ctx& c) { character_attack(c, 0, area); });
  REQUIRE(b.pending(DecisionKind::PlaceArea));
  CHECK(b.decision()->attack_value == 2);
  bool both = false;
  for (const Option& o : b.decision()->options) {
    if (o.key == "skip") {
      CHECK(o.area.empty());
      continue;
    }
    CHECK(o.area.size() == 2);
    for (FigureId f : o.hit_figures)
      CHECK(std::find(o.area.begin(), o.area.end(), b.fig(f).hex) != o.area.end());
    both |= o.hit_figures.size() == 2;
  }
  CHECK(both);  // one placement catches both dummies
}

TEST_CASE("[decisions] ForcedMove names the figure pushed, push or pull and the hexes left", "[decisions]") {
  Rules r;
  r.place("dummy", Hex{1, 0});
  Bench b(r);
  b.run([](Ctx& c) { forced_move(c, 1, 0, 2, true); });
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  CHECK(b.decision()->figure == 1);
  CHECK(b.decision()->forced == ForcedKind::Push);
  CHECK(b.decision()->forced_distance == 2);
  CHECK(*option(b, "hex 2,0").hex == Hex{2, 0});
  b.answer("hex 2,0");
  REQUIRE(b.pending(DecisionKind::ForcedMove));
  CHECK(b.decision()->forced_distance == 1);
}

TEST_CASE("[decisions] yes/no decisions mark the option that accepts, and RedrawLoss names the card", "[decisions]") {
  Rules r;
  Bench b(r);
  b.all_cards(Pile::Discard, 'B');
  b.run([](Ctx& c) { offer_short_rest(c); });
  REQUIRE(b.pending(DecisionKind::ShortRest));
  CHECK(option(b, "rest").accepts);
  CHECK_FALSE(option(b, "no").accepts);
  CHECK(b.decision()->find_accepting() == b.decision()->find("rest"));
  b.answer("rest");
  REQUIRE(b.pending(DecisionKind::RedrawLoss));
  const int lost = b.decision()->card;
  REQUIRE(lost != kNoCard);
  CHECK(option(b, "redraw").accepts);
  b.answer("keep");
  CHECK(b.after().hero.cards[size_t(lost)].pile == Pile::Lost);
}
