#pragma once
// The language the words layer speaks in one call: the catalogue of the engine's sentences, and
// (with the content texts' overlays) the mods' own texts in that language. A front end makes one
// per request or per session (`--lang de`, the page's switch); the engine keeps no global locale.
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/content_db.h"
#include "engine/base/content/texts.h"
#include "engine/base/core/script_words.h"
#include "engine/base/core/types.h"
#include "engine/play/words/catalogue.h"

namespace bnb::words {

struct Lang {
  const Catalogue* catalogue = &Catalogue::english();
  // The mods' own texts in every language (LoadResult::texts); nullptr: the definitions' English.
  // It lives as long as the loaded content; the definitions stay language-neutral.
  const ContentTexts* texts = nullptr;

  const std::string& code() const { return catalogue->code(); }
  std::string say(Sentence s, std::initializer_list<Arg> args) const { return catalogue->format(s, args); }
  // Items joined as a list in this language ("poison, wound"; German "vergiftet und verwundet").
  std::string list(const std::vector<std::string>& items, Catalogue::ListKind kind = Catalogue::ListKind::Units) const {
    return catalogue->list(items, kind);
  }
  std::string element(Element e) const;      // "fire"
  std::string condition(Condition c) const;  // "wound"

  // A content text (texts.h names its kinds and fields) in this language, else in English, else
  // `english` (the definition's own words). The pseudo-language accents the English.
  std::string text(std::string_view kind, std::string_view id, std::string_view field, std::string_view english) const;
  // The one place a definition's name is read for a player.
  std::string name(const ClassDef& c) const { return text("classes", c.id, "name", c.name); }
  std::string name(const CardDef& c) const { return text("cards", c.id, "name", c.name); }
  std::string name(const ItemDef& i) const { return text("items", i.id, "name", i.name); }
  std::string name(const MonsterDef& m) const { return text("monsters", m.id, "name", m.name); }
  std::string name(const ScenarioDef& s) const { return text("scenarios", s.id, "name", s.name); }
  std::string style(const ClassDef& c) const { return text("classes", c.id, "style", c.style); }
  std::string item_text(const ItemDef& i) const { return text("items", i.id, "text", i.text); }
  std::string goal(const ScenarioDef& s) const { return text("scenarios", s.id, "goal_text", s.goal_text); }
  std::string intro(const ScenarioDef& s) const { return text("scenarios", s.id, "intro", s.intro); }
  std::string conclusion(const ScenarioDef& s) const { return text("scenarios", s.id, "conclusion", s.conclusion); }
  std::string rule(const ScenarioDef& s, size_t i) const;       // the scenario's i-th `rules:` sentence
  std::string objective(const ScenarioDef& s, size_t i) const;  // the i-th objective's name ("" when unnamed)
  // A name the scenario's map gives a hex (a hazard's "nails").
  std::string map_name(const ScenarioDef& s, std::string_view name) const;
  std::string hazard_text(const ScenarioDef& s, const std::string& name, std::string_view english) const;
  std::string plate_text(const ScenarioDef& s, const std::string& name, std::string_view english) const;
  // A card's action (`side` 'A' or 'B', top or bottom) with its scripted abilities' and bonus's
  // words in this language, for action_words (cards.h).
  Action action(const CardDef& c, char side, bool top) const;
  // A monster's action column with its scripted abilities' words in this language.
  MonsterColumn column(const MonsterDef& m, size_t c) const;
  // An item's effect (its abilities) with its scripted abilities' words in this language.
  std::vector<Ability> effect(const ItemDef& i) const;
  // The text of the i-th ability of a card's action or of an item's effect in this language, else
  // `english` (a scripted ability's words, for a question about that one ability).
  std::string ability_text(const CardDef& c, char side, bool top, size_t i, std::string_view english) const;
  std::string ability_text(const ItemDef& it, size_t i, std::string_view english) const;
  std::string epilogue(const ContentDb& db) const { return text("campaign", kCampaignTextId, "epilogue", db.campaign_epilogue); }
  // A script's words: a keyed text in this language (else in English) with its placeholders
  // filled, or the script's literal words.
  std::string script_words(const ScriptWords& w) const;
};

// English, the default.
inline Lang english() { return Lang{}; }

// The language code of a locale name as LANG and LC_MESSAGES give it ("de_DE.UTF-8" -> "de",
// "pt_BR" -> "pt", "C" or "" -> "en").
std::string language_code(std::string_view locale_name);
// The language of a code bnb speaks, English for any other (`found` tells which).
Lang language(std::string_view code, bool* found = nullptr);

}  // namespace bnb::words
