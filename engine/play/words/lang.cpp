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

Lang language(std::string_view code, bool* found) {
  const Catalogue* c = Catalogue::find(code);
  if (found) *found = c != nullptr;
  return Lang{c ? c : &Catalogue::english()};
}

}  // namespace bnb::words
