#pragma once
// Damage, healing and death (rules: "Character Damage", "Monster Damage and Death", "Heal",
// "Exhaustion").
#include "engine/kernel/step/context.h"

namespace bnb {

// Cost: damage the player chose to pay (short rest redraw): no negation.
enum class DamageKind : uint8_t { Attack, Retaliate, Wound, Hazard, Ability, Script, Cost };

// A figure suffers damage. Runs before_damage; the character may negate it with cards (a
// decision); at 0 hit points a monster dies and the character is exhausted (scenario lost).
// Returns the damage actually taken. `conditions`: what an attack adds after its damage (shown
// with the negation decision).
int suffer_damage(Ctx& ctx, FigureId id, int amount, FigureId source, DamageKind kind, ConditionSet conditions = 0);
// Heal: up to max hit points; removes wound and poison; poison prevents the hit point increase.
void heal(Ctx& ctx, FigureId id, int amount);
// Removes a figure that died (conditions go with it).
void kill(Ctx& ctx, FigureId id, FigureId by);

}  // namespace bnb
