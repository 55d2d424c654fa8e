#pragma once
// The words layer: what a player reads of the engine's options and events, worded once from their
// structured fields, for every front end. A front end supplies labels only (how it names a
// figure and a hex: "Bandit Guard G1" and "[5]" as the map shows them, in the terminal and on the
// page; "Bandit Guard 1" and "3,-1" by default); the sentences are the same everywhere
// (engine/play/words/say.h).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/kernel/decision/campaign_decision.h"
#include "engine/kernel/decision/decision.h"
#include "engine/kernel/events/event.h"
#include "engine/kernel/state/board.h"
#include "engine/play/words/lang.h"

namespace bnb::words {

// How a front end names figures and hexes, and the language it speaks. The defaults: "you",
// "Bandit Guard 1", "3,-1", English.
class Labels {
 public:
  Labels(const ContentDb& db, const Board& b, Lang lang = {}) : db_(db), b_(b), lang_(lang) {}
  virtual ~Labels() = default;
  virtual std::string figure(FigureId id) const;
  virtual std::string hex(Hex h) const;        // a hex an option names
  virtual std::string event_hex(Hex h) const;  // a hex an event names (where a figure moved)
  virtual std::string card(int card) const;    // one of the character's cards: "Flame Burst"
  std::string card_with_side(int card, CardFace side) const;  // with the side it showed: "Flame Burst (A)"
  // What the front end shows in a hex (an option's number, a figure), "" when nothing: a path
  // names its hexes by these marks, else by the direction of each step (never by coordinates).
  virtual std::string mark(Hex h) const;
  const ContentDb& db() const { return db_; }
  const Board& board() const { return b_; }
  const Lang& lang() const { return lang_; }
  // A sentence in the front end's language.
  std::string say(Sentence s, std::initializer_list<Arg> args) const { return lang_.say(s, args); }

 private:
  const ContentDb& db_;
  const Board& b_;
  Lang lang_;
};

// The words of one option of `d` (where the engine's own text names hexes by coordinates, the
// option is worded from its fields; otherwise the option's text).
std::string option_words(const Decision& d, const Option& o, const Labels& l);
// A script's words (a message, a question, an option): a refused action's reason, a keyed text or
// its literal words, in the front end's language.
std::string script_words(const ScriptWords& w, const Labels& l);
// The ability `d` asks about (PerformAbility, ConsumeElement) with its own words (a scripted
// ability's text) in the language of `lang`, read where the decision says it is printed.
Ability question_ability(const Decision& d, const ContentDb& db, const Lang& lang);
// The question of `d`: who deals the damage about to be suffered and what comes with it, ...; the
// decision's own prompt where it says all (a script's question, ...).
std::string prompt_words(const Decision& d, const Labels& l);
// Why the monster planner chose as it did (the plan's kind and deciding rule, and whether its attack
// has disadvantage), in whole sentences: "It attacks from where it stands."
std::string monster_turn_reason(MonsterTurnKind kind, const MonsterTurnWhy& why, bool disadvantage, const Lang& lang = {});
// The decision's own numbers a player needs, "attack 3 before modifiers, melee", or "".
std::string decision_facts(const Decision& d, const Lang& lang = {});
// The question with those numbers, one sentence: "Attack 3: choose target 1 (attack 3 before
// modifiers, melee)".
std::string question_words(const Decision& d, const Labels& l);

// The campaign's question and the words of one of its options ("scenario 2: Ghost Fortress", "play
// scenario 3 again"), for the terminal and the page alike.
std::string campaign_prompt_words(const CampaignDecision& d, const Lang& lang = {});
std::string campaign_option_words(const ContentDb& db, const CampaignDecision& d, const CampaignOption& o,
                                  const Lang& lang = {});

// One event in a player's words, by itself (a sentence of say.h read from the event's fields).
std::string event_words(const Event& e, const Labels& l);
// How a log sets the event's line off: "" for a round's, a turn's or the scenario's own lines, an
// indent for what happens within them.
std::string_view event_lead(const Event& e);
// An attack told with the modifiers rolled for it: "You attack G1: 3 -1 (row 1, die -) = 2: 2 damage".
std::string attack_words(const AttackResolved& a, std::span<const ModifierRolled> rolls, const Labels& l);
// Why a scenario ended ("all enemies are dead", or the scenario's own goal text).
std::string end_reason_words(const Labels& l, EndReason why);

// Events in a player's words. Moves of one figure are told as one line; the modifiers rolled for
// an attack are told with the attack. Keeps the rolls between calls (an attack's events may come
// in two batches).
class Narrator {
 public:
  std::vector<std::string> narrate(std::span<const Event> events, const Labels& l);
  // The line of each of `events` (as narrate, one entry per event): the steps of one figure's
  // move are told at its last step, the other steps and what is told with another event are "".
  std::vector<std::string> lines(std::span<const Event> events, const Labels& l);
  // One event's line, "" when it is told with another (a roll, a step of a move) or is bookkeeping.
  std::string line(const Event& e, const Labels& l);

 private:
  std::vector<ModifierRolled> rolls_;  // modifiers rolled for the attack being resolved
};

}  // namespace bnb::words
