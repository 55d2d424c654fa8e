#pragma once
// The numbers and tables of `bnb sim`, computed from game records alone (record.h).
#include <string>
#include <vector>

#include "engine/sim/record.h"

namespace bnb::sim {

struct Interval {
  double lo = 0, hi = 0;
};
// The Wilson score interval of `wins` out of `games` at 95% (z = 1.96). [0, 1] when games == 0.
Interval wilson(int wins, int games);
// McNemar's exact test on matched pairs: `b` pairs won only by A, `c` only by B. The two-sided
// p-value of the binomial test of b against (b + c) trials at 1/2; 1 when b + c == 0.
double mcnemar_p(int b, int c);

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
// win rates, the difference, and McNemar's p-value.
std::string compare_report(std::vector<GameRecord> a, std::vector<GameRecord> b, const std::string& name_a,
                           const std::string& name_b);

}  // namespace bnb::sim
