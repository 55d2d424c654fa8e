// bnb lua-docs: writes the Lua API reference (lua-api.md) and the editor stubs (lua-api.lua),
// generated from the bindings, or checks that the written ones are current.
#include <cstdio>
#include <filesystem>
#include <string>

#include "bindings/api_docs.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/generated_files.h"

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

}  // namespace

int cmd_lua_docs(int argc, char** argv) {
  GeneratedOptions o{std::filesystem::path(BNB_SOURCE_DIR) / "docs"};
  if (const int done = parse_generated_options("lua-docs", argc, argv, usage, o); done >= 0) return done;
  for (const std::string& p : lua_api_problems()) std::fprintf(stderr, "bnb lua-docs: %s\n", p.c_str());
  if (!lua_api_problems().empty()) return 1;
  return write_or_check("lua-docs", o, {{"lua-api.md", lua_api_markdown()}, {"lua-api.lua", lua_api_stubs()}});
}

}  // namespace bnb::cli
