// bnb validate: load mods without playing and report every problem in their files.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bindings/load_content.h"
#include "engine/base/content/checks/checks.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/lint.h"
#include "tools/bnb/paths.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp =
    "usage: bnb validate [--strict] [--lint | --no-lint] [--lang CODE] [PATH...]\n"
    "\n"
    "Checks mods (folders with a mod.yaml) without playing them: every YAML and Lua file,\n"
    "every reference between definitions and to Lua functions, the load order. Prints each\n"
    "problem to stderr as\n"
    "  file:line:col: error: path.to.field: message\n"
    "and one summary line per mod. Without PATH, checks the base game. When a mod depends on\n"
    "'base' and no PATH is the base game, the base game is loaded first.\n"
    "\n"
    "  --strict    warnings count as errors (such as a script a player would see named\n"
    "              because its words are missing)\n"
    "  --lint      also check the Lua files with luacheck (Debian package lua-check) against the\n"
    "              Lua API: an API function that does not exist (figures.damge) or a misspelt\n"
    "              API table is an error, with a suggestion. Done by default when luacheck is\n"
    "              installed; --lint makes a missing luacheck an error, --no-lint skips it.\n"
    "  --lang CODE also list every text of the loaded mods that has no version in language\n"
    "              CODE (de, fr, pt-BR: the mods' lang/CODE.yaml overlays), one per line to stdout\n"
    "              as 'file:line: missing CODE: kind id field' with the English text's place,\n"
    "              then how many; any missing text makes the exit status 1\n"
    "\n"
    "exit status: 0 no errors (warnings allowed), 1 errors (or warnings with --strict), 2 bad usage\n";

std::string trim_slash(std::string s) {
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

std::string plural(int n, const std::string& word, const std::string& words) {
  return std::to_string(n) + " " + (n == 1 ? word : words);
}

std::string summary(const ModInfo& mod, const Diagnostics& diags) {
  // Messages name the folder as given (the mod id for content loaded without one).
  const std::string prefix = trim_slash(mod.path) + "/", lua_prefix = mod.id + "/";
  int errors = 0, warnings = 0;
  for (const Diagnostic& d : diags.all())
    if (d.file.starts_with(prefix) || d.file.starts_with(lua_prefix))
      (d.severity == Diagnostic::Error ? errors : warnings)++;
  const auto count = [&](const std::string& kind, const std::string& kinds) {
    auto it = mod.defined.find(kind);
    return plural(it == mod.defined.end() ? 0 : it->second, kind, kinds);
  };
  std::string out = mod.path + ": ";
  if (errors == 0 && warnings == 0) out += "ok";
  else if (errors == 0) out += "ok, " + plural(warnings, "warning", "warnings");
  else out += plural(errors, "error", "errors") + (warnings ? ", " + plural(warnings, "warning", "warnings") : "");
  out += " (" + count("monster", "monsters") + ", " + count("card", "cards") + ", " + count("class", "classes") +
         ", " + count("item", "items") + ", " + count("scenario", "scenarios") + ")";
  return out;
}

// Lists the texts with no version in `lang` (stdout) and returns how many.
size_t missing_translations(const ContentTexts& texts, const std::string& lang) {
  const std::vector<MissingText> missing = missing_texts(texts, lang);
  for (const MissingText& m : missing)
    std::printf("%s:%d: missing %s: %s %s %s\n", m.english.file.c_str(), m.english.line, lang.c_str(), m.kind.c_str(),
                m.id.c_str(), m.field.c_str());
  std::printf("%s: %s missing\n", lang.c_str(), plural(int(missing.size()), "text", "texts").c_str());
  return missing.size();
}

}  // namespace

int cmd_validate(int argc, char** argv) {
  std::vector<std::string> dirs;
  bool strict = false;
  std::string lang;
  enum { Auto, On, Off } lint = Auto;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--strict")) {
      strict = true;
      continue;
    }
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::fputs(kHelp, stdout);
      return 0;
    }
    if (!std::strcmp(argv[i], "--lint") || !std::strcmp(argv[i], "--no-lint")) {
      lint = argv[i][2] == 'l' ? On : Off;
      continue;
    }
    if (!std::strcmp(argv[i], "--lang")) {
      if (i + 1 >= argc || argv[i + 1][0] == '-' || !argv[i + 1][0]) {
        std::fprintf(stderr, "bnb validate: --lang needs a language code (de, fr, pt-BR)\n\n%s", kHelp);
        return 2;
      }
      lang = argv[++i];
      continue;
    }
    if (argv[i][0] == '-') {
      std::fprintf(stderr, "bnb validate: unknown option '%s'\n\n%s", argv[i], kHelp);
      return 2;
    }
    dirs.push_back(argv[i]);
  }
  if (dirs.empty()) dirs.push_back(find_base_content());

  // The base game is loaded first when a mod needs it and was not given it.
  const LoadedContent content = load_content(dirs, find_base_content());
  const LoadResult& res = content.loaded;
  // The load's own problems, then words a player would miss (only once the content loads), then
  // the scripts' use of the Lua API (luacheck).
  Diagnostics all = res.diags;
  if (res.ok()) checks::player_text(res.db, all);
  const bool installed = lint != Off && luacheck_installed();
  if (lint == On && !installed) {
    std::fputs("bnb validate: --lint needs luacheck (Debian package lua-check), which is not installed\n", stderr);
    return 1;
  }
  if (installed)
    for (const ModInfo& mod : res.db.mods)
      if (!lint_mod(mod, all) && lint == On)
        all.error(mod.path, 0, 0, "", "luacheck did not run on the mod's Lua files");
  if (!all.all().empty()) std::fputs(all.str().c_str(), stderr);
  for (const ModInfo& mod : res.db.mods) std::printf("%s\n", summary(mod, all).c_str());
  if (all.has_errors()) return 1;
  if (!lang.empty() && missing_translations(content.texts(), lang) > 0) return 1;
  return strict && !all.all().empty() ? 1 : 0;
}

}  // namespace bnb::cli
