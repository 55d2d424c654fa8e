#include "tools/bnb/screen.h"

#include <algorithm>

#include "engine/rules/attack/modifier.h"
#include "engine/base/core/hash.h"
#include "engine/base/core/scenario_number.h"
#include "engine/play/game/describe_event.h"
#include "engine/kernel/step/describe.h"
#include "engine/play/words/cards.h"
#include "engine/play/words/words.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/lookups.h"
#include "tools/bnb/map_labels.h"

namespace bnb::cli {

namespace {

std::string num(int n) { return std::to_string(n); }

// " [wound, poison]" after a figure's hit points, "" when it has none.
std::string conditions_text(ConditionSet s, const words::Lang& lang) {
  std::string out;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += (out.empty() ? "" : ", ") + lang.condition(Condition(c));
  return out.empty() ? "" : lang.say(words::Sentence::ScreenConditions, {{"conditions", out}});
}

// The words of one option (engine/play/words), with the terminal's labels.
std::string option_words(const Game& g, const MapView& v, const Decision& d, const Option& o, const words::Lang& lang) {
  return words::option_words(d, o, MapLabels(g.content(), g.board(), v, lang));
}

bool names_places(const Decision& d) {
  for (const Option& o : d.options)
    if (o.hex || o.figure != kNoFigure) return true;
  return false;
}

}  // namespace

uint64_t visible_signature(const Board& b) {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 1099511628211ull; };
  mix(uint64_t(b.round));
  for (const Figure& f : b.figures) {
    mix(uint64_t(f.alive)), mix(uint64_t(f.hex.q + 1000)), mix(uint64_t(f.hex.r + 1000)), mix(uint64_t(f.hp));
    mix(f.conditions);
  }
  for (const MonsterTypeState& t : b.types) mix(uint64_t(t.column + 2));
  return h;
}

std::vector<std::string> Screen::narrate(const Game& g, const std::vector<Event>& events) {
  const MapView v = map_view(g.content(), g.board(), nullptr, lang_);
  const std::vector<std::string> lines = narrator_.narrate(events, MapLabels(g.content(), g.board(), v, lang_));
  for (const std::string& l : lines) {
    recent_.push_back(l);
    log_.push_back(l);
  }
  // The last turns: enough lines for a monster round, so that what happened before a new round's
  // card choice is still on screen.
  if (recent_.size() > 12) recent_.erase(recent_.begin(), recent_.end() - 12);
  return lines;
}

std::string Screen::board(const Game& g, const Decision* d) const {
  using words::Sentence;
  const ContentDb& db = g.content();
  const Board& b = g.board();
  const MapView v = map_view(db, b, d, lang_);
  const ScenarioDef& sc = db.scenarios[size_t(b.scenario)];
  std::string out = lang_.say(Sentence::ScreenTitle, {{"n", scenario_number_text(sc.number)}, {"name", lang_.name(sc)}, {"round", num(b.round)}}) + "\n";
  out += draw_map(db, v, colour_, lang_) + map_legend(db, v, lang_);
  const Figure& hero = b.fig(b.character());
  out += lang_.say(Sentence::ScreenYou, {{"class", lang_.name(db.classes[size_t(b.hero.class_idx)])}, {"hex", hex_key(hero.hex)},
                                         {"hp", num(hero.hp)}, {"max_hp", num(hero.max_hp)},
                                         {"conditions", conditions_text(hero.conditions, lang_)}, {"row", num(b.hero.modifier_row + 1)}}) +
         "\n";
  std::string piles[5];
  for (const CardState& c : b.hero.cards) {
    const CardDef& cd = db.cards[size_t(c.def)];
    const std::string card = lang_.name(cd);
    if (c.pile == Pile::Hand) {
      const CardSide& side = c.side == 'A' ? cd.a : cd.b;
      out += "  " + lang_.say(Sentence::ScreenHandCard, {{"card", card}, {"side", std::string(1, c.side)}, {"initiative", num(side.initiative)},
                                                         {"top", words::action_words(lang_.action(cd, c.side, true), 0, lang_)},
                                                         {"bottom", words::action_words(lang_.action(cd, c.side, false), 0, lang_)}}) +
             "\n";
    } else {
      piles[int(c.pile)] += (piles[int(c.pile)].empty() ? "" : ", ") + card + " (" + c.side + ")";
    }
  }
  std::string rest;
  for (int p = 1; p < 5; ++p)
    if (!piles[p].empty())
      rest += std::string(rest.empty() ? "  " : "; ") + lang_.say(Sentence::ScreenPile, {{"pile", std::string(pile_name(Pile(p)))}, {"cards", piles[p]}});
  if (!rest.empty()) out += rest + "\n";
  if (!b.hero.items.empty()) {
    std::string items;
    for (const ItemState& it : b.hero.items) {
      const char* status = it.status == ItemStatus::Ready ? "ready" : it.status == ItemStatus::Spent ? "spent" : "lost";
      items += (items.empty() ? "" : "; ") + lang_.say(Sentence::ScreenItem, {{"item", lang_.name(db.items[size_t(it.def)])}, {"status", status}});
    }
    out += "  " + lang_.say(Sentence::ScreenItems, {{"items", items}}) + "\n";
  }
  for (const MonsterKey& k : v.monsters) {
    std::string figs;
    for (const Figure& f : b.figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == k.def)
        figs += std::string(figs.empty() ? "" : ", ") +
                lang_.say(Sentence::ScreenMonsterFigure, {{"mark", std::string(1, k.symbol) + num(f.number)}, {"hp", num(f.hp)},
                                                          {"max_hp", num(f.max_hp)}, {"conditions", conditions_text(f.conditions, lang_)}});
    if (figs.empty()) continue;
    const MonsterDef& m = db.monsters[size_t(k.def)];
    std::string line = lang_.say(Sentence::ScreenMonster, {{"symbol", std::string(1, k.symbol)}, {"name", lang_.name(m)}, {"shield", m.shield},
                                                           {"retaliate", m.retaliate}, {"figures", figs}});
    const int slot = b.type_slot(int16_t(k.def));
    if (slot >= 0 && b.types[size_t(slot)].column >= 0) {
      const MonsterColumn col = lang_.column(m, size_t(b.types[size_t(slot)].column));
      std::string abil;
      for (const Ability& a : col.abilities) abil += (abil.empty() ? "" : "; ") + words::ability_words(a, lang_);
      line += "\n    " + lang_.say(Sentence::ScreenMonsterRound, {{"n", num(col.initiative)},
                                                                  {"abilities", abil.empty() ? lang_.say(Sentence::ScreenNoAbilities, {}) : abil}});
    }
    out += line + "\n";
  }
  if (const std::string e = elements_line(db, b, lang_); !e.empty()) out += lang_.say(Sentence::ScreenElements, {{"elements", e}}) + "\n";
  if (!recent_.empty()) {
    out += lang_.say(Sentence::ScreenLastEvents, {}) + "\n";
    for (const std::string& l : recent_) out += "  " + l + "\n";
  }
  return out;
}

