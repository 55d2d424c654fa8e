#include "engine/scenario/setup_choices.h"

#include <algorithm>

#include "engine/scenario/scenario.h"

namespace bnb {

void choose_upgrades(Ctx& ctx) {
  CharacterState& h = ctx.b.hero;
  const ClassDef& c = ctx.db.classes[size_t(h.class_idx)];
  for (int n = 1; n < h.level; ++n) {
    Decision d{DecisionKind::UpgradeCards,
               "Level " + std::to_string(h.level) + ": choose an upgrade (" + std::to_string(n) + " of " +
                   std::to_string(h.level - 1) + ")"};
    for (const std::string& up : c.upgrades) {
      const int ui = ctx.db.card_index(up);
      if (ui < 0) continue;
      const CardDef& u = ctx.db.cards[size_t(ui)];
      for (size_t i = 0; i < h.cards.size(); ++i)
        if (ctx.db.cards[size_t(h.cards[i].def)].id == u.upgrade_of) {
          Option o{"upgrade " + u.id, u.name + " replaces " + ctx.db.cards[size_t(h.cards[i].def)].name};
          o.card = int(i), o.card_def = ui;
          d.options.push_back(o);
        }
    }
    if (d.options.empty()) return;
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    h.cards[size_t(o.card)].def = int16_t(o.card_def);
  }
}

void choose_items(Ctx& ctx, const std::vector<int>& available) {
  CharacterState& h = ctx.b.hero;
  const int small_slots = small_item_slots(h.level);
  for (;;) {
    int hands = 0, smalls = 0;
    std::vector<int> pairs;
    for (const ItemState& it : h.items) {
      const ItemDef& d = ctx.db.items[size_t(it.def)];
      hands += d.slot == ItemSlot::OneHand ? 1 : d.slot == ItemSlot::TwoHand ? 2 : 0;
      smalls += d.slot == ItemSlot::Small;
      if (d.pair) pairs.push_back(d.pair);
    }
    Decision d{DecisionKind::EquipItems, "Equip items (two hands, " + std::to_string(small_slots) + " small)"};
    d.options.push_back({"start", "start the scenario"});
    for (int number : available) {
      const int idx = ctx.db.item_index(number);
      if (idx < 0) continue;
      const ItemDef& it = ctx.db.items[size_t(idx)];
      const bool equipped = std::any_of(h.items.begin(), h.items.end(), [&](const ItemState& s) { return s.def == idx; });
      if (equipped) continue;
      if (it.pair && std::find(pairs.begin(), pairs.end(), it.pair) != pairs.end()) continue;
      if (it.slot == ItemSlot::OneHand && hands + 1 > 2) continue;
      if (it.slot == ItemSlot::TwoHand && hands > 0) continue;
      if (it.slot == ItemSlot::Small && smalls + 1 > small_slots) continue;
      Option o{"equip " + std::to_string(number), "equip " + it.name + " (#" + std::to_string(number) + ")"};
      o.item_def = idx;
      d.options.push_back(o);
    }
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    if (o.key == "start") return;
    h.items.push_back({int16_t(o.item_def)});
  }
}

}  // namespace bnb
