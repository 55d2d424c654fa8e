#include "tools/bnb/play_lookups.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "engine/base/core/scenario_number.h"
#include "engine/rules/scenario/setup_choices.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

namespace {

using words::Sentence;

// The look-ups' help: each key as the player types it, then its sentence (a sentence of two lines
// goes on under the first, past the keys).
std::string lookup_help(const words::Lang& lang) {
  const std::string name = lang.say(Sentence::LookupName, {});
  const struct {
    std::string key;
    Sentence what;
    std::string alone;  // the key alone, where the sentence names it
  } lines[] = {
      {"b", Sentence::LookupBoard, ""},         {"+", Sentence::LookupMore, ""},
      {"m [G|" + name + "]", Sentence::LookupMonsters, "m"},
      {"t", Sentence::LookupTables, ""},         {"e", Sentence::LookupElements, ""},
      {"o", Sentence::LookupOrder, ""},         {"c " + name, Sentence::LookupCard, "c"},
      {"i N|" + name, Sentence::LookupItem, "i"}, {"s", Sentence::LookupScenario, ""},
      {"log", Sentence::LookupLog, ""},         {"h", Sentence::LookupHint, ""},
      {"u [N]", Sentence::LookupUndo, ""},
  };
  // The keys' column: 15 wide, wider where a language's NAME makes a key longer.
  size_t width = 15;
  for (const auto& l : lines) width = std::max(width, text_width("  " + l.key) + 1);
  std::string out = lang.say(Sentence::LookupsHead, {}) + "\n";
  for (const auto& l : lines) {
    const std::string key = padded("  " + l.key, width);
    std::string text = lang.say(l.what, {{"key", l.alone}});
    for (size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 1)) text.insert(at + 1, width, ' ');
    out += key + text + "\n";
  }
  return out;
}

// A name as a player types it: without the pseudo-language's marks (the brackets and the padding),
// so that the start of an accented name finds it ("Íŕöñ" finds "⟦Íŕöñ Ĥíďé~~~~⟧").
std::string typed_form(const std::string& name) {
  if (name.find(words::kPseudoOpen) == std::string::npos) return name;
  std::string out;
  for (size_t i = 0; i < name.size();) {
    if (name.compare(i, words::kPseudoOpen.size(), words::kPseudoOpen) == 0) i += words::kPseudoOpen.size();
    else if (name.compare(i, words::kPseudoClose.size(), words::kPseudoClose) == 0) i += words::kPseudoClose.size();
    else if (name[i] == '~') ++i;
    else out += name[i++];
  }
  return out;
}