std::string Screen::question(const Game& g, const Decision& d) const {
  const MapView v = map_view(g.content(), g.board(), &d, lang_);
  std::string out = words::question_words(d, MapLabels(g.content(), g.board(), v, lang_)) + "\n";
  for (size_t i = 0; i < d.options.size(); ++i) out += "  " + num(int(i) + 1) + ") " + option_words(g, v, d, d.options[i], lang_) + "\n";
  return out;
}

std::string Screen::option_line(const Game& g, const Decision& d, int index) const {
  const MapView v = map_view(g.content(), g.board(), &d, lang_);
  return num(index + 1) + ") " + option_words(g, v, d, d.options[size_t(index)], lang_);
}

std::string Screen::before_question(const Game& g, const Decision& d, const std::vector<std::string>& new_lines, bool full,
                                    const std::string& extra) {
  const uint64_t sig = visible_signature(g.board());
  const bool show_board = full || sig != shown_ || names_places(d);
  if (show_board) shown_ = sig;
  if (compact()) return compact_screen(g, d, new_lines, show_board, extra);
  std::string out;
  if (show_board) {
    out = "\n" + board(g, &d) + "\n";
  } else {
    for (const std::string& l : new_lines) out += l + "\n";
  }
  return out + question(g, d) + extra;
}

namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    out.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  return out;
}

void append_wrapped(std::vector<std::string>& out, const std::string& text, int width, int indent = 4) {
  for (const std::string& l : lines_of(text))
    for (std::string& w : wrap(l, width, indent)) out.push_back(std::move(w));
}

}  // namespace

std::vector<std::string> Screen::option_rows(const Game& g, const Decision& d, size_t from, int rows) {
  const int width = size_.cols > 0 ? size_.cols : 80;
  const MapView v = map_view(g.content(), g.board(), &d, lang_);
  std::vector<std::vector<std::string>> opts;
  size_t widest = 0;
  bool one_line = true;
  for (size_t i = from; i < d.options.size(); ++i) {
    std::vector<std::string> o;
    append_wrapped(o, "  " + num(int(i) + 1) + ") " + option_words(g, v, d, d.options[i], lang_), width, 6);
    one_line = one_line && o.size() == 1;
    widest = std::max(widest, o[0].size());
    opts.push_back(std::move(o));
  }
  std::vector<std::string> out;
  size_t shown = 0;
  const bool more_than_fit = [&] {
    int n = 0;
    for (const auto& o : opts) n += int(o.size());
    return n > rows;
  }();
  if (one_line && more_than_fit && !opts.empty()) {
    // Short options in columns, numbered down each column.
    const size_t cell = widest + 2;
    const size_t cols = std::max<size_t>(1, size_t(width) / cell);
    const size_t fit_rows = size_t(std::max(1, rows));
    const size_t per_page = std::min(opts.size(), cols * fit_rows);
    const size_t page_rows = (per_page + cols - 1) / cols;
    for (size_t r = 0; r < page_rows; ++r) {
      std::string line;
      for (size_t c = 0; c < cols; ++c) {
        const size_t k = c * page_rows + r;
        if (k >= per_page) break;
        std::string t = opts[k][0];
        if (c + 1 < cols && (c + 1) * page_rows + r < per_page) t.resize(cell, ' ');
        line += t;
      }
      out.push_back(line);
    }
    shown = per_page;
  } else {
    for (const auto& o : opts) {
      if (int(out.size() + o.size()) > rows && shown > 0) break;
      out.insert(out.end(), o.begin(), o.end());
      ++shown;
    }
  }
  next_option_ = from + shown;
  return out;
}

