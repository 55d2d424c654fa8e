// bnb play: the campaign (or one scenario) in the terminal. Its parts:
//   play_options   the command line, the help text and the exit codes
//   play_campaign  the campaign: its save, its decisions, its scenarios in turn
//   play_single    one scenario outside the campaign (--scenario N), with --watch
//   play_scenario  one scenario on the screen: the question, undo, hints, the result and replay
//   play_input     reading an answer at a prompt
//   play_lookups   the look-ups at a prompt (monster cards, tables, cards, items, ...)
// The campaign and the scenario in play are the engine's (engine/play/campaign/campaign_play.h).
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <unistd.h>

#include "tools/bnb/args.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/play_campaign.h"
#include "tools/bnb/play_options.h"
#include "tools/bnb/play_single.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

volatile std::sig_atomic_t g_single = 0;

void on_interrupt(int) {
  const char* msg = g_single ? "\nInterrupted: single scenario, nothing saved.\n" : "\nInterrupted: the campaign is saved (after the last answer).\n";
  const ssize_t r = write(1, msg, std::strlen(msg));
  (void)r;
  std::_Exit(kExitQuit);
}

}  // namespace

int cmd_play(int argc, char** argv) {
  PlayOptions o;
  if (parse_or_usage([&] { return parse_play_options(argc, argv, o); })) return kExitUsage;
  Session s;
  if (!open_session(o.mods, s)) return kExitError;
  o.language.texts = &s.texts();  // the mods' names and stories in the chosen language
  g_single = o.scenario != 0;
  std::signal(SIGINT, on_interrupt);
  try {
    return o.scenario ? play_single(o, s) : play_campaign(o, s);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "bnb play: %s\n", e.what());
    return kExitError;
  }
}

}  // namespace bnb::cli
