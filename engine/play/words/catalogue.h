#pragma once
// A language's sentences: each sentence of say.h, by its id, as an ICU MessageFormat pattern
// ("{who} attacks {target}", "{n, plural, one {1 hex} other {# hexes}}"), formatted for the
// language's own plural rules. English is say.h itself; the other languages are YAML files
// (engine/play/words/lang/<code>.yaml, built into bnb), plus the pseudo-language "qps" made from
// English. ICU stays inside catalogue.cpp: the engine's rules never word anything.
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/play/words/say.h"

namespace bnb::words {

class Catalogue {
 public:
  // English: the sentences of say.h.
  static const Catalogue& english();
  // The catalogue of a language code ("de", "qps"; "en" is English), nullptr when bnb has none.
  static const Catalogue* find(std::string_view code);
  // Every language bnb speaks, "en" first, then the built-in catalogues and "qps".
  static std::vector<std::string> codes();

  // A catalogue read from YAML text (`source` names it in problems). Sentences that are missing,
  // do not parse or name a placeholder the English lacks are said in English.
  Catalogue(std::string code, std::string_view yaml_text, std::string_view source);
  ~Catalogue();
  Catalogue(const Catalogue&) = delete;
  Catalogue& operator=(const Catalogue&) = delete;

  const std::string& code() const;
  // The sentence in this language, its placeholders filled from `args`.
  std::string format(Sentence s, std::initializer_list<Arg> args) const;
  // Items of a list joined as the language joins them (ICU's list format of units: "poison,
  // wound" in English, "vergiftet und verwundet" in German); "" for none.
  // And: every item ("fire and ice"); Or: one of them ("fire or ice"), as the language says it.
  enum class ListKind : uint8_t { Units, And, Or };
  std::string list(const std::vector<std::string>& items, ListKind kind = ListKind::Units) const;
  // A mod's text (ICU MessageFormat, {name} placeholders) in this language's plural rules, its
  // placeholders filled from `args` (a value that is a whole number counts as a number); "" when
  // the pattern does not parse.
  std::string format_text(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args) const;

  // The sentence's pattern in this language, "" where the language does not give it.
  std::string_view pattern(Sentence s) const;
  // The ids this language does not give (said in English instead).
  std::vector<std::string> missing() const;
  // What is wrong with the file: "de.yaml: 'Foo' is not a sentence of bnb", a placeholder the English
  // sentence lacks, a pattern that does not parse, an entry that is not text.
  const std::vector<std::string>& problems() const;

 private:
  struct Impl;
  explicit Catalogue(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  friend struct CatalogueMaker;
};

// The English catalogue as a YAML file for translators (engine/play/words/lang/en.yaml): every id
// with its English pattern, in say.h's order.
std::string english_catalogue_yaml();

// The pseudo-language's pattern of an English pattern: every letter accented, 40% longer, the
// sentence in brackets ("⟦Ŷöü ášš~~⟧"), the placeholders and plural forms kept.
std::string pseudo_pattern(std::string_view english);
// A text that is not a pattern (a mod's name or story) in the pseudo-language: every letter
// accented, in brackets; "" stays "".
std::string pseudo_text(std::string_view english);
inline constexpr std::string_view kPseudoCode = "qps";
inline constexpr std::string_view kPseudoOpen = "\u27e6";   // ⟦
inline constexpr std::string_view kPseudoClose = "\u27e7";  // ⟧

}  // namespace bnb::words
