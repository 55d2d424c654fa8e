#include "tools/bnb/end_screen.h"

#include <algorithm>
#include <vector>

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

// A table's rows, each column as wide as its widest cell (by characters, so that "verloren" or
// an accented word keeps the columns in line) and at least `min`.
struct Column {
  size_t min;
  bool right = false;
};
using Row = std::vector<std::string>;
std::string table(const std::vector<Row>& rows, const std::vector<Column>& columns, const std::vector<std::string>& gaps) {
  std::vector<size_t> width;
  for (const Column& c : columns) width.push_back(c.min);
  for (const Row& r : rows)
    for (size_t i = 0; i < r.size() && i < width.size(); ++i) width[i] = std::max(width[i], cli::text_width(r[i]));
  std::string out;
  for (const Row& r : rows) {
    for (size_t i = 0; i < r.size() && i < columns.size(); ++i) out += gaps[i] + padded(r[i], width[i], columns[i].right);
    out += "\n";
  }
  return out;
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
  std::vector<Row> played{{"#", column(lang, "scenario"), column(lang, "result"), column(lang, "rounds")}};
  int i = 0;
  for (const ScenarioRecord& p : r.played)
    played.push_back({std::to_string(++i), scenario_label(db, p.scenario, lang), result(lang, p.result == ScenarioResult::Won),
                      std::to_string(p.rounds)});
  out += table(played, {{3, true}, {32}, {6}, {6, true}}, {"  ", "  ", " ", " "});
  out += "\n  " + lang.say(Sentence::EndTalliesHead, {}) + "\n";
  std::vector<Row> tallies{{column(lang, "scenario"), column(lang, "result"), column(lang, "retries"), column(lang, "rounds")}};
  for (const ScenarioTally& t : r.scenarios)
    tallies.push_back({scenario_label(db, t.scenario, lang), result(lang, t.won), std::to_string(t.losses), std::to_string(t.rounds)});
  tallies.push_back({column(lang, "total"), lang.say(Sentence::EndWins, {{"n", r.wins}}), std::to_string(r.losses), std::to_string(r.rounds)});
  out += table(tallies, {{37}, {7}, {7, true}, {6, true}}, {"  ", " ", " ", " "}) + "\n";
  out += summary;
  return out;
}

}  // namespace bnb
