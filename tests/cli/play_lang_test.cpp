// `bnb play` in another language through its real terminal interface: answers piped in, every
// screen read back. German played to the end shows the base game's German texts and no English
// sentence; the pseudo-language shows every word that bypasses the catalogue or the content texts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/base/content/loader.h"
#include "engine/base/core/save_file.h"
#include "engine/play/campaign/campaign.h"
#include "engine/play/words/catalogue.h"
#include "engine/play/words/lang.h"
#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"
#include "tools/bnb/board_view.h"

using namespace bnb;

namespace {

namespace fs = std::filesystem;

const LoadResult& base_with_overlays() {
  static const LoadResult res = load_mods({test::source_path("base_content")});
  return res;
}

const ScenarioDef& scenario(int number) {
  const ContentDb& db = base_with_overlays().db;
  return db.scenarios[size_t(db.scenario_index(number))];
}

// A file of piped answers, removed at the end.
struct InputFile {
  fs::path path;
  explicit InputFile(const std::string& name, const std::string& text)
      : path(fs::temp_directory_path() / ("bnb_lang_" + name + ".txt")) {
    std::ofstream(path) << text;
  }
  ~InputFile() {
    std::error_code ec;
    fs::remove(path, ec);
  }
};

// The answer keys of the game a replay file holds, one a line: what a player types at each prompt
// to play the same game. The file is removed.
std::string replay_keys(const fs::path& replay) {
  std::ifstream in(replay);
  std::string line, keys;
  while (std::getline(in, line))
    if (line.rfind("step ", 0) == 0) {
      const size_t key = line.find(' ', 5);
      REQUIRE(key != std::string::npos);
      keys += line.substr(key + 1) + "\n";
    }
  in.close();
  std::error_code ec;
  fs::remove(replay, ec);
  REQUIRE(!keys.empty());
  return keys;
}

// The answer keys a winning game of the built-in player gave (its replay file), one a line: what a
// player types at each prompt to play the same game.
std::string winning_keys(int number, const std::string& cls, int seed) {
  const fs::path replay = fs::temp_directory_path() / ("bnb_lang_win_" + std::to_string(number) + ".replay");
  const auto run = test::run_bnb("play --auto --quiet --scenario " + std::to_string(number) + " --class " + cls + " --seed " +
                                 std::to_string(seed) + " --replay-out " + replay.string());
  REQUIRE(run.status == 0);  // the built-in player wins it
  return replay_keys(replay);
}

// Runs of spaces and line breaks as one space: the terminal reflows a story to its width.
std::string one_line(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string german(std::string_view kind, std::string_view id, std::string_view field) {
  return base_with_overlays().texts.get("de", kind, id, field);
}

// What the catalogue says in English where German says something else: each sentence's words up to
// its first placeholder, when they are long enough to be a sentence and not a word both languages share.
std::vector<std::string> english_only_sentences() {
  const words::Catalogue* de = words::Catalogue::find("de");
  REQUIRE(de != nullptr);
  std::vector<std::string> out;
  for (size_t i = 0; i < words::kSentenceCount; ++i) {
    const words::Sentence s = words::Sentence(i);
    const std::string_view en = words::sentence_text(s);
    if (de->pattern(s) == en) continue;
    std::string words(en.substr(0, en.find('{')));
    if (words.find('\'') != std::string::npos) continue;  // ICU quoting: not the text as printed
    if (words.size() >= 14) out.push_back(words);
  }
  return out;
}

void plays_in_german(int number, const std::string& cls, int seed) {
  const InputFile keys("de_" + std::to_string(number), winning_keys(number, cls, seed));
  const auto run = test::run_bnb("play --lang de --scenario " + std::to_string(number) + " --class " + cls + " --seed " +
                                 std::to_string(seed) + " < " + keys.path.string());
  INFO(run.out);
  REQUIRE(run.status == 0);  // won, the answers piped in as a player types them
  const std::string screen = one_line(run.out);
  const ScenarioDef& sc = scenario(number);
  // The story, the goal and the scenario's name in German, never in English.
  for (const char* field : {"name", "intro", "conclusion", "goal_text"}) {
    const std::string de = one_line(german("scenarios", sc.id, field));
    REQUIRE(!de.empty());
    CHECK(screen.find(de) != std::string::npos);
  }
  CHECK(screen.find(one_line(sc.intro)) == std::string::npos);
  CHECK(screen.find(one_line(sc.conclusion)) == std::string::npos);
  // The class's cards by their German names; an English name that German changes never shows.
  const ContentDb& db = base_with_overlays().db;
  const ClassDef& c = db.classes[size_t(db.class_index(cls))];
  int named = 0;
  for (const std::string& id : c.cards) {
    const CardDef& card = db.cards[size_t(db.card_index(id))];
    const std::string de = german("cards", id, "name");
    if (de == card.name) continue;
    named += screen.find(de) != std::string::npos;
    CHECK(run.out.find(card.name + " (") == std::string::npos);
  }
  CHECK(named >= 4);  // the hand shows at least four of them
  // The monsters by their German names.
  for (const Placement& p : sc.monsters) CHECK(screen.find(german("monsters", p.monster, "name")) != std::string::npos);
  // The end, in German.
  CHECK(run.out.find("*** Szenario gewonnen") != std::string::npos);
  // No sentence of the catalogue in English.
  for (const std::string& en : english_only_sentences()) {
    INFO(en);
    CHECK(run.out.find(en) == std::string::npos);
  }
}

}  // namespace

TEST_CASE("[lang] scenario 1 played to the end in German in the terminal: story, card and monster names, the end, no English sentence") {
  plays_in_german(1, "bruiser", 3);
}

TEST_CASE("[lang] scenario 5 played to the end in German in the terminal: story, card and monster names, the end, no English sentence") {
  plays_in_german(5, "bruiser", 3);
}

namespace {

// Words a qps screen still shows unaccented, each named by the source that words them: a word
// found outside this list bypassed the catalogue or the content texts. The list only shrinks: an
// entry no screen needs any more fails the test (remove it).
struct Allowed {
  const char* source;
  std::vector<std::string> fragments;
};
const std::vector<Allowed>& allowed() {
  static const std::vector<Allowed> list = [] {
    std::vector<Allowed> l = {
        // A key the player types, not a word: it stays as it is in every language.
        {"tools/bnb/play_lookups.cpp lookup_help: the look-up key log", {"  log  "}},
        {"tools/bnb/play_scenario.cpp undo: the command that undoes past a roll", {"`bnb play --undo free`"}},
        // Still English in the words layer, being turned into catalogue sentences there:
        {"engine/play/words/cards.cpp elements_text (ElementFromCard): the pile's file name", {"(hand)"}},
        {"engine/play/words/cards.cpp modifier_tables (MonsterModifierTable): the difficulty's id", {"(normal)"}},
    };
    // The content's ids a player may type (m ID, bnb show scenario ID), shown beside the names.
    Allowed ids{"engine/play/words/cards.cpp monster_card, scenario_card: the ids a player may type", {}};
    for (const int n : {1, 2}) ids.fragments.push_back(", " + scenario(n).id + ")");
    for (const char* m : {"bandit-guard", "bandit-archer"}) ids.fragments.push_back("(" + std::string(m) + ")");
    l.push_back(ids);
    return l;
  }();
  return list;
}

// What of `out` the allow-list does not cover (each fragment found is blanked out); counts the
// uses of each entry in `used`.
std::string without_allowed(std::string out, std::vector<int>& used, const std::vector<Allowed>& list = allowed()) {
  used.assign(list.size(), 0);
  for (size_t i = 0; i < list.size(); ++i)
    for (const std::string& f : list[i].fragments)
      for (size_t at = out.find(f); at != std::string::npos; at = out.find(f, at)) {
        ++used[i];
        out.replace(at, f.size(), f.size(), ' ');
      }
  return out;
}

// Each run of three or more unaccented letters, with the line it stands in. A run joined to digits
// is a code, not a word (the state's hash "be8a115f", a figure "G1").
std::vector<std::string> plain_words(const std::string& text) {
  std::vector<std::string> out;
  const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  size_t line_start = 0;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '\n') line_start = i + 1;
    if (!letter(text[i]) && !digit(text[i])) {
      ++i;
      continue;
    }
    size_t j = i, letters = 0, run = 0;
    bool digits = false;
    for (; j < text.size() && (letter(text[j]) || digit(text[j])); ++j) {
      digits = digits || digit(text[j]);
      run = letter(text[j]) ? run + 1 : 0;
      letters = std::max(letters, run);
    }
    if (!digits && letters >= 3) {
      const size_t end = text.find('\n', j);
      out.push_back(text.substr(i, j - i) + "   in: " + text.substr(line_start, end == std::string::npos ? std::string::npos : end - line_start));
    }
    i = j;
  }
  return out;
}

