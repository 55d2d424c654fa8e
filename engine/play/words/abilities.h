#pragma once
// Abilities, a card's halves, added effects and modifier cells as a player reads them, each a whole
// sentence of the catalogue (say.h) in the player's language: one sentence per verb of
// engine/base/content/verbs.h ("Attack {n}{range...}"), so a language orders its own words.
#include <string>
#include <vector>

#include "engine/base/content/defs.h"
#include "engine/play/words/lang.h"

namespace bnb::words {

// An ability or a card's half (an action) as the printed card reads: "Attack 3, range 3 (consume
// fire: +1 Attack)", "Move 2; Retaliate 2 (persistent bonus, 3 uses)", "...; Infuse earth (lost)".
std::string ability_words(const Ability& a, const Lang& lang = {});
std::string action_words(const Action& a, uint32_t skipped = 0, const Lang& lang = {});  // skipped: bit i leaves ability i out
// Added effects, one item each ("pierce 1", "push 2", "wound", "heal 1 self"), in kEffectFields' order.
std::vector<std::string> effect_items(const Effects& e, const Lang& lang = {});
// The items as the language lists them: "push 1, wound"; "" for none.
std::string effects_words(const Effects& e, const Lang& lang = {});
// A modifier table's cell: "+1", "x0", "2x", "+0, wound", "+1, +1 target".
std::string cell_words(const ModifierCell& c, const Lang& lang = {});
// Conditions as the language lists them: "poison and wound"; "" for none.
std::string conditions_list(ConditionSet s, const Lang& lang = {});

// The elements of one cost, any of which pays it: "fire or ice", "any element".
std::string elements_or(const std::vector<Element>& any_of, const Lang& lang);

}  // namespace bnb::words
