// `bnb play` through its real terminal interface: the bnb program runs as a child process, reads
// scripted answers from a pipe on stdin, and its screens are read back from stdout.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// A temporary folder (the child's working directory and HOME), removed at the end.
struct TempDir {
  fs::path path;
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "bnb-play-XXXXXX").string();
    REQUIRE(mkdtemp(tmpl.data()) != nullptr);
    path = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

// One run of `bnb play ARGS...`, driven prompt by prompt.
class Bnb {
 public:
  Bnb(const fs::path& dir, std::vector<std::string> args) {
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

// The board and the question of a decision screen: from its "== Scenario" header to the prompt.
std::string last_board(const std::string& screen) {
  const size_t at = screen.rfind("\n== Scenario");
  return at == std::string::npos ? "" : screen.substr(at + 1);
}

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

std::string read_file(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
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
    CHECK(bnb.finish(&rest) == 0);
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
    CHECK(has(s, "Continuing the campaign in bnb-campaign.sav (bruiser, 0 scenarios completed)."));
    CHECK(has(s, "(resumed)"));
    CHECK(last_board(s) == stopped_at);
    play(bnb, s, 2000);
    REQUIRE(has(s, "Continue the campaign?"));
    CHECK((has(s, "Scenario 1 won after") || has(s, "Scenario 1 lost after")));
    if (has(s, "Scenario 1 won after")) CHECK(has(s, "the Collector"));  // the conclusion is shown
    else CHECK(has(s, "*** Scenario lost"));
    resumed_result = result_line(s);
    bnb.send("2");  // stop here
    CHECK(bnb.finish() == 0);
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
    CHECK(bnb.finish() == 0);
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
  CHECK(s == "'frobnicate' is not one of the options: enter a number from 1 to 43 (q to save and quit).\n> ");
  bnb.send("99");
  s = bnb.screen();
  CHECK(s == "'99' is not one of the options: enter a number from 1 to 43 (q to save and quit).\n> ");
  bnb.send("");
  s = bnb.screen();
  CHECK(s == "Please enter the number of an option (q to save and quit).\n> ");
  bnb.send("1");  // start the scenario: the card choice of round 1
  s = bnb.screen();
  CHECK(has(s, "Round 1: choose two cards"));
  bnb.send("q");
  std::string rest;
  CHECK(bnb.finish(&rest) == 0);
  CHECK(has(rest, "Saved."));
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
  Bnb bnb(dir.path, {"--scenario", "901", "--class", "bruiser", "--seed", "4", "--all-items", "--mods",
                     std::string(BNB_SOURCE_DIR) + "/tests/cli/data/tie"});
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
  CHECK(bnb.finish() == 0);
}
