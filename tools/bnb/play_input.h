#pragma once
// The player's answer at a prompt of bnb play: an option's number or key; look-ups are answered
// and the prompt comes again, `u [N]` takes answers back, `q` quits. With --watch the content may
// be reloaded while the prompt waits.
#include <functional>
#include <optional>
#include <string>

#include "engine/base/content/content_db.h"
#include "engine/kernel/decision/campaign_decision.h"
#include "engine/kernel/decision/decision.h"
#include "engine/play/words/lang.h"

namespace bnb::cli {

enum class Read { Answer, Quit, EndOfInput, Reload, Undo };

// A look-up at a prompt: returns the text to show, or nothing when `line` is no look-up.
using Lookup = std::function<std::optional<std::string>(const std::string&)>;

// What q does, as the prompt's help says it: quit, or save and quit.
enum class Quit { Only, Saves };

// Reads an answer to `d`: its option's index in `index` (with Read::Undo: how many answers to take
// back). A refused answer is said in `lang`.
Read read_answer(const Decision& d, int& index, Quit quit, const Lookup& lookup, const words::Lang& lang);
Read read_answer(const CampaignDecision& d, int& index, Quit quit, const Lookup& lookup, const words::Lang& lang);

// Shows a campaign decision and reads its answer; false when the player quit.
bool ask_campaign(const ContentDb& db, const CampaignDecision& d, int& index, Quit quit, const words::Lang& lang = {});

// What the terminal says when the campaign was saved as the player quit (Read::Quit) or the input
// ended (Read::EndOfInput).
std::string saved_words(Read r, const words::Lang& lang);

// With --watch: called while a prompt waits; true when it reloaded the content (the prompt then
// returns Read::Reload). Empty: no watching.
void watch_while_waiting(std::function<bool()> reload);

// Thrown out of a scenario when --watch reloaded the content: the scenario restarts.
struct ContentReloaded {};

}  // namespace bnb::cli
