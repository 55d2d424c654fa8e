#pragma once
// The player-facing texts of the loaded content in every language the mods bring: language ->
// kind -> id -> field -> text. English ("en") is the content's own words, taken from the
// definitions; other languages come from the mods' overlays (`<mod>/lang/<code>.yaml`,
// docs/modding.md "Translating a mod"). The definitions stay language-neutral: rules, hashes and
// saves never read this table; the words layer does.
//
// Kinds and fields (the overlay's sections and keys):
//   classes    name, style
//   cards      name, a.top.text, a.top.abilities.0.text, ... (a scripted ability's or bonus's words)
//   items      name, text, effect.0.text, ...
//   monsters   name, columns.0.abilities.0.text, ...
//   scenarios  name, goal_text, intro, conclusion, rules.0, ..., objectives.0, ...,
//              map_names.<name>, hazards.<name>, pressure_plates.<name>
//   campaign   (id "campaign") epilogue
//   texts      (id: the key) the words a script shows (`texts:`); an overlay gives `key: text`
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/defs.h"

namespace bnb {

struct ContentDb;

// One text and where it was written (the English: its definition; a translation: its line).
struct TextEntry {
  std::string text;
  SourceRef at;
};

class ContentTexts {
 public:
  using Fields = std::map<std::string, TextEntry, std::less<>>;  // field -> text
  using Ids = std::map<std::string, Fields, std::less<>>;        // id -> fields
  using Kinds = std::map<std::string, Ids, std::less<>>;         // kind -> ids

  static constexpr std::string_view kEnglish = "en";

  // The text in `lang` ("de-AT" falls back to "de"), else the English, else "" (no such text).
  const std::string& get(std::string_view lang, std::string_view kind, std::string_view id,
                         std::string_view field) const;
  // The text in exactly `lang`, or nullptr.
  const TextEntry* find(std::string_view lang, std::string_view kind, std::string_view id,
                        std::string_view field) const;
  void set(std::string_view lang, std::string_view kind, std::string_view id, std::string_view field,
           TextEntry entry);

  const Kinds* language(std::string_view lang) const;  // nullptr when no mod brings it
  std::vector<std::string> languages() const;           // "en" and every language of an overlay

 private:
  std::map<std::string, Kinds, std::less<>> langs_;
};

// The kinds of texts, in the order an overlay lists them.
inline constexpr std::string_view kTextKinds[] = {"classes", "cards", "items", "monsters", "scenarios", "campaign", "texts"};
inline constexpr std::string_view kCampaignTextId = "campaign";
inline constexpr std::string_view kScriptTextField = "text";  // the one field of a `texts` entry

// Fills the English of every player-facing text of `db`.
void add_english_texts(const ContentDb& db, ContentTexts& out);

// A text of `lang` missing for an English one.
struct MissingText {
  std::string kind, id, field;
  SourceRef english;  // where the English text is written
};
// Every English text with no text in `lang` (exactly that language, or its base language), in
// the table's order.
std::vector<MissingText> missing_texts(const ContentTexts& texts, std::string_view lang);

}  // namespace bnb
