#include "tools/bnb/play_input.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <type_traits>
#include <poll.h>
#include <unistd.h>

#include "tools/bnb/play_lookups.h"
#include "tools/bnb/screen.h"

namespace bnb::cli {

namespace {

// With --watch: called while waiting for input; true when the content was reloaded.
std::function<bool()> g_watch;

// Waits until a line can be read, polling g_watch meanwhile; false when it reloaded.
bool wait_for_input() {
  if (!g_watch) return true;
  for (;;) {
    if (std::cin.rdbuf()->in_avail() > 0) return true;
    pollfd p{STDIN_FILENO, POLLIN, 0};
    if (::poll(&p, 1, 300) != 0) return true;  // input, end of input or an error: getline tells
    if (g_watch()) return false;
  }
}

// Reads an answer to `d` (a Decision or a CampaignDecision): a number (1-based) or an option key.
// Look-ups are answered and the prompt comes again; bad input gets a short message.
template <class D>
Read read_answer_to(const D& d, int& index, Quit quit, const Lookup& lookup, const words::Lang& lang) {
  const char* quit_word = quit == Quit::Saves ? "save" : "quit";
  for (;;) {
    std::fputs("> ", stdout);
    std::fflush(stdout);
    std::string line;
    if (!wait_for_input()) return Read::Reload;
    if (!std::getline(std::cin, line)) return Read::EndOfInput;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    while (!line.empty() && line.front() == ' ') line.erase(line.begin());
    if (line == "q" || line == "quit") return Read::Quit;
    if constexpr (std::is_same_v<D, Decision>) {
      // u [N]: take back answers (the caller does it; `index` is how many).
      if (line == "u" || line == "undo" || line.rfind("u ", 0) == 0) {
        char* end = nullptr;
        const long n = line.size() > 2 ? std::strtol(line.c_str() + 2, &end, 10) : 1;
        if (line.size() > 2 && !line.starts_with("undo") && (!end || *end || n < 1)) {
          std::puts(lang.say(words::Sentence::UndoUsage, {{"key", "u"}}).c_str());
          continue;
        }
        index = int(std::min<long>(n, INT_MAX));
        return Read::Undo;
      }
    }
    if (line.empty()) {
      std::puts(lang.say(words::Sentence::EnterOption, {{"quit", quit_word}}).c_str());
      continue;
    }
    char* end = nullptr;
    const long n = std::strtol(line.c_str(), &end, 10);
    if (end && *end == '\0' && n >= 1 && size_t(n) <= d.options.size()) {
      index = int(n - 1);
      return Read::Answer;
    }
    if (const int k = d.find(line); k >= 0) {
      index = k;
      return Read::Answer;
    }
    if (lookup)
      if (std::optional<std::string> text = lookup(line)) {
        std::fputs(text->c_str(), stdout);
        continue;
      }
    std::puts(lang.say(words::Sentence::NotAnOption, {{"answer", line}, {"n", int(d.options.size())}, {"quit", quit_word}}).c_str());
  }
}


}  // namespace

void watch_while_waiting(std::function<bool()> reload) { g_watch = std::move(reload); }

Read read_answer(const Decision& d, int& index, Quit quit, const Lookup& lookup, const words::Lang& lang) {
  return read_answer_to(d, index, quit, lookup, lang);
}

Read read_answer(const CampaignDecision& d, int& index, Quit quit, const Lookup& lookup, const words::Lang& lang) {
  return read_answer_to(d, index, quit, lookup, lang);
}

std::string saved_words(Read r, const words::Lang& lang) {
  if (r == Read::Quit) return lang.say(words::Sentence::QuitSaved, {{"command", "`bnb play`"}});
  return "\n" + lang.say(words::Sentence::EndOfInputSaved, {{"command", "`bnb play`"}});
}

// The player's answer to a campaign decision, by number or key; false when the player quit.
bool ask_campaign(const ContentDb& db, const CampaignDecision& d, int& index, Quit quit, const words::Lang& lang) {
  std::fputs(render_decision(db, d, lang).c_str(), stdout);
  return read_answer_to(d, index, quit, [&](const std::string& l) { return campaign_lookup(db, l, lang); }, lang) == Read::Answer;
}

}  // namespace bnb::cli