// Every look-up (and a miss of each that takes a name), a hint, an undo, then the first option of
// every question to the end of the scenario.
std::string every_screen() {
  std::string in = "?\nb\nc\nc " + words::pseudo_text("Iron Hide") + "\nc zz\nm\nm G\nm zz\ns\ni\ni 1\ni 99\ni zz\ne\no\nt\nlog\nh\n1\nu\n";
  for (int i = 0; i < 600; ++i) in += "1\n";
  return in;
}

}  // namespace

TEST_CASE("[lang] qps: every screen of scenarios 1 and 2 in the terminal in the pseudo-language, no word bypassing the catalogue") {
  std::vector<int> used_total(allowed().size(), 0);
  for (const int number : {1, 2}) {
    const InputFile in("qps_" + std::to_string(number), every_screen());
    const auto run = test::run_bnb("play --lang qps --scenario " + std::to_string(number) + " --class bruiser --seed 3 < " + in.path.string());
    REQUIRE((run.status == 0 || run.status == 3));  // played to its end, won or lost
    // The story and the names came through the content texts (accented), so did the frame.
    CHECK(run.out.find(words::pseudo_text(scenario(number).name)) != std::string::npos);
    CHECK(run.out.find(scenario(number).intro.substr(0, 20)) == std::string::npos);
    std::vector<int> used;
    const std::vector<std::string> plain = plain_words(without_allowed(run.out, used));
    for (size_t i = 0; i < used.size(); ++i) used_total[i] += used[i];
    INFO("scenario " << number << ": unaccented words (each came past the catalogue):");
    for (const std::string& w : plain) UNSCOPED_INFO(w);
    CHECK(plain.empty());
  }
  for (size_t i = 0; i < allowed().size(); ++i) {
    INFO("the allow-list's entry for " << allowed()[i].source << " matches nothing any more: remove it from tests/cli/play_lang_test.cpp");
    CHECK(used_total[i] > 0);
  }
}

