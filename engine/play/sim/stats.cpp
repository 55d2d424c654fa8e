#include "engine/play/sim/stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>

#include "engine/base/core/markup.h"
#include "engine/base/core/scenario_number.h"

namespace bnb::sim {

namespace {

double mean(double sum, int n) { return n ? sum / n : 0.0; }

struct ScenarioFigures {
  int games = 0, wins = 0;
  double rounds = 0, hp = 0, cards = 0;
  int max_hp = 0;
  std::map<std::string, int> ends;  // losses by cause
};

// Per scenario, or per scenario and class when the records are of several classes (`--class all`;
// the class is then part of the key, else it is empty).
bool several_classes(const std::vector<GameRecord>& rs) {
  for (const GameRecord& r : rs)
    if (r.class_id != rs.front().class_id) return true;
  return false;
}

using PairKey = std::pair<int, std::string>;

std::map<PairKey, ScenarioFigures> per_scenario(const std::vector<GameRecord>& rs) {
  std::map<PairKey, ScenarioFigures> out;
  const bool by_class = several_classes(rs);
  for (const GameRecord& r : rs) {
    ScenarioFigures& s = out[{r.scenario, by_class ? r.class_id : std::string()}];
    ++s.games, s.wins += r.won;
    s.rounds += r.rounds, s.hp += r.hp, s.cards += r.cards_left;
    s.max_hp = std::max(s.max_hp, r.max_hp);
    if (!r.won) ++s.ends[r.end];
  }
  return out;
}

std::string ends_text(const std::map<std::string, int>& ends) {
  std::string t;
  for (const auto& [why, n] : ends) t += (t.empty() ? "" : ", ") + why + " " + std::to_string(n);
  return t.empty() ? "-" : t;
}

std::string seeds_text(const std::vector<GameRecord>& rs) {
  if (rs.empty()) return "none";
  uint64_t lo = rs.front().seed, hi = lo;
  for (const GameRecord& r : rs) lo = std::min(lo, r.seed), hi = std::max(hi, r.seed);
  return std::to_string(lo) + "-" + std::to_string(hi);
}

struct CardFigures {
  int games = 0;  // games the card was in the hand
  double top = 0, bottom = 0, basic = 0, negate = 0;
  int lost = 0, played = 0, played_won = 0, unplayed_won = 0;
};

}  // namespace

Interval wilson(int wins, int games) {
  if (games <= 0) return {0, 1};
  const double z = 1.96, n = games, p = wins / n;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double mcnemar_p(int b, int c) {
  const int n = b + c;
  if (n == 0) return 1.0;
  const int k = std::min(b, c);
  // P(X <= k) for X ~ Binomial(n, 1/2), in logs to stay exact enough for large n.
  double tail = 0;
  for (int i = 0; i <= k; ++i)
    tail += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) - n * std::log(2.0));
  return std::min(1.0, 2 * tail);
}

void sort_records(std::vector<GameRecord>& rs) {
  std::sort(rs.begin(), rs.end(), [](const GameRecord& a, const GameRecord& b) {
    return std::tie(a.scenario, a.seed, a.class_id, a.bot) < std::tie(b.scenario, b.seed, b.class_id, b.bot);
  });
}

