// bnb monster-move FILE [--json]: where would this monster go, and whom would it attack.
// Prints every equally valid option of the monster turn planner (engine/rules/monsters/ai.h).
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <span>
#include <sstream>
#include <string>

#include "engine/base/map/text_grid.h"
#include "engine/rules/monsters/ai.h"
#include "engine/rules/monster_move/ai_situation.h"
#include "engine/play/words/words.h"
#include "tools/bnb/commands.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp =
    "usage: bnb monster-move FILE [--json]\n"
    "\n"
    "Reads a situation (a map, the character, other monsters, and one monster with its rolled\n"
    "action) and prints where the monster moves and whether it attacks, following the monster turn\n"
    "rules. When the rules leave a choice, every equally valid option is printed.\n"
    "\n"
    "options:\n"
    "  --json   print {\"kind\", \"options\": [{\"path\", \"destination\", \"targets\"}], \"reason\",\n"
    "           \"disadvantage\"} with hexes as [q, r]\n"
    "  --help   this text\n"
    "\n"
    "The file format is described in docs/monster-move.md. Exit code: 0 on success, 1 when the file\n"
    "cannot be read or has errors (file:line:col: error: ...), 2 on bad arguments.\n";

std::string hex_text(Hex h) { return "[" + std::to_string(h.q) + ", " + std::to_string(h.r) + "]"; }

std::string hex_json(Hex h) { return "[" + std::to_string(h.q) + "," + std::to_string(h.r) + "]"; }

std::string hexes_json(std::span<const Hex> hexes) {
  std::string out = "[";
  for (size_t i = 0; i < hexes.size(); ++i) out += (i ? "," : "") + hex_json(hexes[i]);
  return out + "]";
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (const char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

void print_json(const MonsterTurnPlan& plan) {
  std::string out = "{\"kind\":" + json_string(std::string(monster_turn_kind_name(plan.kind))) + ",\"options\":[";
  for (size_t i = 0; i < plan.options.size(); ++i) {
    const MonsterTurnOption& o = plan.options[i];
    const std::span<const Hex> targets = o.target ? std::span<const Hex>(&*o.target, 1) : std::span<const Hex>();
    out += (i ? "," : "") + std::string("{\"path\":") + hexes_json(plan.path(o)) +
           ",\"destination\":" + hex_json(o.destination) + ",\"targets\":" + hexes_json(targets) + "}";
  }
  out += "],\"reason\":" + json_string(words::monster_turn_reason(plan.kind, plan.why, plan.disadvantage)) + ",\"disadvantage\":" + (plan.disadvantage ? "true" : "false");
  if (plan.truncated) out += ",\"truncated\":true";
  std::printf("%s}\n", out.c_str());
}

void print_text(const MonsterSituation& s, const MonsterTurnPlan& plan) {
  const MonsterTurnInput& in = s.turn;
  // The map with the figures and each destination numbered in the order of the options.
  std::map<Hex, char> marks;
  // Lowercase letters and digits may be taken by the printed legend of named hazards and plates.
  for (Hex h : in.allies) marks[h] = '&';
  for (Hex h : in.enemies) marks[h] = '!';
  for (Hex h : in.blockers) marks[h] = '%';
  marks[in.focus] = 'C';
  marks[in.self] = 'M';
  std::map<Hex, int> dest_number;
  for (const MonsterTurnOption& o : plan.options)
    if (o.destination != in.self && !dest_number.count(o.destination)) {
      const int n = int(dest_number.size()) + 1;
      dest_number[o.destination] = n;
      if (n <= 9) marks[o.destination] = char('0' + n);
    }
  Legend legend;
  const std::string grid = print_text_grid(s.map, &legend, [&](Hex h) -> std::optional<char> {
    auto it = marks.find(h);
    return it == marks.end() ? std::nullopt : std::optional<char>(it->second);
  });
  std::printf("%s", grid.c_str());
  std::printf("(M monster, C character, & ally, ! enemy, %% blocker, 1-9 destinations");
  for (const LegendEntry& e : legend)
    std::printf(", %c %s%s%s", e.symbol, std::string(terrain_name(e.terrain)).c_str(), e.name.empty() ? "" : " ",
                e.name.c_str());
  std::printf(")\n\n");
  std::printf("%s: %s\n", std::string(monster_turn_kind_name(plan.kind)).c_str(), words::monster_turn_reason(plan.kind, plan.why, plan.disadvantage).c_str());
  std::printf("%zu option%s%s:\n", plan.options.size(), plan.options.size() == 1 ? "" : "s",
              plan.truncated ? " (more exist; list cut)" : "");
  for (size_t i = 0; i < plan.options.size(); ++i) {
    const MonsterTurnOption& o = plan.options[i];
    std::string line = "  " + std::to_string(i + 1) + ". ";
    if (o.path_size == 0) {
      line += "stays at " + hex_text(o.destination);
    } else {
      line += "moves";
      for (Hex h : plan.path(o)) line += " " + hex_text(h);
      line += " to " + hex_text(o.destination);
    }
    if (!o.target) line += ", no attack";
    else {
      line += ", attacks " + hex_text(*o.target);
      if (plan.disadvantage) line += " with disadvantage";
    }
    std::printf("%s\n", line.c_str());
  }
}

}  // namespace

int cmd_monster_move(int argc, char** argv) {
  const char* file = nullptr;
  bool json = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::printf("%s", kHelp);
      return 0;
    }
    if (!std::strcmp(argv[i], "--json")) json = true;
    else if (argv[i][0] == '-' && argv[i][1] != '\0') {
      std::fprintf(stderr, "bnb monster-move: unknown option '%s'\n%s", argv[i], kHelp);
      return 2;
    } else if (file) {
      std::fprintf(stderr, "bnb monster-move: one situation file at a time\n");
      return 2;
    } else {
      file = argv[i];
    }
  }
  if (!file) {
    std::fprintf(stderr, "%s", kHelp);
    return 2;
  }
  std::ifstream stream(file, std::ios::binary);
  if (!stream) {
    std::fprintf(stderr, "%s: error: cannot read the file\n", file);
    return 1;
  }
  std::ostringstream text;
  text << stream.rdbuf();
  MonsterSituation situation;
  Diagnostics diags;
  const bool ok = read_monster_situation(file, text.str(), situation, diags);
  std::fprintf(stderr, "%s", diags.str().c_str());
  if (!ok) return 1;
  const MonsterTurnPlan plan = plan_monster_turn(situation.input());
  if (json) print_json(plan);
  else print_text(situation, plan);
  return 0;
}

}  // namespace bnb::cli
