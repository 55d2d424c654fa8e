// bnb replay FILE: re-runs a replay file and reports the final state hash, or the first step
// where the game diverges from the recording.
#include <cstdio>
#include <string>

#include "engine/base/core/scenario_number.h"
#include "engine/play/game/game.h"
#include "engine/play/game/replay.h"
#include "engine/play/words/words.h"
#include "tools/bnb/args.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/commands.h"
#include "tools/bnb/lookups.h"
#include "tools/bnb/screen.h"
#include "tools/bnb/session.h"

namespace bnb::cli {

namespace {

// The game as it was played: each round's map, every question with the answer given, and the
// events in a player's words.
bool show(const Session& s, const Replay& r, const words::Lang& lang) {
  Game g(s.db(), s.scripts.get(), r.setup);
  Screen screen(false, {}, lang);
  const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(r.setup.scenario))];
  const int cls = s.db().class_index(r.setup.class_id);
  std::puts(lang.say(words::Sentence::ReplayHead, {{"n", scenario_number_text(sc.number)}, {"name", lang.name(sc)},
                                                   {"class", cls < 0 ? r.setup.class_id : lang.name(s.db().classes[size_t(cls)])},
                                                   {"seed", std::to_string(r.setup.seed)}})
                .c_str());
  int shown_round = -1;
  for (size_t i = 0;; ++i) {
    for (const std::string& l : screen.narrate(g, g.take_events())) std::puts(l.c_str());
    if (g.over() || !g.decision() || i >= r.steps.size()) break;
    const Decision& d = *g.decision();
    if (g.board().round != shown_round && g.board().round > 0) {
      shown_round = g.board().round;
      const MapView v = map_view(s.db(), g.board(), nullptr, screen.lang());
      std::printf("\n%s%s", draw_map(s.db(), v, false, lang).c_str(), map_legend(s.db(), v, screen.lang()).c_str());
    }
    const int k = d.find(r.steps[i].second);
    const std::string prompt = words::prompt_words(d, words::Labels(s.db(), g.board(), lang));
    if (k < 0) {
      const std::string msg = "bnb replay: step " + std::to_string(i + 1) + ": '" + r.steps[i].second + "' is not an option of \"" + prompt + "\"\n";
      std::fputs(msg.c_str(), stderr);
      return false;
    }
    std::fputs(("? " + prompt + "\n  -> " + screen.option_line(g, d, k) + "\n").c_str(), stdout);
    g.answer_index(k);
  }
  const char* outcome = g.outcome() == Outcome::Won ? "won" : g.outcome() == Outcome::Lost ? "lost" : "unfinished";
  std::puts(lang.say(words::Sentence::ReplayEnd, {{"n", scenario_number_text(sc.number)}, {"outcome", outcome}, {"rounds", g.board().round}})
                .c_str());
  return true;
}

}  // namespace

int cmd_replay(int argc, char** argv) {
  bool show_game = false;
  std::string file, lang_code;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--show") show_game = true;
    else if (a == "--lang" && i + 1 < argc) lang_code = argv[++i];
    else if (a == "--help" || a == "-h") file.clear(), argc = 0;
    else if (file.empty() && a[0] != '-') file = a;
    else return std::fprintf(stderr, "bnb replay: unexpected '%s' (see bnb replay --help)\n", a.c_str()), 2;
  }
  if (file.empty()) {
    std::puts("usage: bnb replay FILE [--show] [--lang CODE]\n\nRe-runs a replay (written by `bnb play --replay-out FILE`) and prints the final\n"
              "state hash, or the first step where the game no longer matches. Exit 0 when it matches.\n"
              "--show also prints the game turn by turn as it was played: each round's map, every\n"
              "question with the answer given, and what happened, in the language --lang CODE names\n"
              "(default: the environment's, LC_ALL, LC_MESSAGES, LANG, else English).");
    return argc == 0 ? 0 : 2;
  }
  SaveRecord rec;
  if (const std::string err = read_save(file, "replay", kReplayVersion, rec); !err.empty()) {
    std::fprintf(stderr, "bnb replay: %s\n", err.c_str());
    return 1;
  }
  Replay r;
  if (const std::string err = replay_from_save(rec, r); !err.empty()) {
    std::fprintf(stderr, "bnb replay: %s: %s\n", file.c_str(), err.c_str());
    return 1;
  }
  words::Lang lang;
  if (const int bad = parse_or_usage([&] { return lang = chosen_language("replay", lang_code), true; })) return bad;
  Session s;
  if (!open_session(r.mods, s)) return 1;
  lang.texts = &s.texts();  // the scenario's and the cards' names in that language
  if (show_game && !show(s, r, lang)) return 1;
  const ReplayCheck c = run_replay(s.db(), s.scripts.get(), r);
  if (!c.ok) {
    std::fprintf(stderr, "bnb replay: %s: diverges: %s\n", file.c_str(), c.message.c_str());
    return 1;
  }
  std::printf("%s: %zu answers, %s after %d rounds, final hash %s (matches)\n", file.c_str(), r.steps.size(),
              c.outcome == Outcome::Won ? "won" : c.outcome == Outcome::Lost ? "lost" : "unfinished", c.rounds,
              hash_hex(c.final_hash).c_str());
  return 0;
}

}  // namespace bnb::cli
