#pragma once
// bnb serve: the engine's values as JSON for the browser (docs/web-api.md). Every field is read
// from a named field of the engine (decisions, options, events, the board); texts are added for
// people and are never needed to act.
#include <nlohmann/json.hpp>

#include "engine/play/campaign/campaign_flow.h"
#include "engine/play/campaign/campaign_record.h"
#include "engine/play/game/game.h"
#include "engine/play/words/words.h"

namespace bnb::web {

using nlohmann::json;

// The JSON text of `j` (indented by `indent` spaces, or on one line when -1), valid whatever its
// strings carry: bytes that are not UTF-8 become U+FFFD, control characters are escaped. Every
// JSON that bnb prints or serves is written with it (a throw on a stray byte would lose it all).
std::string json_text(const json& j, int indent = -1);

json hex_json(Hex h);
// A scenario number as JSON: a whole number as an integer (3), one with a decimal as a number (12.5).
json scenario_number_json(int number);
// With labels, each option's text is the words layer's (engine/play/words), as every front end words it.
json decision_json(const Decision& d, const words::Labels* labels = nullptr);
json option_json(const Option& o);
json campaign_decision_json(const ContentDb& db, const CampaignDecision& d, const words::Lang& lang = {});
// The campaign's record (every scenario played in order; per scenario its retries and rounds;
// the totals), as the terminal's end screen shows it.
json campaign_record_json(const CampaignRecord& r);
// One event, read against the board it happened on (names, words). With a narrator (kept from one
// event to the next), the text is the words layer's line; an event it tells with another (a
// modifier roll, told with its attack) keeps its own words and is marked a detail.
// One event with its own words; events_json words a batch as a log shows it (see words::Narrator).
json event_json(const ContentDb& db, const Board& b, const Event& e, const words::Lang& lang = {});
std::vector<json> events_json(const ContentDb& db, const Board& b, std::span<const Event> events, words::Narrator& narrator,
                              const words::Lang& lang = {});
// The board of a game: map, figures, character (cards, items, piles), monster types with their
// rolled action cards, elements, initiative order, modifier tables.
// Its texts (special rules, element groups) in `lang`.
json board_json(const Game& g, const words::Lang& lang = {});

// Look-ups: every monster with its stats and action cards; the die, the modifier tables of the
// class and of the monsters; every item; the scenario's rules. Their names and texts in `lang`.
json monsters_json(const ContentDb& db, const words::Lang& lang = {});
json tables_json(const ContentDb& db, const Game* g, const words::Lang& lang = {});
json items_json(const ContentDb& db, const words::Lang& lang = {});
json classes_json(const ContentDb& db, const words::Lang& lang = {});  // with their level-1 cards and level-2 upgrades, in `lang`
json card_def_json(const CardDef& c, int index, const words::Lang& lang = {});  // both sides, top and bottom
json scenario_json(const ContentDb& db, int scenario_number, const words::Lang& lang = {});

}  // namespace bnb::web
