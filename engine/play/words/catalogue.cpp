#include "engine/play/words/catalogue.h"

#include <unicode/listformatter.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "engine/play/words/catalogue_files.h"

namespace bnb::words {

namespace {

std::string lower_first(std::string s) {
  if (!s.empty()) s[0] = char(std::tolower(static_cast<unsigned char>(s[0])));
  return s;
}

// The placeholder names of a pattern, first letter in lower case ({Who} and {who} are one), or
// false when the pattern does not parse.
bool placeholders(std::string_view pattern, std::set<std::string>& names) {
  UErrorCode status = U_ZERO_ERROR;
  UParseError parse{};
  icu::MessagePattern mp(icu::UnicodeString::fromUTF8(pattern), &parse, status);
  if (U_FAILURE(status)) return false;
  for (int32_t i = 0; i < mp.countParts(); ++i) {
    const icu::MessagePattern::Part& part = mp.getPart(i);
    if (part.getType() != UMSGPAT_PART_TYPE_ARG_NAME) continue;
    std::string name;
    mp.getSubstring(part).toUTF8String(name);
    names.insert(lower_first(name));
  }
  return true;
}

std::unique_ptr<icu::MessageFormat> compile(std::string_view pattern, const icu::Locale& locale) {
  UErrorCode status = U_ZERO_ERROR;
  auto f = std::make_unique<icu::MessageFormat>(icu::UnicodeString::fromUTF8(pattern), locale, status);
  if (U_FAILURE(status)) return nullptr;
  return f;
}

icu::UnicodeString capitalised(icu::UnicodeString s) {
  if (s.isEmpty()) return s;
  const UChar32 c = s.char32At(0);
  s.replace(0, U16_LENGTH(c), u_toupper(c));
  return s;
}

// The ICU locale whose plural rules a language follows ("qps" is English made strange).
icu::Locale locale_of(const std::string& code) { return icu::Locale(code == "qps" ? "en" : code.c_str()); }

}  // namespace

struct Catalogue::Impl {
  std::string code;
  icu::Locale locale;
  std::vector<std::string> patterns;                         // by Sentence, "" = said in English
  std::vector<std::unique_ptr<icu::MessageFormat>> formats;  // by Sentence, null = said in English
  std::vector<std::string> problems;
  std::unique_ptr<icu::ListFormatter> lists;  // null: items joined by ", "
  std::unique_ptr<icu::ListFormatter> ands, ors;  // "fire and ice", "fire or ice"; null: as `lists`

