#include "engine/play/words/lang.h"

#include <cctype>

namespace bnb::words {

std::string language_code(std::string_view locale_name) {
  std::string code;
  for (const char c : locale_name) {
    if (!std::isalpha(static_cast<unsigned char>(c))) break;
    code += char(std::tolower(static_cast<unsigned char>(c)));
  }
  if (code.empty() || code == "c" || code == "posix") return "en";
  return code;
}

std::string Lang::element(Element e) const { return say(Sentence::ElementName, {{"element", std::string(element_name(e))}}); }
std::string Lang::condition(Condition c) const {
  return say(Sentence::ConditionName, {{"condition", std::string(condition_name(c))}});
}

std::string Lang::text(std::string_view kind, std::string_view id, std::string_view field, std::string_view english) const {
  if (code() == kPseudoCode) return pseudo_text(english);
  if (texts && code() != ContentTexts::kEnglish)
    if (const std::string& t = texts->get(code(), kind, id, field); !t.empty()) return t;
  return std::string(english);
}

std::string Lang::rule(const ScenarioDef& s, size_t i) const {
  return i < s.rules.size() ? text("scenarios", s.id, "rules." + std::to_string(i), s.rules[i]) : std::string();
}
std::string Lang::objective(const ScenarioDef& s, size_t i) const {
  return i < s.objectives.size() ? text("scenarios", s.id, "objectives." + std::to_string(i), s.objectives[i].name) : std::string();
}
std::string Lang::map_name(const ScenarioDef& s, std::string_view name) const {
  return text("scenarios", s.id, "map_names." + std::string(name), name);
}
std::string Lang::hazard_text(const ScenarioDef& s, const std::string& name, std::string_view english) const {
  return text("scenarios", s.id, "hazards." + name, english);
}
std::string Lang::plate_text(const ScenarioDef& s, const std::string& name, std::string_view english) const {
  return text("scenarios", s.id, "pressure_plates." + name, english);
}

namespace {

// The texts of `abilities` in `lang`, read at "<prefix><i>.text".
void translate_abilities(const Lang& lang, std::string_view kind, const std::string& id, const std::string& prefix,
                         std::vector<Ability>& abilities) {
  for (size_t i = 0; i < abilities.size(); ++i)
    if (!abilities[i].text.empty()) abilities[i].text = lang.text(kind, id, prefix + std::to_string(i) + ".text", abilities[i].text);
}

}  // namespace

Action Lang::action(const CardDef& c, char side, bool top) const {
  const CardSide& s = side == 'B' ? c.b : c.a;
  Action a = top ? s.top : s.bottom;
  const std::string where = std::string(1, char(side == 'B' ? 'b' : 'a')) + (top ? ".top" : ".bottom");
  translate_abilities(*this, "cards", c.id, where + ".abilities.", a.abilities);
  if (!a.text.empty()) a.text = text("cards", c.id, where + ".text", a.text);
  return a;
}

MonsterColumn Lang::column(const MonsterDef& m, size_t c) const {
  MonsterColumn col = m.columns[c];
  translate_abilities(*this, "monsters", m.id, "columns." + std::to_string(c) + ".abilities.", col.abilities);
  return col;
}

std::vector<Ability> Lang::effect(const ItemDef& i) const {
  std::vector<Ability> out = i.abilities;
  translate_abilities(*this, "items", i.id, "effect.", out);
  return out;
}

std::string Lang::ability_text(const CardDef& c, char side, bool top, size_t i, std::string_view english) const {
  const std::string where = std::string(1, side == 'B' ? 'b' : 'a') + (top ? ".top" : ".bottom");
  return text("cards", c.id, where + ".abilities." + std::to_string(i) + ".text", english);
}
std::string Lang::ability_text(const ItemDef& it, size_t i, std::string_view english) const {
  return text("items", it.id, "effect." + std::to_string(i) + ".text", english);
}

std::string Lang::script_words(const ScriptWords& w) const {
  // One lookup for every content text (Lang::text); the pseudo-language accents the English
  // pattern, keeping its placeholders.
  if (!w.keyed() || !texts) return w.text;
  const std::string& english = texts->get(ContentTexts::kEnglish, "texts", w.key, kScriptTextField);
  if (english.empty()) return w.text;
  const std::string pattern = code() == kPseudoCode ? pseudo_pattern(english) : text("texts", w.key, kScriptTextField, english);
  std::string out = catalogue->format_text(pattern, w.args);
  return out.empty() ? w.text : out;
}

Lang language(std::string_view code, bool* found) {
  const Catalogue* c = Catalogue::find(code);
  if (found) *found = c != nullptr;
  return Lang{c ? c : &Catalogue::english()};
}

}  // namespace bnb::words
