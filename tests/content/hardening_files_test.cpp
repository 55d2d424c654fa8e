// Hostile files: maps that would wrap a coordinate or take for ever to read, and saves that exist
// but cannot be read, are damaged, or hold fields that are not numbers. Each is refused with a
// message naming the file, field or line, and nothing is overwritten.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/base/core/save_file.h"
#include "engine/play/game/replay.h"
#include "engine/base/map/text_grid.h"
#include "tests/support/tiny_content.h"
#include "tests/support/fixtures.h"

using bnb::test::read_file;

using namespace bnb;
namespace fs = std::filesystem;

namespace {

std::string grid(int rows, int hexes_per_row) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    text += std::string(size_t(r % 2), ' ');
    for (int q = 0; q < hexes_per_row; ++q) text += q ? " ." : ".";
    text += "\n";
  }
  return text;
}

struct TempDir {
  fs::path dir;
  explicit TempDir(const std::string& name) : dir(fs::temp_directory_path() / ("bnb-hardening-" + name)) {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~TempDir() { fs::remove_all(dir); }
  std::string file(const std::string& name) const { return (dir / name).string(); }
};

const std::string kTooLarge = "the map is larger than 256 rows or 256 hexes per row";

// The one error parse_text_grid reports for `text`, which it refuses; `m` keeps the hexes read.
GridError only_error(const std::string& text, Map& m) {
  std::vector<GridError> errors;
  CHECK_FALSE(parse_text_grid(text, {}, m, errors));
  REQUIRE(errors.size() == 1);
  return errors[0];
}

}  // namespace

TEST_CASE("[hardening] a map row wider than the coordinate limit is refused, not wrapped", "[hardening]") {
  Map m;
  const GridError e = only_error(grid(1, 32768), m);
  CHECK(e.line == 1);
  CHECK(e.column == 513);
  CHECK(e.message == kTooLarge);
  CHECK(m.cells().size() == 256);  // the hexes before the limit are kept, like every hex that parses
}

TEST_CASE("[hardening] a map with too many rows is refused at the first row past the limit", "[hardening]") {
  Map m;
  const GridError e = only_error(grid(3000, 3), m);
  CHECK(e.line == 257);
  CHECK(e.message == kTooLarge);
}

TEST_CASE("[hardening] reading the largest map allowed is fast (one re-index, not one per hex)", "[hardening]") {
  const auto start = std::chrono::steady_clock::now();
  Map m;
  std::vector<GridError> errors;
  // Drawn as a rectangle, the rows shift: hex columns q span 150 + 199 / 2 = 249 < 256.
  REQUIRE(parse_text_grid(grid(200, 150), {}, m, errors));
  CHECK(m.cells().size() == 200 * 150);
  CHECK(m.contains(Hex{50, 199}));
  CHECK(m.contains(Hex{149, 0}));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
}

TEST_CASE("[hardening] hexes that would stretch a map past the limit are refused", "[hardening]") {
  Map m;
  CHECK(m.set(Cell{Hex{0, 0}}));
  CHECK(m.set(Cell{Hex{255, 0}}));
  CHECK_FALSE(m.set(Cell{Hex{-1, 0}}));
  CHECK_FALSE(m.set(Cell{Hex{0, 300}}));
  CHECK(m.cells().size() == 2);
  CHECK(m.contains(Hex{255, 0}));
}

TEST_CASE("[hardening] hazard and plate names stop at the limit instead of wrapping", "[hardening]") {
  Map m;
  for (size_t i = 0; i < kMaxMapNames; ++i) REQUIRE(m.intern("hazard " + std::to_string(i)) == int16_t(i));
  CHECK(m.intern("one too many") == -1);
  CHECK(m.intern("hazard 7") == 7);
  CHECK(m.names().size() == kMaxMapNames);
}