std::string report(std::vector<GameRecord> rs) {
  sort_records(rs);
  std::string out;
  if (rs.empty()) return "no games played\n";
  const bool by_class = several_classes(rs);
  out += fmt("%s, %s bot, seeds %s\n\n", by_class ? "every class allowed" : rs.front().class_id.c_str(),
             rs.front().bot.c_str(), seeds_text(rs).c_str());
  // With several classes a row is a scenario and a class: "3 bruiser".
  const int label = by_class ? 21 : 8;
  out += fmt("%-*s %5s %5s %7s %15s %6s %8s %6s  %s\n", label, "scenario", "games", "wins", "win%", "95% interval",
             "rounds", "hp left", "cards", "losses by cause");
  int games = 0, wins = 0;
  for (const auto& [key, s] : per_scenario(rs)) {
    const Interval ci = wilson(s.wins, s.games);
    const std::string name = scenario_number_text(key.first) + (by_class ? " " + key.second : std::string());
    out += fmt("%-*s %5d %5d %6.1f%% %6.1f%%-%5.1f%% %6.1f %5.1f/%-2d %6.1f  %s\n", label, name.c_str(), s.games, s.wins,
               100.0 * s.wins / s.games, 100 * ci.lo, 100 * ci.hi, mean(s.rounds, s.games), mean(s.hp, s.games),
               s.max_hp, mean(s.cards, s.games), ends_text(s.ends).c_str());
    games += s.games, wins += s.wins;
  }
  const Interval ci = wilson(wins, games);
  out += fmt("%-*s %5d %5d %6.1f%% %6.1f%%-%5.1f%%\n", label, "all", games, wins, 100.0 * wins / games, 100 * ci.lo, 100 * ci.hi);
  if (by_class) return out;  // the per-card figures are a class's: run one class for them

  // Per card, over every game where the card was in the hand.
  std::map<std::string, CardFigures> cards;
  for (const GameRecord& r : rs)
    for (const CardUse& u : r.cards) {
      CardFigures& c = cards[std::string(u.card)];
      ++c.games, c.top += u.top, c.bottom += u.bottom, c.basic += u.basic, c.negate += u.negate, c.lost += u.lost;
      if (u.played()) ++c.played, c.played_won += r.won;
      else c.unplayed_won += r.won;
    }
  out += fmt("\n%-24s %5s %6s %6s %6s %6s %6s %8s %8s %7s\n", "card (per game)", "games", "top", "bottom", "basic",
             "lost%", "negate", "won if", "won if", "diff");
  out += fmt("%-24s %5s %6s %6s %6s %6s %6s %8s %8s %7s\n", "", "", "", "", "", "", "", "played", "not", "");
  for (const auto& [id, c] : cards) {
    const int unplayed = c.games - c.played;
    const double won_played = mean(c.played_won, c.played), won_not = mean(c.unplayed_won, unplayed);
    const std::string diff = c.played && unplayed ? fmt("%+6.1f", 100 * (won_played - won_not)) : std::string("-");
    out += fmt("%-24s %5d %6.2f %6.2f %6.2f %5.1f%% %6.2f %7s %8s %7s\n", id.c_str(), c.games, mean(c.top, c.games),
               mean(c.bottom, c.games), mean(c.basic, c.games), 100.0 * c.lost / c.games, mean(c.negate, c.games),
               c.played ? fmt("%.1f%%", 100 * won_played).c_str() : "-", unplayed ? fmt("%.1f%%", 100 * won_not).c_str() : "-",
               diff.c_str());
  }
  return out;
}

std::string summary_json(std::vector<GameRecord> rs) {
  sort_records(rs);
  std::string out = "{\"type\":\"summary\",\"scenarios\":[";
  bool first = true;
  for (const auto& [key, s] : per_scenario(rs)) {
    const Interval ci = wilson(s.wins, s.games);
    const std::string cls = key.second.empty() ? std::string() : ",\"class\":\"" + key.second + "\"";
    out += fmt("%s{\"scenario\":%s%s,\"games\":%d,\"wins\":%d,\"ci_low\":%.4f,\"ci_high\":%.4f,\"rounds\":%.3f,\"hp\":%.3f,"
               "\"cards_left\":%.3f}",
               first ? "" : ",", scenario_number_text(key.first).c_str(), cls.c_str(),
               s.games, s.wins, ci.lo, ci.hi, mean(s.rounds, s.games), mean(s.hp, s.games),
               mean(s.cards, s.games));
    first = false;
  }
  return out + "]}";
}

void Pairs::add(bool won_a, bool won_b) {
  ++n, wins_a += won_a, wins_b += won_b;
  only_a += won_a && !won_b, only_b += !won_a && won_b;
}

Interval paired_difference(const Pairs& p) {
  if (p.n <= 0) return {-1, 1};
  const double n = p.n, both = p.wins_a - p.only_a, neither = n - both - p.only_a - p.only_b;
  const double pa = p.rate_a(), pb = p.rate_b();
  const Interval a = wilson(p.wins_a, p.n), b = wilson(p.wins_b, p.n);
  // The correlation of the pairs' results (phi); 0 when a margin is empty.
  const double margins = double(p.wins_a) * (n - p.wins_a) * double(p.wins_b) * (n - p.wins_b);
  const double phi = margins > 0 ? (both * neither - double(p.only_a) * p.only_b) / std::sqrt(margins) : 0.0;
  const double d = pb - pa;
  const double down = std::sqrt(std::max(0.0, (pb - b.lo) * (pb - b.lo) - 2 * phi * (pb - b.lo) * (a.hi - pa) + (a.hi - pa) * (a.hi - pa)));
  const double up = std::sqrt(std::max(0.0, (b.hi - pb) * (b.hi - pb) - 2 * phi * (b.hi - pb) * (pa - a.lo) + (pa - a.lo) * (pa - a.lo)));
  return {std::max(-1.0, d - down), std::min(1.0, d + up)};
}

