#pragma once
// The language the words layer speaks in one call: the catalogue of the engine's sentences, and
// (with the content texts' overlays) the mods' own texts in that language. A front end makes one
// per request or per session (`--lang de`, the page's switch); the engine keeps no global locale.
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/core/types.h"
#include "engine/play/words/catalogue.h"

namespace bnb::words {

struct Lang {
  const Catalogue* catalogue = &Catalogue::english();

  const std::string& code() const { return catalogue->code(); }
  std::string say(Sentence s, std::initializer_list<Arg> args) const { return catalogue->format(s, args); }
  // Items joined as a list in this language ("poison, wound"; German "vergiftet und verwundet").
  std::string list(const std::vector<std::string>& items) const { return catalogue->list(items); }
  std::string element(Element e) const;      // "fire"
  std::string condition(Condition c) const;  // "wound"

};

// English, the default.
inline Lang english() { return Lang{}; }

// The language code of a locale name as LANG and LC_MESSAGES give it ("de_DE.UTF-8" -> "de",
// "pt_BR" -> "pt", "C" or "" -> "en").
std::string language_code(std::string_view locale_name);
// The language of a code bnb speaks, English for any other (`found` tells which).
Lang language(std::string_view code, bool* found = nullptr);

}  // namespace bnb::words
