// Every enum's name table (engine/base/core/names.h) against the enum itself: one name per value, in
// the enum's order, no value left without a name. The enumerators' own identifiers are read from
// the compiler's function signature (as reflection libraries do), so a value added to an enum
// without its name, or names swapped, fail here.
#include <catch2/catch.hpp>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>

#include "engine/base/content/defs.h"
#include "engine/kernel/decision/decision.h"
#include "engine/kernel/events/event.h"
#include "engine/base/map/map.h"
#include "engine/kernel/state/board.h"
#include "engine/rules/scenario/setup_choices.h"

using namespace bnb;

namespace {

// The identifier of the enumerator V ("PressurePlate"), or "" when no enumerator has V's value.
template <auto V>
std::string_view enumerator_name() {
  std::string_view s = __PRETTY_FUNCTION__;
  const size_t at = s.find("V = ");
  if (at == std::string_view::npos) return {};
  s.remove_prefix(at + 4);
  s = s.substr(0, s.find_first_of(";]"));
  if (s.empty() || s.front() == '(') return {};  // "(bnb::Terrain)6": a value without a name
  const size_t colons = s.rfind("::");
  return colons == std::string_view::npos ? s : s.substr(colons + 2);
}

template <class E, size_t... I>
std::vector<std::string_view> enumerator_names(std::index_sequence<I...>) {
  return {enumerator_name<E(I)>()...};
}

// "PressurePlate" -> "pressure_plate", "DiscardTwoB" -> "discard_two_b".
std::string snake(std::string_view id) {
  std::string out;
  for (char c : id) {
    if (std::isupper(static_cast<unsigned char>(c)) && !out.empty()) out += '_';
    out += char(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

enum class Style { Snake, Identifier };

// Checks a table: the values 0..N-1 are its enum's enumerators, each named as `style` makes of its
// identifier; the value N is no enumerator, or only a `Count` marker.
template <class Table>
void check_table(const Table& table, Style style = Style::Snake) {
  using E = typename Table::Enum;
  constexpr size_t N = Table::size();
  const auto ids = enumerator_names<E>(std::make_index_sequence<N + 1>());
  for (size_t i = 0; i < N; ++i) {
    INFO("value " << i << ": enumerator '" << ids[i] << "', name '" << table.names[i] << "'");
    REQUIRE(!ids[i].empty());
    CHECK(table.names[i] == (style == Style::Snake ? snake(ids[i]) : std::string(ids[i])));
    CHECK(table.find(table.names[i]) == E(i));
  }
  INFO("the value after the table's last name is '" << ids[N] << "'");
  CHECK((ids[N].empty() || ids[N] == "Count"));
  CHECK(!table.find("no such name"));
}

}  // namespace

TEST_CASE("Name tables: every enum value has its name, in the enum's order", "[names]") {
  check_table(kElementNames);
  check_table(kConditionNames);
  check_table(kPileNames);
  check_table(kTerrainNames);
  check_table(kItemStatusNames);
  check_table(kPhaseNames);
  check_table(kOutcomeNames);
  check_table(kActiveNames);
  check_table(kSlotNames);
  check_table(kUsageNames);
  check_table(kWindowNames);
  check_table(kCellKindNames);
  check_table(kNegateCostNames);
  check_table(kPathKindNames);
  check_table(kForcedKindNames);
  check_table(kDieColumnNames);
  check_table(kEndReasonNames);
  check_table(kEquipBlockNames);
  check_table(kNegationNames);
  check_table(kDecisionKindNames, Style::Identifier);
  check_table(kEventKindNames, Style::Identifier);
}

TEST_CASE("Name tables: the name functions and the JSON API read the tables", "[names]") {
  CHECK(terrain_name(Terrain::PressurePlate) == "pressure_plate");
  CHECK(terrain_from_name("difficult") == Terrain::Difficult);
  CHECK(pile_name(Pile::Discard) == "discard");
  CHECK(element_from_name("earth") == Element::Earth);
  CHECK(condition_name(Condition::Immobilize) == "immobilize");
  CHECK(decision_kind_name(DecisionKind::Script) == "Script");
  CHECK(event_kind_name(EventKind::ScriptFailed) == "ScriptFailed");
}
