#pragma once
// Save files: small, versioned text files with a checksum, written atomically (a temporary file
// in the same folder, flushed, then renamed over the old one), so a crash never leaves half a save.
//
//   bnb-save <kind> <version>
//   <key> <value...>            one per line
//   checksum <fnv1a-64 hex of every line above>
//
// A damaged file (bad checksum, bad header) or an unknown version is reported and never
// overwritten by the reader.
#include <map>
#include <string>
#include <vector>

namespace bnb {

struct SaveRecord {
  std::string kind;  // "campaign" | "replay"
  int version = 1;
  std::vector<std::pair<std::string, std::string>> lines;  // key, rest of line (keys may repeat)
  std::string get(const std::string& key, const std::string& fallback = "") const;
  std::vector<std::string> all(const std::string& key) const;
};

// Returns "" on success, else a message naming the file and the problem.
std::string write_save_atomically(const std::string& path, const SaveRecord& rec);
// Returns "" on success. `expected_kind` and `max_version` are checked.
std::string read_save(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out);

}  // namespace bnb
