// `bnb list`, `bnb show` (text and --svg), `bnb replay --show` and `bnb --version`, run as the
// real program on the base content and on a mod.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/base/core/save_file.h"
#include "tests/support/run_bnb.h"
#include "tests/support/fixtures.h"
#include "tests/support/temp_dir.h"

using bnb::test::read_file;

namespace {

namespace fs = std::filesystem;
using bnb::test::run_bnb;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::string kMod = std::string(BNB_SOURCE_DIR) + "/tests/cli/data/outcome";

using bnb::test::TempDir;

// A small XML well-formedness check: every tag closes in order, attributes are quoted, one root
// element, only the five predefined entities. Returns "" or the problem.
std::string xml_problem(const std::string& x, std::string& root, int& elements) {
  std::vector<std::string> open;
  elements = 0;
  size_t i = 0;
  bool seen_root = false;
  while (i < x.size()) {
    if (x[i] == '&') {
      const size_t semi = x.find(';', i);
      if (semi == std::string::npos) return "unterminated entity";
      const std::string ent = x.substr(i, semi - i + 1);
      if (ent != "&amp;" && ent != "&lt;" && ent != "&gt;" && ent != "&quot;" && ent != "&apos;") return "unknown entity " + ent;
      i = semi + 1;
      continue;
    }
    if (x[i] != '<') {
      if (open.empty() && !std::isspace(static_cast<unsigned char>(x[i]))) return "text outside the root element";
      ++i;
      continue;
    }
    const size_t end = x.find('>', i);
    if (end == std::string::npos) return "unterminated tag";
    std::string tag = x.substr(i + 1, end - i - 1);
    i = end + 1;
    if (tag.rfind("?xml", 0) == 0) continue;
    if (tag.empty()) return "empty tag";
    if (tag[0] == '/') {
      if (open.empty() || open.back() != tag.substr(1)) return "closing </" + tag.substr(1) + "> does not match";
      open.pop_back();
      continue;
    }
    const bool self = tag.back() == '/';
    if (self) tag.pop_back();
    const std::string name = tag.substr(0, tag.find_first_of(" \n\t"));
    // Attributes: name="value" pairs.
    size_t p = name.size();
    while (p < tag.size()) {
      while (p < tag.size() && std::isspace(static_cast<unsigned char>(tag[p]))) ++p;
      if (p >= tag.size()) break;
      const size_t eq = tag.find('=', p);
      if (eq == std::string::npos || eq + 1 >= tag.size() || tag[eq + 1] != '"') return "unquoted attribute in <" + name + ">";
      const size_t close = tag.find('"', eq + 2);
      if (close == std::string::npos) return "unterminated attribute in <" + name + ">";
      if (tag.substr(eq + 2, close - eq - 2).find('<') != std::string::npos) return "< in an attribute";
      p = close + 1;
    }
    if (open.empty()) {
      if (seen_root) return "a second root element";
      seen_root = true, root = name;
    }
    ++elements;
    if (!self) open.push_back(name);
  }
  if (!open.empty()) return "<" + open.back() + "> is not closed";
  return seen_root ? "" : "no root element";
}

size_t count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("[cli] bnb --version prints the version", "[cli][discovery]") {
  const auto r = run_bnb("--version");
  CHECK(r.status == 0);
  CHECK(r.out.rfind("bnb ", 0) == 0);
  CHECK(has(r.out, "."));
}

TEST_CASE("[cli] bnb list: scenarios, classes, items, monsters and mods, as text and JSON", "[cli][discovery]") {
  auto r = run_bnb("list scenarios");
  CHECK(r.status == 0);
  CHECK(has(r.out, "1\tA Rude Welcome (level 1, base)"));
  CHECK_FALSE(has(r.out, "Sure Win"));
  r = run_bnb("list scenarios --mods " + kMod);
  CHECK(has(r.out, "902\tSure Win (level 1, test-outcome)"));
  r = run_bnb("list scenarios --json --mods " + kMod);
  CHECK(r.status == 0);
  CHECK(r.out.rfind("[{\"number\": 1, ", 0) == 0);
  CHECK(has(r.out, "{\"number\": 902, \"id\": \"test-sure-win\", \"name\": \"Sure Win\""));
  CHECK(has(r.out, "}]\n"));
  r = run_bnb("list classes");
  CHECK(has(r.out, "bruiser\tBruiser ("));
  r = run_bnb("list items");
  CHECK(has(r.out, "1\tRosethorn Knife - one hand, reusable (no use spends it; you choose when to use it)"));
  r = run_bnb("list items --json");
  CHECK(has(r.out, "\"slot\": \"one hand\""));
  r = run_bnb("list monsters --mods " + kMod);
  CHECK(has(r.out, "bandit-guard\tBandit Guard (8 HP, shield 1)"));
  CHECK(has(r.out, "test-iron-colossus\tIron Colossus (99 HP, shield 20)"));
  r = run_bnb("list mods --mods " + kMod);
  CHECK(has(r.out, "base\t"));
  CHECK(has(r.out, "test-outcome\tTest - sure win, sure loss 1.0.0"));
  r = run_bnb("list everything");
  CHECK(r.status == 2);
  CHECK(has(r.out, "bnb list: unknown kind 'everything'"));
}

TEST_CASE("[cli] bnb show: scenario, class, monster and item cards", "[cli][discovery]") {
  auto r = run_bnb("show scenario 1");
  CHECK(r.status == 0);
  CHECK(has(r.out, "Scenario 1: A Rude Welcome (level 1"));
  CHECK(has(r.out, "Goal: Kill all enemies."));
  CHECK(has(r.out, "Monsters: 2 Bandit Guard"));
  CHECK(has(r.out, "G1"));
  CHECK(has(r.out, "G2"));
  CHECK(has(r.out, "Gn Bandit Guard"));
  r = run_bnb("show scenario 902 --mods " + kMod);
  CHECK(r.status == 0);
  CHECK(has(r.out, "Scenario 902: Sure Win"));
  CHECK(has(r.out, "g obstacle (letter G)"));
  CHECK(has(r.out, "Dn Straw Dummy"));
  r = run_bnb("show class bruiser");
  CHECK(has(r.out, "Bruiser (bruiser)"));
  CHECK(has(r.out, "Shoulder Charge (level 1)"));
  CHECK(has(r.out, "side B (initiative 21)"));
  r = run_bnb("show monster bandit-guard");
  CHECK(has(r.out, "Bandit Guard (bandit-guard): 8 hit points, shield 1"));
  CHECK(has(r.out, "(die - -) initiative 30"));
  r = run_bnb("show monster test-iron-colossus --mods " + kMod);
  CHECK(has(r.out, "Iron Colossus (test-iron-colossus): 99 hit points, shield 20"));
  r = run_bnb("show item 7");
  CHECK(has(r.out, "Spring Hammer (#7) - two hands, spent"));
  CHECK(has(r.out, "use: during your attack, melee attacks only"));
  r = run_bnb("show item 1");
  CHECK(has(r.out, "shares its card with Venomous Fang (#2): only one of them may be equipped"));
  r = run_bnb("show scenario abc");
  CHECK(r.status == 2);
  CHECK(has(r.out, "a scenario is named by its number (3, 12.5), not 'abc'"));
  r = run_bnb("show scenario 999");
  CHECK(r.status == 1);
  CHECK(has(r.out, "no scenario 999 in the loaded content"));
}

TEST_CASE("[cli] bnb show scenario --svg draws a well-formed SVG map", "[cli][discovery][svg]") {
  TempDir dir;
  for (const std::string& args : {std::string("show scenario 2"), "show scenario 902 --mods " + kMod}) {
    const fs::path file = dir.path / "map.svg";
    const auto r = run_bnb(args + " --svg " + file.string());
    INFO(args << "\n" << r.out);
    REQUIRE(r.status == 0);
    CHECK(has(r.out, "Map drawn into " + file.string()));
    const std::string svg = read_file(file);
    std::string root;
    int elements = 0;
    CHECK(xml_problem(svg, root, elements) == "");
    CHECK(root == "svg");
    CHECK(elements > 20);
    CHECK(has(svg, "xmlns=\"http://www.w3.org/2000/svg\""));
    // One hexagon per map hex: as many as the text map shows hexes.
    CHECK(count(svg, "<polygon ") >= 15);
    CHECK(count(svg, "<polygon ") == count(svg, "<title>"));
    if (has(args, "902")) {
      CHECK(has(svg, ">D1</text>"));
      CHECK(has(svg, ">g</text>"));
      CHECK(has(svg, ">t</text>"));
      CHECK(has(svg, "Scenario 902: Sure Win"));
    } else {
      CHECK(has(svg, ">B1</text>"));  // the Bandit Guard: G is the map's hazard g
      CHECK(has(svg, ">@</text>"));
    }
  }
  CHECK(run_bnb("show class bruiser --svg x.svg").status == 2);
}

TEST_CASE("[cli] bnb replay --show prints the game turn by turn", "[cli][discovery][replay]") {
  TempDir dir;
  for (const std::string& args : {std::string("--scenario 1 --class bruiser --all-items"), "--scenario 902 --class bruiser --all-items --mods " + kMod}) {
    const fs::path file = dir.path / "game.replay";
    auto r = run_bnb("play " + args + " --auto --quiet --replay-out " + file.string());
    INFO(args << "\n" << r.out);
    REQUIRE((r.status == 0 || r.status == 3));
    r = run_bnb("replay " + file.string() + " --show");
    INFO(r.out);
    CHECK(r.status == 0);
    CHECK(has(r.out, "=== Scenario "));
    CHECK(has(r.out, "? Equip items"));
    CHECK(has(r.out, "  -> 33) equip Playing Card Shield (#32) - two hands"));  // the answer given, as listed
    CHECK(has(r.out, "-- Round 1 --"));
    CHECK(has(r.out, "  q "));  // the map of each round
    CHECK(has(r.out, " attack "));  // the character's attacks, with modifier and damage
    CHECK(has(r.out, " damage"));
    CHECK(has(r.out, "(matches)"));
    // Without --show: only the check.
    r = run_bnb("replay " + file.string());
    CHECK_FALSE(has(r.out, "-- Round 1 --"));
  }
}

TEST_CASE("[cli] Folded windows: a version-1 or version-2 replay file is refused with a message saying why, never misread",
          "[cli][replay][fold]") {
  TempDir dir;
  // The answers of a version-1 file: a turn's "keep" (no dismissal) and "done" (no item) were
  // questions of their own then.
  bnb::SaveRecord rec;
  rec.kind = "replay";
  rec.version = 1;
  rec.lines = {{"scenario", "1"}, {"class", "bruiser"}, {"level", "1"}, {"seed", "1"}, {"difficulty", "normal"},
               {"scenario_items", ""}, {"step", "0000000000000001 keep"}, {"step", "0000000000000002 done"},
               {"final_hash", "0000000000000003"}};
  const fs::path file = dir.path / "old.replay";
  REQUIRE(bnb::write_save_atomically(file.string(), rec).empty());
  const auto r = run_bnb("replay " + file.string());
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(has(r.out, "replay version 1 was recorded by an older version of bnb"));
  CHECK(has(r.out, "not replayed"));
  CHECK_FALSE(has(r.out, "diverges"));  // refused before any answer is tried
  // Version 2 asked for each free "may" ability of a card ("perform" / "skip"): refused too.
  rec.version = 2;
  rec.lines[6] = {"step", "0000000000000001 cards 0 1"}, rec.lines[7] = {"step", "0000000000000002 perform"};
  const fs::path two = dir.path / "two.replay";
  REQUIRE(bnb::write_save_atomically(two.string(), rec).empty());
  const auto r2 = run_bnb("replay " + two.string());
  INFO(r2.out);
  CHECK(r2.status == 1);
  CHECK(has(r2.out, "replay version 2 was recorded by an older version of bnb"));
  CHECK(has(r2.out, "ability a card's action may skip"));
  CHECK_FALSE(has(r2.out, "diverges"));
  // A file of this version is read and replayed.
  const fs::path now = dir.path / "now.replay";
  REQUIRE(run_bnb("play --scenario 1 --class bruiser --auto --quiet --replay-out " + now.string()).status != 1);
  CHECK(run_bnb("replay " + now.string()).status == 0);
}

TEST_CASE("[cli] bnb show: a map wider than 80 columns is drawn in bands that fit", "[cli][discovery][board]") {
  const auto r = run_bnb("show scenario 904 --mods " + kMod);
  REQUIRE(r.status == 0);
  CHECK(has(r.out, "(map, part 1 of 2, left to right)"));
  CHECK(has(r.out, "(map, part 2 of 2, left to right)"));
  std::istringstream in(r.out);
  std::string line;
  bool in_map = false;
  int cells = 0;
  while (std::getline(in, line)) {
    if (line.rfind("(map, part", 0) == 0) in_map = true;
    if (line.rfind("  @ you", 0) == 0) in_map = false;
    if (!in_map) continue;
    INFO(line);
    CHECK(line.size() <= 80);
    if (line.rfind("  q", 0) != 0 && line.rfind("(map", 0) != 0) {
      std::istringstream words(line.substr(4));
      std::string w;
      while (words >> w) ++cells;
    }
  }
  CHECK(cells >= 60);  // all 60 hexes, those of the overlap twice
  CHECK(has(r.out, "D1"));
}

TEST_CASE("[cli] bnb show scenario: a monster's mark never shares its letter with the map's letters and symbols",
          "[cli][discovery]") {
  for (int n = 1; n <= 20; ++n) {
    const auto r = run_bnb("show scenario " + std::to_string(n));
    INFO("show scenario " << n << "\n" << r.out);
    REQUIRE(r.status == 0);
    // The map rows ("  3   ~   .   g   .   B1"): single letters are map letters or terrain symbols,
    // a letter with a number is a monster.
    std::string ground, marks;
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
      if (line.size() < 4 || !std::isdigit(static_cast<unsigned char>(line[2]))) continue;
      std::istringstream cells(line.substr(3));
      for (std::string cell; cells >> cell;) {
        if (cell.size() == 1 && std::isalpha(static_cast<unsigned char>(cell[0]))) ground += char(std::tolower(cell[0]));
        if (cell.size() >= 2 && std::isalpha(static_cast<unsigned char>(cell[0])) && std::isdigit(static_cast<unsigned char>(cell[1])))
          marks += char(std::tolower(cell[0]));
      }
    }
    for (char m : marks) {
      INFO("monster mark " << m);
      CHECK(ground.find(m) == std::string::npos);
    }
  }
}