namespace {

// The campaign's own screens in the pseudo-language: each word the scenario screens do not show.
// The same rule: an entry no screen needs any more fails the test.
const std::vector<Allowed>& campaign_allowed(const std::vector<std::string>& saves) {
  static const std::vector<Allowed> list = [&] {
    return std::vector<Allowed>{
        // Commands and options a player types: the same in every language.
        {"tools/bnb/play_lookups.cpp lookup_help: the look-up key log", {"  log  "}},
        {"tools/bnb/play_input.cpp saved_words: the command that continues", {"`bnb play`"}},
        {"tools/bnb/play_scenario.cpp: a single scenario's option and command", {"(--scenario)", "`bnb play --scenario N`"}},
        {"tools/bnb/play_lookups.cpp campaign_lookup: the commands that describe a class and a scenario",
         {"`bnb show class ID`", "`bnb show scenario N`"}},
        // The save's file name, as the player gave it (--save).
        {"tools/bnb/play_campaign.cpp: the save's file name", saves},
        // The content's ids a player may type, shown beside the names.
        {"engine/play/words/cards.cpp class_card, scenario_card: the ids a player may type",
         {"(bruiser)", ", " + scenario(1).id + ")", ", " + scenario(2).id + ")"}},
    };
  }();
  return list;
}

// A Bruiser campaign saved after wins recorded (not played) until `done` says it is far enough.
void save_campaign(const fs::path& save, const std::function<bool(const std::vector<int>& open)>& done) {
  const ContentDb& db = base_with_overlays().db;
  Campaign c = new_campaign(db, "bruiser", 1);
  for (std::vector<int> open = playable_scenarios(db, c); !done(open); open = playable_scenarios(db, c)) {
    REQUIRE_FALSE(open.empty());
    c.played.push_back({open.front(), ScenarioResult::Won, 5, c.next_seed++, {}});
    record_result(db, c, open.front(), true);
  }
  REQUIRE(write_save_atomically(save.string(), to_save(c)).empty());
}

}  // namespace