TEST_CASE("[hardening] a save that exists but cannot be read is an error, not a missing save", "[hardening]") {
  TempDir t("unreadable-save");
  SaveRecord rec;
  CHECK(read_save_file(t.file("none.sav"), "campaign", 1, rec).status == SaveStatus::Missing);
  // A folder where the save should be: exists, cannot be read (a file without read permission
  // behaves the same for an ordinary user; root may read any file).
  fs::create_directory(t.file("folder.sav"));
  const SaveRead r = read_save_file(t.file("folder.sav"), "campaign", 1, rec);
  CHECK(r.status == SaveStatus::Unreadable);
  CHECK(r.error == t.file("folder.sav") + ": the save cannot be read (not a file); it was left untouched");
  CHECK(fs::is_directory(t.file("folder.sav")));
}

TEST_CASE("[hardening] a temporary file left by an interrupted save is removed when the save is read", "[hardening]") {
  TempDir t("stale-tmp");
  SaveRecord rec;
  rec.kind = "campaign";
  rec.lines = {{"class", "bruiser"}};
  REQUIRE(write_save_atomically(t.file("c.sav"), rec).empty());
  std::ofstream(t.file("c.sav.tmp")) << "bnb-save campaign 1\nclass half";
  SaveRecord back;
  CHECK(read_save_file(t.file("c.sav"), "campaign", 1, back).status == SaveStatus::Ok);
  CHECK(back.get("class") == "bruiser");
  CHECK_FALSE(fs::exists(t.file("c.sav.tmp")));
}

TEST_CASE("[hardening] save fields that are not numbers, or negative seeds, name the field and the line", "[hardening]") {
  TempDir t("bad-fields");
  SaveRecord rec;
  rec.kind = "replay";
  rec.version = kReplayVersion;
  rec.lines = {{"scenario", "1"}, {"class", "bruiser"}, {"seed", "-5"}, {"step", "zz answer"}};
  REQUIRE(write_save_atomically(t.file("r.replay"), rec).empty());
  SaveRecord back;
  REQUIRE(read_save_file(t.file("r.replay"), "replay", kReplayVersion, back).status == SaveStatus::Ok);
  Replay r;
  CHECK(replay_from_save(back, r) == "field 'seed' on line 4: '-5' is not a number from 0 to 18446744073709551615");
  back.lines[2].second = "12abc";
  CHECK(replay_from_save(back, r) == "field 'seed' on line 4: '12abc' is not a number from 0 to 18446744073709551615");
  back.lines[2].second = "7";
  CHECK(replay_from_save(back, r) ==
        "field 'step' on line 5: 'zz answer' is not a step (expected: <hexadecimal state hash> <answer key>)");
  back.lines[3].second = "00ff answer";
  CHECK(replay_from_save(back, r).empty());
  CHECK(r.setup.seed == 7);
  CHECK(r.step_lines == std::vector<int>{5});
  CHECK(read_file(t.file("r.replay")).find("seed -5") != std::string::npos);  // left untouched
}

TEST_CASE("[hardening] a replay that diverges names the file line of the step", "[hardening]") {
  const ContentDb db = bnb::test::tiny_content();
  Replay r;
  r.setup = bnb::test::tiny_setup(3);
  {
    Game g(db, nullptr, r.setup);
    for (int i = 0; i < 3; ++i) {
      REQUIRE(g.answer_index(0).ok());
      r.steps.push_back({g.hash(), std::string(g.answer_key(g.answer_count() - 1))});
    }
  }
  r.step_lines = {7, 8, 9};
  CHECK(run_replay(db, nullptr, r).ok);
  Replay bad_key = r;
  bad_key.steps[1].second = "no such option";
  ReplayCheck c = run_replay(db, nullptr, bad_key);
  CHECK(c.diverged_at == 2);
  CHECK(c.message == "line 8, step 2: answer 'no such option' is not a legal option here");
  Replay bad_hash = r;
  bad_hash.steps[2].first ^= 1;
  c = run_replay(db, nullptr, bad_hash);
  CHECK(c.diverged_at == 3);
  CHECK(c.message == "line 9, step 3: state hash " + hash_hex(r.steps[2].first) + " differs from the recorded " +
                         hash_hex(r.steps[2].first ^ 1));
}
