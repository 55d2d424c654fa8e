// `bnb play` through its real terminal interface: the bnb program runs as a child process, reads
// scripted answers from a pipe on stdin, and its screens are read back from stdout.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/play/campaign/campaign.h"
#include "engine/base/core/save_file.h"
#include "engine/play/game/replay.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/temp_dir.h"

using bnb::test::read_file;

namespace {

namespace fs = std::filesystem;

// A temporary folder: the child's working directory and HOME.
using bnb::test::TempDir;

// One run of `bnb play ARGS...`, driven prompt by prompt.
class Bnb {
 public:
  // `env`: variables set for the child ("COLUMNS=80"); COLUMNS and LINES are unset otherwise.
  Bnb(const fs::path& dir, std::vector<std::string> args, std::vector<std::string> env = {}) {
    signal(SIGPIPE, SIG_IGN);
    int in[2], out[2];
    REQUIRE(pipe(in) == 0);
    REQUIRE(pipe(out) == 0);
    pid_ = fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      dup2(out[1], 2);
      close(in[0]), close(in[1]), close(out[0]), close(out[1]);
      if (chdir(dir.c_str()) != 0) _exit(126);
      setenv("HOME", dir.c_str(), 1);
      unsetenv("COLUMNS"), unsetenv("LINES");
      for (std::string& e : env) putenv(e.data());
      std::vector<char*> argv;
      std::string bin = BNB_BINARY, play = "play";
      argv.push_back(bin.data());
      argv.push_back(play.data());
      for (std::string& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(bin.c_str(), argv.data());
      _exit(127);
    }
    close(in[0]), close(out[1]);
    to_ = in[1], from_ = out[0];
  }
  ~Bnb() {
    close_input();
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && status_ < 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  // Everything the program prints until it waits at a prompt ("> ") or ends. `at_prompt` tells which.
  std::string screen() {
    std::string text;
    at_prompt = false;
    char buf[4096];
    for (;;) {
      pollfd p{from_, POLLIN, 0};
      const int r = poll(&p, 1, 10000);
      REQUIRE(r > 0);  // no output for 10 s: the program hangs
      const ssize_t n = read(from_, buf, sizeof buf);
      if (n <= 0) return text;  // end of output
      text.append(buf, size_t(n));
      all += std::string(buf, size_t(n));
      if (text == "> " || text.ends_with("\n> ")) {
        at_prompt = true;
        return text;
      }
    }
  }
  void send(const std::string& line) {
    all += line + "\n";
    const std::string s = line + "\n";
    REQUIRE(write(to_, s.data(), s.size()) == ssize_t(s.size()));
  }
  void close_input() {
    if (to_ >= 0) close(to_), to_ = -1;
  }
  // Closes stdin, reads the rest of the output, returns the exit code (-1: killed by a signal).
  int finish(std::string* rest = nullptr) {
    close_input();
    std::string tail;
    for (;;) {
      std::string s = screen();
      tail += s;
      if (!at_prompt) break;
    }
    if (rest) *rest = tail;
    int st = 0;
    REQUIRE(waitpid(pid_, &st, 0) == pid_);
    status_ = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    return status_;
  }

  bool at_prompt = false;
  std::string all;  // the whole conversation (for failure messages)

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1, status_ = -1;
};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The board and the question of a decision screen: from its "== Scenario" header to the prompt,
// without the recent events (a resumed game does not tell its past again).
std::string last_board(const std::string& screen) {
  const size_t at = screen.rfind("\n== Scenario");
  if (at == std::string::npos) return "";
  std::string board = screen.substr(at + 1);
  const size_t ev = board.find("Last events:\n");
  if (ev != std::string::npos) board.erase(ev, board.find("\n\n", ev) + 1 - ev);
  return board;
}

// The map rows of a board: the lines after the header up to the first legend line ("  @ you").
std::vector<std::string> map_rows(const std::string& board) {
  std::vector<std::string> rows;
  std::istringstream in(board);
  std::string line;
  std::getline(in, line);  // "== Scenario ..."
  while (std::getline(in, line) && line.rfind("  @ you", 0) != 0)
    if (line.rfind("  q", 0) != 0) rows.push_back(line);
  return rows;
}

// The whitespace-separated words of the map's hexes (the row numbers left out).
std::vector<std::string> map_cells(const std::string& board) {
  std::vector<std::string> cells;
  for (const std::string& row : map_rows(board)) {
    std::istringstream in(row.size() > 4 ? row.substr(4) : "");
    std::string w;
    while (in >> w) cells.push_back(w);
  }
  return cells;
}

bool has_cell(const std::string& board, const std::string& cell) {
  const std::vector<std::string> cells = map_cells(board);
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

const std::string kOutcomeMod = std::string(BNB_SOURCE_DIR) + "/tests/cli/data/outcome";
const std::string kTieMod = std::string(BNB_SOURCE_DIR) + "/tests/cli/data/tie";

// The scripted player: the first option everywhere, and "no" when asked to go on after a scenario.
std::string answer_for(const std::string& screen) { return has(screen, "Continue the campaign?") ? "2" : "1"; }

// Answers prompts until the program asks to continue the campaign (the scenario is over) or
// `limit` answers were given. Returns the number of answers given.
int play(Bnb& bnb, std::string& screen, int limit) {
  int n = 0;
  while (bnb.at_prompt && n < limit && !has(screen, "Continue the campaign?")) {
    bnb.send(answer_for(screen));
    ++n;
    screen = bnb.screen();
  }
  return n;
}

// The "Scenario N won/lost after R rounds (state H)" line.
std::string result_line(const std::string& text) {
  const size_t at = text.find("\nScenario 1 ");
  if (at == std::string::npos) return "";
  return text.substr(at + 1, text.find('\n', at + 1) - at - 1);
}

}  // namespace

TEST_CASE("[cli] bnb play: scripted rounds, end of input saves, the next run resumes and finishes", "[cli][play]") {
  TempDir dir;
  const fs::path save = dir.path / "bnb-campaign.sav";

  // First run: choose the class, then a few rounds of answers, then end of input.
  std::string stopped_at;
  {
    Bnb bnb(dir.path, {});
    std::string s = bnb.screen();
    INFO(bnb.all);
    REQUIRE(bnb.at_prompt);
    REQUIRE(has(s, "Choose your class:"));
    bnb.send("bruiser");
    s = bnb.screen();
    REQUIRE(has(s, "=== Scenario 1: A Rude Welcome"));
    REQUIRE(has(s, "Round 1: choose two cards"));
    int answers = 0;
    while (bnb.at_prompt && !has(s, "round 4 ==")) answers += play(bnb, s, 1);
    REQUIRE(bnb.at_prompt);
    CHECK(answers > 8);
    const std::string before = last_board(s);
    REQUIRE_FALSE(before.empty());
    std::string rest;
    CHECK(bnb.finish(&rest) == 4);  // quit
    CHECK(has(rest, "End of input: saved. Run `bnb play` to continue."));
    REQUIRE(fs::exists(save));
    const std::string sav = read_file(save);
    CHECK(has(sav, "class bruiser"));
    CHECK(has(sav, "scenario 1"));
    stopped_at = before;
  }

  // Second run: continues at the very screen where the first stopped, then plays to the end.
  std::string resumed_result;
  {
    Bnb bnb(dir.path, {});
    std::string s = bnb.screen();
    INFO(bnb.all);
    REQUIRE(bnb.at_prompt);
    CHECK(has(s, "Continuing the campaign in bnb-campaign.sav (Bruiser, 0 scenarios completed)."));
    CHECK(has(s, "(resumed)"));
    CHECK(last_board(s) == stopped_at);
    play(bnb, s, 2000);
    REQUIRE(has(s, "Continue the campaign?"));
    CHECK((has(s, "Scenario 1 won after") || has(s, "Scenario 1 lost after")));
    if (has(s, "Scenario 1 won after")) CHECK(has(s, "the Collector"));  // the conclusion is shown
    else CHECK(has(s, "*** Scenario lost"));
    resumed_result = result_line(s);
    bnb.send("2");  // stop here: the exit code tells the last scenario's result
    CHECK(bnb.finish() == (has(resumed_result, " won ") ? 0 : 3));
    const std::string sav = read_file(save);
    CHECK_FALSE(has(sav, "\nscenario "));  // no scenario in progress any more
    if (has(resumed_result, " won ")) CHECK(has(sav, "completed 1"));
    else CHECK(has(sav, "open 1"));
  }
  REQUIRE_FALSE(resumed_result.empty());

  // The same answers without the interruption reach the same end (same rounds, same state hash).
  {
    TempDir other;
    Bnb bnb(other.path, {"--class", "bruiser"});
    std::string s = bnb.screen();
    INFO(bnb.all);
    play(bnb, s, 2000);
    CHECK(result_line(s) == resumed_result);
    bnb.send("2");
    CHECK(bnb.finish() == (has(resumed_result, " won ") ? 0 : 3));
  }
}

TEST_CASE("[cli] bnb play: a bad answer gets a short message and the same prompt again", "[cli][play]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "spellweaver", "--all-items"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  REQUIRE(bnb.at_prompt);
  REQUIRE(has(s, "Equip items"));
  bnb.send("frobnicate");
  s = bnb.screen();
  CHECK(s == "'frobnicate' is not one of the options: enter a number from 1 to 43 (? for look-ups, q to quit).\n> ");
  bnb.send("99");
  s = bnb.screen();
  CHECK(s == "'99' is not one of the options: enter a number from 1 to 43 (? for look-ups, q to quit).\n> ");
  bnb.send("");
  s = bnb.screen();
  CHECK(s == "Please enter the number of an option (? for look-ups, q to quit).\n> ");
  bnb.send("1");  // start the scenario: the card choice of round 1
  s = bnb.screen();
  CHECK(has(s, "Round 1: choose two cards"));
  bnb.send("q");
  std::string rest;
  CHECK(bnb.finish(&rest) == 4);
  // A single scenario is not saved, and `q` says so.
  CHECK(has(rest, "Quit. A single scenario (--scenario) is not saved"));
  CHECK_FALSE(fs::exists(dir.path / "bnb-campaign.sav"));
}

TEST_CASE("[cli] bnb play: a scenario the class may not play is refused with a clear message", "[cli][play]") {
  TempDir dir;
  {
    Bnb bnb(dir.path, {"--scenario", "3", "--class", "bruiser"});
    std::string rest;
    const int code = bnb.finish(&rest);
    CHECK(code == 1);
    CHECK(has(rest, "bnb play: scenario 3 (In the Walls) cannot be played by the Bruiser"));
  }
  {
    Bnb bnb(dir.path, {"--scenario", "4", "--class", "spellweaver"});
    std::string rest;
    CHECK(bnb.finish(&rest) == 1);
    CHECK(has(rest, "cannot be played by the Spellweaver"));
  }
}

TEST_CASE("[cli] bnb play: monster types tied at an initiative are the player's choice", "[cli][play]") {
  TempDir dir;
  // Bandit Guard and Stuffed Construct both roll initiative 70 in round 1 with seed 4.
  Bnb bnb(dir.path, {"--scenario", "901", "--class", "bruiser", "--seed", "4", "--all-items", "--mods", kTieMod});
  std::string s = bnb.screen();
  INFO(bnb.all);
  REQUIRE(has(s, "Equip items"));
  bnb.send("1");
  s = bnb.screen();
  REQUIRE(has(s, "Round 1: choose two cards"));
  bnb.send("1");
  s = bnb.screen();
  CHECK(has(s, "Monster types tie at initiative 70: which acts first?\n  1) Bandit Guard acts first\n"
               "  2) Stuffed Construct acts first\n> "));
  bnb.send("2");
  s = bnb.screen();
  CHECK(bnb.at_prompt);
  CHECK_FALSE(has(s, "which acts first?"));  // answered once for the round
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

namespace {

// Answers "1" until the screen shows `what` (at most `limit` answers); returns that screen.
std::string answer_until(Bnb& bnb, std::string s, const std::string& what, int limit) {
  for (int i = 0; i < limit && bnb.at_prompt && !has(s, what); ++i) {
    bnb.send("1");
    s = bnb.screen();
  }
  return s;
}

// The map labels "[N]" that the option lines of a question name.
std::vector<std::string> option_labels(const std::string& screen) {
  std::vector<std::string> labels;
  std::istringstream in(screen);
  std::string line;
  while (std::getline(in, line)) {
    if (line.size() < 4 || line.substr(0, 2) != "  " || !std::isdigit(static_cast<unsigned char>(line[2]))) continue;
    const size_t open = line.find(" [");
    if (open == std::string::npos) continue;
    const size_t close = line.find(']', open);
    labels.push_back(line.substr(open + 2, close - open - 2));
  }
  return labels;
}

}  // namespace

TEST_CASE("[cli] bnb play: options that name hexes are drawn on the map with their numbers", "[cli][play][board]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "bruiser"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  s = answer_until(bnb, s, "where to?", 10);
  REQUIRE(has(s, "Move 2: where to?"));
  const std::string board = last_board(s);
  const std::vector<std::string> labels = option_labels(board);
  REQUIRE(labels.size() >= 5);
  for (const std::string& l : labels) {
    INFO("option label " << l);
    CHECK(has_cell(board, l));
    CHECK(has(board, "  " + l + ") move to [" + l + "]"));  // the label is the option's own number
  }
  CHECK(has(board, "numbers on the map: the options below that name those hexes"));
  // Coordinates on the border: rows at the left, q along the top.
  CHECK(has(board, "\n  q 0   1   2"));
  // The monster's ambiguous move next: its destinations are labelled the same way.
  bnb.send("1");
  s = bnb.screen();
  REQUIRE(has(s, "'s move is ambiguous: you decide."));
  CHECK(has(s, "  Bandit Guard G1 moves 2 hexes to 3,2\n"));  // what just happened stays on screen
  const std::vector<std::string> dests = option_labels(last_board(s));
  REQUIRE_FALSE(dests.empty());
  for (const std::string& l : dests) CHECK(has_cell(last_board(s), l));
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

TEST_CASE("[cli] bnb play: monsters are drawn with a symbol per type and a legend", "[cli][play][board]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "901", "--class", "bruiser", "--seed", "4", "--mods", kTieMod});
  std::string s = bnb.screen();
  INFO(bnb.all);
  const std::string board = last_board(s);
  CHECK(has_cell(board, "G1"));  // Bandit Guard
  CHECK(has_cell(board, "C1"));  // Stuffed Construct
  CHECK(has(board, "Gn Bandit Guard"));
  CHECK(has(board, "Cn Stuffed Construct"));
  CHECK(has(board, "G Bandit Guard (shield 1): G1 HP"));
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

TEST_CASE("[cli] bnb play: the map keeps the mod's own legend symbols", "[cli][play][board]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "902", "--class", "bruiser", "--mods", kOutcomeMod});
  std::string s = bnb.screen();
  INFO(bnb.all);
  const std::string board = last_board(s);
  CHECK(has_cell(board, "t"));
  CHECK(has_cell(board, "g"));
  CHECK(has(board, "g obstacle (letter G)"));
  CHECK(has(board, "t difficult"));
  CHECK(has_cell(board, "D1"));  // Straw Dummy
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

TEST_CASE("[cli] bnb play: a look-up at a prompt shows the card and does not answer", "[cli][play][lookup]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "bruiser", "--all-items"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  bnb.send("1");  // start: the card choice
  s = bnb.screen();
  REQUIRE(has(s, "Round 1: choose two cards"));
  const std::vector<std::pair<std::string, std::string>> lookups = {
      {"m G", "Bandit Guard (bandit-guard): 8 hit points, shield 1"},
      {"m", "(die - -) initiative 30"},
      {"t", "Monster modifier table (normal), cube on row 1:"},
      {"e", "consumed now"},
      {"o", "The initiative order is set once the cards of the round are chosen."},
      {"s", "Goal: Kill all enemies."},
      {"c Shoulder Charge", "side B (initiative 21)"},
      {"i 1", "Rosethorn Knife (#1) - one hand, reusable"},
      {"?", "Look-ups (they answer nothing; the question stays open):"},
  };
  for (const auto& [ask, answer] : lookups) {
    bnb.send(ask);
    s = bnb.screen();
    INFO(ask);
    CHECK(has(s, answer));
    CHECK(bnb.at_prompt);
    CHECK_FALSE(has(s, "Choose your first action"));  // the question is still open
  }
  bnb.send("b");  // the board again, with the same question
  s = bnb.screen();
  CHECK(has(s, "Round 1: choose two cards"));
  bnb.send("1");
  s = bnb.screen();
  CHECK(has(s, "Choose your first action"));
  bnb.send("t");  // now the monsters' action is rolled: the monster card marks it
  s = bnb.screen();
  CHECK(has(s, "<- cube"));
  bnb.send("m");
  s = bnb.screen();
  CHECK(has(s, "<- rolled this round"));
  bnb.send("o");
  s = bnb.screen();
  CHECK(has(s, "Round 1 initiative order:"));
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

TEST_CASE("[cli] bnb play: the item screen gives slot, usage, text and why an item is not allowed", "[cli][play][items]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "bruiser", "--all-items"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  REQUIRE(has(s, "Equip items"));
  CHECK(has(s, "  2) equip Rosethorn Knife (#1) - one hand, reusable (no use spends it; you choose when to use it)\n"
               "        during your attack: When you attack, you may spend Ice or Earth"));
  CHECK(has(s, "equip Spring Hammer (#7) - two hands, spent (a long rest recovers it)"));
  bnb.send("2");  // Rosethorn Knife: its pair (Venomous Fang) is no longer allowed
  s = bnb.screen();
  CHECK(has(s, "Equipped:\n  * Rosethorn Knife (#1) - one hand"));
  CHECK(has(s, "Not allowed now:\n"));
  CHECK(has(s, "  - Venomous Fang (#2, one hand): its pair Rosethorn Knife is equipped"));
  CHECK(has(s, "  - Spring Hammer (#7, two hands): needs two free hands"));
  CHECK_FALSE(has(s, ") equip Venomous Fang"));
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

TEST_CASE("[cli] bnb play: the exit code tells won, lost and quit", "[cli][play][exit]") {
  TempDir dir;
  {
    Bnb bnb(dir.path, {"--scenario", "902", "--class", "bruiser", "--auto", "--quiet", "--mods", kOutcomeMod});
    std::string rest;
    CHECK(bnb.finish(&rest) == 0);
    CHECK(has(rest, "Scenario 902 won"));
  }
  {
    Bnb bnb(dir.path, {"--scenario", "903", "--class", "bruiser", "--auto", "--quiet", "--mods", kOutcomeMod});
    std::string rest;
    CHECK(bnb.finish(&rest) == 3);
    CHECK(has(rest, "Scenario 903 lost"));
  }
  {
    Bnb bnb(dir.path, {"--scenario", "903", "--class", "bruiser", "--mods", kOutcomeMod});
    std::string s = bnb.screen();
    bnb.send("q");
    CHECK(bnb.finish() == 4);
  }
  {
    Bnb bnb(dir.path, {"--scenario", "abc"});
    std::string rest;
    CHECK(bnb.finish(&rest) == 2);
    CHECK(has(rest, "bnb play: --scenario needs a scenario number such as 3 or 12.5 (1 to 9999), not 'abc'"));
  }
  {
    Bnb bnb(dir.path, {"--help"});
    std::string rest;
    CHECK(bnb.finish(&rest) == 0);
    CHECK(has(rest, "exit codes:\n  0  won"));
  }
}

TEST_CASE("[cli] bnb play: options that do not apply to a continued campaign are refused", "[cli][play][campaign]") {
  TempDir dir;
  const fs::path save = dir.path / "bnb-campaign.sav";
  {
    Bnb bnb(dir.path, {});
    std::string s = bnb.screen();
    bnb.send("bruiser");
    s = bnb.screen();
    bnb.send("q");
    CHECK(bnb.finish() == 4);
  }
  REQUIRE(fs::exists(save));
  const std::string before = read_file(save);
  const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
      {{"--seed", "5"}, "  --seed: the campaign's scenarios take their seeds from the campaign"},
      {{"--class", "spellweaver"}, "  --class spellweaver: the campaign's class is bruiser"},
      {{"--level", "2"}, "bnb play: --level applies to one scenario (--scenario N)"},
  };
  for (const auto& [args, message] : refused) {
    Bnb bnb(dir.path, args);
    std::string rest;
    INFO(args[0]);
    CHECK(bnb.finish(&rest) == 2);
    CHECK(has(rest, message));
  }
  CHECK(read_file(save) == before);
  // The built-in player keeps to its own save.
  {
    Bnb bnb(dir.path, {"--auto", "--scenarios", "1", "--quiet"});
    std::string rest;
    const int code = bnb.finish(&rest);
    CHECK((code == 0 || code == 3));
    CHECK(fs::exists(dir.path / "bnb-auto.sav"));
  }
  CHECK(read_file(save) == before);
}

TEST_CASE("[cli] bnb play: a question after no change on the board gets a short prompt", "[cli][play][board]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "bruiser", "--all-items"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  bnb.send("1");  // start
  s = bnb.screen();
  bnb.send("1");  // Shoulder Charge + Iron Hide
  s = bnb.screen();
  REQUIRE(has(s, "Choose your first action"));
  CHECK(has(s, "== Scenario 1"));  // the round began: the full board
  bnb.send("1");  // Shoulder Charge's attack: no enemy in reach, nothing on the board changes
  s = bnb.screen();
  CHECK(s == "Choose your second action\n  1) Iron Hide (A) bottom: Move 2; Shield 1 (round bonus); Infuse earth\n"
             "  2) Iron Hide (A) bottom: basic Move 2\n> ");
  bnb.send("b");  // the board on request
  s = bnb.screen();
  CHECK(has(s, "== Scenario 1: A Rude Welcome -- round 1 =="));
  CHECK(has(s, "Choose your second action"));
  bnb.send("2");  // basic Move 2: the move question names hexes, so the board comes with it
  s = bnb.screen();
  CHECK(has(s, "== Scenario 1"));
  CHECK(has(s, "Last events:\n  -- Round 1 --\n  You play Shoulder Charge and Iron Hide: initiative 26\n"));
  bnb.send("q");
  CHECK(bnb.finish() == 4);
}

namespace {

// A Bruiser campaign that has won everything up to scenario 20 (scenario 1 after one loss,
// scenario 13 after two), saved in `save`; the finale test mod makes scenario 20 a sure win.
struct Finale {
  int total_rounds = 0, won = 0;
  explicit Finale(const fs::path& save) {
    const bnb::ContentDb& base_db = bnb::test::base().loaded.db;
    bnb::Campaign c = bnb::new_campaign(base_db, "bruiser", 1);
    auto played = [&](int n, bool win, int rounds) {
      c.played.push_back({n, win ? bnb::ScenarioResult::Won : bnb::ScenarioResult::Lost, rounds, c.next_seed++, {}});
      bnb::record_result(base_db, c, n, win);
      total_rounds += rounds, won += win;
    };
    for (std::vector<int> open = bnb::playable_scenarios(base_db, c); open != std::vector<int>{20};
         open = bnb::playable_scenarios(base_db, c)) {
      REQUIRE_FALSE(open.empty());
      if (open.front() == 1) played(1, false, 4);
      if (open.front() == 13) played(13, false, 6), played(13, false, 7);
      played(open.front(), true, 5);
    }
    REQUIRE(bnb::write_save_atomically(save.string(), bnb::to_save(c)).empty());
  }
  // The finale played by the built-in player in `lang`: everything printed.
  static std::string play(const TempDir& dir, const fs::path& save, const std::string& lang) {
    Bnb bnb(dir.path, {"--save", save.string(), "--auto", "--lang", lang, "--mods", std::string(BNB_SOURCE_DIR) + "/tests/cli/data/finale"});
    std::string rest;
    CHECK(bnb.finish(&rest) == 0);
    return bnb.all;
  }
};

// The rounds scenario 20 took, read from its result line ("<prefix>12 ...").
int rounds_after(const std::string& out, const std::string& prefix) {
  const size_t at = out.find(prefix);
  return at == std::string::npos ? 0 : std::atoi(out.c_str() + at + prefix.size());
}

}  // namespace

TEST_CASE("[cli] bnb play: winning scenario 20 ends the campaign with the epilogue and the campaign's record",
          "[cli][play][campaign]") {
  const bnb::ContentDb& base_db = bnb::test::base().loaded.db;
  REQUIRE_FALSE(base_db.campaign_epilogue.empty());
  TempDir dir;
  const fs::path save = dir.path / "finale.sav";
  const Finale finale(save);

  // The built-in player plays the finale; the end screen follows without a question.
  const std::string out = Finale::play(dir, save, "en");
  INFO(out);
  CHECK(has(out, "Scenario 20 won"));
  CHECK(has(out, "THE END"));
  // The epilogue is the content's (campaign.yaml), its paragraphs broken at 80 columns (the
  // width when the terminal's is unknown).
  const std::string first_line = base_db.campaign_epilogue.substr(0, 60);
  REQUIRE(first_line.find('\n') == std::string::npos);
  CHECK(has(out, first_line));
  CHECK(out.find("THE END") < out.find(first_line));
  // The record: every scenario played in order, then per scenario its retries and rounds.
  CHECK(has(out, "The campaign's record (Bruiser):"));
  CHECK(has(out, "    1  1 A Rude Welcome                 lost        4"));
  CHECK(has(out, "    2  1 A Rude Welcome                 won         5"));
  CHECK(has(out, "  1 A Rude Welcome                      won           1      9"));
  CHECK(has(out, "  13 Zipping Across                     won           2     18"));
  CHECK(has(out, "  20 Straw Showdown"));
  const int rounds_20 = rounds_after(out, "Scenario 20 won after ");
  CHECK(rounds_20 > 0);
  const int scenarios_won = finale.won + 1, total = finale.total_rounds + rounds_20;
  char line[128];
  std::snprintf(line, sizeof line, "  %-37s %-7s %7d %6d", "total", (std::to_string(scenarios_won) + " won").c_str(), 3, total);
  CHECK(has(out, line));
  CHECK(has(out, "The campaign is finished: the Bruiser won " + std::to_string(scenarios_won) + " scenarios and lost 3 on the way, in " +
                     std::to_string(total) + " rounds."));
  CHECK_FALSE(has(out, "no further scenario"));
}

namespace {

// The characters of a UTF-8 text (its bytes that start a character).
size_t characters(const std::string& text) {
  return size_t(std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// The columns (in characters, not bytes) at which each of `words` starts in `line`; -1 where missing.
std::vector<long> columns_of(const std::string& line, const std::vector<std::string>& words) {
  std::vector<long> out;
  size_t from = 0;
  for (const std::string& w : words) {
    const size_t at = line.find(w, from);
    if (at == std::string::npos) {
      out.push_back(-1);
      continue;
    }
    out.push_back(long(characters(line.substr(0, at))));
    from = at + w.size();
  }
  return out;
}

}  // namespace

TEST_CASE("[cli] bnb play --lang de: winning scenario 20 ends the campaign with the German epilogue and the record in German, its columns in line",
          "[cli][play][campaign][lang]") {
  const bnb::LoadResult& loaded = bnb::test::base().loaded;
  const std::string epilogue = loaded.texts.get("de", "campaign", bnb::kCampaignTextId, "epilogue");
  REQUIRE_FALSE(epilogue.empty());
  const std::string bruiser = loaded.texts.get("de", "classes", "bruiser", "name");
  REQUIRE_FALSE(bruiser.empty());
  TempDir dir;
  const fs::path save = dir.path / "finale.sav";
  const Finale finale(save);

  const std::string out = Finale::play(dir, save, "de");
  INFO(out);
  CHECK(has(out, "Szenario 20 gewonnen"));
  CHECK(has(out, "DAS ENDE"));
  CHECK_FALSE(has(out, "THE END"));
  // The German epilogue, after the banner; never the English one.
  const std::string first_line = epilogue.substr(0, epilogue.rfind(' ', 50));  // words of its first line, cut at a space
  REQUIRE(first_line.size() > 20);
  REQUIRE(first_line.find('\n') == std::string::npos);
  CHECK(has(out, first_line));
  CHECK(out.find("DAS ENDE") < out.find(first_line));
  CHECK_FALSE(has(out, loaded.db.campaign_epilogue.substr(0, 40)));
  // The record in German: the German class name, "verloren" and "gewonnen" in the result column.
  REQUIRE(has(out, "Die Bilanz der Kampagne (" + bruiser + "):"));
  const int rounds_20 = rounds_after(out, "Szenario 20 gewonnen nach ");
  CHECK(rounds_20 > 0);
  const int scenarios_won = finale.won + 1, total = finale.total_rounds + rounds_20;
  CHECK(has(out, "Die Kampagne ist beendet: " + bruiser + " gewann " + std::to_string(scenarios_won) + " Szenarien und verlor unterwegs 3, in " +
                 std::to_string(total) + " Runden."));
  // Each table's columns in line however long the German words: the result, then the rounds
  // (and the retries) start at the same column in every row, header included.
  std::vector<std::string> lines;  // the record's
  for (std::string l; const char c : out.substr(out.find("Die Bilanz der Kampagne"))) {
    if (c != '\n') l += c;
    else lines.push_back(l), l.clear();
  }
  const auto row = [&](const std::string& start) {
    for (const std::string& l : lines)
      if (l.starts_with(start)) return l;
    return std::string();
  };
  // The played scenarios: "#  scenario  result  rounds".
  const std::vector<long> head = columns_of(row("    #  Szenario"), {"Szenario", "Ergebnis", "Runden"});
  const std::vector<long> lost = columns_of(row("    1  1 "), {"1 ", "verloren", "4"});
  const std::vector<long> won = columns_of(row("    2  1 "), {"1 ", "gewonnen", "5"});
  REQUIRE(head.size() == 3);
  CHECK(head[0] > 0);
  CHECK(lost[1] == head[1]);
  CHECK(won[1] == head[1]);
  CHECK(lost[2] + 1 == head[2] + long(std::string("Runden").size()));  // right-aligned under "Runden"
  CHECK(won[2] == lost[2]);
  // The tallies: "scenario result retries rounds", the total last.
  const std::vector<long> tally_head = columns_of(row("  Szenario "), {"Ergebnis", "Wiederh.", "Runden"});
  const std::vector<long> first = columns_of(row("  1 "), {"gewonnen"});
  const std::vector<long> total_row = columns_of(row("  gesamt "), {std::to_string(scenarios_won) + " gewonnen"});
  CHECK(tally_head[0] > 0);
  CHECK(first[0] == tally_head[0]);
  CHECK(total_row[0] == tally_head[0]);
  const std::string total_line = row("  gesamt ");
  const std::string header_line = row("  Szenario ");
  CHECK(characters(total_line) == characters(header_line));  // the rounds' column ends where "Runden" does
}

TEST_CASE("[cli] bnb play: u takes back an answer, the save keeps only the answers that stand and resumes there", "[cli][play][undo]") {
  TempDir dir;
  const fs::path save = dir.path / "bnb-campaign.sav";
  auto answers_saved = [&] {
    const std::string sav = read_file(save);
    size_t n = 0;
    for (size_t at = sav.find("\nanswer "); at != std::string::npos; at = sav.find("\nanswer ", at + 1)) ++n;
    return n;
  };
  std::string undone_board;
  {
    Bnb bnb(dir.path, {"--class", "bruiser", "--undo", "free"});
    std::string s = bnb.screen();
    INFO(bnb.all);
    while (bnb.at_prompt && !has(s, "round 2 ==")) play(bnb, s, 1);
    REQUIRE(bnb.at_prompt);
    bnb.send("b");
    const std::string before = last_board(bnb.screen());
    REQUIRE_FALSE(before.empty());
    const size_t kept = answers_saved();
    bnb.send("1");
    s = bnb.screen();
    CHECK(answers_saved() == kept + 1);
    bnb.send("u");
    s = bnb.screen();
    CHECK(has(s, "Took back 1 answer."));
    CHECK(last_board(s) == before);
    CHECK(answers_saved() == kept);
    undone_board = last_board(s);
    // u 3: three more taken back (free undo goes past the rolls).
    bnb.send("u 3");
    s = bnb.screen();
    CHECK(has(s, "Took back 3 answers."));
    CHECK(answers_saved() == kept - 3);
    bnb.send("1"), s = bnb.screen();
    bnb.send("1"), s = bnb.screen();
    bnb.send("1"), s = bnb.screen();
    bnb.send("b");
    undone_board = last_board(bnb.screen());
    CHECK(bnb.finish() == 4);
  }
  {
    Bnb bnb(dir.path, {});
    std::string s = bnb.screen();
    INFO(bnb.all);
    CHECK(has(s, "(resumed)"));
    CHECK(last_board(s) == undone_board);
    CHECK(bnb.finish() == 4);
  }
}

TEST_CASE("[cli] bnb play: honest undo does not take back an answer after which the dice rolled", "[cli][play][undo]") {
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "bruiser"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  REQUIRE(bnb.at_prompt);
  bnb.send("u");
  s = bnb.screen();
  CHECK(has(s, "Nothing to take back: this is the scenario's first question."));
  // Answer until an answer is followed by a roll (the monsters' actions are rolled when the round's
  // cards are chosen): that answer cannot be taken back.
  bnb.send("1");  // the cards of round 1
  s = bnb.screen();
  bnb.send("u");
  s = bnb.screen();
  CHECK(has(s, "Nothing to take back: the dice have rolled since your last answer"));
  CHECK(bnb.finish() == 4);
}

TEST_CASE("[cli] bnb play: h shows each option's chance to win beside it, the best marked, and changes nothing", "[cli][play][hint]") {
  TempDir dir;
  const fs::path save = dir.path / "bnb-campaign.sav";
  Bnb bnb(dir.path, {"--class", "bruiser", "--hint-futures", "8", "--jobs", "1"});
  std::string s = bnb.screen();
  INFO(bnb.all);
  while (bnb.at_prompt && !has(s, "move to")) play(bnb, s, 1);
  REQUIRE(bnb.at_prompt);
  const std::string sav = read_file(save);
  bnb.send("h");
  const std::string hint = bnb.screen();
  CHECK(has(hint, "Hint: the chance to win of each option, from 8 futures each"));
  CHECK(has(hint, " best "));
  CHECK(has(hint, "%) "));
  CHECK(read_file(save) == sav);
  // The same hint again (a fixed number of futures), and the question is still open.
  bnb.send("h");
  const std::string again = bnb.screen();
  auto body = [](const std::string& t) { return t.substr(t.find('\n')); };  // without the time taken
  CHECK(body(again) == body(hint));
  CHECK(bnb.finish() == 4);
}

namespace {

// The number of options of the question on a screen: the "of N" of a paged list, else the
// highest option number listed.
int options_on(const std::string& screen) {
  static const std::regex paged(R"(\(options \d+-\d+ of (\d+);)");
  std::smatch m;
  if (std::regex_search(screen, m, paged)) return std::stoi(m[1]);
  static const std::regex option(R"((?:^|\n| ) +(\d+)\) )");
  int most = 0;
  for (auto it = std::sregex_iterator(screen.begin(), screen.end(), option); it != std::sregex_iterator(); ++it)
    most = std::max(most, std::stoi((*it)[1]));
  return most;
}

// The decision kinds a replay file meets, replayed through the engine.
std::set<std::string> kinds_of_replay(const fs::path& file) {
  using namespace bnb;
  SaveRecord rec;
  REQUIRE(read_save(file.string(), "replay", kReplayVersion, rec).empty());
  Replay r;
  REQUIRE(replay_from_save(rec, r).empty());
  Game g(test::base().loaded.db, test::base().lua.get(), r.setup);
  std::set<std::string> kinds;
  for (const auto& [hash, key] : r.steps) {
    REQUIRE(g.decision());
    kinds.insert(std::string(decision_kind_name(g.decision()->kind)));
    REQUIRE(g.answer(key).ok());
  }
  return kinds;
}

}  // namespace

TEST_CASE("[cli] bnb play: at 80x24 every decision kind of the base game fits on one screen with its question",
          "[cli][play][board][compact]") {
  // Every base scenario (the largest maps have 15 rows), each with a class it allows, played piped with COLUMNS=80 LINES=24 by a seeded player
  // that picks among all the options listed (so it meets the rarer questions too): from the
  // board's header (or the screen's start) to the prompt every screen is 24 lines at most with the
  // question's options on it, every line of the output 80 characters at most. The decision kinds
  // met are read from the replay of each game.
  const std::vector<std::pair<std::string, std::string>> games = {
      {"1", "bruiser"},      {"2", "tinkerer"},    {"3", "spellweaver"},  {"4", "bruiser"},       {"5", "cragheart"},
      {"6", "silent-knife"}, {"7", "mindthief"},   {"8", "cragheart"},    {"9", "silent-knife"},  {"10", "tinkerer"},
      {"11", "bruiser"},     {"12", "tinkerer"},   {"13", "mindthief"},   {"14", "cragheart"},    {"15", "mindthief"},
      {"16", "spellweaver"}, {"17", "silent-knife"}, {"18", "cragheart"}, {"19", "spellweaver"},  {"20", "bruiser"}};
  std::set<std::string> kinds;
  int total_maps = 0;
  // The picks are random: with the action question's "may" variants and the equip question's
  // "unequip" options, this seed and ten passes meet every kind (PerformAbility and ChooseModifier
  // included); seeds 5 and 7 no longer do.
  uint64_t seed = 6;
  for (int pass = 0; pass < 10; ++pass)
  for (const auto& [scenario, cls] : games) {
    INFO("scenario " << scenario << ", " << cls << ", pass " << pass);
    TempDir dir;
    const fs::path replay = dir.path / "game.replay";
    Bnb bnb(dir.path, {"--scenario", scenario, "--class", cls, "--all-items", "--replay-out", replay.string()},
            {"COLUMNS=80", "LINES=24"});
    std::string screen = bnb.screen();
    int screens = 0, maps = 0, paged = 0;
    for (int n = 0; bnb.at_prompt && n < 1500; ++n) {
      const size_t header = screen.rfind("== Scenario");
      const std::string shown = header == std::string::npos ? screen : screen.substr(header);
      INFO(screen);
      CHECK(std::count(shown.begin(), shown.end(), '\n') + 1 <= 24);  // the last row: "> "
      std::istringstream in(screen);
      for (std::string line; std::getline(in, line);) CHECK(line.size() <= 80);
      const int options = options_on(screen);
      REQUIRE(options >= 1);  // the question's options are on the screen
      ++screens;
      maps += header != std::string::npos && has(shown, "  @ you");
      if (has(screen, "; + lists the next ones)") && paged++ == 0) {
        // The next page of options: a look-up, the question stays open.
        bnb.send("+");
        const std::string more = bnb.screen();
        CHECK(has(more, ") "));
        CHECK(std::count(more.begin(), more.end(), '\n') + 1 <= 24);
      }
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      bnb.send(std::to_string(int((seed >> 33) % uint64_t(options)) + 1));
      screen = bnb.screen();
    }
    CHECK(screens >= 5);
    CHECK(maps >= 1);
    total_maps += maps;
    bnb.finish();
    REQUIRE(fs::exists(replay));  // the scenario ended
    const std::set<std::string> met = kinds_of_replay(replay);
    kinds.insert(met.begin(), met.end());
  }
  // Every decision kind the base game asks in a scenario, except those it asks only outside one
  // (UpgradeCards: the campaign's level-up), only through a mod's script (Script), or only on a
  // tie the monsters' own rules leave open (MonsterChoice, MonsterOrder).
  std::string missing;
  for (size_t k = 0; k < bnb::kDecisionKindCount; ++k) {
    const std::string name(bnb::decision_kind_name(bnb::DecisionKind(k)));
    if (name != "UpgradeCards" && name != "Script" && name != "MonsterChoice" && name != "MonsterOrder" && !kinds.count(name))
      missing += " " + name;
  }
  std::string met;
  for (const std::string& k : kinds) met += " " + k;
  INFO("decision kinds met:" << met);
  CHECK(missing == "");
  CHECK(total_maps >= 480);
}

TEST_CASE("[cli] bnb play: a story text is broken into whole paragraphs at 80 columns, not at the file's line breaks",
          "[cli][play][story]") {
  // Scenario 1's intro is written in lines of about 96 characters: at 80 columns each paragraph
  // is filled anew, every line but a paragraph's last as full as the next word allows.
  TempDir dir;
  Bnb bnb(dir.path, {"--scenario", "1", "--class", "bruiser"}, {"COLUMNS=80", "LINES=50"});
  const std::string screen = bnb.screen();
  INFO(screen);
  const size_t head = screen.find("=== Scenario 1");
  const size_t goal = screen.find("\nGoal:");
  REQUIRE(head != std::string::npos);
  REQUIRE(goal != std::string::npos);
  std::vector<std::string> lines;
  std::istringstream in(screen.substr(screen.find('\n', head) + 1, goal - screen.find('\n', head) - 1));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  REQUIRE(lines.size() >= 3);
  std::string words;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    CHECK(l.size() <= 80);
    words += (words.empty() || l.empty() ? "" : " ") + l;
    const bool para_end = i + 1 == lines.size() || lines[i + 1].empty();
    if (l.empty() || para_end) continue;
    const std::string next = lines[i + 1].substr(0, lines[i + 1].find(' '));
    CHECK(l.size() + 1 + next.size() > 80);  // the next word did not fit
  }
  // Every word of the intro, in order.
  const bnb::ScenarioDef& sc = bnb::test::base().loaded.db.scenarios[size_t(bnb::test::base().loaded.db.scenario_index(1))];
  std::string intro;
  std::istringstream words_in(sc.intro);
  for (std::string w; words_in >> w;) intro += (intro.empty() ? "" : " ") + w;
  CHECK(words == intro);
  bnb.finish();
}
