// The save writer: it replaces only the file it last read or wrote, uses a temporary file of its
// own, and one program at a time holds a save (the lock names the holder; a stale one is taken over).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "engine/base/core/save_writer.h"

using namespace bnb;
namespace fs = std::filesystem;

namespace {

struct Dir {
  fs::path path;
  explicit Dir(const std::string& name) : path(fs::temp_directory_path() / ("bnb-writer-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Dir() { fs::remove_all(path); }
  std::string file(const std::string& n) const { return (path / n).string(); }
};

SaveRecord record(const std::string& cls) {
  SaveRecord r;
  r.kind = "campaign";
  r.lines = {{"class", cls}};
  return r;
}

std::string slurp(const std::string& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("[save] the writer replaces the save it wrote, and refuses one another program replaced", "[save]") {
  Dir d("replaced");
  const std::string path = d.file("c.sav");
  SaveWriter w(path);
  w.remember(save_identity(path));  // no save yet
  REQUIRE(w.write(record("bruiser")).empty());
  REQUIRE(w.write(record("tinker")).empty());
  CHECK_FALSE(w.changed());

  // Another program writes the save (through a new file of its own).
  SaveWriter other(path);
  other.remember(save_identity(path));
  REQUIRE(other.write(record("silent-knife")).empty());
  const std::string theirs = slurp(path);
  CHECK(w.changed());
  const std::string e = w.write(record("tinker"));
  CHECK(e.find("changed or removed by another program") != std::string::npos);
  CHECK(w.stopped());
  CHECK(slurp(path) == theirs);
  CHECK_FALSE(w.write(record("tinker")).empty());  // stays stopped

  // Read again, it may write again.
  SaveRecord rec;
  SaveIdentity read;
  REQUIRE(read_save_file(path, "campaign", 1, rec, &read).status == SaveStatus::Ok);
  w.remember(read);
  CHECK(w.write(record("tinker")).empty());
}

TEST_CASE("[save] the writer notices a save changed in place, or removed", "[save]") {
  Dir d("in-place");
  const std::string path = d.file("c.sav");
  SaveWriter w(path);
  w.remember(save_identity(path));
  REQUIRE(w.write(record("bruiser")).empty());
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(0);
    f << "X";  // same file, same size, other bytes
  }
  CHECK(w.changed());
  CHECK_FALSE(w.write(record("bruiser")).empty());
  CHECK(slurp(path)[0] == 'X');

  SaveWriter gone(path);
  gone.remember(save_identity(path));
  fs::remove(path);
  CHECK(gone.changed());
  CHECK_FALSE(gone.write(record("bruiser")).empty());
  CHECK_FALSE(fs::exists(path));
}

TEST_CASE("[save] two writers never share a temporary file, and none is left behind", "[save]") {
  Dir d("tmp-names");
  const std::string path = d.file("c.sav");
  REQUIRE(write_save_atomically(path, record("a")).empty());
  REQUIRE(write_save_atomically(path, record("b")).empty());
  std::ofstream(path + ".tmp") << "the fixed name an older version used";
  for (int i = 0; i < 20; ++i) REQUIRE(write_save_atomically(path, record("c")).empty());
  int files = 0;
  for (const auto& e : fs::directory_iterator(d.path)) files += e.path().filename().string().starts_with("c.sav.tmp.");
  CHECK(files == 0);
}

TEST_CASE("[save] a failed write says why", "[save]") {
  Dir d("failed");
  const std::string e = write_save_atomically(d.file("missing/c.sav"), record("a"));
  CHECK(e.find("cannot write the save") != std::string::npos);
  CHECK(e.find("No such file or directory") != std::string::npos);
}

TEST_CASE("[save] one program holds a save: the lock names the holder, a stale lock is taken over", "[save]") {
  Dir d("lock");
  const std::string path = d.file("c.sav");
  SaveLock first;
  REQUIRE(first.take(path, "bnb serve").empty());
  SaveLock second;
  const std::string e = second.take(path, "bnb play");
  CHECK(e.find("is in use by bnb serve (process " + std::to_string(::getpid())) != std::string::npos);
  CHECK(e.find("c.sav.lock") != std::string::npos);
  CHECK_FALSE(second.held());
  first.release();
  CHECK(second.take(path, "bnb play").empty());
  second.release();

  // A lock left by a process that has ended on this host (a crash, Ctrl+C) is stale.
  char host[256] = {};
  ::gethostname(host, sizeof host - 1);
  std::ofstream(path + ".lock") << "program bnb serve\npid 999999999\nhost " << host << "\nsince then\n";
  std::ofstream(path + ".tmp.abcdef") << "half a save";
  SaveLock third;
  CHECK(third.take(path, "bnb play").empty());
  CHECK_FALSE(fs::exists(path + ".tmp.abcdef"));  // the holder clears interrupted writes
  CHECK(slurp(path + ".lock").find("program bnb play") != std::string::npos);
}
