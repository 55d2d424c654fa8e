#pragma once
// What a script shows the player (a message, a question, an option): its own literal words, or a
// key of the mods' `texts:` with the values of the text's placeholders, so that each front end
// says it in the player's language (docs/modding.md, "Words of a script"). The game itself stays
// language-neutral: `text` is the English, for logs and front ends that word nothing.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bnb {

struct ScriptWords {
  ScriptWords() = default;
  ScriptWords(std::string literal) : text(std::move(literal)) {}  // NOLINT: literal words convert
  ScriptWords(const char* literal) : text(literal) {}             // NOLINT

  std::string text;  // the English: the literal words, or the key's text with its placeholders filled
  std::string key;   // the `texts:` key, "" for literal words
  std::vector<std::pair<std::string, std::string>> args;  // placeholder name -> value

  bool keyed() const { return !key.empty(); }
  bool operator==(const ScriptWords&) const = default;
};

// `pattern` with each {name} of `args` replaced by its value (the English fallback of a keyed
// text; the words layer formats it properly, plurals included). Other braces are kept.
std::string fill_placeholders(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args);

}  // namespace bnb