// Whether `name` starts with what the player typed, letters in either case, the pseudo marks left out.
bool starts_with_ci(const std::string& name, const std::string& typed) {
  const std::string s = typed_form(name), prefix = typed_form(typed);
  if (prefix.empty() || prefix.size() > s.size()) return false;
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
  if (word == "?" || word == "help") return lookup_help(screen.lang());
  if (word == "+" && screen.compact() && g.decision()) return screen.more_options(g, *g.decision());
  if ((word == "b" || word == "board") && screen.compact() && g.decision()) return screen.before_question(g, *g.decision(), {}, true);
  if (word == "b" || word == "board") return "\n" + screen.board(g, g.decision()) + "\n" + (g.decision() ? screen.question(g, *g.decision()) : "");
  if (word == "m" || word == "monster" || word == "monsters") {
    const MapView v = map_view(db, b, nullptr, screen.lang());
    std::string out;
    for (const MonsterKey& k : v.monsters) {
      const MonsterDef& m = db.monsters[size_t(k.def)];
      const bool match = arg.empty() || (arg.size() == 1 && arg[0] == k.symbol) ||
                         (arg.size() > 1 && (starts_with_ci(screen.lang().name(m), arg) || starts_with_ci(m.name, arg))) ||
                         (arg.size() > 1 && db.monsters[size_t(k.def)].id == arg);
      if (match) out += std::string(1, k.symbol) + "  " + monster_card(db, k.def, &b, screen.lang()) + "\n";
    }
    if (out.empty()) return screen.lang().say(Sentence::LookupNoMonster, {{"name", arg}, {"key", "m"}}) + "\n";
    return out;
  }
  if (word == "t" || word == "tables" || word == "modifiers") return modifier_tables(db, b, screen.lang());
  if (word == "e" || word == "elements") return elements_text(db, b, screen.lang());
  if (word == "o" || word == "order") return initiative_order(db, b, screen.lang());
  if (word == "s" || word == "scenario" || word == "rules") return scenario_card(db, b.scenario, screen.lang());
  if (word == "log") {
    std::string out;
    for (const std::string& l : screen.log()) out += l + "\n";
    return out.empty() ? screen.lang().say(Sentence::LookupLogEmpty, {}) + "\n" : out;
  }
  if (word == "c" || word == "card") {
    std::string out;
    for (const CardState& c : b.hero.cards) {
      const CardDef& cd = db.cards[size_t(c.def)];
      if (arg.empty())
        out += "  " + screen.lang().say(Sentence::LookupCardLine, {{"card", screen.lang().name(cd)}, {"side", std::string(1, c.side)}, {"pile", std::string(pile_name(c.pile))}}) + "\n";
      else if (starts_with_ci(screen.lang().name(cd), arg) || starts_with_ci(cd.name, arg) || cd.id == arg) out += card_text(db, c.def, screen.lang());
    }
    if (out.empty() && !arg.empty())
      for (size_t i = 0; i < db.cards.size(); ++i)
        if (starts_with_ci(screen.lang().name(db.cards[i]), arg) || starts_with_ci(db.cards[i].name, arg) || db.cards[i].id == arg) out += card_text(db, int(i), screen.lang());
    if (out.empty()) return screen.lang().say(Sentence::LookupNoCard, {{"name", arg}, {"key", "c"}}) + "\n";
    return arg.empty() ? screen.lang().say(Sentence::LookupYourCards, {{"key", "c " + screen.lang().say(Sentence::LookupName, {})}}) + "\n" + out : out;
  }
  if (word == "i" || word == "item") {
    std::string out;
    if (arg.empty()) {
      for (const ItemState& it : b.hero.items) out += item_text(db, it.def, screen.lang());
      return out.empty() ? screen.lang().say(Sentence::LookupNoItems, {{"key", "i N"}}) + "\n" : out;
    }
    char* end = nullptr;
    const long n = std::strtol(arg.c_str(), &end, 10);
    if (end && *end == '\0') {
      const int idx = db.item_index(int(n));
      return idx < 0 ? screen.lang().say(Sentence::LookupNoItemNumber, {{"n", arg}}) + "\n" : item_text(db, idx, screen.lang());
    }
    for (size_t i = 0; i < db.items.size(); ++i)
      if (starts_with_ci(screen.lang().name(db.items[i]), arg) || starts_with_ci(db.items[i].name, arg))
        out += item_text(db, int(i), screen.lang());
    return out.empty() ? screen.lang().say(Sentence::LookupNoItem, {{"name", arg}}) + "\n" : out;
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

std::optional<std::string> campaign_lookup(const ContentDb& db, const std::string& line, const words::Lang& lang) {
  if (line == "?" || line == "help")
    return lang.say(Sentence::CampaignLookupHelp, {{"show_class", "`bnb show class ID`"}, {"show_scenario", "`bnb show scenario N`"}}) + "\n";
  const size_t sp = line.find(' ');
  if (sp == std::string::npos) return std::nullopt;
  const std::string word = line.substr(0, sp), arg = line.substr(sp + 1);
  if (word == "class" || word == "c")
    if (const int i = db.class_index(arg); i >= 0) return class_card(db, i, lang);
  if (word == "scenario" || word == "s") {
    if (const std::optional<int> n = parse_scenario_number(arg))
      if (const int i = db.scenario_index(*n); i >= 0) return scenario_card(db, i, lang);
  }
  return std::nullopt;
}

}  // namespace bnb::cli
