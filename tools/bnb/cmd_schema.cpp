// bnb schema: writes the JSON Schema of every kind of YAML file a mod holds, generated from the
// loader's field tables, or checks that the written ones are current.
#include <cstdio>
#include <filesystem>
#include <string>

#include "engine/base/content/schema_json.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/generated_files.h"

namespace bnb::cli {
namespace {

void usage(FILE* out) {
  std::fprintf(out,
               "usage: bnb schema [--out DIR] [--check]\n\n"
               "Writes one JSON Schema (draft-07) per kind of YAML file of a mod: mod.schema.json,\n"
               "content.schema.json (a file of any collections), monsters, cards, classes, items,\n"
               "scenarios, rules (die, monster_tables, campaign) and tests (a mod's tests/*.yaml, bnb test).\n"
               "They come from the loader's and the test runner's own field tables. Editors use them\n"
               "through a first line such as\n"
               "  # yaml-language-server: $schema=../docs/schema/monsters.schema.json\n\n"
               "  --out DIR   where to write (default: %s/docs/schema)\n"
               "  --check     write nothing; exit 1 if a file is missing or differs from the generated text\n",
               BNB_SOURCE_DIR);
}

}  // namespace

int cmd_schema(int argc, char** argv) {
  GeneratedOptions o{std::filesystem::path(BNB_SOURCE_DIR) / "docs" / "schema"};
  if (const int done = parse_generated_options("schema", argc, argv, usage, o); done >= 0) return done;
  std::vector<std::pair<std::string, std::string>> files;
  for (const loader::SchemaFile& f : loader::json_schemas()) files.emplace_back(f.name, f.text);
  return write_or_check("schema", o, files);
}

}  // namespace bnb::cli
