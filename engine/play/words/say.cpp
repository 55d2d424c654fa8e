#include "engine/play/words/say.h"

#include <cctype>

namespace bnb::words {

std::string_view sentence_text(Sentence s) {
  static constexpr std::string_view kTexts[] = {
#define BNB_SENTENCE_TEXT(id, text) text,
      BNB_SENTENCES(BNB_SENTENCE_TEXT)
#undef BNB_SENTENCE_TEXT
  };
  return kTexts[size_t(s)];
}

std::string say(Sentence s, std::initializer_list<Arg> args) {
  const std::string_view text = sentence_text(s);
  std::string out;
  out.reserve(text.size() + 32);
  for (size_t i = 0; i < text.size(); ++i) {
    const size_t close = text[i] == '{' ? text.find('}', i) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += text[i];
      continue;
    }
    const std::string_view name = text.substr(i + 1, close - i - 1);
    const bool capital = !name.empty() && std::isupper(static_cast<unsigned char>(name[0]));
    bool found = false;
    for (const Arg& a : args) {
      const bool same = a.name.size() == name.size() && !name.empty() &&
                        std::tolower(static_cast<unsigned char>(a.name[0])) ==
                            std::tolower(static_cast<unsigned char>(name[0])) &&
                        a.name.substr(1) == name.substr(1);
      if (!same) continue;
      std::string v = a.value;
      if (capital && !v.empty()) v[0] = char(std::toupper(static_cast<unsigned char>(v[0])));
      out += v, found = true;
      break;
    }
    if (!found) out.append(text.substr(i, close - i + 1));  // a placeholder without its argument stays visible
    i = close;
  }
  return out;
}

}  // namespace bnb::words
