#include "tools/bnb/play_lookups.h"

#include <cctype>
#include <cstdlib>

#include "engine/base/core/scenario_number.h"
#include "engine/rules/scenario/setup_choices.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

namespace {

constexpr const char* kLookupHelp =
    "Look-ups (they answer nothing; the question stays open):\n"
    "  b            the board again\n"
    "  +            the next options, when a small terminal lists them in pages\n"
    "  m [G|NAME]   monster cards: hit points, shield, retaliate, immunities, the three action columns\n"
    "               and the one rolled this round (m alone: every type on the map)\n"
    "  t            the modifier tables, yours and the monsters', with the cube's row\n"
    "  e            the elements that can be consumed now, and where each comes from\n"
    "  o            the round's initiative order\n"
    "  c NAME       both sides of a card (c alone: your cards)\n"
    "  i N|NAME     an item's slot, usage and text (i alone: your items)\n"
    "  s            the scenario: goal, special rules, rewards\n"
    "  log          every event of this scenario so far\n"
    "  h            a hint: each option's chance to win, as the search bot estimates it (changes nothing)\n"
    "  u [N]        take back the last answer (or N answers); honest undo stops at the last roll\n";

bool starts_with_ci(const std::string& s, const std::string& prefix) {
  if (prefix.size() > s.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != std::tolower(static_cast<unsigned char>(prefix[i]))) return false;
  return true;
}

}  // namespace

std::optional<std::string> game_lookup(const Game& g, Screen& screen, const std::string& line) {
  const ContentDb& db = g.content();
  const Board& b = g.board();
  const size_t sp = line.find(' ');
  const std::string word = line.substr(0, sp);
  std::string arg = sp == std::string::npos ? "" : line.substr(sp + 1);
  while (!arg.empty() && arg.front() == ' ') arg.erase(arg.begin());
  if (word == "?" || word == "help") return std::string(kLookupHelp);
  if (word == "+" && screen.compact() && g.decision()) return screen.more_options(g, *g.decision());
  if ((word == "b" || word == "board") && screen.compact() && g.decision()) return screen.before_question(g, *g.decision(), {}, true);
  if (word == "b" || word == "board") return "\n" + screen.board(g, g.decision()) + "\n" + (g.decision() ? screen.question(g, *g.decision()) : "");
  if (word == "m" || word == "monster" || word == "monsters") {
    const MapView v = map_view(db, b, nullptr);
    std::string out;
    for (const MonsterKey& k : v.monsters) {
      const MonsterDef& m = db.monsters[size_t(k.def)];
      const bool match = arg.empty() || (arg.size() == 1 && arg[0] == k.symbol) ||
                         (arg.size() > 1 && (starts_with_ci(screen.lang().name(m), arg) || starts_with_ci(m.name, arg))) ||
                         (arg.size() > 1 && db.monsters[size_t(k.def)].id == arg);
      if (match) out += std::string(1, k.symbol) + "  " + monster_card(db, k.def, &b, screen.lang()) + "\n";
    }
    if (out.empty()) return "No monster type '" + arg + "' in this scenario (m alone lists them).\n";
    return out;
  }
  if (word == "t" || word == "tables" || word == "modifiers") return modifier_tables(db, b, screen.lang());
  if (word == "e" || word == "elements") return elements_text(db, b, screen.lang());
  if (word == "o" || word == "order") return initiative_order(db, b, screen.lang());
  if (word == "s" || word == "scenario" || word == "rules") return scenario_card(db, b.scenario, screen.lang());
  if (word == "log") {
    std::string out;
    for (const std::string& l : screen.log()) out += l + "\n";
    return out.empty() ? std::string("Nothing has happened yet.\n") : out;
  }
  if (word == "c" || word == "card") {
    std::string out;
    for (const CardState& c : b.hero.cards) {
      const CardDef& cd = db.cards[size_t(c.def)];
      if (arg.empty()) out += "  " + screen.lang().name(cd) + " (" + c.side + ", " + std::string(pile_name(c.pile)) + ")\n";
      else if (starts_with_ci(screen.lang().name(cd), arg) || starts_with_ci(cd.name, arg) || cd.id == arg) out += card_text(db, c.def, screen.lang());
    }
    if (out.empty() && !arg.empty())
      for (size_t i = 0; i < db.cards.size(); ++i)
        if (starts_with_ci(screen.lang().name(db.cards[i]), arg) || starts_with_ci(db.cards[i].name, arg) || db.cards[i].id == arg) out += card_text(db, int(i), screen.lang());
    if (out.empty()) return "No card '" + arg + "' (c alone lists your cards).\n";
    return arg.empty() ? "Your cards (c NAME shows both sides):\n" + out : out;
  }
  if (word == "i" || word == "item") {
    std::string out;
    if (arg.empty()) {
      for (const ItemState& it : b.hero.items) out += item_text(db, it.def, screen.lang());
      return out.empty() ? std::string("You carry no items (i N shows any item).\n") : out;
    }
    char* end = nullptr;
    const long n = std::strtol(arg.c_str(), &end, 10);
    if (end && *end == '\0') {
      const int idx = db.item_index(int(n));
      return idx < 0 ? "There is no item #" + arg + ".\n" : item_text(db, idx, screen.lang());
    }
    for (size_t i = 0; i < db.items.size(); ++i)
      if (starts_with_ci(screen.lang().name(db.items[i]), arg) || starts_with_ci(db.items[i].name, arg))
        out += item_text(db, int(i), screen.lang());
    return out.empty() ? "No item '" + arg + "'.\n" : out;
  }
  return std::nullopt;
}

// The items the campaign offers that cannot be equipped now, and why.
std::string refused_items(const Game& g, const words::Lang& lang) {
  const ContentDb& db = g.content();
  std::string out;
  for (int number : g.state().setup.items_available) {
    const int idx = db.item_index(number);
    if (idx < 0) continue;
    const std::string reason = words::equip_block_words(db, g.board().hero, idx, lang);
    if (reason.empty()) continue;
    const ItemDef& it = db.items[size_t(idx)];
    out += "  - " + lang.say(words::Sentence::ScreenRefusedItem, {{"item", lang.name(it)}, {"number", std::to_string(number)},
                                                                  {"slot", slot_text(it.slot, lang)}, {"reason", reason}}) + "\n";
  }
  std::string equipped;
  for (const ItemState& s : g.board().hero.items) equipped += "  * " + item_line(db, s.def, lang) + "\n";
  std::string head = equipped.empty() ? "" : lang.say(words::Sentence::ScreenEquipped, {}) + "\n" + equipped;
  return head + (out.empty() ? "" : lang.say(words::Sentence::ScreenNotAllowed, {}) + "\n" + out);
}

std::optional<std::string> campaign_lookup(const ContentDb& db, const std::string& line) {
  if (line == "?" || line == "help") return std::string("Here: the option's number or key. `bnb show class ID` and `bnb show scenario N` describe them.\n");
  const size_t sp = line.find(' ');
  if (sp == std::string::npos) return std::nullopt;
  const std::string word = line.substr(0, sp), arg = line.substr(sp + 1);
  if (word == "class" || word == "c")
    if (const int i = db.class_index(arg); i >= 0) return class_card(db, i);
  if (word == "scenario" || word == "s") {
    if (const std::optional<int> n = parse_scenario_number(arg))
      if (const int i = db.scenario_index(*n); i >= 0) return scenario_card(db, i);
  }
  return std::nullopt;
}

}  // namespace bnb::cli
