#include "tools/bnb/end_screen.h"

#include "engine/base/core/scenario_number.h"
#include "engine/play/campaign/campaign_record.h"
#include "tools/bnb/board_view.h"

namespace bnb {

namespace {

using cli::padded;
using words::Sentence;

std::string class_name(const ContentDb& db, const std::string& id, const words::Lang& lang) {
  const int i = db.class_index(id);
  return i >= 0 ? lang.name(db.classes[size_t(i)]) : id;
}

// "3 The Sewer Smell": the scenario's number and its name in the player's language.
std::string scenario_label(const ContentDb& db, int n, const words::Lang& lang) {
  const int i = db.scenario_index(n);
  return scenario_number_text(n) + (i >= 0 ? " " + lang.name(db.scenarios[size_t(i)]) : "");
}

std::string column(const words::Lang& lang, const char* name) { return lang.say(Sentence::EndColumn, {{"column", name}}); }
std::string result(const words::Lang& lang, bool won) { return lang.say(Sentence::EndResult, {{"won", won ? "yes" : "no"}}); }

}  // namespace

std::string campaign_end_screen(const ContentDb& db, const Campaign& c, bool quiet, int width, const words::Lang& lang) {
  const CampaignRecord r = campaign_record(db, c);
  const std::string who = class_name(db, c.class_id, lang);
  const std::string summary =
      lang.say(Sentence::EndSummary, {{"class", who}, {"wins", r.wins}, {"losses", r.losses}, {"rounds", r.rounds}}) + "\n";
  if (quiet) return summary;

  std::string out = "\n" + lang.say(Sentence::EndBanner, {}) + "\n\n";
  if (const std::string epilogue = lang.epilogue(db); !epilogue.empty()) out += cli::reflow(epilogue, width) + "\n";
  out += lang.say(Sentence::EndRecord, {{"class", who}}) + "\n\n";
  out += "  " + lang.say(Sentence::EndPlayedHead, {}) + "\n";
  out += "  " + padded("#", 3, true) + "  " + padded(column(lang, "scenario"), 32) + " " + padded(column(lang, "result"), 6) + " " +
         padded(column(lang, "rounds"), 6, true) + "\n";
  int i = 0;
  for (const ScenarioRecord& p : r.played)
    out += "  " + padded(std::to_string(++i), 3, true) + "  " + padded(scenario_label(db, p.scenario, lang), 32) + " " +
           padded(result(lang, p.result == ScenarioResult::Won), 6) + " " + padded(std::to_string(p.rounds), 6, true) + "\n";
  out += "\n  " + lang.say(Sentence::EndTalliesHead, {}) + "\n";
  const auto tally_line = [&](const std::string& label, const std::string& res, const std::string& retries, const std::string& rounds) {
    return "  " + padded(label, 37) + " " + padded(res, 7) + " " + padded(retries, 7, true) + " " + padded(rounds, 6, true) + "\n";
  };
  out += tally_line(column(lang, "scenario"), column(lang, "result"), column(lang, "retries"), column(lang, "rounds"));
  for (const ScenarioTally& t : r.scenarios)
    out += tally_line(scenario_label(db, t.scenario, lang), result(lang, t.won), std::to_string(t.losses), std::to_string(t.rounds));
  out += tally_line(column(lang, "total"), lang.say(Sentence::EndWins, {{"n", r.wins}}), std::to_string(r.losses), std::to_string(r.rounds)) + "\n";
  out += summary;
  return out;
}

}  // namespace bnb