  void set(Sentence s, std::string pattern) {
    formats[size_t(s)] = compile(pattern, locale);
    patterns[size_t(s)] = std::move(pattern);
  }
};

struct CatalogueMaker {
  static std::unique_ptr<Catalogue::Impl> impl(std::string code) {
    auto i = std::make_unique<Catalogue::Impl>();
    i->locale = locale_of(code);
    i->code = std::move(code);
    i->patterns.resize(kSentenceCount);
    i->formats.resize(kSentenceCount);
    UErrorCode status = U_ZERO_ERROR;
    i->lists.reset(icu::ListFormatter::createInstance(i->locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, status));
    if (U_FAILURE(status)) i->lists.reset();
    status = U_ZERO_ERROR;
    i->ands.reset(icu::ListFormatter::createInstance(i->locale, ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, status));
    if (U_FAILURE(status)) i->ands.reset();
    status = U_ZERO_ERROR;
    i->ors.reset(icu::ListFormatter::createInstance(i->locale, ULISTFMT_TYPE_OR, ULISTFMT_WIDTH_WIDE, status));
    if (U_FAILURE(status)) i->ors.reset();
    return i;
  }
  static std::unique_ptr<Catalogue> make(std::unique_ptr<Catalogue::Impl> i) {
    return std::unique_ptr<Catalogue>(new Catalogue(std::move(i)));
  }
  static std::unique_ptr<Catalogue> english() {
    auto i = impl("en");
    for (size_t s = 0; s < kSentenceCount; ++s) i->set(Sentence(s), std::string(sentence_text(Sentence(s))));
    return make(std::move(i));
  }
  static std::unique_ptr<Catalogue> pseudo() {
    auto i = impl("qps");
    for (size_t s = 0; s < kSentenceCount; ++s) i->set(Sentence(s), pseudo_pattern(sentence_text(Sentence(s))));
    return make(std::move(i));
  }
};

Catalogue::Catalogue(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Catalogue::~Catalogue() = default;

Catalogue::Catalogue(std::string code, std::string_view yaml_text, std::string_view source)
    : impl_(CatalogueMaker::impl(std::move(code))) {
  std::map<std::string, size_t, std::less<>> ids;
  for (size_t s = 0; s < kSentenceCount; ++s) ids.emplace(std::string(sentence_id(Sentence(s))), s);
  const std::string where(source);
  YAML::Node root;
  try {
    root = YAML::Load(std::string(yaml_text));
  } catch (const YAML::Exception& e) {
    impl_->problems.push_back(where + ":" + std::to_string(e.mark.line + 1) + ": not YAML: " + e.msg);
    return;
  }
  if (!root || root.IsNull()) return;
  if (!root.IsMap()) {
    impl_->problems.push_back(where + ": expected a map of sentence ids to patterns");
    return;
  }
  for (const auto& entry : root) {
    const std::string id = entry.first.as<std::string>("");
    const std::string line = where + ":" + std::to_string(entry.first.Mark().line + 1) + ": ";
    const auto it = ids.find(id);
    if (it == ids.end()) {
      impl_->problems.push_back(line + "'" + id + "' is not a sentence of bnb");
      continue;
    }
    if (!entry.second.IsScalar()) {
      impl_->problems.push_back(line + "'" + id + "': expected the sentence as text");
      continue;
    }
    const std::string pattern = entry.second.Scalar();
    if (pattern.empty()) continue;  // not translated yet
    std::set<std::string> names, english_names;
    if (!placeholders(pattern, names) || !compile(pattern, impl_->locale)) {
      impl_->problems.push_back(line + "'" + id + "': the pattern does not parse (ICU MessageFormat)");
      continue;
    }
    placeholders(sentence_text(Sentence(it->second)), english_names);
    bool ok = true;
    for (const std::string& n : names) {
      if (english_names.count(n)) continue;
      impl_->problems.push_back(line + "'" + id + "': placeholder {" + n + "} is not in the English sentence");
      ok = false;
    }
    if (ok) impl_->set(Sentence(it->second), pattern);
  }
}

const Catalogue& Catalogue::english() {
  static const std::unique_ptr<Catalogue> en = CatalogueMaker::english();
  return *en;
}

namespace {
struct Registry {
  std::vector<std::unique_ptr<Catalogue>> built_in;
  Registry() {
    for (const CatalogueFile& f : catalogue_files())
      if (!f.code.empty()) built_in.push_back(std::make_unique<Catalogue>(std::string(f.code), f.text, std::string(f.code) + ".yaml"));
    built_in.push_back(CatalogueMaker::pseudo());
  }
};
const Registry& registry() {
  static const Registry r;
  return r;
}
}  // namespace

const Catalogue* Catalogue::find(std::string_view code) {
  if (code == "en") return &english();
  for (const auto& c : registry().built_in)
    if (c->code() == code) return c.get();
  return nullptr;
}

std::vector<std::string> Catalogue::codes() {
  std::vector<std::string> out{"en"};
  for (const auto& c : registry().built_in) out.push_back(c->code());
  return out;
}

const std::string& Catalogue::code() const { return impl_->code; }

std::string_view Catalogue::pattern(Sentence s) const { return impl_->patterns[size_t(s)]; }

std::vector<std::string> Catalogue::missing() const {
  std::vector<std::string> out;
  for (size_t s = 0; s < kSentenceCount; ++s)
    if (!impl_->formats[s]) out.emplace_back(sentence_id(Sentence(s)));
  return out;
}

const std::vector<std::string>& Catalogue::problems() const { return impl_->problems; }

std::string Catalogue::format(Sentence s, std::initializer_list<Arg> args) const {
  const icu::MessageFormat* f = impl_->formats[size_t(s)].get();
  if (!f) return this == &english() ? std::string(sentence_text(s)) : english().format(s, args);
  // Each text twice, as given ({who}) and with its first letter in upper case ({Who}).
  std::vector<icu::UnicodeString> names;
  std::vector<icu::Formattable> values;
  names.reserve(args.size() * 2);
  values.reserve(args.size() * 2);
  for (const Arg& a : args) {
    const icu::UnicodeString name = icu::UnicodeString::fromUTF8(a.name);
    if (a.is_number) {
      names.push_back(name), values.emplace_back(int64_t(a.number));
      continue;
    }
    const icu::UnicodeString value = icu::UnicodeString::fromUTF8(a.value);
    names.push_back(name), values.emplace_back(value);
    names.push_back(capitalised(name)), values.emplace_back(capitalised(value));
  }
  icu::UnicodeString out;
  UErrorCode status = U_ZERO_ERROR;
  f->format(names.data(), values.data(), int32_t(names.size()), out, status);
  if (U_FAILURE(status)) return this == &english() ? std::string(sentence_text(s)) : english().format(s, args);
  std::string text;
  return out.toUTF8String(text);
}

std::string Catalogue::list(const std::vector<std::string>& items, ListKind kind) const {
  if (items.size() < 2) return items.empty() ? std::string() : items[0];
  const icu::ListFormatter* f = kind == ListKind::And ? impl_->ands.get() : kind == ListKind::Or ? impl_->ors.get() : nullptr;
  if (!f) f = impl_->lists.get();
  std::string text;
  if (f) {
    // The pseudo-language accents the list's own words ("or"), not its items: the list is made of
    // markers first, its words accented, then the items put in.
    const bool pseudo = impl_->code == kPseudoCode && kind != ListKind::Units;
    std::vector<icu::UnicodeString> u;
    u.reserve(items.size());
    for (size_t i = 0; i < items.size(); ++i)
      u.push_back(icu::UnicodeString::fromUTF8(pseudo ? "\x01" + std::to_string(i) + "\x02" : items[i]));
    icu::UnicodeString out;
    UErrorCode status = U_ZERO_ERROR;
    f->format(u.data(), int32_t(u.size()), out, status);
    if (U_SUCCESS(status)) {
      out.toUTF8String(text);
      if (!pseudo) return text;
      const std::string marked = pseudo_text(text);  // markers have no letters: kept as they are
      std::string filled;
      for (size_t i = 0; i < marked.size(); ++i) {
        const size_t end = marked[i] == '\x01' ? marked.find('\x02', i) : std::string::npos;
        if (end == std::string::npos) {
          filled += marked[i];
          continue;
        }
        filled += items[std::stoul(marked.substr(i + 1, end - i - 1))];
        i = end;
      }
      return filled;
    }
    text.clear();
  }
  for (const std::string& i : items) text += (text.empty() ? "" : ", ") + i;
  return text;
}

std::string Catalogue::format_text(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args) const {
  const std::unique_ptr<icu::MessageFormat> f = compile(pattern, impl_->locale);
  if (!f) return "";
  std::vector<icu::UnicodeString> names;
  std::vector<icu::Formattable> values;
  for (const auto& [name, value] : args) {
    names.push_back(icu::UnicodeString::fromUTF8(name));
    char* end = nullptr;
    const long long n = value.empty() ? 0 : std::strtoll(value.c_str(), &end, 10);
    if (!value.empty() && end && *end == '\0') values.emplace_back(int64_t(n));
    else values.emplace_back(icu::UnicodeString::fromUTF8(value));
  }
  icu::UnicodeString out;
  UErrorCode status = U_ZERO_ERROR;
  f->format(names.data(), values.data(), int32_t(names.size()), out, status);
  if (U_FAILURE(status)) return "";
  std::string text;
  return out.toUTF8String(text);
}

std::string english_catalogue_yaml() {
  YAML::Emitter y;
  y << YAML::BeginMap;
  for (size_t s = 0; s < kSentenceCount; ++s) {
    y << YAML::Key << std::string(sentence_id(Sentence(s)));
    y << YAML::Value << YAML::DoubleQuoted << std::string(sentence_text(Sentence(s)));
  }
  y << YAML::EndMap;
  return "# bnb's sentences in English, by id: the source a translation starts from. Generated from\n"
         "# engine/play/words/say.h by `bnb catalogue` (do not edit). A language is a file beside this one,\n"
         "# <code>.yaml (de.yaml), with the same ids and the sentence in ICU MessageFormat: {name} is a\n"
         "# placeholder, {n, plural, one {...} other {# ...}} a plural, '' an apostrophe. docs/languages.md.\n" +
         std::string(y.c_str()) + "\n";
}

// ---- the pseudo-language ----

namespace {

// Each ASCII letter with an accent (Latin Extended), so that a word that bypassed the catalogue
// stands out, and a font or layout that cannot take accents shows it.
std::string_view accented(char c) {
  static constexpr std::string_view lower[] = {"á", "ƀ", "ç", "ď", "é", "ƒ", "ğ", "ĥ", "í", "ĵ", "ķ", "ĺ", "ḿ",
                                               "ñ", "ö", "ṕ", "ʠ", "ŕ", "š", "ť", "ü", "ṽ", "ŵ", "ẋ", "ý", "ž"};
  static constexpr std::string_view upper[] = {"Á", "Ɓ", "Ç", "Ď", "É", "Ƒ", "Ğ", "Ĥ", "Í", "Ĵ", "Ķ", "Ĺ", "Ḿ",
                                               "Ñ", "Ö", "Ṕ", "Ǫ", "Ŕ", "Š", "Ť", "Ü", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž"};
  if (c >= 'a' && c <= 'z') return lower[c - 'a'];
  if (c >= 'A' && c <= 'Z') return upper[c - 'A'];
  return {};
}

}  // namespace

std::string pseudo_text(std::string_view english) {
  if (english.empty()) return "";
  // The padding and the closing bracket go before the text's trailing line breaks, so that a story
  // ends with them, not with a line of its own.
  size_t end = english.size();
  while (end > 0 && (english[end - 1] == '\n' || english[end - 1] == ' ')) --end;
  std::string out(kPseudoOpen);
  size_t letters = 0;
  for (const char c : english.substr(0, end)) {
    if (const std::string_view a = accented(c); !a.empty()) out += a, ++letters;
    else out += c;
  }
  // A long text's padding in words of ten, so that it is broken into lines as words are (one run
  // of a hundred marks would be cut at the line's end).
  constexpr size_t kWord = 10;
  const size_t padding = (letters * 4 + 9) / 10;
  if (padding <= kWord) out.append(padding, '~');
  for (size_t done = 0; padding > kWord && done < padding; done += kWord) out += " " + std::string(std::min(kWord, padding - done), '~');
  out += kPseudoClose;
  out += english.substr(end);
  return out;
}

std::string pseudo_pattern(std::string_view english) {
  // Walks the pattern: text at depth 0 and inside a plural's or select's forms ({...} within an
  // argument) is the sentence's own and is accented; an argument's name and style are copied.
  // Each form is padded by its own letters, so that a select says its chosen option 40% longer,
  // not the length of all its options.
  const auto padding = [](size_t letters) { return std::string((letters * 4 + 9) / 10, '~'); };
  std::string out(kPseudoOpen);
  std::vector<bool> in_argument;  // one entry per open brace: an argument (true) or a form's text
  std::vector<size_t> letters{0};  // the sentence's own, then one per open form
  bool quoted = false;
  for (size_t i = 0; i < english.size(); ++i) {
    const char c = english[i];
    const bool text = in_argument.empty() || !in_argument.back();
    if (c == '\'') {
      // ICU's apostrophe: '' is one; a single one quotes only before a brace, # or |, up to the next.
      const char next = i + 1 < english.size() ? english[i + 1] : '\0';
      if (next == '\'') {
        out += "''", ++i;
      } else if (quoted || (next && std::string_view("{}#|").find(next) != std::string_view::npos)) {
        out += c, quoted = !quoted;
      } else {
        out += c;
      }
      continue;
    }
    if (!quoted && c == '{') {
      in_argument.push_back(text);  // a brace in text opens an argument; in an argument, a form
      if (!text) letters.push_back(0);
      out += c;
      continue;
    }
    if (!quoted && c == '}') {
      if (!in_argument.empty()) {
        if (!in_argument.back() && letters.size() > 1) out += padding(letters.back()), letters.pop_back();  // a form ends
        in_argument.pop_back();
      }
      out += c;
      continue;
    }
    if (text && !quoted && accented(c).size()) {
      out += accented(c), ++letters.back();
      continue;
    }
    out += c;
  }
  out += padding(letters.front());  // 40% longer
  out += kPseudoClose;
  return out;
}

}  // namespace bnb::words
