// A mod's files as an attacker would lay them out: links out of the folder or in a loop, a FIFO,
// a device, a huge file, bytes that are not UTF-8, escape sequences in texts. Each is refused with
// a message naming the file (and line), at once and without reading what it points to.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

#include "engine/base/content/loader.h"
#include "engine/base/core/read_file.h"

using namespace bnb;
namespace fs = std::filesystem;

namespace {

const char* kManifest = "id: hostile\nname: Hostile\nversion: 1.0.0\nengine_api: 1\n";

// `<tmp>/bnb-modfiles-NAME/mod` with a manifest, and `outside/` next to it.
struct HostileFolder {
  fs::path root, mod, outside;
  explicit HostileFolder(const std::string& name, bool manifest = true) {
    root = fs::temp_directory_path() / ("bnb-modfiles-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(root);
    mod = root / "mod", outside = root / "outside";
    fs::create_directories(mod);
    fs::create_directories(outside);
    if (manifest) std::ofstream(mod / "mod.yaml") << kManifest;
  }
  ~HostileFolder() { fs::remove_all(root); }
  std::string load() const { return load_mods({mod.string()}).diags.str(); }
};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("[hardening] mod files: a link to a file outside the mod's folder is refused, and not read", "[hardening]") {
  HostileFolder f("outside");
  std::ofstream(f.outside / "secret.yaml") << "this line is secret\n";
  fs::create_symlink(f.outside / "secret.yaml", f.mod / "a.yaml");
  fs::create_symlink("/etc/passwd", f.mod / "p.yaml");
  const std::string d = f.load();
  INFO(d);
  CHECK(has(d, (f.mod / "a.yaml").string() + ": error: a link to outside the mod's folder"));
  CHECK(has(d, (f.mod / "p.yaml").string() + ": error: a link to outside the mod's folder"));
  CHECK_FALSE(has(d, "secret"));
  CHECK_FALSE(has(d, "root:"));
}

TEST_CASE("[hardening] mod files: a link inside the mod's folder is followed", "[hardening]") {
  HostileFolder f("inside");
  fs::create_directories(f.mod / "sub");
  std::ofstream(f.mod / "sub" / "real.lua") << "function f() return 1 end\n";
  fs::create_symlink("sub/real.lua", f.mod / "linked.lua");
  const LoadResult r = load_mods({f.mod.string()});
  INFO(r.diags.str());
  CHECK_FALSE(has(r.diags.str(), "linked.lua"));
  REQUIRE(r.db.mods.size() == 1);
  CHECK(r.db.mods[0].scripts.size() == 2);
}

TEST_CASE("[hardening] mod files: a symlink loop is a clear error, not a crash", "[hardening]") {
  HostileFolder f("loop");
  fs::create_symlink("y.yaml", f.mod / "x.yaml");
  fs::create_symlink("x.yaml", f.mod / "y.yaml");
  const std::string d = f.load();
  INFO(d);
  CHECK(has(d, (f.mod / "x.yaml").string() + ": error: a link that loops or leads nowhere"));
}

TEST_CASE("[hardening] mod files: mod.yaml linked to /dev/zero is refused at once", "[hardening]") {
  HostileFolder f("zero", false);
  fs::create_symlink("/dev/zero", f.mod / "mod.yaml");
  const auto start = std::chrono::steady_clock::now();
  const std::string d = f.load();
  INFO(d);
  CHECK(has(d, (f.mod / "mod.yaml").string() + ": error: a link to outside the mod's folder"));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  // And read directly (a device inside a folder), it is not a regular file.
  std::string text;
  CHECK(read_regular_file("/dev/zero", text) == "not a regular file (a FIFO, device or socket)");
}

TEST_CASE("[hardening] mod files: a FIFO as mod.yaml or as a definitions file does not hang the loader", "[hardening]") {
  HostileFolder f("fifo", false);
  REQUIRE(::mkfifo((f.mod / "mod.yaml").c_str(), 0600) == 0);
  const auto start = std::chrono::steady_clock::now();
  std::string d = f.load();
  INFO(d);
  CHECK(has(d, (f.mod / "mod.yaml").string() + ": error: cannot read the manifest: not a regular file"));
  HostileFolder g("fifo-defs");
  REQUIRE(::mkfifo((g.mod / "defs.yaml").c_str(), 0600) == 0);
  d = g.load();
  CHECK(has(d, (g.mod / "defs.yaml").string() + ": error: not a regular file (a FIFO, device or socket)"));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
}

TEST_CASE("[hardening] mod files: every file read has a size limit", "[hardening]") {
  HostileFolder f("huge");
  {
    std::ofstream big(f.mod / "big.yaml");
    big << "# a comment\n";
  }
  fs::resize_file(f.mod / "big.yaml", kMaxContentFileBytes + 1);  // sparse: no disk used
  const std::string d = f.load();
  INFO(d.substr(0, 2000));
  CHECK(has(d, (f.mod / "big.yaml").string() + ": error: cannot read the file: larger than 16 MiB"));
}

TEST_CASE("[hardening] mod files: bytes that are not UTF-8 are an error with file, line and column", "[hardening]") {
  HostileFolder f("utf8");
  std::ofstream(f.mod / "items.yaml", std::ios::binary) << "items:\n  - number: 900\n    name: \"Bad \xC3\x28 name\"\n";
  std::ofstream(f.mod / "rules.lua", std::ios::binary) << "-- fine\nlocal s = 'overlong \xC0\xAF'\n";
  const std::string d = f.load();
  INFO(d);
  CHECK(has(d, (f.mod / "items.yaml").string() + ":3:16: error: invalid UTF-8"));
  CHECK(has(d, (f.mod / "rules.lua").string() + ":2:21: error: invalid UTF-8"));
}

TEST_CASE("[hardening] mod files: a text with a terminal escape sequence is refused with its line", "[hardening]") {
  HostileFolder f("escape");
  std::ofstream(f.mod / "items.yaml") << "items:\n  - number: 900\n    name: \"Clear \\e[2J screen\"\n";
  const std::string d = f.load();
  INFO(d);
  CHECK(has(d, (f.mod / "items.yaml").string() + ":3:11: error: items[0].name: expected text without control characters"));
  CHECK_FALSE(has(d, "\x1b"));
}

TEST_CASE("[hardening] diagnostics: a file with thousands of bad entries reports the first thousand and counts the rest", "[hardening]") {
  Diagnostics d;
  for (int i = 0; i < 5000; ++i) d.error("f.yaml", i + 1, 1, "", "bad");
  CHECK(d.has_errors());
  CHECK(d.all().size() == Diagnostics::kMaxKept);
  CHECK(d.count() == 5000);
  CHECK(has(d.str(), "... and 4000 more problems"));
}
