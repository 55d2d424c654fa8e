#include "engine/play/sim/html_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "engine/base/core/markup.h"
#include "engine/base/core/scenario_number.h"

namespace bnb::sim {

namespace {

const char* const kColor[2] = {"#3b6fb6", "#d9822b"};  // A (or the run), B
const char* const kCauses[] = {"hit points", "cards", "scenario rule", "goal failed"};
const char* const kCauseColor[] = {"#c0392b", "#8e44ad", "#7f8c8d", "#e1b12c"};
constexpr int kLabel = 150, kPlot = 420, kRow = 26;

// The games of a run by scenario (and class, when the run has several).
using Key = std::pair<int, std::string>;
std::map<Key, std::vector<const GameRecord*>> by_scenario(const std::vector<GameRecord>& rs) {
  bool several = false;
  for (const GameRecord& r : rs) several = several || r.class_id != rs.front().class_id;
  std::map<Key, std::vector<const GameRecord*>> out;
  for (const GameRecord& r : rs) out[{r.scenario, several ? r.class_id : std::string()}].push_back(&r);
  return out;
}

std::string label_of(const Key& k) { return "scenario " + scenario_number_text(k.first) + (k.second.empty() ? "" : " " + k.second); }

int wins_of(const std::vector<const GameRecord*>& rs) {
  int w = 0;
  for (const GameRecord* r : rs) w += r->won;
  return w;
}

std::string svg_open(int width, int height, const std::string& title) {
  return fmt("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">"
             "<title>%s</title>",
             width, height, width, height, xml_escape(title).c_str());
}

std::string text(double x, double y, const std::string& s, const char* anchor = "start", const char* extra = "") {
  return fmt("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" %s>%s</text>", x, y, anchor, extra, xml_escape(s).c_str());
}

// Win rates as bars with their Wilson interval as a whisker; one bar per series in each row.
struct RateRow {
  std::string label;
  std::vector<std::pair<int, int>> series;  // wins, games
};
std::string rate_chart(const std::vector<RateRow>& rows, const std::string& title) {
  const size_t per = rows.empty() ? 1 : rows.front().series.size();
  const int band = int(per) * 14 + 8, height = int(rows.size()) * band + 30, width = kLabel + kPlot + 150;
  std::string s = svg_open(width, height, title);
  for (int pct = 0; pct <= 100; pct += 25) {
    const double x = kLabel + kPlot * pct / 100.0;
    s += fmt("<line x1=\"%.1f\" y1=\"4\" x2=\"%.1f\" y2=\"%d\" class=\"grid\"/>", x, x, height - 20);
    s += text(x, height - 6, std::to_string(pct) + "%", "middle", "class=\"axis\"");
  }
  for (size_t i = 0; i < rows.size(); ++i) {
    const double top = 6 + double(i) * band;
    s += text(kLabel - 8, top + band / 2.0 + 2, rows[i].label, "end");
    for (size_t k = 0; k < rows[i].series.size(); ++k) {
      const auto [wins, games] = rows[i].series[k];
      const double y = top + double(k) * 14, rate = games ? double(wins) / games : 0;
      const Interval ci = wilson(wins, games);
      s += fmt("<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"10\" fill=\"%s\"><title>%d of %d</title></rect>", kLabel, y,
               kPlot * rate, kColor[k % 2], wins, games);
      s += fmt("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"whisker\"/>", kLabel + kPlot * ci.lo, y + 5,
               kLabel + kPlot * ci.hi, y + 5);
      for (double e : {ci.lo, ci.hi})
        s += fmt("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"whisker\"/>", kLabel + kPlot * e, y + 1,
                 kLabel + kPlot * e, y + 9);
      s += text(kLabel + kPlot + 8, y + 9,
                fmt("%d/%d  %.0f%% (%.0f-%.0f%%)", wins, games, 100 * rate, 100 * ci.lo, 100 * ci.hi), "start", "class=\"small\"");
    }
  }
  return s + "</svg>";
}

// Differences (of win rates) as dots with their interval, around a zero line.
struct DiffRow {
  std::string label;
  double d, lo, hi;
};
std::string diff_chart(const std::vector<DiffRow>& rows, const std::string& title) {
  double span = 0.1;
  for (const DiffRow& r : rows) span = std::max({span, std::abs(r.lo), std::abs(r.hi)});
  span = std::ceil(span * 10) / 10;
  const int height = int(rows.size()) * kRow + 30, width = kLabel + kPlot + 190;
  auto x_of = [&](double v) { return kLabel + kPlot * (v + span) / (2 * span); };
  std::string s = svg_open(width, height, title);
  for (int k = -2; k <= 2; ++k) {
    const double v = span * k / 2, x = x_of(v);
    s += fmt("<line x1=\"%.1f\" y1=\"4\" x2=\"%.1f\" y2=\"%d\" class=\"%s\"/>", x, x, height - 20, k == 0 ? "zero" : "grid");
    s += text(x, height - 6, fmt("%+.0f%%", 100 * v), "middle", "class=\"axis\"");
  }
  for (size_t i = 0; i < rows.size(); ++i) {
    const DiffRow& r = rows[i];
    const double y = 6 + double(i) * kRow + kRow / 2.0;
    const char* color = r.lo > 0 ? "#2e8b57" : r.hi < 0 ? "#c0392b" : "#555";
    s += text(kLabel - 8, y + 4, r.label, "end");
    s += fmt("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2\"/>", x_of(r.lo), y, x_of(r.hi), y, color);
    s += fmt("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>", x_of(r.d), y, color);
    s += text(kLabel + kPlot + 8, y + 4, fmt("%+.1f%% (%+.1f%% to %+.1f%%)", 100 * r.d, 100 * r.lo, 100 * r.hi), "start",
              "class=\"small\"");
  }
  return s + "</svg>";
}

// How often each value occurred: one small histogram per run, the runs side by side.
std::string histogram(const std::vector<std::vector<int>>& runs, const std::string& title) {
  int lo = 1 << 30, hi = 0;
  for (const auto& v : runs)
    for (int x : v) lo = std::min(lo, x), hi = std::max(hi, x);
  if (lo > hi) lo = hi = 0;
  const int bins = hi - lo + 1, w = 180, h = 60;
  std::vector<std::vector<double>> share(runs.size(), std::vector<double>(size_t(bins)));
  double most = 0;
  for (size_t k = 0; k < runs.size(); ++k) {
    for (int x : runs[k]) share[k][size_t(x - lo)] += 1.0 / double(runs[k].size());
    for (double f : share[k]) most = std::max(most, f);
  }
  std::string s = svg_open(w, h + 14, title);
  const double bw = double(w) / bins, sub = bw / double(std::max<size_t>(1, runs.size()));
  for (size_t k = 0; k < runs.size(); ++k)
    for (int b = 0; b < bins; ++b) {
      const double bar = most > 0 ? h * share[k][size_t(b)] / most : 0;
      s += fmt("<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"><title>%d: %.0f%%</title></rect>",
               b * bw + k * sub, h - bar, std::max(0.5, sub - 0.5), bar, kColor[k % 2], lo + b, 100 * share[k][size_t(b)]);
    }
  s += fmt("<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"grid\"/>", h, w, h);
  std::string means;
  for (const auto& v : runs) {
    double sum = 0;
    for (int x : v) sum += x;
    means += (means.empty() ? "mean " : " / ") + fmt("%.1f", v.empty() ? 0.0 : sum / double(v.size()));
  }
  s += text(0, h + 12, std::to_string(lo), "start", "class=\"axis\"") + text(w / 2.0, h + 12, means, "middle", "class=\"axis\"") +
       text(w, h + 12, std::to_string(hi), "end", "class=\"axis\"");
  return s + "</svg>";
}

// Losses by cause: one 100% bar per run, wins first.
std::string causes_bar(const std::vector<const GameRecord*>& rs, int width) {
  std::string s = svg_open(width, 14, "wins and losses by cause");
  double x = 0;
  const double n = double(std::max<size_t>(1, rs.size()));
  auto part = [&](int count, const char* color, const std::string& what) {
    const double w = width * count / n;
    if (count) s += fmt("<rect x=\"%.1f\" y=\"0\" width=\"%.1f\" height=\"14\" fill=\"%s\"><title>%s: %d</title></rect>", x, w, color, xml_escape(what).c_str(), count);
    x += w;
  };
  part(wins_of(rs), "#2e8b57", "won");
  for (size_t c = 0; c < std::size(kCauses); ++c)
    part(int(std::count_if(rs.begin(), rs.end(), [&](const GameRecord* r) { return !r->won && r->end == kCauses[c]; })),
         kCauseColor[c], kCauses[c]);
  return s + "</svg>";
}

struct CardFig {
  int games = 0;
  double top = 0, bottom = 0, basic = 0, negate = 0;
  int lost = 0;
};
std::map<std::string, CardFig> card_figures(const std::vector<GameRecord>& rs) {
  std::map<std::string, CardFig> out;
  for (const GameRecord& r : rs)
    for (const CardUse& u : r.cards) {
      CardFig& c = out[std::string(u.card)];
      ++c.games, c.top += u.top, c.bottom += u.bottom, c.basic += u.basic, c.negate += u.negate, c.lost += u.lost;
    }
  for (auto& [id, c] : out)
    if (c.games) c.top /= c.games, c.bottom /= c.games, c.basic /= c.games, c.negate /= c.games;
  return out;
}

// Per card: halves played a game, as printed (top, bottom) and as the basic actions, stacked.
std::string play_chart(const std::vector<std::map<std::string, CardFig>>& runs) {
  std::vector<std::string> ids;
  for (const auto& run : runs)
    for (const auto& [id, c] : run)
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  double most = 0.5;
  for (const auto& run : runs)
    for (const auto& [id, c] : run) most = std::max(most, c.top + c.bottom + c.basic);
  const int band = int(runs.size()) * 14 + 8, height = int(ids.size()) * band + 30, width = kLabel + 80 + kPlot + 170;
  std::string s = svg_open(width, height, "halves played per game");
  const int left = kLabel + 80;
  for (size_t i = 0; i < ids.size(); ++i) {
    const double top = 6 + double(i) * band;
    s += text(left - 8, top + band / 2.0 + 2, ids[i], "end");
    for (size_t k = 0; k < runs.size(); ++k) {
      const auto it = runs[k].find(ids[i]);
      if (it == runs[k].end()) continue;
      const CardFig& c = it->second;
      const double y = top + double(k) * 14;
      double x = left;
      const double parts[3] = {c.top, c.bottom, c.basic};
      const char* colors[2][3] = {{"#3b6fb6", "#7fa7dc", "#c9d7ea"}, {"#d9822b", "#f0b27a", "#f6dcc2"}};
      for (int p = 0; p < 3; ++p) {
        const double w = kPlot * parts[p] / most;
        s += fmt("<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"10\" fill=\"%s\"/>", x, y, w, colors[k % 2][p]);
        x += w;
      }
      s += text(x + 6, y + 9, fmt("%.2f / %.2f / %.2f, lost %.0f%%", c.top, c.bottom, c.basic, 100.0 * c.lost / std::max(1, c.games)),
                "start", "class=\"small\"");
    }
  }
  return s + "</svg>";
}

std::string legend(const std::vector<std::pair<const char*, std::string>>& items) {
  std::string s = "<p class=\"legend\">";
  for (const auto& [color, what] : items) s += fmt("<span><i style=\"background:%s\"></i>%s</span> ", color, xml_escape(what).c_str());
  return s + "</p>";
}

std::vector<int> values(const std::vector<const GameRecord*>& rs, int GameRecord::*field) {
  std::vector<int> out;
  for (const GameRecord* r : rs) out.push_back(r->*field);
  return out;
}

const char* kStyle = R"(<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd}
code{background:#f3f3f3;padding:1px 4px}
svg text{font-size:12px;fill:#222}svg .small{font-size:11px;fill:#444}svg .axis{font-size:10px;fill:#777}
svg .grid{stroke:#e3e3e3}svg .zero{stroke:#444}svg .whisker{stroke:#111;stroke-width:1.2}
table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right;vertical-align:middle}th{background:#f3f3f3}
td:first-child,th:first-child{text-align:left}
.legend span{margin-right:14px}.legend i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:-1px}
.note{color:#555}
</style>)";

}  // namespace

std::string html_report(const HtmlReport& in) {
  std::vector<GameRecord> a = in.records, b = in.compared;
  sort_records(a), sort_records(b);
  const bool compare = !in.name_b.empty();
  const std::vector<std::vector<GameRecord>*> runs = compare ? std::vector<std::vector<GameRecord>*>{&a, &b}
                                                             : std::vector<std::vector<GameRecord>*>{&a};
  std::string cls = a.empty() ? std::string("no games") : a.front().class_id, bot = a.empty() ? std::string() : a.front().bot;
  for (const GameRecord& r : a)
    if (r.class_id != cls) cls = "every class allowed";
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>bnb sim: " + xml_escape(cls) + "</title>" +
                  kStyle + "</head><body>\n";
  h += "<h1>bnb sim: " + xml_escape(cls) + (bot.empty() ? "" : ", " + xml_escape(bot) + " bot") + "</h1>\n";
  if (!in.command.empty()) h += "<p><code>" + xml_escape(in.command) + "</code></p>\n";
  h += fmt("<p>%zu games", a.size());
  if (compare) h += fmt(" with each version: A = <code>%s</code>, B = <code>%s</code>, matched pairs (same scenario and seed)",
                        xml_escape(in.name_a).c_str(), xml_escape(in.name_b).c_str());
  h += ". Intervals are 95%: Wilson score intervals for win rates, Newcombe's paired interval for differences.</p>\n";
  if (compare) h += legend({{kColor[0], "A"}, {kColor[1], "B"}});

  // Win rates.
  const auto groups_a = by_scenario(a), groups_b = by_scenario(b);
  std::vector<RateRow> rates;
  for (const auto& [key, rs] : groups_a) {
    RateRow row{label_of(key), {{wins_of(rs), int(rs.size())}}};
    if (compare) {
      const auto it = groups_b.find(key);
      row.series.push_back(it == groups_b.end() ? std::pair<int, int>{0, 0} : std::pair<int, int>{wins_of(it->second), int(it->second.size())});
    }
    rates.push_back(row);
  }
  {
    RateRow all{"all", {}};
    for (const auto* run : runs) {
      int w = 0;
      for (const GameRecord& r : *run) w += r.won;
      all.series.push_back({w, int(run->size())});
    }
    rates.push_back(all);
  }
  h += "<h2>Win rate per scenario</h2>\n" + rate_chart(rates, "win rate per scenario with its 95% interval") + "\n";

  if (compare) {
    std::vector<DiffRow> diffs;
    Pairs all;
    for (const auto& [key, rs] : groups_a) {
      std::vector<GameRecord> ra, rb;
      for (const GameRecord* r : rs) ra.push_back(*r);
      if (const auto it = groups_b.find(key); it != groups_b.end())
        for (const GameRecord* r : it->second) rb.push_back(*r);
      const Pairs p = pair_up(ra, rb);
      const Interval ci = paired_difference(p);
      diffs.push_back({label_of(key), p.rate_b() - p.rate_a(), ci.lo, ci.hi});
    }
    const Pairs p = pair_up(a, b);
    const Interval ci = paired_difference(p);
    diffs.push_back({"all", p.rate_b() - p.rate_a(), ci.lo, ci.hi});
    h += "<h2>B - A: the difference of the win rates</h2>\n" + diff_chart(diffs, "B - A per scenario with its 95% interval") +
         fmt("<p>All pairs: %d won by A only, %d by B only; McNemar's exact p = %.4f.</p>\n", p.only_a, p.only_b,
             mcnemar_p(p.only_a, p.only_b));
  }

  // Distributions and causes, a row per scenario.
  h += "<h2>Rounds, hit points and cards left at the end, and how games ended</h2>\n";
  std::vector<std::pair<const char*, std::string>> causes{{"#2e8b57", "won"}};
  for (size_t c = 0; c < std::size(kCauses); ++c) causes.push_back({kCauseColor[c], "lost: " + std::string(kCauses[c])});
  h += legend(causes);
  h += "<table><tr><th>scenario</th><th>rounds</th><th>hit points left</th><th>cards left</th><th>won / lost by cause</th></tr>\n";
  for (const auto& [key, rs] : groups_a) {
    std::vector<const std::vector<const GameRecord*>*> sets{&rs};
    if (compare)
      if (const auto it = groups_b.find(key); it != groups_b.end()) sets.push_back(&it->second);
    std::vector<std::vector<int>> rounds, hp, cards;
    for (const auto* set : sets) {
      rounds.push_back(values(*set, &GameRecord::rounds));
      hp.push_back(values(*set, &GameRecord::hp));
      cards.push_back(values(*set, &GameRecord::cards_left));
    }
    std::string bars;
    for (const auto* set : sets) bars += causes_bar(*set, 220) + "<br>";
    h += "<tr><td>" + xml_escape(label_of(key)) + "</td><td>" + histogram(rounds, "rounds") + "</td><td>" + histogram(hp, "hit points left") +
         "</td><td>" + histogram(cards, "cards left") + "</td><td>" + bars + "</td></tr>\n";
  }
  h += "</table>\n";

  // Cards: only for one class.
  if (cls != "every class allowed" && !a.empty()) {
    h += "<h2>How each card was played</h2>\n";
    h += legend({{"#3b6fb6", "top half"}, {"#7fa7dc", "bottom half"}, {"#c9d7ea", "as the basic Attack 2 / Move 2"}});
    std::vector<std::map<std::string, CardFig>> figs;
    for (const auto* run : runs) figs.push_back(card_figures(*run));
    h += "<p class=\"note\">Halves played per game in the games where the card was in the hand" +
         std::string(compare ? " (A above, B below)" : "") + "; and how often it ended lost.</p>\n" + play_chart(figs) + "\n";

    if (!in.ablations.empty()) {
      std::vector<DiffRow> worth;
      for (const Ablation& ab : in.ablations) {
        const Pairs p = pair_up(a, ab.blanked);
        const Interval ci = paired_difference(p);  // of blanked - baseline
        worth.push_back({ab.card, p.rate_a() - p.rate_b(), -ci.hi, -ci.lo});
      }
      std::stable_sort(worth.begin(), worth.end(), [](const DiffRow& x, const DiffRow& y) { return x.d > y.d; });
      h += "<h2>Each card's worth</h2>\n<p class=\"note\">The baseline's win rate minus the win rate with the card blanked "
           "(only its basic actions), on the same seeds.</p>\n" +
           diff_chart(worth, "each card's worth with its 95% interval") + "\n";
    } else {
      std::vector<DiffRow> corr;
      struct Split {
        int played = 0, played_won = 0, not_played = 0, not_won = 0;
      };
      std::map<std::string, Split> split;
      for (const GameRecord& r : a)
        for (const CardUse& u : r.cards) {
          Split& s = split[std::string(u.card)];
          if (u.played()) ++s.played, s.played_won += r.won;
          else ++s.not_played, s.not_won += r.won;
        }
      for (const auto& [id, s] : split)
        if (s.played && s.not_played) {
          const double d = double(s.played_won) / s.played - double(s.not_won) / s.not_played;
          const Interval x = wilson(s.played_won, s.played), y = wilson(s.not_won, s.not_played);
          // Newcombe's interval for two independent rates.
          const double p1 = double(s.played_won) / s.played, p2 = double(s.not_won) / s.not_played;
          corr.push_back({id, d, d - std::sqrt((p1 - x.lo) * (p1 - x.lo) + (y.hi - p2) * (y.hi - p2)),
                          d + std::sqrt((x.hi - p1) * (x.hi - p1) + (p2 - y.lo) * (p2 - y.lo))});
        }
      if (!corr.empty())
        h += "<h2>Won if played minus won if not</h2>\n<p class=\"note\">A correlation, not a cause: a bot plays its strongest "
             "cards more in the games that go well. For a card's worth run <code>--ablate all</code>.</p>\n" +
             diff_chart(corr, "won if played minus won if not") + "\n";
    }
  }
  return h + "</body></html>\n";
}

}  // namespace bnb::sim
