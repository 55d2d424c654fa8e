// bnb show scenario N [--svg FILE] | class ID | monster ID | item N  [--mods DIR...]: the same
// cards the game shows at its look-ups.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "engine/base/core/scenario_number.h"
#include "tools/bnb/args.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/lookups.h"
#include "tools/bnb/session.h"
#include "tools/bnb/svg.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp = R"(usage: bnb show scenario N [--svg FILE]
       bnb show class ID | monster ID | item N
options: --mods DIR...  extra mods loaded after the base game
         --lang CODE    the language (en, de, qps); default: the environment's (LANG), else English

Prints the card the game shows at its look-ups. --svg FILE also draws the scenario's map as an
SVG picture (hexes, terrain, start hex, monsters, map letters) into FILE.
(`bnb list KIND` lists what there is.)
)";

bool whole_number(const std::string& s, int& out) {
  char* end = nullptr;
  const long n = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || !end || *end != '\0') return false;
  out = int(n);
  return true;
}

}  // namespace

int cmd_show(int argc, char** argv) {
  std::vector<std::string> words, mods;
  std::string svg, lang_code;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") return std::fputs(kHelp, stdout), 0;
    if (a == "--svg") {
      if (i + 1 >= argc) return std::fputs("bnb show: --svg needs a file\n", stderr), 2;
      svg = argv[++i];
    } else if (a == "--lang") {
      if (i + 1 >= argc) return std::fputs("bnb show: --lang needs a language code\n", stderr), 2;
      lang_code = argv[++i];
    } else if (a == "--mods") {
      while (i + 1 < argc && argv[i + 1][0] != '-') mods.push_back(argv[++i]);
    } else if (!a.empty() && a[0] == '-') {
      return std::fprintf(stderr, "bnb show: unknown option '%s'\n%s", a.c_str(), kHelp), 2;
    } else {
      words.push_back(a);
    }
  }
  if (words.size() != 2) return std::fputs(kHelp, stderr), 2;
  const std::string& kind = words[0];
  const std::string& id = words[1];
  if (!svg.empty() && kind != "scenario") return std::fputs("bnb show: --svg draws a scenario's map\n", stderr), 2;
  words::Lang lang;
  if (const int bad = parse_or_usage([&] { return lang = chosen_language("show", lang_code), true; })) return bad;
  Session s;
  if (!open_session(mods, s)) return 1;
  lang.texts = &s.texts();
  const ContentDb& db = s.db();
  int n = 0;
  if (kind == "scenario") {
    const std::optional<int> number = parse_scenario_number(id);
    if (!number)
      return std::fprintf(stderr, "bnb show: a scenario is named by its number (3, 12.5), not '%s'\n", id.c_str()), 2;
    const int idx = db.scenario_index(*number);
    if (idx < 0) return std::fprintf(stderr, "bnb show: no scenario %s in the loaded content (bnb list scenarios)\n", id.c_str()), 1;
    const ScenarioDef& sc = db.scenarios[size_t(idx)];
    const MapView v = map_view(db, idx, lang);
    std::printf("%s\n%s\n%s%s", scenario_card(db, idx, lang).c_str(), reflow(lang.intro(sc), story_width(terminal_size())).c_str(), draw_map(db, v, colour_wanted(), lang).c_str(),
                map_legend(db, v, lang).c_str());
    if (!svg.empty()) {
      std::ofstream out(svg);
      out << map_svg(db, v, lang.say(words::Sentence::MapTitle, {{"n", scenario_number_text(sc.number)}, {"name", lang.name(sc)}}));
      if (!out) return std::fprintf(stderr, "bnb show: cannot write %s\n", svg.c_str()), 1;
      std::puts(lang.say(words::Sentence::MapDrawnInto, {{"file", svg}}).c_str());
    }
    return 0;
  }
  if (kind == "class") {
    const int idx = db.class_index(id);
    if (idx < 0) return std::fprintf(stderr, "bnb show: no class '%s' (bnb list classes)\n", id.c_str()), 1;
    std::fputs(class_card(db, idx, lang).c_str(), stdout);
    return 0;
  }
  if (kind == "monster") {
    const int idx = db.monster_index(id);
    if (idx < 0) return std::fprintf(stderr, "bnb show: no monster '%s' (bnb list monsters)\n", id.c_str()), 1;
    std::fputs(monster_card(db, idx, nullptr, lang).c_str(), stdout);
    return 0;
  }
  if (kind == "item") {
    if (!whole_number(id, n)) return std::fprintf(stderr, "bnb show: an item is named by its number, not '%s'\n", id.c_str()), 2;
    const int idx = db.item_index(n);
    if (idx < 0) return std::fprintf(stderr, "bnb show: no item #%d (bnb list items)\n", n), 1;
    std::fputs(item_text(db, idx, lang).c_str(), stdout);
    return 0;
  }
  std::fprintf(stderr, "bnb show: unknown kind '%s'\n%s", kind.c_str(), kHelp);
  return 2;
}

}  // namespace bnb::cli