std::string Screen::compact_screen(const Game& g, const Decision& d, const std::vector<std::string>& new_lines, bool show_board,
                                   const std::string& extra) {
  const ContentDb& db = g.content();
  const Board& b = g.board();
  const int width = size_.cols > 0 ? size_.cols : 80;
  std::vector<std::string> header, map, legend, status;
  const bool places = names_places(d);
  if (show_board) {
    const MapView v = map_view(db, b, &d, lang_);
    const ScenarioDef& sc = db.scenarios[size_t(b.scenario)];
    append_wrapped(header, lang_.say(words::Sentence::ScreenTitle, {{"n", scenario_number_text(sc.number)}, {"name", lang_.name(sc)}, {"round", num(b.round)}}),
                   width);
    // The map without its q borders: the options name hexes by the numbers drawn in them.
    for (const std::string& l : lines_of(draw_map(db, v, colour_, lang_)))
      if (!l.starts_with("  q")) map.push_back(l);
    for (const std::string& l : lines_of(map_legend(db, v, lang_)))
      if (!l.starts_with("  " + lang_.say(words::Sentence::LegendNumbers, {}))) append_wrapped(legend, l, width, 4);
    const Figure& hero = b.fig(b.character());
    append_wrapped(status,
                   lang_.say(words::Sentence::ScreenYouCompact, {{"hp", num(hero.hp)}, {"max_hp", num(hero.max_hp)},
                                                                 {"conditions", conditions_text(hero.conditions, lang_)}, {"row", num(b.hero.modifier_row + 1)}}),
                   width);
  }
  std::vector<std::string> question;
  const MapView qv = map_view(db, b, &d, lang_);
  append_wrapped(question, words::question_words(d, MapLabels(db, b, qv, lang_)), width);
  const std::vector<std::string> all = option_rows(g, d, 0, 1 << 20);
  const auto room = [&] {  // rows left for the options (the last row: the answer's "> ")
    return size_.rows - 1 - int(header.size() + map.size() + legend.size() + status.size() + question.size());
  };
  // What gives way when the options do not fit: the status line, then (for a question that names
  // no hex) the map; a question that names hexes keeps its map and lists its options in pages.
  if (int(all.size()) > room()) status.clear();
  if (int(all.size()) > room() && !places && !map.empty()) map.clear(), legend.assign(1, lang_.say(words::Sentence::ScreenMapHidden, {}));
  if (room() < 3 && places) legend.clear();
  int rows = room();
  std::vector<std::string> opts = option_rows(g, d, 0, rows);
  if (next_option_ < d.options.size()) {
    opts = option_rows(g, d, 0, rows - 1);
    opts.push_back("  " + lang_.say(words::Sentence::ScreenMoreOptions, {{"from", "1"}, {"to", num(int(next_option_))}, {"n", num(int(d.options.size()))}}));
  }
  rows -= int(opts.size());
  // The events since the last question that fit above the map (`log` shows every one).
  std::vector<std::string> events;
  for (const std::string& l : new_lines) append_wrapped(events, l, width, 6);
  append_wrapped(events, extra, width, 6);
  if (int(events.size()) > rows) {
    const int keep = std::max(0, rows - 1);
    const int dropped = int(events.size()) - keep;
    events.erase(events.begin(), events.begin() + dropped);
    if (rows > 0) events.insert(events.begin(), lang_.say(words::Sentence::ScreenEarlierLines, {{"n", dropped}}));
  }
  std::string out;
  for (const auto* part : {&events, &header, &map, &legend, &status, &question, &opts})
    for (const std::string& l : *part) out += l + "\n";
  return out;
}

std::string Screen::more_options(const Game& g, const Decision& d) {
  if (!compact()) return "";
  if (next_option_ >= d.options.size()) next_option_ = 0;
  const size_t from = next_option_;
  std::vector<std::string> opts = option_rows(g, d, from, size_.rows - 2);
  if (next_option_ < d.options.size()) {
    opts = option_rows(g, d, from, size_.rows - 3);
    opts.push_back("  " + lang_.say(words::Sentence::ScreenMoreOptions,
                                    {{"from", num(int(from) + 1)}, {"to", num(int(next_option_))}, {"n", num(int(d.options.size()))}}));
  }
  std::string out;
  for (const std::string& l : opts) out += l + "\n";
  return out;
}

std::string render_decision(const ContentDb& db, const CampaignDecision& d, const words::Lang& lang) {
  std::string out = words::campaign_prompt_words(d, lang) + "\n";
  for (size_t i = 0; i < d.options.size(); ++i)
    out += "  " + std::to_string(i + 1) + ") " + words::campaign_option_words(db, d, d.options[i], lang) + "\n";
  return out;
}

}  // namespace bnb::cli
