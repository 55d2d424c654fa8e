#include "tools/bnb/end_screen.h"

#include <cstdio>

#include "engine/play/campaign/campaign_record.h"
#include "engine/base/core/scenario_number.h"
#include "tools/bnb/board_view.h"

namespace bnb {

namespace {

template <typename... Args>
std::string line_of(const char* fmt, Args... args) {
  char buf[512];
  std::snprintf(buf, sizeof buf, fmt, args...);
  return buf;
}

std::string class_name(const ContentDb& db, const std::string& id) {
  const int i = db.class_index(id);
  return i >= 0 ? db.classes[size_t(i)].name : id;
}

std::string scenario_name(const ContentDb& db, int n) {
  const int i = db.scenario_index(n);
  return i >= 0 ? db.scenarios[size_t(i)].name : "";
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

std::string campaign_end_screen(const ContentDb& db, const Campaign& c, bool quiet, int width) {
  const CampaignRecord r = campaign_record(db, c);
  const std::string who = class_name(db, c.class_id);
  const std::string summary = "The campaign is finished: the " + who + " won " + plural(r.wins, "scenario", "scenarios") +
                              " and lost " + std::to_string(r.losses) + " on the way, in " +
                              plural(r.rounds, "round", "rounds") + ".\n";
  if (quiet) return summary;

  std::string out = "\n=============================== THE END ===============================\n\n";
  if (!db.campaign_epilogue.empty()) {
    out += cli::reflow(db.campaign_epilogue, width) + "\n";
  }
  out += "The campaign's record (" + who + "):\n\n";
  out += "  scenarios played, in order\n";
  out += line_of("  %3s  %-32s %-6s %6s\n", "#", "scenario", "result", "rounds");
  int i = 0;
  for (const ScenarioRecord& p : r.played) {
    const std::string label = scenario_number_text(p.scenario) + " " + scenario_name(db, p.scenario);
    out += line_of("  %3d  %-32s %-6s %6d\n", ++i, label.c_str(), p.result == ScenarioResult::Won ? "won" : "lost", p.rounds);
  }
  out += "\n  per scenario (retries: losses before the win)\n";
  out += line_of("  %-37s %-7s %7s %6s\n", "scenario", "result", "retries", "rounds");
  for (const ScenarioTally& t : r.scenarios) {
    const std::string label = scenario_number_text(t.scenario) + " " + t.name;
    out += line_of("  %-37s %-7s %7d %6d\n", label.c_str(), t.won ? "won" : "lost", t.losses, t.rounds);
  }
  out += line_of("  %-37s %-7s %7d %6d\n\n", "total", (std::to_string(r.wins) + " won").c_str(), r.losses, r.rounds);
  out += summary;
  return out;
}

}  // namespace bnb
