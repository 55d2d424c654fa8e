#pragma once
// The numbers and tables of `bnb sim`, computed from game records alone (record.h).
#include <string>
#include <vector>

#include "engine/play/sim/record.h"

namespace bnb::sim {

struct Interval {
  double lo = 0, hi = 0;
};
// The Wilson score interval of `wins` out of `games` at 95% (z = 1.96). [0, 1] when games == 0.
Interval wilson(int wins, int games);
// McNemar's exact test on matched pairs: `b` pairs won only by A, `c` only by B. The two-sided
// p-value of the binomial test of b against (b + c) trials at 1/2; 1 when b + c == 0.
double mcnemar_p(int b, int c);

// Games matched pair by pair (same scenario, seed and class) between A and B.
struct Pairs {
  int n = 0, wins_a = 0, wins_b = 0;
  int only_a = 0, only_b = 0;  // pairs won by A alone, by B alone (the discordant pairs)
  double rate_a() const { return n ? double(wins_a) / n : 0.0; }
  double rate_b() const { return n ? double(wins_b) / n : 0.0; }
  void add(bool won_a, bool won_b);
};
// The 95% interval of B's win rate minus A's on matched pairs: Newcombe's hybrid score interval
// (method 10 of Newcombe, Statistics in Medicine 1998), built from the Wilson intervals of both
// rates and the correlation of the pairs. [-1, 1] when there are no pairs.
Interval paired_difference(const Pairs& p);

// Records in a canonical order (scenario, then seed), so the tables do not depend on the order in
// which games finished or files were merged.
void sort_records(std::vector<GameRecord>& records);

// The tables: per scenario (wins with a Wilson interval, rounds, hit points and cards left, how
// games were lost) and per card (how it was played, lost, used to negate, and the win rate of
// games where it was played against games where it was not).
std::string report(std::vector<GameRecord> records);
// The same per-scenario figures as one JSON object (the last line of `bnb sim --json`).
std::string summary_json(std::vector<GameRecord> records);

// Matched pairs: the same setups played with A's content and B's. Per scenario and overall: both
// win rates, the difference with its interval (paired_difference), and McNemar's p-value.
std::string compare_report(std::vector<GameRecord> a, std::vector<GameRecord> b, const std::string& name_a,
                           const std::string& name_b);

// The paired tally of two runs over the same setups: the records matched on (scenario, seed, class).
Pairs pair_up(const std::vector<GameRecord>& a, const std::vector<GameRecord>& b);

// Each card's worth (`--ablate`): the baseline's win rate minus the rate with the card blanked, on
// the same setups, with its interval and McNemar's p; the most valuable card first.
struct Ablation {
  std::string card;
  std::vector<GameRecord> blanked;
};
std::string ablation_report(const std::vector<GameRecord>& baseline, const std::vector<Ablation>& ablations);

}  // namespace bnb::sim
