#pragma once
// Where content scripts may act. Two lists, one call shape: every handler is called as
// fn(ctx, ev), with ctx = { mod, hook, vars } and `ev` the fields of its row.
//   BNB_MOMENTS       moments of the rules; a scenario binds them by name under `hooks:`, and
//                     the scripts of active bonuses see them too.
//   BNB_SCRIPT_KINDS  things content binds a script to directly (an ability, a hazard, a pressure
//                     plate, an item); called when that thing acts, never bound under `hooks:`.
// The engine calls a hook only at the moment its row names, and only if content bound a handler.
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>

namespace bnb {

// The fields a hook may pass in `ev`. A Lua name means one thing wherever it appears; the Lua
// layer (bindings/hooks.cpp) documents each field and fills it from the HookEvent.
enum class EvField : uint8_t {
  Round,        // round
  Figure,       // figure: the figure the hook is about
  Attacker,     // attacker: the attacking figure
  Target,       // target: the attacked figure (nil for an objective)
  TargetCount,  // targets: how many targets an ability has
  Amount,       // amount
  Source,       // source: who caused the damage or the kill
  Hex,          // hex: the hex entered
  Terrain,      // terrain
  Name,         // name: hazard or pressure plate name
  Value,        // value: an ability's value
  Range,        // range: an ability's range
  Item,         // item: the item's id
  ItemAttacker, // attacker: the attacking figure of the attack an item is used in, if any
  ItemTarget,   // target: the attacked figure of the attack an item is used in, if any
  AttackedHex,  // hex: the hex of the objective attacked
  Melee,        // melee: the attack is a melee attack (no range)
};

// X(name, (ev fields), what the return value means)
#define BNB_MOMENTS(X)                                                                                      \
  X(on_scenario_setup, ({}), "ignored: after the map and monsters are placed, before round 1")               \
  X(on_round_start, ({EvField::Round}), "ignored: after card selection and monster rolls, before the first turn") \
  X(on_turn_start, ({EvField::Figure}), "ignored: at the start of a figure's turn, after wound")              \
  X(on_enter_hex, ({EvField::Figure, EvField::Hex, EvField::Terrain, EvField::Name}),                        \
    "ignored: a figure entered a hex (any move)")                                                           \
  X(on_door_open, ({EvField::Figure, EvField::Hex}),                                                         \
    "ignored: a character opened the closed door at hex by entering it (reveal the room behind it here)")   \
  X(on_turn_end, ({EvField::Figure}), "ignored: at the end of a figure's turn, before conditions expire")     \
  X(before_attack, ({EvField::Attacker, EvField::Target, EvField::Amount, EvField::Melee}),                                   \
    "integer: the attack value before the modifier roll")                                                   \
  X(after_modifier_roll, ({EvField::Attacker, EvField::Target, EvField::Amount, EvField::Melee}),                             \
    "integer: the attack value after the modifier")                                                         \
  X(after_attack, ({EvField::Attacker, EvField::Target, EvField::Amount, EvField::AttackedHex, EvField::Melee}), \
    "ignored: after the attack on one target (a figure, or the objective at hex) is resolved")              \
  X(before_damage, ({EvField::Figure, EvField::Amount, EvField::Source}),                                    \
    "integer: the damage the figure is about to suffer")                                                    \
  X(on_figure_killed, ({EvField::Figure, EvField::Source}), "ignored: a figure was killed and removed")       \
  X(on_round_end, ({EvField::Round}), "ignored: first step of the end of the round")                         \
  X(check_goal, ({EvField::Round}), "\"won\", \"lost\" or nil: asked at the end of every round")

#define BNB_SCRIPT_KINDS(X)                                                                                 \
  X(ability, ({EvField::Figure, EvField::Value, EvField::Range, EvField::TargetCount}),                       \
    "ignored: a card or monster ability written as a script")                                               \
  X(hazard, ({EvField::Figure, EvField::Hex, EvField::Name}), "ignored: a figure entered a hazard with this name") \
  X(pressure_plate, ({EvField::Figure, EvField::Hex, EvField::Name}),                                        \
    "ignored: a figure entered a pressure plate with this name")                                            \
  X(item, ({EvField::Figure, EvField::Item, EvField::Amount, EvField::ItemAttacker, EvField::ItemTarget}),   \
    "integer, false or nil: an item's effect; an integer is the new attack value, false: not applied")

// Moments first, then script kinds.
enum class Hook : uint8_t {
#define BNB_HOOK_ENUM(name, ev, ret) name,
  BNB_MOMENTS(BNB_HOOK_ENUM) BNB_SCRIPT_KINDS(BNB_HOOK_ENUM)
#undef BNB_HOOK_ENUM
      Count
};

// The ev fields of one hook, in the order the docs list them.
struct EvFields {
  EvField fields[8] = {};
  uint8_t count = 0;
  constexpr EvFields(std::initializer_list<EvField> l) {
    for (EvField f : l) fields[count++] = f;
  }
  std::span<const EvField> list() const { return {fields, count}; }
};

struct HookDoc {
  std::string_view name;
  EvFields ev;
  std::string_view returns;
};
std::string_view hook_name(Hook h);
const HookDoc& hook_doc(Hook h);
bool hook_from_name(std::string_view s, Hook& out);
// A moment of the rules (bound under a scenario's `hooks:`), not a script kind.
bool is_moment(Hook h);

}  // namespace bnb
