// libFuzzer targets for the readers of untrusted files (build with -DBNB_FUZZ=ON, see
// tests/fuzz/CMakeLists.txt; run with `tools/dev.sh fuzz [TARGET] [SECONDS]`). Each target is
// this file compiled with one BNB_FUZZ_* definition. A reader may refuse its input with a
// message; it must never crash, hang, leak or trip a sanitizer.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "engine/play/campaign/campaign.h"
#include "engine/base/core/save_file.h"
#include "engine/base/content/loader.h"
#include "engine/play/game/replay.h"
#include "engine/rules/monster_move/ai_situation.h"

namespace {

[[maybe_unused]] void fuzz_situation(const std::string& text) {
  bnb::MonsterSituation s;
  bnb::Diagnostics diags;
  bnb::read_monster_situation("situation.yaml", text, s, diags);
}

[[maybe_unused]] void fuzz_replay(const std::string& text) {
  bnb::SaveRecord rec;
  if (bnb::parse_save(text, "game.replay", "replay", 1, rec).status != bnb::SaveStatus::Ok) return;
  bnb::Replay r;
  bnb::replay_from_save(rec, r);
}

[[maybe_unused]] void fuzz_save(const std::string& text) {
  bnb::SaveRecord rec;
  if (bnb::parse_save(text, "bnb-campaign.sav", "campaign", 1, rec).status != bnb::SaveStatus::Ok) return;
  bnb::Campaign c;
  bnb::from_save(rec, c);
}

// A whole mod folder from bytes: "=== path\n" lines start each file (paths are kept to one
// level of plain names, so nothing is written outside the folder).
[[maybe_unused]] void fuzz_content(const std::string& text) {
  namespace fs = std::filesystem;
  static const fs::path dir = fs::temp_directory_path() / ("bnb-fuzz-mod-" + std::to_string(::getpid()));
  std::error_code ec;
  fs::remove_all(dir, ec);
  fs::create_directories(dir, ec);
  std::string name = "mod.yaml", body;
  auto flush = [&] {
    std::string safe;
    for (char c : name)
      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.') safe += c;
    if (safe.empty() || safe[0] == '.' || safe.size() > 40) safe = "file" + std::to_string(body.size()) + ".yaml";
    std::ofstream(dir / safe, std::ios::binary) << body;
    body.clear();
  };
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    if (line.rfind("=== ", 0) == 0) {
      flush();
      name = line.substr(4);
    } else {
      body += line + "\n";
    }
    start = end + 1;
  }
  flush();
  bnb::load_mods({dir.string()});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
#if defined(BNB_FUZZ_SITUATION)
  fuzz_situation(text);
#elif defined(BNB_FUZZ_REPLAY)
  fuzz_replay(text);
#elif defined(BNB_FUZZ_SAVE)
  fuzz_save(text);
#elif defined(BNB_FUZZ_CONTENT)
  fuzz_content(text);
#endif
  return 0;
}
