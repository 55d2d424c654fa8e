// bnb schema: writes the JSON Schema of every kind of YAML file a mod holds, generated from the
// loader's field tables, or checks that the written ones are current.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/content/schema_json.h"
#include "tools/bnb/commands.h"

namespace bnb::cli {
namespace {

void usage(FILE* out) {
  std::fprintf(out,
               "usage: bnb schema [--out DIR] [--check]\n\n"
               "Writes one JSON Schema (draft-07) per kind of YAML file of a mod: mod.schema.json,\n"
               "content.schema.json (a file of any collections), monsters, cards, classes, items,\n"
               "scenarios and rules (die, monster_tables, campaign). They come from the loader's own\n"
               "field tables. Editors use them through a first line such as\n"
               "  # yaml-language-server: $schema=../docs/schema/monsters.schema.json\n\n"
               "  --out DIR   where to write (default: %s/docs/schema)\n"
               "  --check     write nothing; exit 1 if a file is missing or differs from the generated text\n",
               BNB_SOURCE_DIR);
}

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Writes through a temporary file and a rename, so a reader never sees half a file.
bool write_text(const std::filesystem::path& p, const std::string& text) {
  const std::filesystem::path tmp = p.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) return false;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, p, ec);
  return !ec;
}

}  // namespace

int cmd_schema(int argc, char** argv) {
  std::filesystem::path dir = std::filesystem::path(BNB_SOURCE_DIR) / "docs" / "schema";
  bool check = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage(stdout);
      return 0;
    }
    if (!std::strcmp(argv[i], "--check")) {
      check = true;
    } else if (!std::strcmp(argv[i], "--out") && i + 1 < argc) {
      dir = argv[++i];
    } else {
      std::fprintf(stderr, "bnb schema: unknown argument '%s'\n", argv[i]);
      usage(stderr);
      return 2;
    }
  }
  if (!check) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
  }
  int status = 0;
  for (const loader::SchemaFile& f : loader::json_schemas()) {
    const std::filesystem::path p = dir / f.name;
    if (check) {
      if (read_text(p) != f.text) {
        std::fprintf(stderr, "bnb schema: %s is out of date (run bnb schema)\n", p.string().c_str());
        status = 1;
      }
    } else if (!write_text(p, f.text)) {
      std::fprintf(stderr, "bnb schema: cannot write %s\n", p.string().c_str());
      status = 1;
    } else {
      std::printf("wrote %s\n", p.string().c_str());
    }
  }
  return status;
}

}  // namespace bnb::cli
