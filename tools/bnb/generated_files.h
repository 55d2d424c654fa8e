#pragma once
// Files generated from the code and checked in (`bnb lua-docs`, `bnb schema`): the shared
// `[--out DIR] [--check]` command line, atomic writes, and the up-to-date check.
#include <cstdio>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace bnb::cli {

struct GeneratedOptions {
  std::filesystem::path dir;  // where to write (the command's default until --out)
  bool check = false;         // compare instead of writing
};

// Reads --out DIR, --check and --help. Returns -1 to go on, else the exit status (0 after --help,
// 2 for an unknown argument, with the usage on stderr).
int parse_generated_options(const char* command, int argc, char** argv, void (*usage)(FILE*), GeneratedOptions& o);

// Writes each (name, text) into o.dir through a temporary file and a rename, or with --check says
// which file is missing or differs. Returns 0, or 1 when a file was out of date or not written.
int write_or_check(const char* command, const GeneratedOptions& o,
                   const std::vector<std::pair<std::string, std::string>>& files);

}  // namespace bnb::cli
