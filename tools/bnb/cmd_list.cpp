// bnb list scenarios|classes|items|monsters|mods [--json] [--mods DIR...]: what the loaded content
// offers, one line each (or a JSON array for programs).
#include <cstdio>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/base/core/scenario_number.h"
#include "engine/base/core/text.h"
#include "tools/bnb/args.h"
#include "tools/bnb/cmd_serve_json.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/lookups.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

constexpr const char* kHelp = R"(usage: bnb list scenarios|classes|items|monsters|mods [--json] [--mods DIR...] [--lang CODE]

Lists what the base game (and the extra mods) define, one line each; --json prints a JSON array.
`bnb show KIND ID` shows one of them in full.
)";

// A JSON string (nlohmann's escaping): always valid JSON, bytes that are not UTF-8 replaced.
std::string json_str(const std::string& s) {
  return web::json_text(nlohmann::json(s));
}

// One entry: fields as (name, JSON value) pairs, and its text line.
struct Entry {
  std::vector<std::pair<std::string, std::string>> fields;
  std::string line;
};

std::vector<Entry> entries(const ContentDb& db, const std::string& kind, const words::Lang& lang, bool& ok) {
  std::vector<Entry> out;
  ok = true;
  auto n = [](int v) { return std::to_string(v); };
  if (kind == "scenarios") {
    for (const ScenarioDef& s : db.scenarios)
      out.push_back({{{"number", scenario_number_text(s.number)}, {"id", json_str(s.id)}, {"name", json_str(s.name)}, {"level", n(s.level)},
                      {"mod", json_str(s.mod)}, {"goal", json_str(s.goal_text)}},
                     lang.say(words::Sentence::ListScenario,
                              {{"n", scenario_number_text(s.number)}, {"name", lang.name(s)}, {"level", n(s.level)}, {"mod", s.mod}})});
  } else if (kind == "classes") {
    for (const ClassDef& c : db.classes)
      out.push_back({{{"id", json_str(c.id)}, {"name", json_str(c.name)}, {"hp", n(c.hp[0])}, {"style", json_str(c.style)}},
                     lang.say(c.style.empty() ? words::Sentence::ListClass : words::Sentence::ListClassStyle,
                              {{"id", c.id}, {"name", lang.name(c)}, {"hp", n(c.hp[0])}, {"style", lang.style(c)}})});
  } else if (kind == "items") {
    for (size_t i = 0; i < db.items.size(); ++i) {
      const ItemDef& it = db.items[i];
      out.push_back({{{"number", n(it.number)}, {"id", json_str(it.id)}, {"name", json_str(it.name)},
                      {"slot", json_str(std::string(slot_text(it.slot)))}, {"usage", json_str(usage_text(it))},
                      {"text", json_str(it.text)}},
                     lang.say(words::Sentence::ListItem, {{"n", n(it.number)}, {"name", lang.name(it)},
                                                          {"slot", slot_text(it.slot, lang)}, {"usage", usage_text(it, lang)}})});
    }
  } else if (kind == "monsters") {
    for (const MonsterDef& m : db.monsters)
      out.push_back({{{"id", json_str(m.id)}, {"name", json_str(m.name)}, {"hp", n(m.hp)}, {"shield", n(m.shield)},
                      {"retaliate", n(m.retaliate)}, {"mod", json_str(m.mod)}},
                     lang.say(words::Sentence::ListMonster, {{"id", m.id}, {"name", lang.name(m)}, {"hp", n(m.hp)},
                                                             {"shield", m.shield}, {"retaliate", m.retaliate}})});
  } else if (kind == "mods") {
    for (const ModInfo& m : db.mods)
      out.push_back({{{"id", json_str(m.id)}, {"name", json_str(m.name)}, {"version", json_str(m.version)}, {"path", json_str(m.path)}},
                     m.id + "\t" + m.name + " " + m.version + " (" + m.path + ")"});
  } else {
    ok = false;
  }
  return out;
}

}  // namespace

int cmd_list(int argc, char** argv) {
  std::string kind;
  bool json = false;
  std::vector<std::string> mods;
  std::string lang_code;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") return std::fputs(kHelp, stdout), 0;
    if (a == "--json") json = true;
    else if (a == "--lang" && i + 1 < argc) lang_code = argv[++i];
    else if (a == "--mods")
      while (i + 1 < argc && argv[i + 1][0] != '-') mods.push_back(argv[++i]);
    else if (kind.empty() && a[0] != '-') kind = a;
    else return std::fprintf(stderr, "bnb list: unexpected '%s'\n%s", a.c_str(), kHelp), 2;
  }
  if (kind.empty()) return std::fputs(kHelp, stderr), 2;
  words::Lang lang;
  if (const int bad = parse_or_usage([&] { return lang = chosen_language("list", lang_code), true; })) return bad;
  Session s;
  if (!open_session(mods, s)) return 1;
  lang.texts = &s.texts();
  bool ok = true;
  const std::vector<Entry> list = entries(s.db(), kind, lang, ok);
  if (!ok) return std::fprintf(stderr, "bnb list: unknown kind '%s'\n%s", kind.c_str(), kHelp), 2;
  if (json) {
    std::string out = "[";
    for (size_t i = 0; i < list.size(); ++i) {
      out += i ? ",\n {" : "{";
      for (size_t f = 0; f < list[i].fields.size(); ++f)
        out += (f ? ", " : "") + json_str(list[i].fields[f].first) + ": " + list[i].fields[f].second;
      out += "}";
    }
    std::puts((out + "]").c_str());
  } else {
    for (const Entry& e : list) std::puts(printable(e.line).c_str());
  }
  return 0;
}

}  // namespace bnb::cli