TEST_CASE("[lang] qps: the campaign's screens in the terminal in the pseudo-language (class, between scenarios, upgrades, the end, quitting, saving, resuming), no word bypassing the catalogue") {
  const fs::path save = fs::temp_directory_path() / "bnb_lang_qps_campaign.sav";
  const fs::path finale_save = fs::temp_directory_path() / "bnb_lang_qps_finale.sav";
  fs::remove(save), fs::remove(finale_save);
  const words::Lang qps = words::language("qps");
  const std::vector<Allowed>& list = campaign_allowed({save.string(), finale_save.string()});
  std::vector<int> used_total(list.size(), 0);
  std::string all;
  const auto run = [&](const std::string& name, const std::string& args, const std::string& input, std::vector<int> codes) {
    const InputFile in("qps_campaign_" + name, input);
    const auto r = test::run_bnb("play --lang qps " + args + " < " + in.path.string());
    INFO(name << ":\n" << r.out);
    CHECK(std::find(codes.begin(), codes.end(), r.status) != codes.end());
    std::vector<int> used;
    const std::vector<std::string> plain = plain_words(without_allowed(r.out, used, list));
    for (size_t i = 0; i < used.size(); ++i) used_total[i] += used[i];
    INFO(name << ": unaccented words (each came past the catalogue):");
    for (const std::string& w : plain) UNSCOPED_INFO(w);
    CHECK(plain.empty());
    all += r.out;
    return r.out;
  };
  const std::string saves = "--save " + save.string();

  // A new campaign: the class chosen after the look-ups and two answers that are no option;
  // scenarios 1 and 2 won (the built-in player's answers), each followed by the question whether
  // to go on (the look-ups asked there too); scenario 4 at level 2 asks for an upgrade; quit at
  // its first round. (The base game's branches are each for other classes, so a Bruiser is never
  // asked which scenario comes next.)
  const std::string first = run("new", saves + " --seed 2",
                                "?\nclass bruiser\nscenario 1\n\nzz\n1\n" + winning_keys(1, "bruiser", 2) + "?\nscenario 2\n1\n" +
                                    winning_keys(2, "bruiser", 3) + "1\n?\n1\n1\nq\n",
                                {4});
  CHECK(first.find(qps.say(words::Sentence::AskClass, {})) != std::string::npos);
  CHECK(first.find(qps.say(words::Sentence::EnterOption, {{"quit", "save"}})) != std::string::npos);
  CHECK(first.find(qps.say(words::Sentence::NotAnOption, {{"answer", "zz"}, {"n", 6}, {"quit", "save"}})) != std::string::npos);
  CHECK(first.find(qps.say(words::Sentence::AskGoOn, {})) != std::string::npos);
  CHECK(first.find(qps.say(words::Sentence::PlayNextScenario, {})) != std::string::npos);
  CHECK(first.find(qps.say(words::Sentence::AskUpgrade, {{"level", 2}, {"n", 1}, {"count", 1}})) != std::string::npos);
  CHECK(first.find(qps.say(words::Sentence::QuitSaved, {{"command", "`bnb play`"}})) != std::string::npos);
  // Resumed where it was saved; the input ends at once.
  const std::string resumed = run("resumed", saves, "", {4});
  CHECK(resumed.find(qps.say(words::Sentence::Resumed, {})) != std::string::npos);
  CHECK(resumed.find(qps.say(words::Sentence::EndOfInputSaved, {{"command", "`bnb play`"}})) != std::string::npos);
  // The finale (the test mod makes scenario 20 a sure win) at level 5: the upgrades, the end
  // screen with the epilogue and the record.
  // The built-in player's answers (it wins the finale) typed by the player.
  const std::string finale_mod = " --mods " + test::source_path("tests/cli/data/finale");
  save_campaign(finale_save, [](const std::vector<int>& open) { return open == std::vector<int>{20}; });
  const fs::path auto_save = fs::temp_directory_path() / "bnb_lang_qps_finale_auto.sav", replay = auto_save.string() + ".replay";
  fs::copy_file(finale_save, auto_save, fs::copy_options::overwrite_existing);
  REQUIRE(test::run_bnb("play --auto --quiet --save " + auto_save.string() + finale_mod + " --replay-out " + replay.string()).status == 0);
  fs::remove(auto_save);
  const std::string end = run("end", "--save " + finale_save.string() + finale_mod, replay_keys(replay), {0});
  CHECK(end.find(qps.say(words::Sentence::AskUpgrade, {{"level", 5}, {"n", 3}, {"count", 4}})) != std::string::npos);
  CHECK(end.find(qps.say(words::Sentence::EndBanner, {})) != std::string::npos);
  CHECK(end.find(words::pseudo_text(base_with_overlays().db.campaign_epilogue.substr(0, 30)).substr(0, 40)) != std::string::npos);
  // Quitting where nothing is saved: before a class is chosen, and in a single scenario.
  const std::string quit_class = run("quit_class", saves + " --new", "q\n", {4});
  CHECK(quit_class.find(qps.say(words::Sentence::QuitBeforeClass, {})) != std::string::npos);
  const std::string quit_single = run("quit_single", "--scenario 1", "1\nq\n", {4});
  CHECK(quit_single.find(qps.say(words::Sentence::QuitSingle, {{"option", "--scenario"}, {"command", "`bnb play --scenario N`"}})) !=
        std::string::npos);
  const std::string quit_choice = run("quit_choice", "--scenario 1", "q\n", {4});
  CHECK(quit_choice.find(qps.say(words::Sentence::QuitNothingSaved, {})) != std::string::npos);
  const std::string input_ends = run("input_ends", "--scenario 1 --class bruiser", "", {4});
  CHECK(input_ends.find(qps.say(words::Sentence::EndOfInputSingle, {{"option", "--scenario"}})) != std::string::npos);
  for (size_t i = 0; i < list.size(); ++i) {
    INFO("the allow-list's entry for " << list[i].source << " matches nothing any more: remove it from tests/cli/play_lang_test.cpp");
    CHECK(used_total[i] > 0);
  }
  fs::remove(save), fs::remove(finale_save);
}

