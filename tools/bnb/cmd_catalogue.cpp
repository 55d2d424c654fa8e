// bnb catalogue: writes the English catalogue of the engine's sentences (the source a translation
// starts from), checks that it is current, or lists what a language's catalogue lacks.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "engine/play/words/catalogue.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/generated_files.h"

namespace bnb::cli {
namespace {

void usage(FILE* out) {
  std::fprintf(out,
               "usage: bnb catalogue [--out DIR] [--check]\n"
               "       bnb catalogue --missing CODE\n\n"
               "Writes en.yaml, every sentence of the engine by id with its English pattern (ICU\n"
               "MessageFormat), from engine/play/words/say.h: the file a translator copies to <code>.yaml\n"
               "in the same folder (docs/languages.md). bnb builds those files in.\n\n"
               "  --out DIR       where to write (default: %s/engine/play/words/lang)\n"
               "  --check         write nothing; exit 1 if en.yaml is missing or differs from the generated text\n"
               "  --missing CODE  list the ids the language CODE does not give (said in English) and what is\n"
               "                  wrong in its file; exit 1 if anything is\n"
               "languages: ",
               BNB_SOURCE_DIR);
  for (const std::string& c : words::Catalogue::codes()) std::fprintf(out, "%s ", c.c_str());
  std::fprintf(out, "\n");
}

int missing(const char* code) {
  const words::Catalogue* c = words::Catalogue::find(code);
  if (!c) {
    std::fprintf(stderr, "bnb catalogue: no catalogue for '%s'\n", code);
    return 2;
  }
  for (const std::string& p : c->problems()) std::printf("%s\n", p.c_str());
  const std::vector<std::string> ids = c->missing();
  for (const std::string& id : ids) std::printf("missing: %s\n", id.c_str());
  std::printf("%s: %zu of %zu sentences missing, %zu problems\n", code, ids.size(), words::kSentenceCount,
              c->problems().size());
  return ids.empty() && c->problems().empty() ? 0 : 1;
}

}  // namespace

int cmd_catalogue(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i)
    if (!std::strcmp(argv[i], "--missing")) return missing(argv[i + 1]);
  GeneratedOptions o{std::filesystem::path(BNB_SOURCE_DIR) / "engine" / "play" / "words" / "lang"};
  if (const int done = parse_generated_options("catalogue", argc, argv, usage, o); done >= 0) return done;
  return write_or_check("catalogue", o, {{"en.yaml", words::english_catalogue_yaml()}});
}

}  // namespace bnb::cli
