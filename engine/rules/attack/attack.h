#pragma once
// Attacks (rules: "Attack", "Range", "Target", "Area of Effect", "Attack Modification Order",
// "Attack Effects", "Shield", "Pierce", "Retaliate", "Added Effects"). Order on each target:
// bonuses and penalties (poison +1, items) -> modifier from the table -> shield reduced by
// pierce. Added effects apply even at 0 damage but not to a target that died. Retaliate hits back
// after the attack on that target; abilities attached to the attack (heal self, conditions on
// self) come after that.
#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

#include "engine/rules/cards/active.h"  // gain_round_retaliate
#include "engine/base/core/inline_vector.h"
#include "engine/kernel/step/context.h"

namespace bnb {

struct AttackSpec {
  int value = 0;
  int range = 0;          // 0 or 1 = melee
  int targets = 1;
  Effects effects;        // added effects
  InlineVector<Hex, 8> aoe;  // inline: a spec is copied per attack
  bool aoe_melee = false;
  bool optional_effects = true;  // the character may skip added effects (monsters may not)
};

AttackSpec attack_spec(const Ctx& ctx, FigureId attacker, const Ability& a);
bool is_melee(const AttackSpec& s);
// Area placements, one after the other: placement i covers the hexes [ends[i - 1], ends[i]) (from
// 0 for the first), sorted.
struct AreaPlacements {
  std::vector<Hex> hexes;
  std::vector<uint32_t> ends;
  size_t size() const { return ends.size(); }
  std::span<const Hex> operator[](size_t i) const {
    const uint32_t from = i ? ends[i - 1] : 0;
    return {hexes.data() + from, ends[i] - from};
  }
};
// Every hex pattern an area attack can cover from the attacker's position (all rotations,
// mirrored too, anchored per docs/maps.md), deduplicated; into `out`, keeping its buffers.
void area_placements(const Ctx& ctx, FigureId attacker, const AttackSpec& s, AreaPlacements& out);
// The character's attack: choose targets / an area placement, then attack each target (figures
// and objectives). An area attack with more than one target ("+1 Target") then adds that many
// targets in range outside the placed area. Returns whether any target was attacked.
bool character_attack(Ctx& ctx, FigureId attacker, const AttackSpec& s);
// An attack ability on its targets, in order, then the abilities attached to it (heal self,
// conditions on self), if the attacker still lives.
void attack_targets(Ctx& ctx, FigureId attacker, std::span<const FigureId> targets, const AttackSpec& s);
inline void attack_targets(Ctx& ctx, FigureId attacker, std::initializer_list<FigureId> targets, const AttackSpec& s) {
  attack_targets(ctx, attacker, std::span<const FigureId>(targets.begin(), targets.size()), s);
}
// One attack on one target: added effects chosen (character), items, modifier roll, shield
// and pierce, damage, added effects, retaliate, self effects of items and modifier, after-attack
// items.
// `more_targets` (if given) gains the targets its modifier adds ("+1 Target").
// `apply_effects`: the character's choice of the optional added effects when it was made with the
// target (docs/rules-interpretations.md, "Folded windows"); unset: asked here, before the roll.
void attack_target(Ctx& ctx, FigureId attacker, FigureId target, const AttackSpec& s, int* more_targets = nullptr,
                   std::optional<bool> apply_effects = {});
// Objectives (rules: "Objectives"): map hexes that attacks can target. They are immune to
// conditions and forced movement, and to damage unless the scenario gives them hit points; an
// objective at 0 hit points is destroyed (its hex becomes featureless). Otherwise they are
// obstacles. Objective hexes the character can target with `s` from where it stands:
std::vector<Hex> objectives_in_range(const Ctx& ctx, FigureId attacker, const AttackSpec& s);
// One attack on an objective: modifier roll (advantage / disadvantage as for a figure), damage if it
// has hit points, the after_attack hook (no target figure), then the modifier's self effects.
void attack_objective(Ctx& ctx, FigureId attacker, Hex objective, const AttackSpec& s, int* more_targets = nullptr);
// Hit points an objective has left; -1 when it is immune to damage (no hit points given).
int objective_hp(const Ctx& ctx, Hex objective);
// Enemies of `attacker` that an attack with `s` can target from where it stands.
std::vector<FigureId> targets_in_range(const Ctx& ctx, FigureId attacker, const AttackSpec& s);
// Whether `target` is one of them.
bool targetable(const Ctx& ctx, FigureId attacker, const AttackSpec& s, const Figure& target);

}  // namespace bnb
