#pragma once
// The cards a player looks up, worded once for every front end (the terminal's look-ups, `bnb
// show`, the page): a monster type's card, the modifier tables, the elements that can be consumed,
// an ability card, an item, a scenario with its special rules, a class, the initiative order.
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/kernel/state/board.h"
#include "engine/play/words/lang.h"

namespace bnb::words {

// An ability or a card's half (an action) as the printed card reads: "Attack 3, range 3 (consume
// fire: +1 Attack)", "Move 2; Retaliate 2 (persistent bonus, 3 uses)", "...; Infuse earth (lost)".
std::string ability_words(const Ability& a, const Lang& lang = {});
std::string action_words(const Action& a, uint32_t skipped = 0, const Lang& lang = {});  // skipped: bit i leaves ability i out
std::string monster_card(const ContentDb& db, int monster_def, const Board* b = nullptr, const Lang& lang = {});
std::string modifier_table_text(const ModifierTable& t, int cube_row);  // cube_row -1 = none
std::string modifier_tables(const ContentDb& db, const Board& b);
std::string elements_text(const ContentDb& db, const Board& b);
// The infusions that can be consumed now, each element named once with how many infusions of it
// are visible (the printed game shows one icon per infusion): "earth x3", "fire or ice", "any
// element". In the order first seen.
struct ElementGroup {
  std::vector<Element> elements;  // one, two for a mixed infusion, all six for a wild one
  int count = 0;                  // infusions of exactly these elements
  std::string text;               // "earth x3"
};
std::vector<ElementGroup> element_groups(const ContentDb& db, const Board& b, const Lang& lang = {});
std::string elements_line(const ContentDb& db, const Board& b, const Lang& lang = {});  // the groups joined: "earth x3, fire or ice" or ""
std::string card_text(const ContentDb& db, int card_def, const Lang& lang = {});
std::string item_text(const ContentDb& db, int item_def, const Lang& lang = {});
std::string item_line(const ContentDb& db, int item_def, const Lang& lang = {});  // one line: name, number, slot, usage
// An item as the equip screen offers it: its line, then when it is used and what it does.
std::string equip_words(const ContentDb& db, int item_def, const Lang& lang = {});
// Why the character cannot equip an item now (its pair is equipped, no free hand, the small-item
// slots are full): "needs a free hand"; "" when it can, or carries it already.
std::string equip_block_words(const ContentDb& db, const CharacterState& h, int item_def, const Lang& lang = {});
// The scenario's special rules, one sentence each: objectives, the `rules:` list, what each hazard
// and pressure plate does (never a script).
std::vector<std::string> special_rules(const ContentDb& db, int scenario_idx, const Lang& lang = {});
std::string scenario_card(const ContentDb& db, int scenario_idx, const Lang& lang = {});
std::string class_card(const ContentDb& db, int class_idx, const Lang& lang = {});
std::string initiative_order(const ContentDb& db, const Board& b);
std::string_view slot_text(ItemSlot s);
std::string usage_text(const ItemDef& it);
std::string_view window_text(ItemWindow w);

}  // namespace bnb::words
