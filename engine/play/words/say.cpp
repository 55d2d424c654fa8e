#include "engine/play/words/say.h"

#include "engine/play/words/catalogue.h"

namespace bnb::words {

std::string_view sentence_text(Sentence s) {
  static constexpr std::string_view kTexts[] = {
#define BNB_SENTENCE_TEXT(id, text) text,
      BNB_SENTENCES(BNB_SENTENCE_TEXT)
#undef BNB_SENTENCE_TEXT
  };
  return kTexts[size_t(s)];
}

std::string_view sentence_id(Sentence s) {
  static constexpr std::string_view kIds[] = {
#define BNB_SENTENCE_ID(id, text) #id,
      BNB_SENTENCES(BNB_SENTENCE_ID)
#undef BNB_SENTENCE_ID
  };
  return kIds[size_t(s)];
}

std::string say(Sentence s, std::initializer_list<Arg> args) { return Catalogue::english().format(s, args); }

}  // namespace bnb::words
