// Runs luacheck on a mod's Lua files with a configuration generated from the Lua API, and turns
// its findings about the API into the validator's own messages.
#include "tools/bnb/lint.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <vector>

#include "bindings/api_docs.h"
#include "engine/base/content/yaml_read.h"

namespace bnb::cli {

namespace {

namespace fs = std::filesystem;

// The API: table -> its functions.
std::map<std::string, std::vector<std::string>> api_tables() {
  std::map<std::string, std::vector<std::string>> out;
  for (const LuaApiFunctionDoc& f : lua_api_functions()) out[f.table].push_back(f.name);
  return out;
}

std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// luacheck's configuration: Lua 5.4, a mod's handlers are globals its files define, the API
// tables are read-only globals with exactly their functions.
std::string config_text() {
  std::string out = "std = \"lua54\"\nallow_defined_top = true\nread_globals = {\n";
  for (const auto& [table, names] : api_tables()) {
    out += "  " + table + " = { fields = {";
    for (const std::string& n : names) out += " \"" + n + "\",";
    out += " } },\n";
  }
  return out + "}\n";
}

}  // namespace

bool luacheck_installed() { return std::system("command -v luacheck > /dev/null 2>&1") == 0; }

bool lint_mod(const ModInfo& mod, Diagnostics& diags) {
  if (mod.scripts.empty() || mod.path.empty()) return true;
  const fs::path cfg = fs::temp_directory_path() / ("bnb-luacheck-" + std::to_string(getpid()) + ".lua");
  {
    std::ofstream out(cfg);
    out << config_text();
    if (!out) return false;
  }
  std::string cmd = "luacheck --no-color --formatter plain --codes --config " + quoted(cfg.string());
  for (const auto& [rel, source] : mod.scripts) cmd += " " + quoted((fs::path(mod.path) / rel).string());
  cmd += " 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) {
    fs::remove(cfg);
    return false;
  }
  std::string text;
  char buf[4096];
  while (size_t n = std::fread(buf, 1, sizeof buf, p)) text.append(buf, n);
  const int status = pclose(p);
  fs::remove(cfg);
  // luacheck exits 0 (clean), 1 (warnings) or 2 (errors such as a syntax error, reported by the
  // loader already); more means it did not run.
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) > 2) return false;

  const auto tables = api_tables();
  std::vector<std::string_view> table_names;
  for (const auto& [t, names] : tables) table_names.push_back(t);
  static const std::regex field(R"(^(.*):(\d+):(\d+): \(W143\) accessing undefined field '([^']*)' of global '([^']*)'$)");
  static const std::regex global(R"(^(.*):(\d+):(\d+): \(W113\) accessing undefined variable '([^']*)'$)");
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    std::smatch m;
    if (std::regex_match(line, m, field)) {
      const auto it = tables.find(m[5]);
      if (it == tables.end()) continue;
      std::vector<std::string_view> names(it->second.begin(), it->second.end());
      diags.error(m[1], std::stoi(m[2]), std::stoi(m[3]), "",
                  "the Lua API has no " + std::string(m[5]) + "." + std::string(m[4]) +
                      loader::did_you_mean(std::string(m[4]), names));
    } else if (std::regex_match(line, m, global)) {
      const std::string suggestion = loader::did_you_mean(std::string(m[4]), table_names);
      if (!suggestion.empty())  // a misspelt API table; other globals may come from the mod's other files
        diags.error(m[1], std::stoi(m[2]), std::stoi(m[3]), "", "unknown global '" + std::string(m[4]) + "'" + suggestion);
    }
  }
  return true;
}

}  // namespace bnb::cli
