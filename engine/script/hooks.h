#pragma once
// The moments of the rules at which content scripts may act. One list, one call shape per hook:
// every handler is called as fn(ctx, ev), with ctx = { mod, hook, vars } and `ev` the fields below.
// The engine calls a hook only at the moment its row names, and only if content bound a handler.
#include <cstdint>
#include <string_view>

namespace bnb {

// X(name, ev fields, what the return value means)
#define BNB_HOOKS(X)                                                                                        \
  X(on_scenario_setup, "{}", "ignored: after the map and monsters are placed, before round 1")             \
  X(on_round_start, "{round}", "ignored: after card selection and monster rolls, before the first turn")   \
  X(on_turn_start, "{figure}", "ignored: at the start of a figure's turn, after wound")                    \
  X(on_enter_hex, "{figure, hex, terrain, name}", "ignored: a figure entered a hex (any move)")            \
  X(on_turn_end, "{figure}", "ignored: at the end of a figure's turn, before conditions expire")           \
  X(before_attack, "{attacker, target, amount}", "integer: the attack value before the modifier roll")      \
  X(after_modifier_roll, "{attacker, target, amount}", "integer: the attack value after the modifier")    \
  X(after_attack, "{attacker, target, amount, hex}",                                                        \
    "ignored: after the attack on one target (a figure, or the objective at hex) is resolved")              \
  X(before_damage, "{figure, amount, source}", "integer: the damage the figure is about to suffer")       \
  X(on_figure_killed, "{figure, source}", "ignored: a figure was killed and removed")                      \
  X(on_round_end, "{round}", "ignored: first step of the end of the round")                               \
  X(check_goal, "{round}", "\"won\", \"lost\" or nil: asked at the end of every round")                   \
  X(ability, "{figure, value, range, target}", "ignored: a card or monster ability written as a script")  \
  X(hazard, "{figure, hex, name}", "ignored: a figure entered a hazard with this name")                   \
  X(pressure_plate, "{figure, hex, name}", "ignored: a figure entered a pressure plate with this name")     \
  X(item, "{figure, item, amount, attacker, target}",                                                       \
    "integer, false or nil: an item's effect; an integer is the new attack value, false: not applied")

enum class Hook : uint8_t {
#define BNB_HOOK_ENUM(name, ev, ret) name,
  BNB_HOOKS(BNB_HOOK_ENUM)
#undef BNB_HOOK_ENUM
      Count
};

struct HookDoc {
  std::string_view name, ev, returns;
};
std::string_view hook_name(Hook h);
const HookDoc& hook_doc(Hook h);
bool hook_from_name(std::string_view s, Hook& out);

}  // namespace bnb
