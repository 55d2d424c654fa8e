#pragma once
// Small vocabulary shared by every part of the engine: elements, conditions, ids, figure kinds, piles,
// script variable values.
#include <cstdint>
#include <string_view>
#include <optional>
#include <string>
#include <variant>

#include "engine/base/core/names.h"

namespace bnb {

enum class Element : uint8_t { Fire, Ice, Air, Earth, Light, Dark, Count };
inline constexpr int kElementCount = 6;
inline constexpr auto kElementNames = name_table<Element>("fire", "ice", "air", "earth", "light", "dark");
static_assert(kElementNames.size() == size_t(Element::Count));
std::string_view element_name(Element e);
std::optional<Element> element_from_name(std::string_view s);

// Conditions as bits so a figure's set of conditions is one integer.
enum class Condition : uint8_t { Poison, Wound, Immobilize, Disarm, Muddle, Strengthen, Invisible, Count };
inline constexpr int kConditionCount = 7;
inline constexpr auto kConditionNames = name_table<Condition>("poison", "wound", "immobilize", "disarm", "muddle",
                                                              "strengthen", "invisible");
static_assert(kConditionNames.size() == size_t(Condition::Count));
using ConditionSet = uint8_t;
inline constexpr ConditionSet bit(Condition c) { return ConditionSet(1u << unsigned(c)); }
inline constexpr bool has(ConditionSet s, Condition c) { return (s & bit(c)) != 0; }
inline constexpr bool is_positive(Condition c) { return c == Condition::Strengthen || c == Condition::Invisible; }
std::string_view condition_name(Condition c);
std::optional<Condition> condition_from_name(std::string_view s);

// Ids are indices into tables; -1 means none. Never pointers (GameState is a value).
using FigureId = int16_t;
inline constexpr FigureId kNoFigure = -1;

enum class FigureKind : uint8_t { Character, Monster };

// Where a character's card lies.
enum class Pile : uint8_t { Hand, Selected, Discard, Lost, Active };
inline constexpr auto kPileNames = name_table<Pile>("hand", "selected", "discard", "lost", "active");
static_assert(kPileNames.size() == size_t(Pile::Active) + 1);
std::string_view pile_name(Pile p);

// A script variable (ctx.vars): kept in the board so it is saved and copied with the game.
using VarValue = std::variant<std::monostate, bool, int64_t, std::string>;

}  // namespace bnb
