#include "engine/rules/scenario/setup_choices.h"

#include <algorithm>

#include "engine/kernel/decision/keys.h"
#include "engine/rules/scenario/scenario.h"

namespace bnb {

// The setup's questions are asked in every game (and in every look-ahead copy that replays the
// setup), so they are pooled decisions whose keys are written into kept buffers.
void choose_upgrades(Ctx& ctx) {
  CharacterState& h = ctx.b.hero;
  const ClassDef& c = ctx.db.classes[size_t(h.class_idx)];
  for (int n = 1; n < h.level; ++n) {
    PooledDecision q(DecisionKind::UpgradeCards);
    Decision& d = *q;
    d.nth = n;
    for (const std::string& up : c.upgrades) {
      const int ui = ctx.db.card_index(up);
      if (ui < 0) continue;
      const CardDef& u = ctx.db.cards[size_t(ui)];
      for (size_t i = 0; i < h.cards.size(); ++i)
        if (ctx.db.cards[size_t(h.cards[i].def)].id == u.upgrade_of) {
          Option& o = d.options.add(keys::named("upgrade", u.id));
          o.card = int(i), o.card_def = ui;
        }
    }
    if (d.options.empty()) return;
    const Option& o = d.options[size_t(ctx.ask(d))];
    h.cards[size_t(o.card)].def = int16_t(o.card_def);
  }
}

namespace {

// The hands and small slots the carried items take: counted once for all the items a question
// offers (about 40 at every equip question), not once per item.
struct Carried {
  int hands = 0, smalls = 0;
};

Carried carried(const ContentDb& db, const CharacterState& h) {
  Carried c;
  for (const ItemState& s : h.items) {
    const ItemDef& d = db.items[size_t(s.def)];
    c.hands += d.slot == ItemSlot::OneHand ? 1 : d.slot == ItemSlot::TwoHand ? 2 : 0;
    c.smalls += d.slot == ItemSlot::Small;
  }
  return c;
}

EquipBlock equip_block(const ContentDb& db, const CharacterState& h, const Carried& c, int item_idx) {
  const ItemDef& it = db.items[size_t(item_idx)];
  bool pair_taken = false;
  for (const ItemState& s : h.items) {
    if (s.def == item_idx) return EquipBlock::Equipped;
    pair_taken = pair_taken || (it.pair && db.items[size_t(s.def)].pair == it.pair);
  }
  if (pair_taken) return EquipBlock::PairEquipped;
  if (it.slot == ItemSlot::OneHand && c.hands + 1 > 2) return EquipBlock::HandsFull;
  if (it.slot == ItemSlot::TwoHand && c.hands > 0) return EquipBlock::HandsFull;
  if (it.slot == ItemSlot::Small && c.smalls + 1 > small_item_slots(h.level)) return EquipBlock::SmallSlotsFull;
  return EquipBlock::None;
}

}  // namespace

EquipBlock equip_block(const ContentDb& db, const CharacterState& h, int item_idx) {
  return equip_block(db, h, carried(db, h), item_idx);
}

namespace {

// The question's n-th option as equipping the item `def` (`number`): the equip question is asked
// again after every answer (about ten times a game with the random bot, each with about 40
// options) and most options stay where they were, so an option that already says the same is
// kept, and one that changed is rewritten in place (the question's options are only ever these).
void put_equip(OptionList& options, size_t n, int def, int number) {
  if (n < options.size() && options[n].item_def == def) return;
  Option& o = n < options.size() ? options[n] : options.add();
  o.key.clear();
  keys::append_numbered(o.key, "equip", number);
  o.item_def = def, o.item = kNoItem;
}

void put_unequip(OptionList& options, size_t n, ItemPos pos, int number) {
  Option& o = n < options.size() ? options[n] : options.add();
  o.key.clear();
  keys::append_numbered(o.key, "unequip", number);
  o.item_def = kNoItemDef, o.item = pos;
}

}  // namespace

void choose_items(Ctx& ctx, const std::vector<int>& available) {
  CharacterState& h = ctx.b.hero;
  PooledDecision q(DecisionKind::EquipItems);
  Decision& d = *q;
  d.options.add("start");
  for (;;) {
    size_t n = 1;  // "start" stays first
    const Carried load = carried(ctx.db, h);
    for (size_t pos = 0; pos < available.size(); ++pos) {
      // The items available are usually listed in the content's order: that position first.
      const int number = available[pos];
      const int idx = pos < ctx.db.items.size() && ctx.db.items[pos].number == number ? int(pos) : ctx.db.item_index(number);
      if (idx < 0 || equip_block(ctx.db, h, load, idx) != EquipBlock::None) continue;
      put_equip(d.options, n++, idx, number);
    }
    // An item equipped may be taken off again before the scenario starts (rules: "Item Supply":
    // different items can be equipped at the beginning of each scenario).
    for (size_t pos = 0; pos < h.items.size(); ++pos)
      put_unequip(d.options, n++, ItemPos(pos), ctx.db.items[size_t(h.items[pos].def)].number);
    d.options.truncate(n);
    const Option& o = d.options[size_t(ctx.ask(d))];
    if (o.item != kNoItem) {
      h.items.erase(h.items.begin() + o.item);
      continue;
    }
    if (o.item_def == kNoItemDef) return;  // start
    h.items.push_back({int16_t(o.item_def)});
  }
}

}  // namespace bnb
