#include "tools/bnb/play_scenario.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "engine/base/core/scenario_number.h"
#include "engine/play/bots/bot.h"
#include "engine/play/game/describe_event.h"
#include "engine/play/game/play_to_end.h"
#include "engine/play/game/replay.h"
#include "engine/play/words/words.h"
#include "tools/bnb/board_view.h"
#include "tools/bnb/hint.h"
#include "tools/bnb/odds_pool.h"
#include "tools/bnb/play_input.h"
#include "tools/bnb/play_lookups.h"
#include "tools/bnb/screen.h"

namespace bnb::cli {

namespace {

// A line of the terminal's own broken at `width` (0: not broken).
std::string fitted(const std::string& line, int width) {
  std::string out;
  for (const std::string& l : wrap(line, width, 0)) out += l + "\n";
  return out;
}

// With --strict a script error stops the game (the caller reports it and exits with 1).
void check_strict(const std::vector<Event>& events, const PlayOptions& o) {
  if (!o.strict) return;
  for (const Event& e : events)
    if (const ScriptFailed* f = e.get<ScriptFailed>())
      throw std::runtime_error("script error (--strict): " + script_failure_text(*f->failure));
}

void write_replay(const PlayOptions& o, const ScenarioPlay& sp) {
  if (o.replay_out.empty()) return;
  SaveRecord rec = replay_to_save(sp.replay(o.mods));
  if (const std::string err = write_save_atomically(o.replay_out, rec); !err.empty()) std::fprintf(stderr, "%s\n", err.c_str());
}

void print_lines(const std::vector<std::string>& lines, bool quiet, const std::vector<Event>& events, const Game& g,
                 const words::Lang& lang) {
  if (quiet) {
    for (const Event& e : events)
      if (e.is<ScenarioEnded>()) std::puts(words::event_words(e, words::Labels(g.content(), g.board(), lang)).c_str());
    return;
  }
  for (const std::string& l : lines) std::puts(l.c_str());
}

// Takes back up to `want` answers of `g` (as many as `mode` allows) and says what happened.
// Returns how many were taken back.
size_t undo(ScenarioPlay& sp, UndoMode mode, size_t want, Screen& screen) {
  Game& g = sp.game();
  const size_t can = sp.undoable(mode);
  const size_t n = std::min(want, can);
  if (n == 0) {
    const words::Lang& lang = screen.lang();
    std::puts((g.answer_count() == 0 ? lang.say(words::Sentence::UndoFirst, {})
                                     : lang.say(words::Sentence::UndoPastRoll, {{"command", "`bnb play --undo free`"}}))
                  .c_str());
    return 0;
  }
  sp.take_back(n);
  // The screen's log again, from the replay of the answers that stand (nothing is printed).
  screen = Screen(screen.colour(), screen.size(), screen.lang());
  screen.narrate(g, g.take_events());
  std::puts(screen.lang()
                .say(words::Sentence::UndoDone, {{"n", int(n)}, {"stopped", n < want ? "yes" : "no"}, {"command", "`bnb play --undo free`"}})
                .c_str());
  return n;
}

}  // namespace

bool play_scenario(const PlayOptions& o, Session& s, ScenarioPlay& sp, const std::function<void()>& save, Played& played) {
  Game& g = sp.game();
  const GameSetup setup = g.state().setup;
  Screen screen(!o.auto_play && colour_wanted(), o.auto_play ? TermSize{} : terminal_size(), o.language);
  const words::Lang lang = screen.lang();
  if (!sp.restarted_at().empty())
    std::fprintf(stderr, "bnb play: %s\n", lang.say(words::Sentence::SavedGameRestarted, {{"answer", sp.restarted_at()}}).c_str());
  // A resumed game does not print its past again; a new one prints its setup and round 1 (script
  // errors and messages of the setup hooks among them) before the first question.
  const bool resumed = g.answer_count() > 0;
  if (resumed) g.take_events();
  if (resumed && !o.quiet) std::puts(lang.say(words::Sentence::Resumed, {}).c_str());
  if (!o.quiet) {
    const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(setup.scenario))];
    // The intro's paragraphs broken at the terminal's width, not where the file breaks its lines;
    // the other lines broken too when the screen is small.
    const int width = screen.compact() ? screen.size().cols : 0;
    std::string text = "\n" +
                       fitted(lang.say(words::Sentence::StoryTitle, {{"n", scenario_number_text(sc.number)}, {"name", lang.name(sc)},
                                                                     {"level", std::to_string(scenario_level(s.db(), setup))}}),
                              width) +
                       reflow(lang.intro(sc), story_width(screen.size())) + "\n" +
                       fitted(lang.say(words::Sentence::StoryGoal, {{"goal", lang.goal(sc)}}), width);
    if (!o.auto_play) text += fitted(lang.say(words::Sentence::StoryLookups, {}), width);
    std::fputs(text.c_str(), stdout);
  }
  BotConfig bc;
  bc.kind = o.bot, bc.seed = setup.seed, bc.budget = o.budget, bc.scripts = s.scripts.get();
  const std::unique_ptr<Bot> bot_owner = make_bot(bc);
  Bot& bot = *bot_owner;
  int answers = 0;
  const bool single = o.scenario != 0;
  OddsPool pool(s, o.mods, o.jobs ? o.jobs : default_jobs());
  const Lookup lookup = [&](const std::string& line) -> std::optional<std::string> {
    if (line == "h" || line == "hint") {
      OddsOptions hint;
      hint.futures = o.hint_futures, hint.seconds = o.hint_seconds, hint.seed = setup.seed;
      return hint_text(g, screen, pool, hint);
    }
    return game_lookup(g, screen, line);
  };
  bool show_all = false;  // after an undo the whole board is shown again

  while (!g.over() && g.decision()) {
    const std::vector<Event> events = g.take_events();
    const std::vector<std::string> lines = screen.narrate(g, events);
    check_strict(events, o);
    const Decision& d = *g.decision();
    int index = 0;
    if (o.auto_play) {
      print_lines(lines, o.quiet, events, g, o.language);
      index = bot.choose(g);
      if (++answers > kMaxGameAnswers) {
        std::fputs("bnb play: the built-in player gave up (too many answers)\n", stderr);
        return false;
      }
    } else {
      const std::string text =
          screen.before_question(g, d, lines, show_all, d.kind == DecisionKind::EquipItems ? refused_items(g, screen.lang()) : "");
      show_all = false;
      std::fputs(text.c_str(), stdout);
      const Read r = read_answer(d, index, single ? Quit::Only : Quit::Saves, lookup, lang);
      if (r == Read::Reload) throw ContentReloaded{};
      if (r == Read::Undo) {
        if (undo(sp, o.undo, size_t(index), screen) == 0) continue;  // saved when taken back
        show_all = true;
        continue;
      }
      if (r != Read::Answer) {
        if (single) {
          std::puts(r == Read::Quit ? lang.say(words::Sentence::QuitSingle, {{"option", "--scenario"}, {"command", "`bnb play --scenario N`"}}).c_str()
                                    : ("\n" + lang.say(words::Sentence::EndOfInputSingle, {{"option", "--scenario"}})).c_str());
        } else {
          save();
          std::puts(saved_words(r, lang).c_str());
        }
        return false;
      }
    }
    sp.answer_index(index);  // saved
  }
  const std::vector<Event> events = g.take_events();
  check_strict(events, o);
  print_lines(screen.narrate(g, events), o.quiet, events, g, o.language);
  if (!o.quiet) {
    const ScenarioDef& sc = s.db().scenarios[size_t(s.db().scenario_index(setup.scenario))];
    if (g.outcome() == Outcome::Won) std::printf("\n%s\n", reflow(lang.conclusion(sc), story_width(screen.size())).c_str());
  }
  std::printf("%s\n", lang.say(words::Sentence::ScenarioResult, {{"n", scenario_number_text(setup.scenario)}, {"won", g.outcome() == Outcome::Won ? "yes" : "no"},
                                                                {"rounds", g.board().round}, {"state", hash_hex(g.hash())}})
                         .c_str());
  write_replay(o, sp);
  played = {g.outcome() == Outcome::Won ? ScenarioResult::Won : ScenarioResult::Lost, g.board().round};
  return true;
}

}  // namespace bnb::cli
