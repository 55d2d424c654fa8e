#pragma once
// The look-ups a front end shows (the terminal's prompts, `bnb show`, the page), as data and text:
//   map_view.h                 the map as marks per hex: terrain, letters, figures, option numbers;
//                              monster_symbols: one letter per monster type on the map
//   map_ground.h               its ground: terrain symbols, walls, doors and their legend
//   engine/play/words/cards.h  the text cards: monster types, modifier tables, cards, items, the
//                              scenario, the class (the same words for every front end)
#include "engine/play/words/cards.h"
#include "tools/bnb/map_view.h"

namespace bnb::cli {

// The text cards (a monster type, the modifier tables, cards, items, the scenario, the class) are
// the words layer's (engine/play/words/cards.h), the same for the terminal, `bnb show` and the page.
using words::card_text;
using words::class_card;
using words::elements_line;
using words::elements_text;
using words::initiative_order;
using words::item_line;
using words::item_text;
using words::modifier_table_text;
using words::modifier_tables;
using words::monster_card;
using words::scenario_card;
using words::slot_text;
using words::usage_text;
using words::window_text;

}  // namespace bnb::cli