TEST_CASE("[lang] qps: a card and a monster are looked up in the terminal by the start of their accented names, the pseudo marks left out, the keys' column as wide as its keys") {
  const words::Lang qps = words::language("qps");
  // "Íŕöñ" is how "⟦Íŕöñ Ĥíďé~~~~⟧" starts for a player who reads it; "Ɓáñďíť" the Bandit Guard's.
  const std::string iron = words::pseudo_text("Iron");
  const std::string bandit = words::pseudo_text("Bandit");
  const auto bare = [](const std::string& marked) {  // "⟦Íŕöñ~~⟧" -> "Íŕöñ"
    std::string s = marked.substr(words::kPseudoOpen.size());
    return s.substr(0, s.find('~'));
  };
  const InputFile in("qps_lookup", "c " + bare(iron) + "\nm " + bare(bandit) + "\nc " + bare(iron) + " zz\n?\nq\n");
  const auto run = test::run_bnb("play --lang qps --scenario 1 --class bruiser --seed 3 < " + in.path.string());
  INFO(run.out);
  CHECK(run.status == 4);
  CHECK(run.out.find(qps.say(words::Sentence::CardHead, {{"card", words::pseudo_text("Iron Hide")}, {"level", "1"}})) != std::string::npos);
  CHECK(run.out.find(words::pseudo_text("Bandit Guard") + " (bandit-guard): ") != std::string::npos);
  // The look-ups' keys stand apart from what they do however long the language's NAME.
  CHECK(run.out.find("  m [G|" + qps.say(words::Sentence::LookupName, {}) + "] ") != std::string::npos);
  // A name that starts otherwise is still not found.
  CHECK(run.out.find(qps.say(words::Sentence::LookupNoCard, {{"name", bare(iron) + " zz"}, {"key", "c"}})) != std::string::npos);
}

TEST_CASE("[lang] the terminal breaks lines by characters: a German or accented line as long as an English one, a long word cut between two characters") {
  // Ten words of four letters: 49 characters, 98 bytes accented.
  std::string english, accented;
  for (int i = 0; i < 10; ++i) english += (i ? " " : "") + std::string("abcd"), accented += (i ? " " : "") + std::string("áƀçď");
  const std::vector<std::string> en = cli::wrap(english, 30, 0), qps = cli::wrap(accented, 30, 0);
  REQUIRE(en.size() == 2);
  REQUIRE(qps.size() == en.size());
  for (size_t i = 0; i < en.size(); ++i) CHECK(cli::text_width(qps[i]) == en[i].size());
  CHECK(cli::wrap("Größenwahnsinnig", 5, 0) == std::vector<std::string>{"Größe", "nwahn", "sinni", "g"});
}
