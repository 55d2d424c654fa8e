#include "tools/bnb/screen.h"

#include "engine/step/describe.h"
#include "engine/map/text_grid.h"

namespace bnb::cli {

namespace {
std::string hex_text(Hex h) { return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")"; }

std::string conditions_text(ConditionSet s) {
  std::string out;
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out += (out.empty() ? "" : ", ") + std::string(condition_name(Condition(c)));
  return out.empty() ? "" : " [" + out + "]";
}

// Monsters are drawn with a digit (their number); the character with '@'.
char figure_char(const Figure& f) { return f.kind == FigureKind::Character ? '@' : char('0' + f.number % 10); }

std::string side_text(const CardSide& s) {
  return "init " + std::to_string(s.initiative) + " | top: " + describe_action(s.top) + " | bottom: " + describe_action(s.bottom);
}
}  // namespace

std::string render_board(const Game& g) {
  const Board& b = g.board();
  const ContentDb& db = g.content();
  std::string out;
  const ScenarioDef& sc = db.scenarios[size_t(b.scenario)];
  out += "== Scenario " + std::to_string(sc.number) + ": " + sc.name + " -- round " + std::to_string(b.round) + " ==\n";
  Legend legend;
  out += print_text_grid(b.map, &legend, [&](Hex h) -> std::optional<char> {
    const FigureId f = b.figure_at(h);
    if (f == kNoFigure) return std::nullopt;
    return figure_char(b.fig(f));
  });
  out += "legend: @ you, digits monsters (by number), . floor, # obstacle, ~ difficult, ^ hazard, _ pressure plate, * objective, A-Z letters";
  for (const LegendEntry& e : legend) out += std::string(", ") + e.symbol + " " + std::string(terrain_name(e.terrain)) + (e.name.empty() ? "" : " " + e.name);
  out += "\n\n";
  const Figure& hero = b.fig(b.character());
  out += "You: " + db.classes[size_t(b.hero.class_idx)].name + " at " + hex_text(hero.hex) + "  HP " + std::to_string(hero.hp) +
         "/" + std::to_string(hero.max_hp) + conditions_text(hero.conditions) + "\n";
  const char* piles[] = {"hand", "selected", "discard", "lost", "active"};
  for (int p = 0; p < 5; ++p) {
    std::string line;
    for (size_t i = 0; i < b.hero.cards.size(); ++i) {
      const CardState& c = b.hero.cards[i];
      if (int(c.pile) != p) continue;
      const CardDef& d = db.cards[size_t(c.def)];
      if (p == 0) {
        out += "  hand: " + d.name + " (" + c.side + ")  " + side_text(c.side == 'A' ? d.a : d.b) + "\n";
        if (c.side == 'A') out += "          other side (B): " + side_text(d.b) + "\n";
      } else {
        line += (line.empty() ? "" : ", ") + d.name + " (" + c.side + ")";
      }
    }
    if (p > 0) out += std::string("  ") + piles[p] + ": " + (line.empty() ? "-" : line) + "\n";
  }
  if (!b.hero.items.empty()) {
    out += "  items:";
    for (const ItemState& it : b.hero.items)
      out += " " + db.items[size_t(it.def)].name + (it.status == ItemStatus::Ready ? "" : it.status == ItemStatus::Spent ? " (spent)" : " (lost)") + ";";
    out += "\n";
  }
  out += "Monsters:\n";
  for (const Figure& f : b.figures)
    if (f.alive && f.kind == FigureKind::Monster)
      out += "  " + std::string(1, figure_char(f)) + " " + figure_name(db, b, f.id) + " at " + hex_text(f.hex) + "  HP " +
             std::to_string(f.hp) + "/" + std::to_string(f.max_hp) + conditions_text(f.conditions) + "\n";
  std::string actions;
  for (const MonsterTypeState& t : b.types)
    if (t.column >= 0 && b.living_of_type(int(&t - b.types.data())) > 0) {
      const MonsterDef& m = db.monsters[size_t(t.def)];
      const MonsterColumn& col = m.columns[size_t(t.column)];
      std::string abil;
      for (const Ability& a : col.abilities) abil += (abil.empty() ? "" : "; ") + describe_ability(a);
      actions += "  " + m.name + ": initiative " + std::to_string(col.initiative) + " -- " + abil + "\n";
    }
  if (!actions.empty()) out += "Monster actions this round:\n" + actions;
  return out;
}

namespace {
template <class D>
std::string numbered_options(const D& d) {
  std::string out = d.prompt + "\n";
  for (size_t i = 0; i < d.options.size(); ++i) out += "  " + std::to_string(i + 1) + ") " + d.options[i].text + "\n";
  return out;
}
}  // namespace

std::string render_decision(const Decision& d) { return numbered_options(d); }
std::string render_decision(const CampaignDecision& d) { return numbered_options(d); }

}  // namespace bnb::cli
