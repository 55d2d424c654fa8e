#pragma once
// `bnb sim --report FILE.html`: the figures of a run as one self-contained page (inline CSS and SVG
// charts, no script and nothing fetched), computed from the game records alone like the tables.
#include <string>
#include <vector>

#include "engine/play/sim/record.h"
#include "engine/play/sim/stats.h"

namespace bnb::sim {

struct HtmlReport {
  std::string command;               // the command line, shown at the top
  std::vector<GameRecord> records;   // the run; A of a comparison
  std::vector<Ablation> ablations;   // --ablate / --without: each card's games blanked
  // --compare: B's games, and the names of A and B (empty when not a comparison)
  std::vector<GameRecord> compared;
  std::string name_a, name_b;
};

// Per scenario: the win rate with its interval, the distributions of rounds, hit points and cards
// left, the losses by cause; per card: how it was played and (with ablations) its worth. With a
// comparison, A and B side by side and the differences with their intervals.
std::string html_report(const HtmlReport& report);

}  // namespace bnb::sim
