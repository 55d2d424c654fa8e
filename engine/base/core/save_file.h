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
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace bnb {

struct SaveRecord {
  std::string kind;  // "campaign" | "replay"
  int version = 1;
  std::vector<std::pair<std::string, std::string>> lines;  // key, rest of line (keys may repeat)
  std::vector<int> line_numbers;  // the file line of each entry of `lines` (read_save fills it)
  std::string get(const std::string& key, const std::string& fallback = "") const;
  std::vector<std::string> all(const std::string& key) const;
  // "field 'key' on line N" (or "field 'key'" when the line is unknown), for messages.
  std::string where(size_t entry) const;
  // Reads field `key` as a whole number from 0 to `max` in `base` (`fallback` when the field is
  // absent; the first entry counts). On failure returns false with `error` naming field and line:
  // signs, spaces and overflow are refused, never wrapped.
  bool get_uint(const std::string& key, uint64_t max, uint64_t fallback, uint64_t& out, std::string& error,
                int base = 10) const;
};

// `text` as a whole number from 0 to `max` in `base`, nothing else (no sign, no spaces).
bool parse_uint(std::string_view text, uint64_t max, uint64_t& out, int base = 10);

// Which file a save is, to notice another program replacing it: where it lives (device and
// inode) and what it holds (size and a hash of the bytes). `exists` is false for no file.
struct SaveIdentity {
  bool exists = false;
  uint64_t device = 0, inode = 0, size = 0, hash = 0;
  bool operator==(const SaveIdentity&) const = default;
};
// The identity of the file at `path` as it is now (reads it whole, up to kMaxSaveBytes).
SaveIdentity save_identity(const std::string& path);
// Saves are small; a larger file is refused rather than read into memory.
inline constexpr uint64_t kMaxSaveBytes = 64ull << 20;

// Returns "" on success, else a message naming the file and the problem. The temporary file has a
// unique name (`<path>.tmp.XXXXXX`), so two programs writing at once never share it. `written`,
// when given, receives the identity of the new file.
std::string write_save_atomically(const std::string& path, const SaveRecord& rec, SaveIdentity* written = nullptr);

// How reading a save went. Only Missing may start anew: a save that exists but cannot be read
// (no permission, a folder, an I/O error) or is damaged is an error and is left untouched.
enum class SaveStatus { Ok, Missing, Unreadable, Corrupt };
struct SaveRead {
  SaveStatus status = SaveStatus::Ok;
  std::string error;  // names the file and the problem; "" when Ok
};
// Reads and checks a save (`expected_kind` and `max_version` too). A `<path>.tmp` left behind by
// a write that was interrupted (the save itself is whole: writes replace it by renaming) is
// removed.
// `read`, when given, receives the identity of the bytes read (not existing when Missing).
SaveRead read_save_file(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out,
                        SaveIdentity* read = nullptr);
// Checks and parses the text of a save read from `path` (named in messages): Ok or Corrupt.
SaveRead parse_save(const std::string& text, const std::string& path, const std::string& expected_kind,
                    int max_version, SaveRecord& out);
// The same as read_save_file, as a message: "" on success.
std::string read_save(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out);

}  // namespace bnb
