#pragma once
// The player's choices before round 1 (rules: "Scenario Level", "Items"): which level-1 cards are
// replaced by their level-2 upgrade (level - 1 of them) and which items are equipped.
#include <vector>

#include "engine/base/core/names.h"
#include "engine/kernel/step/context.h"

namespace bnb {

void choose_upgrades(Ctx& ctx);
void choose_items(Ctx& ctx, const std::vector<int>& available);

// Why an item cannot be equipped now (rules: "Item Limits"), or None: it is equipped already, an
// item of its pair (the same scenario card) is equipped, the hands or the small slots are full.
enum class EquipBlock : uint8_t { None, Equipped, PairEquipped, HandsFull, SmallSlotsFull };
inline constexpr auto kEquipBlockNames =
    name_table<EquipBlock>("none", "equipped", "pair_equipped", "hands_full", "small_slots_full");
EquipBlock equip_block(const ContentDb& db, const CharacterState& h, int item_idx);

}  // namespace bnb
