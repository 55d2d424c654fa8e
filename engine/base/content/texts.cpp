#include "engine/base/content/texts.h"

#include "engine/base/content/content_db.h"

namespace bnb {

namespace {

const std::string kNone;

// "de-AT" -> "de"; "" when the code has no region.
std::string_view base_language(std::string_view lang) {
  const size_t dash = lang.find('-');
  return dash == std::string_view::npos ? std::string_view() : lang.substr(0, dash);
}

// Adds the texts of a list of abilities under `prefix` ("a.top.abilities.").
void add_abilities(ContentTexts& out, std::string_view kind, const std::string& id, const std::string& prefix,
                   const std::vector<Ability>& abilities, const SourceRef& fallback) {
  for (size_t i = 0; i < abilities.size(); ++i)
    if (!abilities[i].text.empty()) {
      const SourceRef& at = abilities[i].source.file.empty() ? fallback : abilities[i].source;
      out.set(ContentTexts::kEnglish, kind, id, prefix + std::to_string(i) + ".text", {abilities[i].text, at});
    }
}

void add_action(ContentTexts& out, const CardDef& c, const std::string& where, const Action& a) {
  add_abilities(out, "cards", c.id, where + ".abilities.", a.abilities, c.source);
  if (!a.text.empty()) out.set(ContentTexts::kEnglish, "cards", c.id, where + ".text", {a.text, c.source});
}

void add_scenario(ContentTexts& out, const ScenarioDef& s) {
  const auto add = [&](const std::string& field, const std::string& text) {
    if (!text.empty()) out.set(ContentTexts::kEnglish, "scenarios", s.id, field, {text, s.source});
  };
  add("name", s.name);
  add("goal_text", s.goal_text);
  add("intro", s.intro);
  add("conclusion", s.conclusion);
  for (size_t i = 0; i < s.rules.size(); ++i) add("rules." + std::to_string(i), s.rules[i]);
  for (size_t i = 0; i < s.objectives.size(); ++i) add("objectives." + std::to_string(i), s.objectives[i].name);
  for (const std::string& name : s.map.names()) add("map_names." + name, name);
  for (const auto& [name, text] : s.hazard_text) add("hazards." + name, text);
  for (const auto& [name, text] : s.plate_text) add("pressure_plates." + name, text);
}

}  // namespace

const TextEntry* ContentTexts::find(std::string_view lang, std::string_view kind, std::string_view id,
                                    std::string_view field) const {
  auto l = langs_.find(lang);
  if (l == langs_.end()) return nullptr;
  auto k = l->second.find(kind);
  if (k == l->second.end()) return nullptr;
  auto i = k->second.find(id);
  if (i == k->second.end()) return nullptr;
  auto f = i->second.find(field);
  return f == i->second.end() ? nullptr : &f->second;
}

const std::string& ContentTexts::get(std::string_view lang, std::string_view kind, std::string_view id,
                                     std::string_view field) const {
  if (const TextEntry* e = find(lang, kind, id, field)) return e->text;
  if (const std::string_view base = base_language(lang); !base.empty())
    if (const TextEntry* e = find(base, kind, id, field)) return e->text;
  if (const TextEntry* e = find(kEnglish, kind, id, field)) return e->text;
  return kNone;
}

void ContentTexts::set(std::string_view lang, std::string_view kind, std::string_view id, std::string_view field,
                       TextEntry entry) {
  auto& fields = langs_[std::string(lang)][std::string(kind)][std::string(id)];
  auto it = fields.find(field);
  if (it == fields.end()) fields.emplace(std::string(field), std::move(entry));
  else it->second = std::move(entry);
}

const ContentTexts::Kinds* ContentTexts::language(std::string_view lang) const {
  auto l = langs_.find(lang);
  return l == langs_.end() ? nullptr : &l->second;
}

std::vector<std::string> ContentTexts::languages() const {
  std::vector<std::string> out;
  for (const auto& [lang, kinds] : langs_) out.push_back(lang);
  return out;
}

void add_english_texts(const ContentDb& db, ContentTexts& out) {
  const std::string_view en = ContentTexts::kEnglish;
  for (const ClassDef& c : db.classes) {
    out.set(en, "classes", c.id, "name", {c.name, c.source});
    if (!c.style.empty()) out.set(en, "classes", c.id, "style", {c.style, c.source});
  }
  for (const CardDef& c : db.cards) {
    out.set(en, "cards", c.id, "name", {c.name, c.source});
    add_action(out, c, "a.top", c.a.top);
    add_action(out, c, "a.bottom", c.a.bottom);
    add_action(out, c, "b.top", c.b.top);
    add_action(out, c, "b.bottom", c.b.bottom);
  }
  for (const ItemDef& i : db.items) {
    out.set(en, "items", i.id, "name", {i.name, i.source});
    if (!i.text.empty()) out.set(en, "items", i.id, "text", {i.text, i.source});
    add_abilities(out, "items", i.id, "effect.", i.abilities, i.source);
  }
  for (const MonsterDef& m : db.monsters) {
    out.set(en, "monsters", m.id, "name", {m.name, m.source});
    for (size_t c = 0; c < m.columns.size(); ++c)
      add_abilities(out, "monsters", m.id, "columns." + std::to_string(c) + ".abilities.", m.columns[c].abilities,
                    m.source);
  }
  for (const ScenarioDef& s : db.scenarios) add_scenario(out, s);
  if (!db.campaign_epilogue.empty())
    out.set(en, "campaign", kCampaignTextId, "epilogue", {db.campaign_epilogue, db.campaign_source});
  for (const auto& [key, t] : db.texts) out.set(en, "texts", key, kScriptTextField, {t.text, t.source});
}

std::vector<MissingText> missing_texts(const ContentTexts& texts, std::string_view lang) {
  std::vector<MissingText> out;
  const ContentTexts::Kinds* english = texts.language(ContentTexts::kEnglish);
  if (!english) return out;
  const std::string_view base = base_language(lang);
  for (std::string_view kind : kTextKinds) {
    auto k = english->find(kind);
    if (k == english->end()) continue;
    for (const auto& [id, fields] : k->second)
      for (const auto& [field, entry] : fields)
        if (!texts.find(lang, kind, id, field) && (base.empty() || !texts.find(base, kind, id, field)))
          out.push_back({std::string(kind), id, field, entry.at});
  }
  return out;
}

}  // namespace bnb
