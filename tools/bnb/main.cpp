// bnb: the command line program. Subcommands live one per file (cmd_*.cpp).
#include <cstdio>
#include <cstring>
#include <string_view>

#include "tools/bnb/commands.h"

namespace {
struct Command {
  const char* name;
  int (*run)(int, char**);
  const char* help;
};
constexpr Command kCommands[] = {
    {"play", bnb::cli::cmd_play, "play the campaign or one scenario in the terminal"},
    {"list", bnb::cli::cmd_list, "list scenarios, classes, items, monsters or mods (--json for programs)"},
    {"show", bnb::cli::cmd_show, "show a scenario (--svg FILE: its map as a picture), class, monster or item"},
    {"serve", bnb::cli::cmd_serve, "play the campaign in the browser (a local web server)"},
    {"validate", bnb::cli::cmd_validate, "check mods (folders with mod.yaml) without playing"},
    {"monster-move", bnb::cli::cmd_monster_move, "where would this monster go, and whom would it attack"},
    {"replay", bnb::cli::cmd_replay, "re-run a replay file and report the final state hash"},
    {"review", bnb::cli::cmd_review, "the search bot reviews a finished scenario: the decisions that lowered your chance to win"},
    {"sim", bnb::cli::cmd_sim, "play many seeded games with a bot: win rates, per-card figures, comparisons"},
    {"test", bnb::cli::cmd_test, "run the tests a mod ships (MOD/tests/*.yaml) in the real engine"},
    {"soak", bnb::cli::cmd_soak, "random games over every scenario and class, invariants checked after each answer"},
    {"lua-docs", bnb::cli::cmd_lua_docs, "write the Lua API reference and editor stubs"},
    {"schema", bnb::cli::cmd_schema, "write the JSON Schema of every kind of mod YAML file (for editors)"},
    {"catalogue", bnb::cli::cmd_catalogue, "write the English catalogue of the engine's sentences, or list what a language lacks"},
};

void usage(FILE* out) {
  std::fprintf(out, "usage: bnb <command> [options]   (bnb <command> --help for details; bnb --version)\n\ncommands:\n");
  for (const Command& c : kCommands) std::fprintf(out, "  %-14s %s\n", c.name, c.help);
}
}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    usage(stderr);
    return 2;
  }
  const std::string_view name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    usage(stdout);
    return 0;
  }
  if (name == "--version" || name == "version") {
    std::printf("bnb %s\n", BNB_VERSION);
    return 0;
  }
  for (const Command& c : kCommands)
    if (name == c.name) return c.run(argc - 1, argv + 1);
  std::fprintf(stderr, "bnb: unknown command '%s'\n", argv[1]);
  usage(stderr);
  return 2;
}