Pairs pair_up(const std::vector<GameRecord>& a, const std::vector<GameRecord>& b) {
  std::map<std::tuple<int, uint64_t, std::string>, bool> won_b;
  for (const GameRecord& r : b) won_b[{r.scenario, r.seed, r.class_id}] = r.won;
  Pairs p;
  for (const GameRecord& r : a)
    if (const auto it = won_b.find({r.scenario, r.seed, r.class_id}); it != won_b.end()) p.add(r.won, it->second);
  return p;
}

std::string compare_report(std::vector<GameRecord> a, std::vector<GameRecord> b, const std::string& name_a,
                           const std::string& name_b) {
  sort_records(a), sort_records(b);
  std::map<std::tuple<int, uint64_t, std::string>, bool> won_b;
  for (const GameRecord& r : b) won_b[{r.scenario, r.seed, r.class_id}] = r.won;
  std::map<int, Pairs> per;
  Pairs all;
  for (const GameRecord& r : a) {
    const auto it = won_b.find({r.scenario, r.seed, r.class_id});
    if (it == won_b.end()) continue;
    per[r.scenario].add(r.won, it->second), all.add(r.won, it->second);
  }
  std::string out = fmt("A = %s\nB = %s\nmatched pairs (same scenario and seed)\n\n", name_a.c_str(), name_b.c_str());
  out += fmt("%-8s %5s %7s %7s %9s %7s %7s %9s  %s\n", "scenario", "pairs", "A win%", "B win%", "B - A", "A only", "B only",
             "McNemar p", "95% interval of B - A");
  auto line = [&](const std::string& label, const Pairs& p) {
    const Interval ci = paired_difference(p);
    out += fmt("%-8s %5d %6.1f%% %6.1f%% %+8.1f%% %7d %7d %9.4f  %+.1f%% to %+.1f%%\n", label.c_str(), p.n, 100.0 * p.rate_a(),
               100.0 * p.rate_b(), 100.0 * (p.rate_b() - p.rate_a()), p.only_a, p.only_b, mcnemar_p(p.only_a, p.only_b),
               100 * ci.lo, 100 * ci.hi);
  };
  for (const auto& [n, p] : per) line(scenario_number_text(n), p);
  line("all", all);
  return out;
}

std::string ablation_report(const std::vector<GameRecord>& baseline, const std::vector<Ablation>& ablations) {
  struct Row {
    const std::string* card;
    Pairs p;  // A = the baseline, B = the card blanked
  };
  std::vector<Row> rows;
  for (const Ablation& ab : ablations) rows.push_back({&ab.card, pair_up(baseline, ab.blanked)});
  // The most valuable card first: the largest drop when it is blanked.
  std::stable_sort(rows.begin(), rows.end(), [](const Row& x, const Row& y) {
    return x.p.rate_a() - x.p.rate_b() > y.p.rate_a() - y.p.rate_b();
  });
  std::string out = "each card's worth: the baseline against the card blanked (only its basic actions), same seeds\n";
  out += fmt("%-24s %5s %6s %7s %7s %17s %5s %6s %9s\n", "card", "pairs", "base", "blanked", "worth", "95% interval", "base", "blank",
             "McNemar p");
  out += fmt("%-24s %5s %6s %7s %7s %17s %5s %6s %9s\n", "", "", "win%", "win%", "", "", "only", "only", "");
  for (const Row& r : rows) {
    const Interval ci = paired_difference(r.p);  // of blanked - baseline: the worth's is its mirror
    out += fmt("%-24s %5d %5.1f%% %6.1f%% %+6.1f%% %+6.1f%% to %+5.1f%% %5d %6d %9.4f\n", r.card->c_str(), r.p.n, 100 * r.p.rate_a(),
               100 * r.p.rate_b(), 100 * (r.p.rate_a() - r.p.rate_b()), -100 * ci.hi, -100 * ci.lo, r.p.only_a, r.p.only_b,
               mcnemar_p(r.p.only_a, r.p.only_b));
  }
  return out;
}

}  // namespace bnb::sim
