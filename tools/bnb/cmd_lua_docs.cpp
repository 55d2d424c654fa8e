// bnb lua-docs: writes the Lua API reference (lua-api.md) and the editor stubs (lua-api.lua),
// generated from the bindings, or checks that the written ones are current.
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "bindings/api_docs.h"
#include "tools/bnb/commands.h"

namespace bnb::cli {
namespace {

void usage(FILE* out) {
  std::fprintf(out,
               "usage: bnb lua-docs [--out DIR] [--check]\n\n"
               "Writes DIR/lua-api.md (the Lua API reference) and DIR/lua-api.lua (LuaLS/EmmyLua stubs),\n"
               "generated from the Lua bindings. DIR defaults to the source tree's docs/ folder.\n\n"
               "  --out DIR   where to write (default: %s/docs)\n"
               "  --check     write nothing; exit 1 if a file is missing or differs from the generated text\n",
               BNB_SOURCE_DIR);
}

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Writes through a temporary file and a rename, so a reader never sees half a file.
bool write_file(const std::filesystem::path& p, const std::string& text) {
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

int cmd_lua_docs(int argc, char** argv) {
  std::filesystem::path dir = std::filesystem::path(BNB_SOURCE_DIR) / "docs";
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
      std::fprintf(stderr, "bnb lua-docs: unknown argument '%s'\n", argv[i]);
      usage(stderr);
      return 2;
    }
  }
  for (const std::string& p : lua_api_problems()) std::fprintf(stderr, "bnb lua-docs: %s\n", p.c_str());
  if (!lua_api_problems().empty()) return 1;

  const std::pair<const char*, std::string> files[] = {{"lua-api.md", lua_api_markdown()},
                                                       {"lua-api.lua", lua_api_stubs()}};
  int status = 0;
  if (!check) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
  }
  for (const auto& [name, text] : files) {
    const std::filesystem::path p = dir / name;
    if (check) {
      if (read_file(p) != text) {
        std::fprintf(stderr, "bnb lua-docs: %s is out of date (run bnb lua-docs)\n", p.string().c_str());
        status = 1;
      }
    } else if (!write_file(p, text)) {
      std::fprintf(stderr, "bnb lua-docs: cannot write %s\n", p.string().c_str());
      status = 1;
    } else {
      std::printf("wrote %s\n", p.string().c_str());
    }
  }
  return status;
}

}  // namespace bnb::cli
